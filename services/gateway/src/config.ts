import { isIPv6 } from 'node:net';
import { z } from 'zod';
import {
  elasticsearchUrlRequired,
  envInt,
  envOptionalString,
  envPort,
  envPositiveInt,
  mongoUrlRequired,
  parseServiceEnv,
  recordsStoreEnv,
  searchEngineEnv,
  serviceEnvBase,
  serviceRpcSecretRequired,
  serviceUrlValid,
  upstreamTimeoutEnv,
  type CrossVariableCheck,
} from '@shokuji/runtime';

/** `scheme://host[:port]` origins, comma-separated, each written exactly as browsers send Origin. */
const envOriginList = envOptionalString.transform((value, ctx) => {
  const origins = (value ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of origins) {
    if (!URL.canParse(origin) || new URL(origin).origin !== origin) {
      ctx.addIssue({ code: 'custom', message: `"${origin}" is not an origin written as scheme://host[:port]` });
    }
  }
  return origins;
});

const isOn = (value: string | undefined) => ['1', 'true', 'on'].includes(value ?? '');

const flag = z
  .enum(['0', '1', 'true', 'false', 'on', 'off'])
  .default('0')
  .transform((v) => ['1', 'true', 'on'].includes(v));

/** Every variable the gateway reads (OPERATOR-API.md → Starting the service; .env.example). */
export const GatewayEnvSchema = z.object({
  ...serviceEnvBase,
  ...recordsStoreEnv,
  ...searchEngineEnv,
  ...upstreamTimeoutEnv,
  PORT: envPort(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  ADMIN_TOKEN: envOptionalString,
  /** OPERATOR-API.md → Starting the service: when set, /admin/v1 and /metrics move to this listener (main port: 404); 0 picks a free port. */
  ADMIN_PORT: envInt({ min: 0, max: 65535 }),
  ADMIN_HOST: z.string().min(1).default('127.0.0.1'),
  CLOCK_CONTROL: flag,
  /** Set to reach a separately running catalog / records service over HTTP. */
  CATALOG_URL: envOptionalString,
  RECORDS_URL: envOptionalString,
  /** The spec's limits are the defaults; benchmarks raise them (API-SPEC.md → Limits). */
  QUOTA_FREE_PER_DAY: envPositiveInt(10),
  QUOTA_PREMIUM_PER_HOUR: envPositiveInt(100),
  RATE_LIMIT_PER_IP_PER_MINUTE: envPositiveInt(60),
  /** OPERATOR-API.md → AI analysis: a new account's credits, and analyses per account per JST day. */
  AI_CREDITS_INITIAL: envInt({ min: 0 }).default(100),
  AI_ANALYSIS_DAILY_CAP: envPositiveInt(20),
  /** Honour X-Forwarded-For from this many proxy hops when counting per-IP limits. */
  TRUST_PROXY_HOPS: envInt({ min: 0 }).default(0),
  /** Sign billing-portal and meal-photo links; a random per-process key when unset (required in production). */
  BILLING_PORTAL_SECRET: envOptionalString,
  MEDIA_URL_SECRET: envOptionalString,
  /** MCP connector (OPERATOR-API.md → MCP connector; docs/mcp.md). Origins besides PUBLIC_BASE_URL's allowed at /mcp. */
  MCP_ALLOWED_ORIGINS: envOriginList,
  /** Host values allowed at /mcp besides PUBLIC_BASE_URL's host (a proxy that rewrites Host); IP literals and localhost always pass. */
  MCP_ALLOWED_HOSTS: envOptionalString.transform((value) =>
    (value ?? '')
      .split(',')
      .map((host) => host.trim())
      .filter(Boolean),
  ),
  /** How POST /mcp is carried (docs/mcp.md → Transport): `fast` (default) or the SDK's own transport, `sdk`; the same answers either way. */
  MCP_TRANSPORT: z.enum(['fast', 'sdk']).default('fast'),
  /** Tests only (the MCP conformance suite, the Inspector smoke test): /mcp serves requests without a token as this account. */
  MCP_AUTH_OFF_USER_ID: envOptionalString,
  /** Per-IP limit of the OAuth endpoints and sign-in pages, per rolling minute (at least the spec's 60). */
  OAUTH_RATE_LIMIT_PER_IP_PER_MINUTE: envInt({ min: 60 }).default(60),
  /**
   * Dynamic client registrations per client address per hour (docs/security.md → What is protected, the Disk and memory row).
   * The default, 60 a minute for the hour, refuses nothing the OAuth per-IP limit admits: OPERATOR-API.md
   * binds that limit to at least 60 requests per rolling minute, the registration endpoint included.
   */
  OAUTH_REGISTRATIONS_PER_IP_PER_HOUR: envPositiveInt(3600),
  /** Sign-in delegated to an external OpenID Connect provider (docs/mcp.md → Enabling it, step 5). */
  MCP_OIDC_ISSUER: envOptionalString.pipe(z.url({ protocol: /^https$/ }).optional()),
  MCP_OIDC_CLIENT_ID: envOptionalString,
  MCP_OIDC_CLIENT_SECRET: envOptionalString,
  MCP_OIDC_SCOPE: z.string().min(1).default('openid'),
  MCP_OIDC_NAME: z.string().min(1).default('OpenID Connect'),
  /** Production only: accept an http PUBLIC_BASE_URL (a test rig whose TLS proxy is out of sight). */
  ALLOW_HTTP_PUBLIC_BASE_URL: flag,
  /** Shared with split catalog / records services: their RPC refuses calls without it (docs/security.md). */
  SERVICE_RPC_SECRET: envOptionalString,
  /** Tests only: client metadata documents may be fetched from loopback addresses. Refused in production. */
  MCP_CLIENT_METADATA_ALLOW_LOOPBACK: flag,
});

/**
 * Links signed by one gateway must verify on every other (several gateways behind a balancer, a
 * restart): in production the signing keys come from the environment, never a per-process random key.
 */
const SIGNING_SECRETS = ['BILLING_PORTAL_SECRET', 'MEDIA_URL_SECRET'] as const;
const signingSecretsInProduction: CrossVariableCheck = (env) =>
  env.NODE_ENV === 'production'
    ? SIGNING_SECRETS.filter((name) => !env[name]).map((name) => `${name}: required when NODE_ENV=production`)
    : [];

/** Values shipped in examples and old compose files: anyone can read them, so production refuses them. */
const KNOWN_PLACEHOLDERS = new Set(['change-me', 'change-me-media', 'change-me-billing', 'changeme', 'secret', 'admin', 'password']);
/** 32 bytes: a secret an attacker cannot guess or brute-force online (docs/security.md → Secrets). */
export const MIN_SECRET_BYTES = 32;
const PRODUCTION_SECRETS = ['ADMIN_TOKEN', ...SIGNING_SECRETS] as const;
const strongSecretsInProduction: CrossVariableCheck = (env) =>
  env.NODE_ENV === 'production'
    ? PRODUCTION_SECRETS.flatMap((name) => {
        const value = env[name];
        if (!value) return [];
        if (KNOWN_PLACEHOLDERS.has(value.toLowerCase()))
          return [`${name}: a published placeholder value, refused when NODE_ENV=production`];
        if (Buffer.byteLength(value) < MIN_SECRET_BYTES)
          return [`${name}: at least ${MIN_SECRET_BYTES} bytes when NODE_ENV=production (e.g. openssl rand -hex 32)`];
        return [];
      })
    : [];

/**
 * The issuer, the sign-in cookie's `__Host-`/Secure and every handed-out link depend on
 * PUBLIC_BASE_URL: production serves https unless the operator says in so many words that a TLS
 * proxy in a test rig makes http safe (ALLOW_HTTP_PUBLIC_BASE_URL).
 */
const httpsInProduction: CrossVariableCheck = (env) =>
  env.NODE_ENV === 'production' && !isOn(env.ALLOW_HTTP_PUBLIC_BASE_URL) && !/^https:\/\//i.test(env.PUBLIC_BASE_URL ?? '')
    ? ['PUBLIC_BASE_URL: an https URL is required when NODE_ENV=production (ALLOW_HTTP_PUBLIC_BASE_URL=1 only for a test rig)']
    : [];

/** Addresses a listener on every interface binds: another listener on the same port of any address then collides. */
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]']);
/**
 * ADMIN_PORT on the public listener's port and address would fail the start with the kernel's EADDRINUSE, naming no
 * variable; refused by name instead. Port 0 (a free port each) never collides, nor the same port on two specific addresses.
 */
const adminPortApartFromPort: CrossVariableCheck = (env) => {
  const portOf = (value: string | undefined, fallback: number) => (value?.trim() ? Number(value.trim()) : fallback);
  const port = portOf(env.PORT, 8080);
  const adminPort = env.ADMIN_PORT?.trim() ? portOf(env.ADMIN_PORT, 0) : undefined;
  if (adminPort === undefined || adminPort === 0 || adminPort !== port) return [];
  const host = env.HOST || '127.0.0.1';
  const adminHost = env.ADMIN_HOST || '127.0.0.1';
  return host === adminHost || WILDCARD_HOSTS.has(host) || WILDCARD_HOSTS.has(adminHost)
    ? [`ADMIN_PORT: ${adminPort} is PORT's port on the same address; give the admin listener a port of its own`]
    : [];
};

/** The gateway's own store; its catalog and records may live elsewhere (CATALOG_URL / RECORDS_URL). */
const gatewayChecks: CrossVariableCheck[] = [
  adminPortApartFromPort,
  mongoUrlRequired,
  signingSecretsInProduction,
  strongSecretsInProduction,
  httpsInProduction,
  (env) => (env.CATALOG_URL || env.RECORDS_URL ? serviceRpcSecretRequired(env) : []),
  serviceUrlValid('CATALOG_URL'),
  serviceUrlValid('RECORDS_URL'),
  (env) => (env.CATALOG_URL ? [] : elasticsearchUrlRequired(env)),
  (env) => (isOn(env.CLOCK_CONTROL) && env.NODE_ENV === 'production' ? ['CLOCK_CONTROL: refused when NODE_ENV=production'] : []),
  (env) => (env.MCP_OIDC_ISSUER && !env.MCP_OIDC_CLIENT_ID ? ['MCP_OIDC_CLIENT_ID: required when MCP_OIDC_ISSUER is set'] : []),
  (env) =>
    isOn(env.MCP_CLIENT_METADATA_ALLOW_LOOPBACK) && env.NODE_ENV === 'production'
      ? ['MCP_CLIENT_METADATA_ALLOW_LOOPBACK: refused when NODE_ENV=production']
      : [],
  (env) => (env.MCP_AUTH_OFF_USER_ID && env.NODE_ENV === 'production' ? ['MCP_AUTH_OFF_USER_ID: refused when NODE_ENV=production'] : []),
];

export type GatewayConfig = z.infer<typeof GatewayEnvSchema> & { publicBaseUrl: string };

/**
 * PUBLIC_BASE_URL's default, `http://{HOST}:{PORT}` (OPERATOR-API.md → Starting the service). An IPv6
 * bind address (HOST=::1) is bracketed, as a URL writes it: bare, every link was no URL and the start failed.
 */
export function defaultPublicBaseUrl(host: string, port: number): string {
  return `http://${isIPv6(host) ? `[${host}]` : host}:${port}`;
}

/** The base URL handed out once listening: PUBLIC_BASE_URL, else the default on the port actually bound (PORT=0 in tests). */
export function publicBaseUrlOn(config: GatewayConfig, port: number): string {
  return config.PUBLIC_BASE_URL ? config.publicBaseUrl : defaultPublicBaseUrl(config.HOST, port);
}

/** Parses the environment once at boot; lists every bad variable at once on failure. */
export function loadGatewayConfig(env: NodeJS.ProcessEnv): GatewayConfig {
  const config = parseServiceEnv('gateway', GatewayEnvSchema, env, gatewayChecks);
  return { ...config, publicBaseUrl: (config.PUBLIC_BASE_URL ?? defaultPublicBaseUrl(config.HOST, config.PORT)).replace(/\/$/, '') };
}

/**
 * Settings that start but are probably wrong, logged loudly at start. An https PUBLIC_BASE_URL means
 * a TLS proxy in front; with TRUST_PROXY_HOPS=0 every client then has the proxy's address and all
 * share one per-IP bucket (docs/security.md → Behind a reverse proxy).
 */
export function startupWarnings(config: GatewayConfig): string[] {
  return config.publicBaseUrl.startsWith('https://') && config.TRUST_PROXY_HOPS === 0
    ? [
        'PUBLIC_BASE_URL is https but TRUST_PROXY_HOPS=0: behind a TLS proxy every client shares the proxy address and one per-IP limit; set TRUST_PROXY_HOPS to the number of proxies in front (docs/security.md)',
      ]
    : [];
}
