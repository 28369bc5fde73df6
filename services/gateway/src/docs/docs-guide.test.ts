import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderGuidePage } from './docs-guide';

describe('renderGuidePage', () => {
  const guide = readFileSync(join(__dirname, '..', '..', '..', '..', 'docs', 'connect-a-chat-client.md'), 'utf8');
  const html = renderGuidePage(guide);

  it('serves the chat-client guide as a page: its title, headings, table of clients and emphasis in HTML', () => {
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<title>Connecting a chat AI client to Shokuji</title>');
    expect(html).toContain('<h1 id="connecting-a-chat-ai-client-to-shokuji">Connecting a chat AI client to Shokuji</h1>');
    expect(html).toContain('<h2 id="1-add-the-url-to-your-chat-client">1. Add the URL to your chat client</h2>');
    expect(html).toContain('<th>Client</th>');
    expect(html).toContain('<strong>sign-in code</strong>');
    // No markdown source left for the reader: no heading marks, no table pipes.
    expect(html).not.toMatch(/^#+ /m);
    expect(html).not.toContain('|---|');
  });

  it('keeps the reference bar, with the way back to /docs, and only this origin’s stylesheet', () => {
    expect(html).toContain('<a href="/docs">API reference</a>');
    expect(html).toContain('<link rel="stylesheet" href="/docs/assets/docs-page.css" />');
    expect(html).not.toMatch(/<script|(?:src|href)="https?:/);
  });

  it('escapes the title it takes from the first heading', () => {
    expect(renderGuidePage('# A <b>&</b> B\n\ntext')).toContain('<title>A &lt;b&gt;&amp;&lt;/b&gt; B</title>');
  });
});
