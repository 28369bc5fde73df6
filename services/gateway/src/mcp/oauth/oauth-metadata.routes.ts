import express, { type RequestHandler, type Router } from 'express';
import { SUPPORTED_GRANT_TYPES } from './oauth-clients.service';
import { corsForAnyOrigin } from './oauth-http';
import { SUPPORTED_SCOPES } from './scopes';

/** Documents change only with the configuration; clients may keep them a few minutes. */
const METADATA_CACHE = 'public, max-age=300';

/**
 * Discovery (OPERATOR-API.md → MCP connector → Discovery): RFC 9728 protected resource metadata
 * for `/mcp`, and RFC 8414 metadata of the built-in authorization server, whose issuer is
 * PUBLIC_BASE_URL itself (also when sign-in is delegated upstream: the upstream only signs people in).
 */
export function createOAuthMetadataRouter(publicBaseUrl: string, countRequest: RequestHandler): Router {
  const router = express.Router();
  const protectedResource = {
    resource: `${publicBaseUrl}/mcp`,
    authorization_servers: [publicBaseUrl],
    scopes_supported: [...SUPPORTED_SCOPES],
    bearer_methods_supported: ['header'],
    resource_name: 'Shokuji',
  };
  const authorizationServer = {
    issuer: publicBaseUrl,
    authorization_endpoint: `${publicBaseUrl}/oauth/authorize`,
    token_endpoint: `${publicBaseUrl}/oauth/token`,
    registration_endpoint: `${publicBaseUrl}/oauth/register`,
    revocation_endpoint: `${publicBaseUrl}/oauth/revoke`,
    scopes_supported: [...SUPPORTED_SCOPES],
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: [...SUPPORTED_GRANT_TYPES],
    token_endpoint_auth_methods_supported: ['none'],
    revocation_endpoint_auth_methods_supported: ['none'],
    code_challenge_methods_supported: ['S256'],
    authorization_response_iss_parameter_supported: true,
    client_id_metadata_document_supported: true,
  };
  const serve =
    (document: object): RequestHandler =>
    (_req, res) => {
      res.set('Cache-Control', METADATA_CACHE).json(document);
    };
  const paths = { resource: '/.well-known/oauth-protected-resource/mcp', server: '/.well-known/oauth-authorization-server' };
  const cors = corsForAnyOrigin(['GET']);
  for (const path of Object.values(paths)) router.use(path, cors, countRequest);
  router.get(paths.resource, serve(protectedResource));
  router.get(paths.server, serve(authorizationServer));
  return router;
}
