/**
 * The index side: the token fields of one catalog entry and its shop (documentText), read by both engines
 * (docs/catalog-search.md → the token design).
 */

import type { ShopRow } from '@shokuji/search-index';
import type { CatalogEntry } from '../store/catalog-store';
import type { CatalogTextAnalyzer } from './catalog-text-analyzer';
import {
  bigrams,
  dishWordsEnding,
  edgeGrams,
  englishHeadToken,
  latinWords,
  namedInJapaneseToken,
  plainInJapaneseToken,
  alsoInJapaneseToken,
  readingPieces,
  trigrams,
  wholeInJapaneseToken,
  wordPairs,
} from './catalog-tokens';
import type { JaNormalizer } from './ja-normalizer';
import { type PieceFilters, kanjiPiecesOf, midWordPiecesOf, wordPiecesOf } from './piece-filters';
import { LATIN } from './query-words.read';
import type { TextField } from './search-engine';
import { chainToken, shopKindToken } from './shop-words';
import { type SizeWords, coreName, cupSizeTokensOf, portionNoteTokensOf } from './size-words';
import type { ReadingClauses } from './text-clauses';

const AMOUNT = /\s*[0-9０-９.]+\s*(g|ｇ|ml|mL|個|枚|本|杯|切れ|人前)?$/u;

/**
 * The parts of a name a middle dot writes apart (ポン・デ・リング: ポン, デ, リング), each a word a query may
 * start at; folded, the dot is gone and kuromoji reads ぽんでりんぐ as one word, whose romaji starts at pon
 * only, so pon de ring met ポン・デ・リング風リング (its リング is a word) and not the ポン・デ・リング itself.
 */
const partsApart = (name: string): string[] => {
  const parts = name.split(/[・･]/u).filter(Boolean);
  return parts.length > 1 ? parts : [];
};

/**
 * A shop's name in latin letters with accents (Excelsior Caffé, Caffè Veloce, Saint Marc Café) read as the letters they mark,
 * so it is indexed as latin words, not as bigrams of its letters: as bigrams, iio (its romaji io) and nt met every row of the
 * chain inside excelsior and saint (round 21). A name in any other script is kept as written (NFD would part ガ from its mark).
 */
const latinShopName = (name: string) => {
  const bare = name.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
  return LATIN.test(bare) ? bare : name;
};

/** A bracketed serving note of an English name: sizes and the container served in (Kimchi (small bowl), a set meal's 小鉢). */
const SERVING_NOTE_CONTAINER = /([（(]\s*(?:(?:small|large|regular|medium|extra|mini)\s+)*)(?:bowl|cup|plate|glass)(?:e?s)?(\s*[)）])/giu;

/**
 * An English name with the container of a serving note left out (Salad chicken (small bowl) → Salad chicken
 * (small)): the note says how much is served, and the bowl there is no dish. Its bowl met bowl typed, so salmon
 * bowl listed キムチ 小鉢 first and chicken bowl answered サラダチキン 小鉢 alone as exact. A container outside
 * such a note is the dish (Yakiniku rice bowl).
 */
const withoutNoteContainers = (nameEn: string) => nameEn.replace(SERVING_NOTE_CONTAINER, '$1$2');

/** documentText: a catalog entry's token fields, as the engines index them. */
export function createDocumentTokens(
  ja: JaNormalizer,
  {
    longVowelTokensOf,
    loosePiecesOf,
    spelledSizeTokensOf,
    useNoteTokensOf,
    wholeTokens,
  }: Pick<PieceFilters, 'longVowelTokensOf' | 'loosePiecesOf' | 'useNoteTokensOf'> &
    Pick<SizeWords, 'spelledSizeTokensOf'> &
    Pick<ReadingClauses, 'wholeTokens'>,
) {
  /** The words of an English name whose Japanese (the lexicon's) the row's Japanese name writes, each as its token. */
  const namedInJapanese = (nameEn: string, name: string): string[] => {
    const folded = ja.normalize(name);
    return [...new Set(latinWords(nameEn))]
      .filter((word) => ja.japaneseOfEnglish(word).some((japanese) => folded.includes(ja.normalize(japanese))))
      .map(namedInJapaneseToken);
  };

  /** The words of an English name whose Japanese (the lexicon's) is the row's Japanese name whole, less its size (ご飯 150g: rice). */
  const wholeInJapanese = (nameEn: string, name: string): string[] => {
    const whole = new Set(wholeTokens(coreName(name)));
    return [...new Set(latinWords(nameEn))]
      .filter((word) => ja.japaneseOfEnglish(word).some((japanese) => wholeTokens(japanese).some((token) => whole.has(token))))
      .map(wholeInJapaneseToken);
  };

  /**
   * The one-word English entries a Japanese name is, whole, by its whole tokens (カレー: curry), each with whether the name is
   * the entry's own (its first Japanese: パンケーキ of pancake) or another name of it (ホットケーキ), built at the first name without English.
   */
  let englishOfWholeName: Map<string, { word: string; own: boolean }[]> | undefined;
  const buildEnglishOfWholeName = () => {
    const byToken = new Map<string, { word: string; own: boolean }[]>();
    for (const word of ja.oneWordEnglishFoods()) {
      const [own = '', ...others] = ja.japaneseOfEnglish(word);
      const ownTokens = new Set(wholeTokens(own));
      for (const token of new Set([own, ...others].flatMap((japanese) => wholeTokens(japanese))))
        byToken.set(token, [...(byToken.get(token) ?? []), { word, own: ownTokens.has(token) }]);
    }
    return byToken;
  };

  /**
   * A row without an English name whose Japanese name, less its size, is an English word's Japanese whole (カレー, コーヒー(S)):
   * that word's plain:<word>, as wholeInJapanese gives an English-named row its whole:<word>, so curry lists the plain カレー before
   * Curry rice. A name that is another of the word's Japanese (ホットケーキ of pancake, whose own name is パンケーキ) is also:<word>,
   * asked lower: one token for both gave every such row one score, the term's best clause, and popularity alone then ordered them.
   */
  const plainOfJapaneseName = (name: string): string[] => {
    englishOfWholeName ??= buildEnglishOfWholeName();
    const byToken = englishOfWholeName;
    const found = wholeTokens(coreName(name)).flatMap((token) => byToken.get(token) ?? []);
    const own = new Set(found.filter((of) => of.own).map((of) => of.word));
    const other = new Set(found.filter((of) => !own.has(of.word)).map((of) => of.word));
    return [...[...own].map(plainInJapaneseToken), ...[...other].map(alsoInJapaneseToken)];
  };

  const documentTokens: Pick<CatalogTextAnalyzer, 'documentText'> = {
    documentText(entry: CatalogEntry, shop: ShopRow | undefined): Record<TextField, string[]> {
      const wordForms = ja.wordForms(entry.name);
      const reading = ja.reading(entry.name);
      const shopNames = shop ? [shop.name, shop.nameEn, ...shop.aliases].map(latinShopName) : [];
      const nameEn = entry.nameEn ? withoutNoteContainers(entry.nameEn) : '';
      return {
        name: [
          ...new Set([
            ...bigrams(ja.normalize(entry.name)),
            ...dishWordsEnding(ja.normalize(entry.name)),
            ...spelledSizeTokensOf(entry.name),
            ...cupSizeTokensOf(entry.name, shop?.id),
          ]),
        ],
        looseName: [...new Set(ja.loose(entry.name).flatMap(bigrams))],
        reading: bigrams(reading),
        readingTrigrams: trigrams(reading),
        readingPieces: [
          ...readingPieces(ja.readingSegments(entry.name)),
          ...loosePiecesOf(entry.name),
          ...portionNoteTokensOf(entry.name),
          ...useNoteTokensOf(entry.name),
          ...kanjiPiecesOf(ja.normalize(entry.name)),
          ...wordPiecesOf(ja, entry.name),
          ...midWordPiecesOf(ja, entry.name),
          // The category's too: its bigrams meet a term as the name's do (松屋's モーニング rows for うに).
          ...longVowelTokensOf(`${entry.name} ${entry.category}`),
        ],
        romaji: [...new Set([entry.name, ...partsApart(entry.name)].flatMap((text) => ja.romajiIndexTokens(text)))],
        english: nameEn
          ? [
              ...edgeGrams(nameEn),
              ...wordPairs(nameEn),
              ...[englishHeadToken(nameEn) ?? []].flat(),
              ...namedInJapanese(nameEn, entry.name),
              ...wholeInJapanese(nameEn, entry.name),
            ]
          : plainOfJapaneseName(entry.name),
        words: wordForms.romaji,
        kanaWords: wordForms.kana,
        kanjiWords: wordForms.kanji,
        wholeName: wholeTokens(coreName(entry.name)),
        shop: shop
          ? [
              chainToken(shop.id),
              ...shopNames.flatMap((name) => (LATIN.test(name) ? latinWords(name) : bigrams(ja.normalize(name)))),
              ...bigrams(ja.normalize(shop.reading)),
              ...edgeGrams(shop.romaji),
              ...ja.romajiIndexTokens(shop.name),
              ...shopNames.filter((name) => LATIN.test(name)).flatMap(edgeGrams),
            ]
          : [],
        shopKind: shop ? [[shop.category], ...ja.shopKindGroupsWith(shop.category)].map(shopKindToken) : [],
        category: bigrams(ja.normalize(entry.category)),
        components: (entry.components ?? []).flatMap((component) => bigrams(ja.normalize(component.name.replace(AMOUNT, '')))),
      };
    },
  };
  return { documentTokens };
}

/** What createDocumentTokens gives the analyzer. */
export type DocumentTokens = ReturnType<typeof createDocumentTokens>;
