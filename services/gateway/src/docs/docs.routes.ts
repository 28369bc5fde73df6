import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Express, Response } from 'express';
import { renderGuidePage } from './docs-guide';

/**
 * GET /docs: the interactive API reference (RapiDoc's bundle, from npm; docs/decisions.md → API reference, typed client and examples says why) over the service's
 * own /openapi.json, and the guide to connecting a chat AI client. Every asset comes from this
 * service, so the page works on a closed network. Plain routes on their own paths: nothing here
 * runs for any other request. "Try it" is same-origin, so the API needs no CORS header for it.
 */
const ASSETS_DIR = join(__dirname, 'assets');
const RAPIDOC_BUNDLE = join(dirname(require.resolve('rapidoc')), 'rapidoc-min.js');
const CHAT_CLIENT_GUIDE = join(__dirname, '..', '..', '..', '..', 'docs', 'connect-a-chat-client.md');

/** The page may load its scripts, styles and images from this origin and call this origin's API; nothing else. */
const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  // RapiDoc's templates set style attributes; scripts stay 'self' only.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

function headers(res: Response, cacheControl: string): void {
  res.set({
    'Content-Security-Policy': DOCS_CSP,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': cacheControl,
  });
}

function send(res: Response, file: string, type: string, cacheControl: string): void {
  headers(res, cacheControl);
  res.type(type).sendFile(file);
}

export function mountDocsPage(app: Express): void {
  const page = (file: string, type: string) => (_req: unknown, res: Response) => send(res, file, type, 'no-cache');
  app.get('/docs', page(join(ASSETS_DIR, 'index.html'), 'html'));
  app.get('/docs/assets/docs-page.css', page(join(ASSETS_DIR, 'docs-page.css'), 'css'));
  // The bundle changes only with the installed package version; a day's cache keeps reloads light.
  // The package ships it gzipped too (217 KB instead of 863 KB): sent as such to a browser that takes gzip.
  app.get('/docs/assets/rapidoc-min.js', (req, res) => {
    res.vary('Accept-Encoding');
    if (req.acceptsEncodings('gzip') !== 'gzip') return send(res, RAPIDOC_BUNDLE, 'js', 'public, max-age=86400');
    res.set('Content-Encoding', 'gzip');
    send(res, `${RAPIDOC_BUNDLE}.gz`, 'js', 'public, max-age=86400');
  });
  // The guide is written in markdown for the repository; a person sent here from /docs gets it as a page.
  // Rendered at the first request, not at start-up, and kept: the file changes only with a release.
  let guide: string | undefined;
  app.get('/docs/connect-a-chat-client', (_req, res) => {
    guide ??= renderGuidePage(readFileSync(CHAT_CLIENT_GUIDE, 'utf8'));
    headers(res, 'no-cache');
    res.type('html').send(guide);
  });
}
