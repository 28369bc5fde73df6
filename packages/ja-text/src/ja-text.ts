import { dirname, join } from 'node:path';
import { builder, type IpadicFeatures, type Tokenizer } from 'kuromoji';
import { compactTargetMap } from './kuromoji-target-map.compact';
import { splitQuery } from './query.parse';
import { loadReadingTable, ReadingSegmenter } from './reading.dictionary';
import { readingToRomaji } from './romaji.normalize';
import { type AnalyzedWord, buildIndexTokens, buildQueryTokens, type FieldTokens, type IndexTokens } from './search-tokens.analyze';
import { EnglishFoodGlossary } from './english-food.glossary';
import { SynonymDictionary } from './synonym.dictionary';
import { normalizedWords, normalizeText } from './text.normalize';

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
  /** Hiragana reading, dictionary-corrected; words separated by single spaces. */
  reading(text: string): string;
  /** Canonical romaji of the reading; words separated by single spaces. */
  romaji(text: string): string;
  indexTokens(text: string): IndexTokens;
  parseQuery(query: string): ParsedQuery;
  synonymsOf(term: string): string[];
  /** Japanese names of an English food word or phrase ("pudding" → プリン); empty when unknown. */
  japaneseOfEnglish(english: string): string[];
}

function buildTokenizer(): Promise<Tokenizer<IpadicFeatures>> {
  const dicPath = join(dirname(require.resolve('kuromoji/package.json')), 'dict');
  return new Promise((resolve, reject) => {
    builder({ dicPath }).build((error, tokenizer) => {
      if (error) return reject(error);
      compactTargetMap(tokenizer);
      resolve(tokenizer);
    });
  });
}

function createFromParts(segmenter: ReadingSegmenter, synonyms: SynonymDictionary, english: EnglishFoodGlossary): JaText {
  const analyze = (text: string): AnalyzedWord[] => normalizedWords(text).map((word) => ({ word, segments: segmenter.segment(word) }));
  const readings = (text: string): string[] => analyze(text).map(({ segments }) => segments.map((segment) => segment.reading).join(''));
  const queryTerm = (text: string, phrase: boolean): QueryTerm => ({
    text,
    normalized: normalizeText(text),
    phrase,
    tokens: buildQueryTokens(analyze(text)),
    expansions: synonyms.synonymsOf(text).map((synonym) => ({ text: synonym, tokens: buildQueryTokens(analyze(synonym)) })),
  });

  return {
    normalize: normalizeText,
    reading: (text) => readings(text).join(' '),
    romaji: (text) => readings(text).map(readingToRomaji).join(' '),
    indexTokens: (text) => buildIndexTokens(analyze(text)),
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
  };
}

let instance: Promise<JaText> | undefined;

/** Loads kuromoji's dictionary (about a second) and the data tables once per process. */
export function createJaText(): Promise<JaText> {
  instance ??= buildTokenizer().then((tokenizer) =>
    createFromParts(new ReadingSegmenter(loadReadingTable(), tokenizer), SynonymDictionary.load(), EnglishFoodGlossary.load()),
  );
  return instance;
}
