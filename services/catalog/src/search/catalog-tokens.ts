/**
 * The token design's pieces that read a text alone, the same on the index and the query side (docs/catalog-search.md):
 * character bigrams and trigrams, a reading's pieces, latin prefixes, English word pairs and head tokens, the dish word a
 * name ends with, and the kana and kanji tests the clauses read words by. Pure rules over strings.
 */

import { READ_AFTER_A_WORD, lengthensSound } from '@shokuji/ja-text';

export const SPLIT = /[\s・、，,。.／/()（）［］[\]「」『』【】+＋&＆!！?？~〜]+/u;

export const HAS_KANJI = /\p{Script=Han}/u;

export const HAS_KATAKANA = /\p{Script=Katakana}/u;

export const KANA_ONLY = /^[\p{Script=Katakana}\p{Script=Hiragana}ー]+$/u;

/** A word written in katakana alone (ミート, ウォーター). */
export const KATAKANA_WORD = /^[\p{Script=Katakana}ー]+$/u;

/** A word of one kanji (水, 茶, 牛). */
export const ONE_KANJI = /^\p{Script=Han}$/u;

export const HIRAGANA_WORD = /^[\u3041-\u309fー]+$/u;

/** A run of hiragana within a word (a loose key folds katakana to it). */
export const KANA_RUN = /[\u3041-\u309f]+/gu;

/** Words that join parts of a dish ("omelette with rice" is no omelet rice): a phrase never spans them. */
export const ENGLISH_JOINERS = new Set(['with', 'and', 'or', 'of', 'in', 'on']);

/** Where an English text breaks at a joining word (wordPairs): built once, not again for each text. */
const AT_ENGLISH_JOINERS = new RegExp(`\\b(?:${[...ENGLISH_JOINERS].join('|')})\\b`);

/** Two words of an English name this close (positions apart, none of ENGLISH_JOINERS between) are a pair. */
const PAIR_WINDOW = 2;

/** Half of a character outside the basic plane (a UTF-16 surrogate; no u flag, so it meets each half). */
const SURROGATE = /[\uD800-\uDFFF]/;

/**
 * A word's characters, indexable: the word itself when every character is one UTF-16 code unit (the
 * usual case, which needs no array), else its code points.
 */
const charactersOf = (word: string): string | string[] => (SURROGATE.test(word) ? [...word] : word);

/** Character bigrams of each word; a one-character word is its own token. */
export function bigrams(text: string): string[] {
  const grams: string[] = [];
  for (const word of text.split(SPLIT)) {
    if (!word) continue;
    const chars = charactersOf(word);
    if (chars.length === 1) grams.push(chars[0]!);
    for (let i = 1; i < chars.length; i++) grams.push(chars[i - 1]! + chars[i]!);
  }
  return grams;
}

/**
 * The dish word a name's word ends with when it reads otherwise there (ja-text READ_AFTER_A_WORD: the
 * 丼 of チャーシュー丼 reads どん), as a token of its own (dish:丼): X丼 is a 丼, which 丼, どんぶり and donburi
 * meet by name, as they met the names' reading before it was read どん. Only those words typed: an English
 * bowl (丼 among its Japanese names) that met every X丼 found one row for chicken rice bowl, by チキン
 * and 丼, and so never reached the dish its parts compose.
 */
export function dishWordsEnding(text: string): string[] {
  const ends = Object.keys(READ_AFTER_A_WORD);
  return text.split(SPLIT).flatMap((word) => ends.filter((end) => word.length > end.length && word.endsWith(end)).map(dishWordToken));
}

export const dishWordToken = (end: string) => `dish:${end}`;

/** Character trigrams of each word of three characters or more. */
export function trigrams(text: string): string[] {
  const grams: string[] = [];
  for (const word of text.split(SPLIT)) {
    const chars = charactersOf(word);
    for (let i = 2; i < chars.length; i++) grams.push(chars[i - 2]! + chars[i - 1]! + chars[i]!);
  }
  return grams;
}

/**
 * A reading whose bigrams are mostly repeats (at most half of them distinct): a sound or two said over
 * and over (あああああああ, とんとんとんとん), where two words doubled (ふわふわとろとろ) keep more.
 */
export const repeatsItsSounds = (reading: string) => {
  const grams = bigrams(reading);
  return new Set(grams).size * 2 <= grams.length;
};

/** Small kana: the second half of a sound (ちょ, ふぁ). っ is a sound of its own. */
export const SMALL_KANA = /^[ぁぃぅぇぉゃゅょゎゕゖ]$/u;

/**
 * The longest reading (in kana) matched as one piece: terms of up to five distinct bigrams must
 * match whole (shareFor), longer ones may hold a typo, which a piece would not.
 */
export const MAX_READING_PIECE = 6;

/**
 * Every stretch of 2 to MAX_READING_PIECE kana of one word's reading that a word typed in kana may
 * be (docs/catalog-search.md → A query, adjacency): whole sounds only — it neither starts on a
 * small kana nor ends before one (でんち is not in ごうるでんちょこれえと) — and never starting on
 * a kana that lengthens the one before, unless a new reading piece starts there (うどん is not in
 * ちゃあしゅうどんぶり, but is in す|うどん), nor right after a っ, which doubles the consonant after it into
 * one word (かけうどん is not in ぶっかけうどん).
 */
export function readingPieces(words: string[][]): string[] {
  const pieces = new Set<string>();
  for (const segments of words) {
    const starts = new Set<number>();
    let at = 0;
    for (const segment of segments) {
      starts.add(at);
      at += [...segment].length;
    }
    const kana = [...segments.join('')];
    for (let start = 0; start < kana.length - 1; start++) {
      if (
        SMALL_KANA.test(kana[start]!) ||
        kana[start - 1] === 'っ' ||
        (!starts.has(start) && lengthensSound(kana[start - 1], kana[start]!))
      )
        continue;
      for (let end = start + 2; end <= Math.min(kana.length, start + MAX_READING_PIECE); end++) {
        if (end === kana.length || !SMALL_KANA.test(kana[end]!)) pieces.add(kana.slice(start, end).join(''));
      }
    }
  }
  return [...pieces];
}

/** Prefixes (≥ 2 letters) of each latin word, so partial romaji or English typed mid-word still matches. */
export function edgeGrams(text: string): string[] {
  return latinWords(text).flatMap((word) => Array.from({ length: word.length - 1 }, (_, i) => word.slice(0, i + 2)));
}

export const latinWords = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 2);

/**
 * Pairs of nearby words of an English text, in alphabetical order (ginger~pork for "Pork ginger
 * saute", grilled~salmon for "Grilled salted salmon"), never across a joining word ("Omelette with
 * rice" has no omelette~rice): a phrase matches an English name as a unit through its pairs.
 */
export function wordPairs(text: string): string[] {
  const pairs: string[] = [];
  // A hyphenated word is one word (stir-fried: no fried~noodles in "Stir-fried glass noodles").
  for (const part of text
    .toLowerCase()
    .replace(/-/g, '')
    .split(/[^a-z0-9]+/)
    .join(' ')
    .split(AT_ENGLISH_JOINERS)) {
    const words = part.split(' ').filter(Boolean);
    words.forEach((word, i) => {
      for (let j = i + 1; j <= Math.min(words.length - 1, i + PAIR_WINDOW); j++) pairs.push([word, words[j]!].sort().join('~'));
    });
  }
  return pairs;
}

export const contentWords = (text: string) => latinWords(text).filter((word) => !ENGLISH_JOINERS.has(word));

/**
 * The word after which an English dish name lists what comes with the dish (Pilaf with miso soup is a
 * pilaf); and, or join the dish's own parts (Chicken and daikon stew, Ham and eggs).
 */
export const WITH = 'with';

/**
 * The words an English name begins with, up to "with", a bracket left out ("Miso soup with tofu and
 * wakame" → miso soup; "Pilaf (large) with miso soup" → pilaf; "Shijimi miso soup" → shijimi miso soup;
 * "Chicken and daikon stew" whole), as one token: the dish the row is, which a query of those words
 * names. Null for a name that begins with "with".
 */
export function englishHeadToken(text: string): string | null {
  const words = text
    .replace(/[（(][^)）]*[)）]/gu, ' ')
    .replace(/[&＆]/gu, ' and ')
    .toLowerCase()
    .replace(/['-]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const end = words.indexOf(WITH);
  const head = end < 0 ? words : words.slice(0, end);
  return head.length ? `head:${head.join('_')}` : null;
}

/**
 * The token of an English word that a row's Japanese name also writes in the lexicon's Japanese (White wine, 白ワイン:
 * `named:wine`): such a row is the food the word names, where a row carrying the word in English only may be another food
 * it names in part (Plum wine, 梅酒, a liqueur).
 */
export const namedInJapaneseToken = (word: string) => `named:${word}`;

/**
 * The token of an English word whose Japanese in the lexicon is a row's Japanese name whole (Steamed rice 150g, ご飯 150g:
 * `whole:rice`): the plain food the word names, where a name the word begins (Rice with mentaiko, 明太子ご飯) is a dish of it.
 */
export const wholeInJapaneseToken = (word: string) => `whole:${word}`;

/**
 * The same for a row with no English name (カレー: `plain:curry`), a token of its own so that it weighs apart from `whole:<word>`:
 * the plain food leads the dishes of it (Curry rice), and the English-named rows of the word still lead the Japanese-only ones.
 */
export const plainInJapaneseToken = (word: string) => `plain:${word}`;

/**
 * The same for a Japanese name that is another of the word's Japanese, not its own first one (ホットケーキ of pancake, whose own is
 * パンケーキ; ライス of rice): `also:pancake`, asked below `plain:<word>` so the word's own plain food leads its other names.
 */
export const alsoInJapaneseToken = (word: string) => `also:${word}`;
