import { withUnshowableEscaped } from '@shokuji/contracts';

/**
 * An error of the OAuth protocol itself (RFC 6749 §5.2, RFC 7591 §3.2.2, RFC 8707 §2): its
 * `error` value is what clients branch on, so it is rendered as OAuth's JSON body, not as the
 * REST error body.
 */
export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unauthorized_client'
  | 'unsupported_grant_type'
  | 'unsupported_response_type'
  | 'invalid_scope'
  | 'invalid_target'
  | 'access_denied'
  | 'invalid_redirect_uri'
  | 'invalid_client_metadata';

export class OAuthError extends Error {
  constructor(
    readonly error: OAuthErrorCode,
    readonly description: string,
    /** 401 only for a failed client authentication (RFC 6749 §5.2): sent as 400 unless the client used the Authorization header (oauth-http.ts). */
    readonly status: 400 | 401 = 400,
  ) {
    super(description);
    this.name = 'OAuthError';
  }

  /**
   * `{ error, error_description }`; OPERATOR-API.md → Tokens writes the token endpoint's
   * invalid_target answer as exactly `{"error":"invalid_target"}`, so that one goes without.
   */
  toJSON(): { error: OAuthErrorCode; error_description?: string } {
    // The description may echo what the client sent (a stray metadata key): docs/security.md → Error messages.
    return this.error === 'invalid_target'
      ? { error: this.error }
      : { error: this.error, error_description: withUnshowableEscaped(this.description) };
  }
}
