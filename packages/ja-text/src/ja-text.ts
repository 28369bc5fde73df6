import { loadKuromojiTokenizer } from './kuromoji-tokenizer.load';
import { splitQuery } from './query.parse';
import { joinedReading, loadReadingTable, ReadingSegmenter } from './reading.dictionary';
import { foldRomaji, readingToRomaji, segmentRomaji } from './romaji.normalize';
import { looseKana } from './kana-variants.fold';
import {
  type AnalyzedWord,
  buildIndexTokens,
  buildQueryRomaji,
  buildQueryTokens,
  type FieldTokens,
  type IndexTokens,
  type ReadWord,
} from './search-tokens.analyze';
import { EnglishFoodLexicon } from './english-food.lexicon';
import { FoodVocabulary, type ShopKind } from './food-words.vocabulary';
import { readChains, readTsvRows } from './data-files.load';
import { SynonymDictionary } from './synonym.dictionary';
import { isLatinWord, normalizedWords, normalizeText } from './text.normalize';
import { recentAnswers } from './recent-answers';

export interface QueryExpansion {
  text: string;
  tokens: FieldTokens;
}

export interface QueryTerm {
  text: string;
  normalized: string;
  phrase: boolean;
  tokens: FieldTokens;
  /** Synonyms and chain aliases of the term, each analyzed like the term; match any as the term. */
  expansions: QueryExpansion[];
}

export interface ParsedQuery {
  terms: QueryTerm[];
  excluded: QueryTerm[];
}

export interface JaText {
  /** Folded surface form (NFKC, lowercase, hiragana, ー as vowel, punctuation rules). */
  normalize(text: string): string;
  /**
   * The loose keys of the folded surface, in which a loanword's common spellings and small kana typed
   * big agree (スパゲッティ = スパゲティ = スパゲッテイ → すぱげち; ホツトドツグ = ホットドッグ): see kana-variants.fold.ts.
   */
  loose(text: string): string[];
  /** Hiragana reading, dictionary-corrected; words separated by single spaces. */
  reading(text: string): string;
  /** Canonical romaji of the reading; words separated by single spaces. */
  romaji(text: string): string;
  /**
   * Each word's reading cut where its readings come from (reading-table entries, kuromoji's
   * morphemes), in order: まぐろ丼 → [まぐろ, どんぶり]. A latin word has none.
   */
  readingSegments(text: string): string[][];
  /** readingSegments with each segment's folded surface beside its reading (炙りあじ → [炙り, あぶり], [あじ, あじ]). */
  surfaceSegments(text: string): { surface: string; reading: string }[][];
  indexTokens(text: string): IndexTokens;
  parseQuery(query: string): ParsedQuery;
  /** The tokens of parseQuery's first term, without the term's expansions (undefined when it has no term). */
  firstTermTokens(query: string): FieldTokens | undefined;
  /** firstTermTokens(query)?.romaji ?? [], without the other fields' tokens (the analyzer asks for a word's romaji tokens alone). */
  firstTermRomaji(query: string): string[];
  synonymsOf(term: string): string[];
  /** Japanese names of an English food word or phrase ("pudding" → プリン); empty when unknown. */
  japaneseOfEnglish(english: string): readonly string[];
  /** The English → Japanese food lexicon (also for misspelled English: `nearest`). */
  readonly englishLexicon: EnglishFoodLexicon;
  /** Known food words a term is made of (empty when it names nothing known): see FoodVocabulary. */
  foodWordsIn(term: string): string[];
  /** The known words a known compound is written with, covering it whole (鮭おにぎり → 鮭, おにぎり); empty otherwise. */
  foodWordsInside(term: string): string[];
  /** Whether the whole term is a known food word spelled right (a typo pass leaves it alone). */
  knowsFoodWord(term: string): boolean;
  /** The known words (folded) holding the term right after the one kana they begin with (ラム: クラム, プラム; にぎり: おにぎり): see FoodVocabulary. */
  wordsWithAKanaBefore(term: string): string[];
  /** Ids of the chains a term names (a name, alias, reading, romaji or English name, or a long enough beginning of one). */
  chainsNamed(term: string): string[];
  /** A chain's own name by its id (モスバーガー for mos-burger); undefined for an id the chain list lacks. */
  chainName(id: string): string | undefined;
  /** The shop categories a word for a kind of shop names (コンビニ: convenience); null for any other term. */
  shopKind(term: string): ShopKind | null;
  /** The sets of shop categories one word names together (ファストフード: burger, fried_chicken) that hold `category`. */
  shopKindGroupsWith(category: string): string[][];
  /**
   * The chain and the food a term stands for: typed as one word (吉野家の牛丼 → 吉野家, 牛丼), or a chain's
   * own name for an item (ファミチキ → ファミリーマート, 骨なしチキン): see FoodVocabulary.
   */
  chainAndFoodIn(term: string): readonly string[] | null;
  /** Whether the whole term is a chain's own name for one of its items (ファミチキ, Big Mac), nothing before or after it. */
  isChainItemNickname(term: string): boolean;
  /** The nickname listed in latin letters a latin word misspells within `edits` (frapuccino: frappuccino); null otherwise: see FoodVocabulary. */
  latinNicknameNear(term: string, edits: number): string | null;
  /**
   * The whole-word forms of a name for typo-tolerant matching: every run of up to four morphemes of
   * each word as canonical romaji, as hiragana reading, and as its folded surface when it holds
   * kanji: 牛丼並盛 → gyudon, namimori, gyudonnamimori / ぎゅうどん, なみもり, … / 牛丼, 並盛, 牛丼並盛.
   * Kept apart by script: a kanji typo is never an edit away from a reading (かつ井 is no かつ), and
   * a typo search walks only the forms of its own script.
   */
  wordForms(text: string): { romaji: string[]; kana: string[]; kanji: string[] };
}

/** The longest run of morphemes a word form spans (longer runs are whole names, matched by the other fields). */
const MAX_FORM_MORPHEMES = 4;
/** Words whose readings a query's analysis keeps: a request's and its neighbours'. */
const RECENT_READINGS = 256;
const HAS_KANJI = /\p{Script=Han}/u;

function createFromParts(
  segmenter: ReadingSegmenter,
  synonyms: SynonymDictionary,
  english: EnglishFoodLexicon,
  vocabulary: FoodVocabulary,
): JaText {
  // Indexing asks for a name's reading, romaji tokens and word forms one after the other: the last
  // analysis is kept, so the name is segmented once.
  let last: { text: string; words: AnalyzedWord[] } | undefined;
  const analyze = (text: string): AnalyzedWord[] => {
    if (last?.text !== text) last = { text, words: normalizedWords(text).map((word) => ({ word, segments: segmenter.segment(word) })) };
    return last.words;
  };
  // A query needs each word's whole reading only, which skips kuromoji where its answer is known
  // (ReadingSegmenter.readingOf); a name being indexed is segmented once for all its fields.
  // A query's word is read by each of the analyzer's questions (its reading, its romaji tokens), each a morphological
  // analysis of what the reading table does not cover.
  const readingOf = recentAnswers((word: string) => segmenter.readingOf(word), RECENT_READINGS);
  const readings = (text: string): string[] =>
    last?.text === text ? last.words.map(({ segments }) => joinedReading(segments)) : normalizedWords(text).map(readingOf);
  // A query's latin word is tokenized from its letters alone, so it is never read.
  const readWords = (text: string): ReadWord[] =>
    normalizedWords(text).map((word) => ({ word, reading: isLatinWord(word) ? '' : readingOf(word) }));
  const queryTokens = (text: string): FieldTokens => buildQueryTokens(readWords(text));
  const firstTerm = (query: string) => splitQuery(query).find((raw) => !raw.excluded && normalizeText(raw.text));
  const queryTerm = (text: string, phrase: boolean): QueryTerm => ({
    text,
    normalized: normalizeText(text),
    phrase,
    tokens: queryTokens(text),
    expansions: synonyms.synonymsOf(text).map((synonym) => ({ text: synonym, tokens: queryTokens(synonym) })),
  });

  return {
    normalize: normalizeText,
    loose: (text) => looseKana(normalizeText(text)),
    reading: (text) => readings(text).join(' '),
    romaji: (text) => readings(text).map(readingToRomaji).join(' '),
    readingSegments: (text) =>
      analyze(text).map(({ word, segments }) => (isLatinWord(word) ? [] : segments.map((segment) => segment.reading))),
    surfaceSegments: (text) =>
      analyze(text).map(({ word, segments }) => (isLatinWord(word) ? [] : segments.map(({ surface, reading }) => ({ surface, reading })))),
    indexTokens: (text) => buildIndexTokens(analyze(text)),
    firstTermTokens: (query) => {
      const first = firstTerm(query);
      return first ? queryTokens(first.text) : undefined;
    },
    firstTermRomaji: (query) => {
      const first = firstTerm(query);
      return first ? buildQueryRomaji(readWords(first.text)) : [];
    },
    parseQuery: (query) => {
      const parsed: ParsedQuery = { terms: [], excluded: [] };
      for (const raw of splitQuery(query)) {
        const term = queryTerm(raw.text, raw.phrase);
        if (term.normalized) (raw.excluded ? parsed.excluded : parsed.terms).push(term);
      }
      return parsed;
    },
    synonymsOf: (term) => synonyms.synonymsOf(term),
    japaneseOfEnglish: (text) => english.japaneseOf(text),
    englishLexicon: english,
    foodWordsIn: (term) => vocabulary.foodWordsIn(term),
    foodWordsInside: (term) => vocabulary.wordsInside(term),
    knowsFoodWord: (term) => vocabulary.knows(term),
    wordsWithAKanaBefore: (term) => vocabulary.wordsWithAKanaBefore(term),
    chainsNamed: (term) => vocabulary.chainsNamed(term),
    chainName: (id) => vocabulary.chainName(id),
    shopKind: (term) => vocabulary.shopKind(term),
    shopKindGroupsWith: (category) => vocabulary.shopKindGroupsWith(category),
    chainAndFoodIn: (term) => vocabulary.chainItemIn(term) ?? vocabulary.chainAndFoodIn(term),
    isChainItemNickname: (term) => vocabulary.chainItemIn(term)?.length === 2,
    latinNicknameNear: (term, edits) => vocabulary.latinNicknameNear(term, edits),
    wordForms: (text) => {
      const romajiForms = new Set<string>();
      const kana = new Set<string>();
      const kanji = new Set<string>();
      for (const { word, segments } of analyze(text)) {
        if (isLatinWord(word)) {
          romajiForms.add(readingToRomaji(word));
          continue;
        }
        // Romanized once per morpheme (wanakana is the slow part), then joined and folded per run, as the romaji field is.
        const romaji = segmentRomaji(segments.map((segment) => segment.reading));
        for (let start = 0; start < segments.length; start++) {
          for (let end = start + 1; end <= Math.min(segments.length, start + MAX_FORM_MORPHEMES); end++) {
            const run = segments.slice(start, end);
            const surface = run.map((segment) => segment.surface).join('');
            romajiForms.add(foldRomaji(romaji.slice(start, end).join('')));
            kana.add(joinedReading(run));
            if (HAS_KANJI.test(surface)) kanji.add(surface);
          }
        }
      }
      const long = (set: Set<string>) => [...set].filter((form) => form.length > 1);
      return { romaji: long(romajiForms), kana: long(kana), kanji: long(kanji) };
    },
  };
}

let lexicon: EnglishFoodLexicon | undefined;

/** The English → Japanese food lexicon alone, loaded once per process (no tokenizer needed). */
export function loadEnglishFoodLexicon(): EnglishFoodLexicon {
  lexicon ??= EnglishFoodLexicon.load();
  return lexicon;
}

function loadFoodVocabulary(): FoodVocabulary {
  return new FoodVocabulary(
    loadEnglishFoodLexicon(),
    readChains(),
    readTsvRows('sudachi_food_synonyms.tsv').map((row) => row.surface ?? ''),
    readTsvRows('chain_item_nicknames.tsv'),
  );
}

let instance: Promise<JaText> | undefined;

/** Loads kuromoji's dictionary (kept unpacked after the first start: kuromoji-tokenizer.load.ts) and the data tables once per process. */
export function createJaText(): Promise<JaText> {
  instance ??= loadKuromojiTokenizer().then((tokenizer) =>
    createFromParts(
      new ReadingSegmenter(loadReadingTable(), tokenizer),
      SynonymDictionary.load(),
      loadEnglishFoodLexicon(),
      loadFoodVocabulary(),
    ),
  );
  return instance;
}
