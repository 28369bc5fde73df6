import type { SearchFilters } from '@shokuji/contracts';
import type { CatalogEntry, CatalogStore } from '../store/catalog-store';
import type { AnalyzedQuery, CatalogTextAnalyzer } from './catalog-text-analyzer';
import { createClippedNamesSearch } from './clipped-names.search';
import type { NameSearch } from './name-matches.search';
import type { EngineResult } from './search-engine';

const NAMES = [
  'サラダチキン',
  'サラダチキン スモーク',
  'セブン サラダチキン',
  'サラダ 大盛',
  'チキン南蛮',
  'アメリカンドッグ',
  'ホットドッグ',
  'ホット コーヒー',
];
const NO_FILTERS = {} as SearchFilters;

/** The clipped-names pass over a store of NAMES whose engine matches a name holding every word of q. */
function clippedNamesOver(names: string[]) {
  const entries = names.map((name, i) => ({ id: `p${i}`, name, status: 'active' }) as CatalogEntry);
  const store = { entries, get: (id: string) => entries.find((entry) => entry.id === id) } as unknown as CatalogStore;
  const analyzeQuery = (q: string) =>
    ({ words: q.split(' '), terms: q.split(' ').map(() => []), excluded: [] }) as unknown as AnalyzedQuery;
  const runQuery = async (analyzed: AnalyzedQuery | null, _filters: SearchFilters, from: number, size: number): Promise<EngineResult> => {
    const hits = entries
      .filter((entry) => analyzed?.words.every((word) => entry.name.includes(word)))
      .map((entry, i) => ({ id: entry.id, score: 10 - i }));
    return { total: hits.length, hits: hits.slice(from, from + size) };
  };
  const names_ = {
    store,
    analyzer: { analyzeQuery } as unknown as CatalogTextAnalyzer,
    runQuery,
    nameMatches: (_q: string, analyzed: AnalyzedQuery, filters: SearchFilters, from: number, size: number) =>
      runQuery(analyzed, filters, from, size),
    categoriesOf: () => ['惣菜'],
  } as unknown as NameSearch;
  const { searchClippedNames } = createClippedNamesSearch(names_, async () => null);
  return (q: string, exact: EngineResult = { total: 0, hits: [] }) => searchClippedNames(q, q.split(' '), exact, NO_FILTERS, 0, 10);
}

describe('a katakana name clipped to the heads of its words (round 49)', () => {
  const search = clippedNamesOver(NAMES);

  it('lists the compound it clips, and says how q was read', async () => {
    const answer = await search('アメドッグ');
    expect(answer?.result.hits.map((hit) => NAMES[Number(hit.id.slice(1))])).toEqual(['アメリカンドッグ']);
    expect(answer?.fallback).toEqual({
      kind: 'relaxed',
      message: '「アメドッグ」を「アメリカンドッグ」の略として読み、候補を表示しています。',
      relatedTerms: ['惣菜'],
    });
  });

  it('reads the clipped word beside the other words typed (a chain)', async () => {
    const answer = await search('セブン サラチキ');
    expect(answer?.result.hits.map((hit) => hit.id)).toEqual(['p2']);
  });

  it('leaves a word alone that is no clip, and one the names write themselves', async () => {
    expect(await search('ヌメポチ')).toBeNull();
    expect(await clippedNamesOver([...NAMES, 'サラチキ丼'])('サラチキ')).toBeNull();
  });

  it('reads the clip though the word met more names by chance than the compound has (a long term’s bigrams)', async () => {
    const byChance = {
      total: 2,
      hits: [
        { id: 'p0', score: 1 },
        { id: 'p1', score: 1 },
      ],
    };
    const answer = await search('アメドッグ', byChance);
    expect(answer?.result.hits.map((hit) => hit.id)).toEqual(['p5']);
  });
});
