import { ENGLISH_NUMBERS, VAGUE_COUNT_WORDS } from './numbers';

// A count the writer corrects in the same breath (3本…いや4本, 2枚じゃなくて3枚, "2 slices, no, 3 slices"): the
// corrected count is the one eaten, and the words of the correction name no food.

/** The words that take back the count just written: Japanese ones glued or spaced, English ones as words. */
const CORRECTION_WORDS = [
  'いや',
  'いや違う',
  'いやちがう',
  'じゃなくて',
  'じゃなく',
  'ではなくて',
  'ではなく',
  'でなくて',
  'でなく',
  'もとい',
  '訂正',
  'no wait',
  'no',
  'i mean',
  'make that',
  'actually',
];
// A count: digits (a decimal or a fraction) and the counter glued or spaced after it, a word of at most four letters.
const COUNT = String.raw`(\d+(?:[./]\d+)?)(\s?[^\s\d…‥.,、。，・!?！？()（）\[\]「」〜~-]{1,4}?)?`;
// What may stand between the count and the correction, and between the correction and the new count.
const GAP = String.raw`[\s…‥.,、。，・!！ー-]*`;
const CORRECTED_COUNT = new RegExp(`${COUNT}${GAP}(?:${CORRECTION_WORDS.join('|')})${GAP}${COUNT}`, 'giu');

// "3 pints of stout... no, 2": an English count before the words of what it counts, taken back by a bare count (one
// that no word follows); the words stay after the new count.
const ENGLISH_CORRECTION_WORDS = CORRECTION_WORDS.filter((word) => /^[a-z ]+$/u.test(word));
const CORRECTED_COUNT_BEFORE_WORDS = new RegExp(
  String.raw`(\d+(?:\.\d+)?)((?:\s+[a-z][a-z']*){1,4})${GAP}(?:${ENGLISH_CORRECTION_WORDS.join('|')})${GAP}(\d+(?:\.\d+)?)(?![\d.]|\s*[a-z])`,
  'giu',
);

// "x2... no wait, just one", "3 pints of stout... no, two": a count taken back in English by a number word (just or only
// before it; one to twelve, not a, an or a vague few) is that number, read as the digits are; only a word that ends its
// clause, so "2 eggs, no one else" keeps its eggs.
const SMALL_NUMBER_WORDS = Object.keys(ENGLISH_NUMBERS).filter(
  (word) => /^[a-z]+$/u.test(word) && Number.isInteger(ENGLISH_NUMBERS[word]) && word.length > 2 && !VAGUE_COUNT_WORDS.has(word),
);
const CORRECTED_BY_WORD = new RegExp(
  String.raw`(\d[^。!?！？]*?${GAP}(?:${ENGLISH_CORRECTION_WORDS.join('|')})${GAP})(?:(?:just|only)\s+)?(${SMALL_NUMBER_WORDS.join('|')})(?=\s*(?:$|[.,!?、。]))`,
  'giu',
);

/**
 * 3本…いや4本 → 4本: a count followed by a word that takes it back and a second count is the second count, with the
 * first's counter where the second has none (2枚…じゃなくて3 → 3枚). Only a count corrects a count: ハムカツじゃなくて
 * 唐揚げ is left to the negation words, which rule out the food before them.
 */
export function correctedCounts(text: string): string {
  return text
    .replace(CORRECTED_BY_WORD, (_whole, before: string, word: string) => `${before}${ENGLISH_NUMBERS[word.toLowerCase()]}`)
    .replace(CORRECTED_COUNT_BEFORE_WORDS, (_whole, _first: string, words: string, second: string) => `${second}${words}`)
    .replace(
      CORRECTED_COUNT,
      (whole, _first: string, firstCounter: string | undefined, second: string, secondCounter: string | undefined) =>
        `${second}${secondCounter ?? firstCounter ?? ''}`,
    );
}
