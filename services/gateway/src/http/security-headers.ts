import type { RequestHandler } from 'express';

/** One year, the HSTS preload lists' minimum. */
const HSTS_MAX_AGE_SEC = 365 * 24 * 60 * 60;

/**
 * The Content-Security-Policy of a page that needs nothing but its own HTML: no script, style, image
 * or form target, and no framing. A page that needs more sets its own (the sign-in pages, /docs, a
 * product page); an HTML answer never goes out without one.
 */
export const BARE_PAGE_CSP = "default-src 'none'; form-action 'none'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The headers every answer of a listener carries (docs/security.md → What is protected, the Browsers (headers) row): no MIME sniffing, no
 * framing, no referrer, and `Cache-Control: no-store` unless a route sets its own (the public
 * catalog images do): answers hold personal data, tokens or per-caller quota. HSTS only when the
 * public origin is https: on plain http it would be ignored, and on a test rig it would pin a
 * browser to https for a year. Put first on every express app or listener that serves requests.
 */
export function securityHeaders(publicBaseUrl: string): RequestHandler {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
  };
  if (publicBaseUrl.startsWith('https://')) headers['Strict-Transport-Security'] = `max-age=${HSTS_MAX_AGE_SEC}; includeSubDomains`;
  return (_req, res, next) => {
    res.set(headers);
    next();
  };
}
