import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { REPO_ROOT } from '../support/service-process';

/**
 * The repository's documents link to each other by relative paths ([docs/operations.md](docs/operations.md),
 * [a section](benchmarks-history.md#a-heading)), and a reader starting from README.md follows them: each must
 * name a file of the repository and, with a #fragment, a heading of that file, as the repository's host
 * makes its anchors (lower case, punctuation dropped, spaces turned into hyphens, a repeated heading -1, -2 …).
 */
const DOCUMENTS = [
  'README.md',
  'examples/README.md',
  ...readdirSync(join(REPO_ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** The text outside fenced code blocks, where a bracket and a parenthesis are no link. */
function proseOf(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '');
}

/** The anchor the repository's host gives a heading's text. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(path: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const match of proseOf(readFileSync(path, 'utf8')).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const anchor = anchorOf(match[1]!);
    const count = seen.get(anchor) ?? 0;
    seen.set(anchor, count + 1);
    anchors.add(count === 0 ? anchor : `${anchor}-${count}`);
  }
  return anchors;
}

/** Every relative link of a document that leads nowhere: no such file, or no such heading in it. */
function deadLinksOf(document: string): string[] {
  const path = join(REPO_ROOT, document);
  const dead: string[] = [];
  for (const [, target] of proseOf(readFileSync(path, 'utf8')).matchAll(/\[[^\]]*\]\(([^)\s]+)\)/g)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target!)) continue; // https:, mailto: — outside the repository
    const [file, fragment] = target!.split('#', 2) as [string, string | undefined];
    const linked = file === '' ? path : resolve(dirname(path), decodeURIComponent(file));
    if (!linked.startsWith(REPO_ROOT) || !existsSync(linked)) dead.push(`${target}: no file ${relative(REPO_ROOT, linked)}`);
    else if (fragment !== undefined && linked.endsWith('.md') && !anchorsOf(linked).has(fragment)) dead.push(`${target}: no such heading`);
  }
  return dead;
}

describe('links between the documents', () => {
  it('makes anchors as the repository host does', () => {
    expect(anchorOf('Safe retries: Idempotency-Key')).toBe('safe-retries-idempotency-key');
    expect(anchorOf('2026-11-27 on main: the re-run (12:40-12:46 UTC, quiet machine)')).toBe(
      '2026-11-27-on-main-the-re-run-1240-1246-utc-quiet-machine',
    );
    expect(anchorOf('`GET /search` の結果')).toBe('get-search-の結果');
  });

  it('reads README.md, examples/README.md and every document under docs/', () => {
    expect(DOCUMENTS).toEqual(expect.arrayContaining(['README.md', 'docs/operations.md', 'docs/benchmarks.md']));
  });

  it.each(DOCUMENTS)('every relative link of %s names a file and, with #, a heading of it', (document) => {
    expect(deadLinksOf(document)).toEqual([]);
  });
});
