import { marked } from 'marked';
import { escapeHtml } from '../http/escape-html';

/**
 * The guide for users (docs/connect-a-chat-client.md) as a page a browser shows: its markdown in
 * HTML under the reference's bar, so the person sent there from /docs reads headings, lists and the
 * table of clients rather than markdown source. The text is this repository's own file, so it is
 * trusted as written (no HTML of a visitor's reaches it).
 */
export function renderGuidePage(markdown: string): string {
  const title = /^# (.+)$/m.exec(markdown)?.[1] ?? 'Shokuji API';
  // GitHub's renderer gives headings the same ids, so an anchor works on both.
  const body = marked.parse(markdown, { gfm: true, headerIds: true, mangle: false });
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(title)}</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="/docs/assets/docs-page.css" />
  </head>
  <body>
    <header class="docs-bar">
      <strong>Shokuji API</strong>
      <nav>
        <a href="/docs">API reference</a>
        <a href="/api/v1/ext/openapi.json">openapi.json</a>
        <a href="/api/v1/ext/help">/help</a>
      </nav>
    </header>
    <main class="docs-guide">
${body}
    </main>
  </body>
</html>
`;
}
