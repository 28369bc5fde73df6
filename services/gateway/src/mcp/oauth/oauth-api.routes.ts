import { clientAddressOf } from '../../http/client-address';
import express, { type Request, type RequestHandler, type Router } from 'express';
import { nonObjectJsonBodyOf } from '../../http/error-handler';
import { jsonBodyParser, limitedBodyParser } from '../../http/json-body';
import type { OAuthClientsService } from './oauth-clients.service';
import { OAuthError } from './oauth-error';
import { corsForAnyOrigin, formField, formFieldValues, oauthJsonErrors } from './oauth-http';
import type { OAuthTokensService } from './oauth-tokens.service';

export interface OAuthApiDeps {
  clients: OAuthClientsService;
  tokens: OAuthTokensService;
  /** Runs the store's occasional clean-up (expired codes, tokens, unused clients). */
  housekeeping: () => void;
  /** The per-IP limit of the OAuth endpoints. */
  countRequest: RequestHandler;
}

const BODY_LIMIT_BYTES = 32 * 1024;

/**
 * A public client names itself with `client_id` in the body; some clients send HTTP Basic
 * (RFC 6749 §2.3.1) instead, whose password a public client cannot have, so only its name counts.
 */
function clientIdOf(req: Request): string | undefined {
  const fromBody = formField(req, 'client_id');
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(req.header('authorization') ?? '');
  if (!basic) return fromBody;
  const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
  const name = decoded.includes(':') ? decoded.slice(0, decoded.indexOf(':')) : decoded;
  let fromHeader: string;
  try {
    fromHeader = decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    throw new OAuthError('invalid_request', 'the Basic authorization header is malformed');
  }
  if (fromBody !== undefined && fromBody !== fromHeader)
    throw new OAuthError('invalid_request', 'client_id differs between body and header');
  return fromHeader;
}

/** Whether the request carries a body at all (a length above 0, or chunks). */
const hasBody = (req: Request): boolean =>
  (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0') || req.headers['transfer-encoding'] !== undefined;

/** POST /oauth/register (RFC 7591), /oauth/token (RFC 6749 §3.2), /oauth/revoke (RFC 7009). */
export function createOAuthApiRouter(deps: OAuthApiDeps): Router {
  const router = express.Router();
  const noStore = { 'Cache-Control': 'no-store', Pragma: 'no-cache' };
  const jsonBody = jsonBodyParser(BODY_LIMIT_BYTES);
  const bodies = [limitedBodyParser(express.urlencoded({ extended: false, limit: BODY_LIMIT_BYTES }), BODY_LIMIT_BYTES), jsonBody];
  const paths = ['/register', '/token', '/revoke'];
  router.use(paths, corsForAnyOrigin(['POST']), deps.countRequest);

  // A JSON value that is no object (null, "x", 1, true) is metadata of the wrong shape, refused as
  // invalid_client_metadata as an array is (RFC 7591 §3.2.2); bytes that are not JSON stay invalid_request.
  const registrationBody: RequestHandler = (req, res, next) =>
    jsonBody(req, res, (error?: unknown) => {
      const sent = nonObjectJsonBodyOf(error);
      if (!sent) return next(error);
      res.locals.registrationBody = sent;
      next();
    });
  router.post('/register', registrationBody, async (req, res) => {
    const sent = res.locals.registrationBody as { value: unknown } | undefined;
    // The JSON parser reads only JSON, so a form, text or no body at all reached the schema as "received
    // undefined": the request is malformed, not metadata of a wrong shape (stop 84).
    if (!sent && req.body === undefined) {
      const got = req.headers['content-type'] ?? (hasBody(req) ? 'no Content-Type' : 'no body');
      throw new OAuthError(
        'invalid_request',
        `send the client metadata as a JSON object with Content-Type: application/json (RFC 7591 §3.1; got ${got})`,
      );
    }
    res
      .status(201)
      .set(noStore)
      .json(await deps.clients.register(sent ? sent.value : req.body, clientAddressOf(req)));
  });

  router.post('/token', ...bodies, async (req, res) => {
    deps.housekeeping();
    const grantType = formField(req, 'grant_type');
    const common = { clientId: clientIdOf(req), resources: formFieldValues(req, 'resource') };
    let reply;
    if (grantType === 'authorization_code') {
      reply = await deps.tokens.exchangeCode({
        ...common,
        code: formField(req, 'code'),
        codeVerifier: formField(req, 'code_verifier'),
        redirectUri: formField(req, 'redirect_uri'),
      });
    } else if (grantType === 'refresh_token') {
      reply = await deps.tokens.refresh({ ...common, refreshToken: formField(req, 'refresh_token'), scope: formField(req, 'scope') });
    } else if (grantType === undefined) {
      throw new OAuthError('invalid_request', 'grant_type is required');
    } else {
      throw new OAuthError('unsupported_grant_type', 'grant_type must be authorization_code or refresh_token');
    }
    res.set(noStore).json(reply);
  });

  router.post('/revoke', ...bodies, async (req, res) => {
    await deps.tokens.revoke(formField(req, 'token'), clientIdOf(req));
    res.set(noStore).status(200).end();
  });

  router.use(paths, oauthJsonErrors);
  return router;
}
