import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID provider for the external-sign-in tests: node-oidc-provider (a certified OP) over
 * https with the tests' certificate, one confidential client, its built-in development login
 * (any login name becomes the subject). Prints `{ "issuer": … }` once listening.
 */
const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const server = createServer({ key: readFileSync(env('OIDC_TLS_KEY')), cert: readFileSync(env('OIDC_TLS_CERT')) });
server.listen(0, '127.0.0.1', () => {
  const issuer = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: env('OIDC_CLIENT_ID'),
        client_secret: env('OIDC_CLIENT_SECRET'),
        redirect_uris: [env('OIDC_REDIRECT_URI')],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ sub }) }),
    cookies: { keys: ['shokuji-test-upstream'] },
    pkce: { required: () => true },
  });
  const handle = provider.callback();
  server.on('request', (req, res) => void handle(req, res));
  console.log(JSON.stringify({ issuer }));
});
