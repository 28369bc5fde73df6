import type { SearchFilters } from '@shokuji/contracts';
import type { CatalogEntry } from '../store/catalog-store';
import { readClippedNames, type ClippedNames } from './clipped-names.read';
import { TYPO_PASS_BELOW, type NameSearch } from './name-matches.search';
import type { OwnFoodFirst } from './own-food-first.search';
import type { EngineResult } from './search-engine';
import { quotedWords } from './search-messages';

/** The compounds tried for one clipped word, in clippedNames' order. */
const COMPOUNDS_TRIED = 3;

/**
 * A katakana word of q that matches few names, read as the catalog's compound it is a clipped form of (サラチキ: サラダチキン;
 * clipped-names.read.ts): the clipped forms are read from the active names once per catalog (the store's entries), then
 * looked up per query. Round 49 (docs/catalog-search.md).
 */
export function createClippedNamesSearch(names: NameSearch, ownFoodFirst: OwnFoodFirst) {
  const { store, analyzer, runQuery, nameMatches, categoriesOf } = names;
  let read: { entries: readonly CatalogEntry[]; clipped: ClippedNames } | null = null;
  const clippedNames = (): ClippedNames => {
    if (read?.entries !== store.entries)
      read = {
        entries: store.entries,
        clipped: readClippedNames(store.entries.filter((entry) => entry.status === 'active').map((entry) => entry.name)),
      };
    return read.clipped;
  };

  /** q's words that a compound clips to and that match few names alone, each with its compounds. */
  async function clippedWordsOf(words: readonly string[], filters: SearchFilters) {
    const found: { word: string; compounds: string[] }[] = [];
    for (const word of words) {
      const compounds = clippedNames().compoundsClippedTo(word).slice(0, COMPOUNDS_TRIED);
      if (compounds.length && (await runQuery(analyzer.analyzeQuery(word), filters, 0, 1)).total < TYPO_PASS_BELOW)
        found.push({ word, compounds });
    }
    return found;
  }

  /**
   * q with its clipped words read as their compounds: for each, the first compound with which q finds names (the few names the
   * word met as typed are a long term's bigrams by chance: チョコクロ met チョコクリーム). Null when q has no such word, or no
   * reading finds any name.
   */
  async function searchClippedNames(
    q: string,
    words: readonly string[],
    exact: EngineResult,
    filters: SearchFilters,
    offset: number,
    limit: number,
  ) {
    const clipped = await clippedWordsOf(words, filters);
    if (!clipped.length) return null;
    let text = q;
    let best: EngineResult = exact;
    const read: { word: string; compound: string }[] = [];
    for (const { word, compounds } of clipped)
      for (const compound of compounds) {
        const tried = text.replace(word, compound);
        const page = await nameMatches(tried, analyzer.analyzeQuery(tried), filters, offset, limit);
        if (page.total > 0) {
          [text, best] = [tried, page];
          read.push({ word, compound });
          break;
        }
      }
    if (!read.length) return null;
    const result = (await ownFoodFirst(analyzer.analyzeQuery(text), best, filters, offset, limit)) ?? best;
    const message = `${quotedWords(read.map(({ word }) => word))}を${quotedWords(read.map(({ compound }) => compound))}の略として読み、候補を表示しています。`;
    return { result, fallback: { kind: 'relaxed' as const, message, relatedTerms: categoriesOf(result.hits) } };
  }

  return { searchClippedNames, clippedNames };
}

export type ClippedNamesSearch = ReturnType<typeof createClippedNamesSearch>;
