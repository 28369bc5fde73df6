import { appendFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogDataKey, textTablesDigest } from './catalog-index.lifecycle';
import type { CatalogTextAnalyzer } from './search/catalog-text-analyzer';

describe('the key of a persisted or remote index', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'text-tables-'));
    await writeFile(join(dir, 'food_readings.tsv'), 'word\treading\n若鶏\tわかどり\n');
    await writeFile(join(dir, 'chains_jp.json'), '[]');
    await writeFile(join(dir, 'SOURCES.md'), '# Sources\n');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('changes with a row of the text tables under the same analyzer version', async () => {
    const analyzer = { version: 'ja-39' } as CatalogTextAnalyzer;
    const before = await textTablesDigest(dir);
    await appendFile(join(dir, 'food_readings.tsv'), '旨\tうま\n');
    const after = await textTablesDigest(dir);
    expect(after).not.toBe(before);
    expect(catalogDataKey({ contentDigest: 'c' }, analyzer, after)).not.toBe(catalogDataKey({ contentDigest: 'c' }, analyzer, before));
  });

  it('does not change with the tables’ notes, which no token reads', async () => {
    const before = await textTablesDigest(dir);
    await appendFile(join(dir, 'SOURCES.md'), 'one more line\n');
    expect(await textTablesDigest(dir)).toBe(before);
  });

  it('reads the text package’s own tables by default', async () => {
    expect(await textTablesDigest()).toMatch(/^[0-9a-f]{64}$/u);
    expect(await textTablesDigest()).not.toBe(await textTablesDigest(dir));
  });
});
