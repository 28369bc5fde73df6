import { createJaText } from '@shokuji/ja-text';
import type { ShopRow } from '@shokuji/search-index';
import { toHiragana } from 'wanakana';
import type { CatalogEntry } from '../store/catalog-store';
import type { AnalyzedQuery, CatalogTextAnalyzer } from './catalog-text-analyzer';
import type { TermClauses, TextClause, TextField } from './search-engine';

/** What the catalog needs from Japanese text processing (implemented by @shokuji/ja-text). */
export interface JaNormalizer {
  /** Folded surface: NFKC, width, case, katakana → hiragana, long-vowel variants. */
  normalize(text: string): string;
  /** Hiragana reading, dictionary-corrected, in the same folded form. */
  reading(text: string): string;
  /** Romaji prefixes of a name's reading, starting at every word (index side). */
  romajiIndexTokens(text: string): string[];
  /** The canonical romaji spellings of one typed latin word (query side; any one may match). */
  romajiQueryTokens(word: string): string[];
  /** Hiragana of romaji typed in latin letters. */
  kanaOfLatin(text: string): string;
  /** Synonyms and chain aliases of a term, the term excluded. */
  synonyms(term: string): string[];
  /** Japanese names of an English food word or phrase; empty when unknown. */
  japaneseOfEnglish(english: string): string[];
}

const LATIN = /^[a-z0-9' .&-]+$/i;
const SPLIT = /[\s・、，,。.／/()（）［］[\]「」『』【】+＋&＆!！?？~〜]+/u;
const AMOUNT = /\s*[0-9０-９.]+\s*(g|ｇ|ml|mL|個|枚|本|杯|切れ|人前)?$/u;
/**
 * An English food word's Japanese names (pudding → プリン) match item names well below the word
 * itself: short Japanese names score high in BM25, and rows that carry the English name must lead.
 */
const TRANSLATION_BOOST = 0.1;
/** The longest English phrase (in words) looked up as one term: "chicken and egg bowl". */
const MAX_PHRASE_WORDS = 4;

/** Character bigrams of each word; a one-character word is its own token. */
export function bigrams(text: string): string[] {
  return text
    .split(SPLIT)
    .filter(Boolean)
    .flatMap((word) => {
      const chars = [...word];
      if (chars.length === 1) return chars;
      return chars.slice(1).map((char, i) => chars[i]! + char);
    });
}

/** Prefixes (≥ 2 letters) of each latin word, so partial romaji or English typed mid-word still matches. */
export function edgeGrams(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 2)
    .flatMap((word) => Array.from({ length: word.length - 1 }, (_, i) => word.slice(0, i + 2)));
}

const latinWords = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 2);

/**
 * Long terms tolerate a typo; short ones must match whole. One wrong character mid-word removes two
 * bigrams, so from 6 distinct bigrams two may be missing (a quarter for longer terms).
 */
const shareFor = (tokens: string[]) => {
  const distinct = new Set(tokens).size;
  if (distinct >= 6) return Math.min(0.75, (distinct - 2) / distinct);
  return distinct === 5 ? 0.75 : 1;
};

function clause(field: TextField, tokens: string[], boost: number, minShould = shareFor(tokens)): TextClause[] {
  return tokens.length ? [{ field, tokens, boost, minShould }] : [];
}

/**
 * The token design shared by both engines (docs/catalog-search.md):
 * - name / shop / category / components: character bigrams of the folded surface, so kanji, kana
 *   and partial input match (牛丼 ↔ ぎゅうどん through the reading field);
 * - reading: bigrams of the hiragana reading;
 * - romaji / english: prefixes of each word, so "gyud", "karaa" and "chick" match while typing.
 */
export function createCatalogTextAnalyzer(ja: JaNormalizer, version: string): CatalogTextAnalyzer {
  const readingGrams = (text: string) => bigrams(ja.reading(text));

  const translated = (english: string) =>
    ja.japaneseOfEnglish(english).flatMap((japanese) => clause('name', bigrams(ja.normalize(japanese)), TRANSLATION_BOOST));

  /** Several English words that name one food ("fried chicken"): every word in the English name, or a Japanese name of it. */
  const phraseClauses = (phrase: string): TermClauses => [...clause('english', latinWords(phrase), 1, 1), ...translated(phrase)];

  function termClauses(word: string): TermClauses {
    if (word.includes(' ')) return phraseClauses(word);
    if (LATIN.test(word)) {
      // The romaji spellings are alternatives: any one of them is a match.
      const romaji = ja.romajiQueryTokens(word);
      const anyOf = romaji.length ? 1 / romaji.length : 1;
      const lower = word.toLowerCase().replace(/[^a-z0-9]/g, '');
      return [
        ...clause('romaji', romaji, 1, anyOf),
        ...clause('english', [lower], 1),
        ...clause('shop', romaji, 0.7, anyOf),
        ...clause('shop', [lower], 0.7),
        // Synonyms of what the romaji spells (sandoicchi → サンドイッチ → サンド), as kana input gets them;
        // boosted low because a sum of name bigrams outscores the one romaji token of the word itself.
        ...ja
          .synonyms(ja.kanaOfLatin(word))
          .filter((synonym) => !LATIN.test(synonym))
          .flatMap((synonym) => clause('name', bigrams(ja.normalize(synonym)), 0.25)),
        ...translated(word),
      ];
    }
    const surface = bigrams(ja.normalize(word));
    const clauses = [
      ...clause('name', surface, 1),
      ...clause('reading', readingGrams(word), 0.9),
      // Low: a food word inside a chain name (そば in 富士そば, チキン in ケンタッキーフライドチキン) must not
      // outrank the items named with it; chain names and aliases match through their synonym clauses (0.6).
      ...clause('shop', surface, 0.35, 1),
      ...clause('category', surface, 0.3, 1),
    ];
    for (const synonym of ja.synonyms(word)) {
      if (LATIN.test(synonym)) clauses.push(...clause('shop', [synonym.toLowerCase().replace(/[^a-z0-9]/g, '')], 0.6));
      const grams = bigrams(ja.normalize(synonym));
      clauses.push(...clause('name', grams, 0.85), ...clause('shop', grams, 0.6, 1));
    }
    return clauses;
  }

  /** Adjacent English words that the glossary knows as one food become one term (longest first). */
  function joinEnglishPhrases(words: string[]): string[] {
    const joined: string[] = [];
    for (let i = 0; i < words.length;) {
      let length = Math.min(MAX_PHRASE_WORDS, words.length - i);
      while (length > 1) {
        const candidate = words.slice(i, i + length);
        if (candidate.every((word) => LATIN.test(word)) && ja.japaneseOfEnglish(candidate.join(' ')).length) break;
        length--;
      }
      joined.push(words.slice(i, i + length).join(' '));
      i += length;
    }
    return joined;
  }

  function splitQuery(q: string): { include: string[]; exclude: string[] } {
    const words = q.split(/[\s\u3000]+/).filter(Boolean);
    return {
      include: joinEnglishPhrases(words.filter((word) => !word.startsWith('-') && !word.startsWith('ー') && !word.startsWith('－'))),
      exclude: words.filter((word) => /^[-－]/.test(word) && word.length > 1).map((word) => word.slice(1)),
    };
  }

  return {
    version,

    documentText(entry: CatalogEntry, shop: ShopRow | undefined): Record<TextField, string[]> {
      const shopNames = shop ? [shop.name, shop.nameEn, ...shop.aliases] : [];
      return {
        name: bigrams(ja.normalize(entry.name)),
        reading: readingGrams(entry.name),
        romaji: ja.romajiIndexTokens(entry.name),
        english: entry.nameEn ? edgeGrams(entry.nameEn) : [],
        shop: shop
          ? [
              ...shopNames.flatMap((name) => (LATIN.test(name) ? latinWords(name) : bigrams(ja.normalize(name)))),
              ...bigrams(ja.normalize(shop.reading)),
              ...edgeGrams(shop.romaji),
              ...ja.romajiIndexTokens(shop.name),
              ...shopNames.filter((name) => LATIN.test(name)).flatMap(edgeGrams),
            ]
          : [],
        category: bigrams(ja.normalize(entry.category)),
        components: (entry.components ?? []).flatMap((component) => bigrams(ja.normalize(component.name.replace(AMOUNT, '')))),
      };
    },

    analyzeQuery(q: string): AnalyzedQuery {
      const { include, exclude } = splitQuery(q);
      return {
        terms: include.map(termClauses).filter((t) => t.length),
        excluded: exclude.map(termClauses).filter((t) => t.length),
        words: include,
      };
    },

    analyzeRelatedQuery(q: string): AnalyzedQuery {
      const { include, exclude } = splitQuery(q);
      const related = (word: string): TermClauses => {
        const base = LATIN.test(word) ? ja.kanaOfLatin(word) : word;
        const forms = [base, ...ja.synonyms(base), ...ja.japaneseOfEnglish(word)].filter((form) => !LATIN.test(form));
        return forms.flatMap((form) => {
          const grams = bigrams(ja.normalize(form));
          return [
            ...clause('components', grams, 1, 0.6),
            ...clause('category', grams, 0.8, 0.6),
            ...clause('name', grams, 0.6, 0.5),
            ...clause('reading', readingGrams(form), 0.5, 0.5),
          ];
        });
      };
      return {
        terms: include.map(related).filter((t) => t.length),
        excluded: exclude.map(termClauses).filter((t) => t.length),
        words: include,
      };
    },
  };
}

/** Bump when the token design or the normalization changes: persisted and remote indexes rebuild. */
export const CATALOG_ANALYZER_VERSION = 'ja-2';

/** The catalog's analyzer on @shokuji/ja-text (readings, romaji, synonyms and chain aliases). */
export async function createJaCatalogAnalyzer(): Promise<CatalogTextAnalyzer> {
  const ja = await createJaText();
  return createCatalogTextAnalyzer(
    {
      normalize: (text) => ja.normalize(text),
      reading: (text) => ja.reading(text),
      romajiIndexTokens: (text) => ja.indexTokens(text).romaji,
      romajiQueryTokens: (word) => ja.parseQuery(word).terms[0]?.tokens.romaji ?? [],
      kanaOfLatin: (word) => toHiragana(word.toLowerCase()),
      synonyms: (term) => ja.synonymsOf(term),
      japaneseOfEnglish: (english) => ja.japaneseOfEnglish(english),
    },
    CATALOG_ANALYZER_VERSION,
  );
}
