// Number words the text may use instead of digits; a range ("2〜3", "two or three") is read as its middle.
const KANJI_DIGITS: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 };
export const ENGLISH_NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  half: 0.5,
  // A count and a half (two and a half slices): the whole words, so the half is not read alone.
  'one and a half': 1.5,
  'two and a half': 2.5,
  'three and a half': 3.5,
  'a half': 0.5,
  'half a': 0.5,
  'half an': 0.5,
  // A share of one serving or piece, as half is: two thirds of the pasta, a quarter of the pizza.
  'a third': 1 / 3,
  'one third': 1 / 3,
  'two thirds': 2 / 3,
  'a quarter': 0.25,
  'one quarter': 0.25,
  'three quarters': 0.75,
  'a couple of': 2,
  'a couple': 2,
  couple: 2,
  'a few': 3,
  few: 3,
  several: 3,
};
/** Number words that name no number, only a few of something: they count the food's smallest piece (entry-amount.ts). */
export const VAGUE_COUNT_WORDS: ReadonlySet<string> = new Set(['a couple of', 'a couple', 'couple', 'a few', 'few', 'several']);

const COUNTERS = '杯個枚本切貫合人皿膳玉袋缶粒尾匹片房束丁串食つ服';

// The native counts, written in kana (おにぎり ふたつ): 2つ. Not inside a longer word (ひとつまみ, a pinch):
// only a particle or a word that is no kana may follow.
const KANA_COUNTS: Record<string, number> = {
  ひとつ: 1,
  ふたつ: 2,
  みっつ: 3,
  よっつ: 4,
  いつつ: 5,
  むっつ: 6,
  ななつ: 7,
  やっつ: 8,
  ここのつ: 9,
};
const KANA_COUNT = new RegExp(`(${Object.keys(KANA_COUNTS).join('|')})(?=$|[^\u3041-\u3096]|[とのにやをはもでずだけ])`, 'gu');

/**
 * Kanji numerals before a counter (一杯, 二個, 十貫, 半丁, 半カップ) and kana counts (ふたつ, ひと切れ) become digits, so one grammar reads both; a
 * count with 半 after its counter is that count and a half (一杯半, 2個半 → 1.5杯, 2.5個), not half of one.
 */
export function kanjiNumeralsToDigits(text: string): string {
  return digitsOfKanji(text).replace(
    new RegExp(String.raw`(\d+(?:\.\d+)?)\s*([${COUNTERS}])半(?!分)`, 'gu'),
    (_match, count: string, counter: string) => `${Number(count) + 0.5}${counter}`,
  );
}

// ひと切れ, ふた皿, ひとかけ: the native one and two before a counter.
const KANA_ONE_TWO = new RegExp(`(ひと|ふた)(?=[${COUNTERS.replace('つ', '')}]|かけ)`, 'gu');

const CUP_COUNTER = /カップ(?![\p{sc=Han}\p{sc=Katakana}ー]|めん|うどん|そば|やきそば|らーめん)/u;

// The same counts in romaji (biiru ippai, onigiri hitotsu): the number and the romaji counter read after it (1 hai, 1 tsu).
const ROMAJI_COUNTS: Record<string, string> = {
  ippai: '1 hai',
  nihai: '2 hai',
  ippon: '1 hon',
  ikko: '1 ko',
  hitotsu: '1 tsu',
  futatsu: '2 tsu',
};
const ROMAJI_COUNT = new RegExp(`(?<![a-z])(${Object.keys(ROMAJI_COUNTS).join('|')})(?![a-z])`, 'giu');

function digitsOfKanji(text: string): string {
  return (
    text
      .replace(KANA_COUNT, (word) => `${KANA_COUNTS[word]}つ`)
      .replace(ROMAJI_COUNT, (word) => ROMAJI_COUNTS[word.toLowerCase()]!)
      .replace(KANA_ONE_TWO, (word) => (word === 'ひと' ? '1' : '2'))
      // 三枚肉 (pork belly of three layers) and 八つ橋 (a Kyoto sweet) are words, not three pieces of meat or eight bridges.
      // カップ, the one counter of several letters (半カップ, 二カップ), not the first word of a name (半カップ麺, カップうどん).
      .replace(new RegExp(`([一二三四五六七八九十]+|半)(?=[${COUNTERS}]|${CUP_COUNTER.source})(?!枚肉|つ橋)`, 'gu'), (numeral) => {
        if (numeral === '半') return '0.5';
        let value = 0;
        let current = 0;
        for (const ch of numeral) {
          const digit = KANJI_DIGITS[ch]!;
          if (digit === 10) {
            value += (current || 1) * 10;
            current = 0;
          } else current = digit;
        }
        return String(value + current);
      })
  );
}

export function parseNumber(text: string): number | undefined {
  const cleaned = text.trim();
  if (/^\d+(\.\d+)?$/u.test(cleaned)) return Number(cleaned);
  const fraction = /^(\d+)[/⁄](\d+)$/u.exec(cleaned);
  if (fraction) return Number(fraction[1]) / Number(fraction[2]);
  return ENGLISH_NUMBERS[cleaned];
}
