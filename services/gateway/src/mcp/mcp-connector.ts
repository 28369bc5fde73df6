import type { Express, Router } from 'express';
import type { Clock } from '@shokuji/clock';
import type { Logger } from '@shokuji/runtime';
import { API_VERSION } from '@shokuji/contracts';
import type { GatewayConfig } from '../config';
import type { EndpointPipeline } from '../http/endpoint-pipeline';
import type { QuotaService } from '../quota/quota.service';
import { createRollingMinuteLimit } from '../quota/rolling-minute-limit';
import type { PlatformStore } from '../store/platform-store';
import { purgeNowAndThen } from '../store/purge-now-and-then';
import { createMcpAccess, type McpAccess } from './mcp-access';
import { mountMcpAdminRoutes } from './mcp-admin.routes';
import type { McpPostHandler, McpServerDeps } from './mcp-server';
import { MCP_SERVER_INSTRUCTIONS, MCP_TOOLS } from './mcp-tools';
import { mountMcpEndpoint } from './mcp.routes';
import { createBrowserBinding } from './oauth/browser-binding';
import { DEFAULT_CLIENT_METADATA_LIMITS, createClientMetadataDocuments } from './oauth/client-metadata-document';
import { createOAuthApiRouter } from './oauth/oauth-api.routes';
import { createOAuthAuthorizationService } from './oauth/oauth-authorization.service';
import { clientPurgeCutOffs, createOAuthClientsService } from './oauth/oauth-clients.service';
import { countOAuthRequest } from './oauth/oauth-http';
import { createOAuthMetadataRouter } from './oauth/oauth-metadata.routes';
import { createOAuthPagesRouter } from './oauth/oauth-pages.routes';
import { createOAuthTokensService } from './oauth/oauth-tokens.service';
import { createOidcSubjectsService } from './oauth/oidc-subjects.service';
import { createOidcUpstream } from './oauth/oidc-upstream';
import { createSignInCodesService } from './oauth/sign-in-codes.service';

export interface McpConnectorDeps {
  config: GatewayConfig;
  clock: Clock;
  store: PlatformStore;
  quota: QuotaService;
  logger: Logger;
  /** The REST endpoints' pipeline: every tool runs the pipeline of the endpoint it mirrors. */
  pipeline: EndpointPipeline;
}

export interface McpConnector {
  /** Turns an MCP bearer into the caller (account, entitlement) the REST pipeline works with. */
  access: McpAccess;
  /** Discovery, the authorization server and its pages, and /mcp; after the REST routes, whose endpoints the tools run. */
  mount(app: Express): void;
  /** Sign-in codes, grant revocation and upstream subject links on the admin router. */
  mountAdmin(admin: Router): void;
}

const HOUR_MS = 60 * 60 * 1000;

/** Drops expired OAuth records at most hourly, from the token endpoint's traffic. */
function createHousekeeping(store: PlatformStore, clock: Clock, logger: Logger): () => void {
  const purge = purgeNowAndThen(
    HOUR_MS,
    (now) => store.oauth.purgeExpired(now.toISOString(), clientPurgeCutOffs(now)),
    (error) => logger.warn({ err: error }, 'purging expired OAuth records failed'),
  );
  return () => purge(clock.now());
}

/**
 * The transport's step of POST /mcp, built on the first POST that passes the gates: the MCP SDK and
 * the tools' JSON Schemas are loaded then, not at start-up, where they cost about 0.2 s of every
 * restart that no REST request needs (docs/mcp.md → Start-up).
 */
function lazyPostHandler(protocolDeps: McpServerDeps, transport: GatewayConfig['MCP_TRANSPORT']): () => Promise<McpPostHandler> {
  let loading: Promise<McpPostHandler> | undefined;
  return () =>
    (loading ??= (async () => {
      const { createMcpProtocol } = await import('./mcp-server');
      const protocol = createMcpProtocol(protocolDeps);
      if (transport === 'sdk') return (await import('./mcp-sdk-transport')).createSdkPostHandler(protocol);
      return (await import('./fast-path/mcp-fast-path')).createFastPostHandler(protocol);
    })());
}

/** Wires the MCP connector's authorization side by hand, no container. */
export function createMcpConnector(deps: McpConnectorDeps): McpConnector {
  const { config, clock, store, quota, logger, pipeline } = deps;
  const publicBaseUrl = config.publicBaseUrl;
  const resource = `${publicBaseUrl}/mcp`;

  const documents = createClientMetadataDocuments(clock, {
    ...DEFAULT_CLIENT_METADATA_LIMITS,
    allowLoopback: config.MCP_CLIENT_METADATA_ALLOW_LOOPBACK,
  });
  const clients = createOAuthClientsService({
    store: store.oauth,
    clock,
    documents,
    counters: store.counters,
    registrationsPerIpPerHour: config.OAUTH_REGISTRATIONS_PER_IP_PER_HOUR,
  });
  const signInCodes = createSignInCodesService({ store, clock });
  const tokens = createOAuthTokensService({ store, clock, clients, resource, logger });
  const upstream =
    config.MCP_OIDC_ISSUER && config.MCP_OIDC_CLIENT_ID
      ? createOidcUpstream(
          {
            issuer: config.MCP_OIDC_ISSUER,
            clientId: config.MCP_OIDC_CLIENT_ID,
            clientSecret: config.MCP_OIDC_CLIENT_SECRET,
            scope: config.MCP_OIDC_SCOPE,
            name: config.MCP_OIDC_NAME,
            redirectUri: `${publicBaseUrl}/oauth/oidc/callback`,
          },
          logger,
        )
      : null;
  const authorization = createOAuthAuthorizationService({
    store,
    clock,
    clients,
    signInCodes,
    upstream,
    issuer: publicBaseUrl,
    resource,
    logger,
  });
  const oidcSubjects = createOidcSubjectsService({ store, clock, configuredIssuer: upstream?.issuer ?? null });
  const access = createMcpAccess({
    tokens,
    publicBaseUrl,
    ...(config.MCP_AUTH_OFF_USER_ID ? { authOff: { userId: config.MCP_AUTH_OFF_USER_ID, accounts: store.accounts } } : {}),
  });
  const oauthLimit = createRollingMinuteLimit(store.counters, {
    name: 'oauth-ip',
    limitPerMinute: config.OAUTH_RATE_LIMIT_PER_IP_PER_MINUTE,
    refusal: 'too many sign-in and token requests from this address',
  });
  const countRequest = countOAuthRequest(oauthLimit, clock);

  return {
    access,
    mount(app) {
      app.use(createOAuthMetadataRouter(publicBaseUrl, countRequest));
      app.use('/oauth', createOAuthApiRouter({ clients, tokens, countRequest, housekeeping: createHousekeeping(store, clock, logger) }));
      app.use(
        '/oauth',
        createOAuthPagesRouter({
          publicBaseUrl,
          authorization,
          binding: createBrowserBinding(publicBaseUrl),
          upstream,
          countRequest,
          logger,
        }),
      );
      const handlerLoaded = lazyPostHandler(
        { tools: MCP_TOOLS, pipeline, instructions: MCP_SERVER_INSTRUCTIONS, version: API_VERSION, logger },
        config.MCP_TRANSPORT,
      );
      mountMcpEndpoint(app, {
        access,
        handlePost: async (req, res, exchange) => (await handlerLoaded())(req, res, exchange),
        quota,
        clock,
        publicBaseUrl,
        allowedOrigins: config.MCP_ALLOWED_ORIGINS,
        allowedHosts: config.MCP_ALLOWED_HOSTS,
      });
    },
    mountAdmin(admin) {
      mountMcpAdminRoutes(admin, { pipeline, signInCodes, tokens, oidcSubjects });
    },
  };
}
