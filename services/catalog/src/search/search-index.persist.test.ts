import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { persistDocuments, readPersistedDocuments } from './search-index.persist';
import type { SearchDocument } from './search-engine';

const documentOf = (n: number) =>
  ({
    id: `p_${n}`,
    type: 'product',
    shopId: n % 2 ? 'lawson' : null,
    genres: ['onigiri'],
    breakfastOnly: false,
    numbers: { cal: n },
    themes: {},
    text: { name: [`おにぎり${n}`] },
  }) as unknown as SearchDocument;

describe('persisted analysis', () => {
  it.each([0, 1, 499, 500, 501, 1234])('reads back %i documents as they were written, in pieces of the JSON array', async (count) => {
    const dir = mkdtempSync(join(tmpdir(), 'persisted-analysis-'));
    const documents = Array.from({ length: count }, (_, n) => documentOf(n));
    await persistDocuments(dir, 'key', documents);
    expect(await readPersistedDocuments(dir, 'key')).toEqual(documents);
  });
});
