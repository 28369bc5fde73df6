import { randomBytes } from 'node:crypto';
import type * as OpenIdClient from 'openid-client';
import type { Logger } from '@shokuji/runtime';
import type { UpstreamSignIn } from '../../store/oauth-store';

/**
 * Sign-in delegated to an external OpenID Connect provider: it only tells who the person is; this
 * server still issues its own codes and tokens, and an upstream subject signs in only once an
 * operator linked it to an account (PUT /admin/v1/users/:userId/oidc-subjects).
 */
export interface UpstreamIdentityProvider {
  /** The provider's name on the sign-in page's button. */
  name: string;
  issuer: string;
  /** Origins the sign-in page's forms may lead to (CSP form-action): the provider's authorization endpoint. */
  formActionOrigins(): Promise<string[]>;
  /** A fresh state, nonce and PKCE verifier; the state names the authorization request it belongs to. */
  newRoundTrip(requestId: string): UpstreamSignIn;
  requestIdOf(callbackUrl: URL): string | null;
  authorizationUrl(roundTrip: UpstreamSignIn): Promise<string>;
  /** The verified issuer and subject of the callback, or null when the provider refused or the answer did not verify. */
  complete(callbackUrl: URL, roundTrip: UpstreamSignIn): Promise<{ issuer: string; subject: string } | null>;
}

export interface OidcUpstreamConfig {
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  scope: string;
  name: string;
  /** `{PUBLIC_BASE_URL}/oauth/oidc/callback`, registered at the provider. */
  redirectUri: string;
}

/**
 * The provider through openid-client (a certified relying party): discovery, PKCE, state, nonce
 * and ID token validation are its job. ID token times are checked on real time, as they are the
 * provider's; every window of our own (the authorization request) stays on the service clock.
 * openid-client is ESM-only, so it is loaded when delegation is configured.
 */
export function createOidcUpstream(config: OidcUpstreamConfig, logger: Logger): UpstreamIdentityProvider {
  let loaded: Promise<{ lib: typeof OpenIdClient; configuration: OpenIdClient.Configuration }> | undefined;
  // Discovered on first use and kept; a failed discovery is retried by the next sign-in.
  const discovered = () => {
    loaded ??= (async () => {
      const lib = await import('openid-client');
      const auth = config.clientSecret ? lib.ClientSecretBasic(config.clientSecret) : lib.None();
      const configuration = await lib.discovery(new URL(config.issuer), config.clientId, undefined, auth);
      return { lib, configuration };
    })().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };

  return {
    name: config.name,
    issuer: config.issuer,

    async formActionOrigins() {
      const { configuration } = await discovered();
      const endpoint = configuration.serverMetadata().authorization_endpoint;
      return endpoint ? [new URL(endpoint).origin] : [];
    },

    newRoundTrip(requestId) {
      const random = () => randomBytes(32).toString('base64url');
      return { state: `${requestId}.${random()}`, nonce: random(), codeVerifier: random() };
    },

    requestIdOf(callbackUrl) {
      const state = callbackUrl.searchParams.get('state');
      return state && state.includes('.') ? state.slice(0, state.lastIndexOf('.')) : null;
    },

    async authorizationUrl(roundTrip) {
      const { lib, configuration } = await discovered();
      return lib
        .buildAuthorizationUrl(configuration, {
          redirect_uri: config.redirectUri,
          scope: config.scope,
          state: roundTrip.state,
          nonce: roundTrip.nonce,
          code_challenge: await lib.calculatePKCECodeChallenge(roundTrip.codeVerifier),
          code_challenge_method: 'S256',
        })
        .toString();
    },

    async complete(callbackUrl, roundTrip) {
      const { lib, configuration } = await discovered();
      try {
        const tokens = await lib.authorizationCodeGrant(configuration, callbackUrl, {
          pkceCodeVerifier: roundTrip.codeVerifier,
          expectedState: roundTrip.state,
          expectedNonce: roundTrip.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        return claims ? { issuer: claims.iss, subject: claims.sub } : null;
      } catch (error) {
        logger.warn({ err: error, issuer: config.issuer }, 'upstream OpenID Connect sign-in did not complete');
        return null;
      }
    },
  };
}
