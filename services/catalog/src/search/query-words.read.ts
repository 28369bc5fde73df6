/**
 * The words of a query as typed, read before the analyzer's clauses: split on spaces and list marks, a count or a size as the
 * names write it, accents and IME leftovers spelled plain, and the words that ask for a food left out (肉なし, no onion, onion
 * free, vegetarian) or for the label 無糖 (unsweetened). Pure rules over strings; split-query.read.ts and the clauses read q through them.
 */

import { katakanaToHiragana } from '@shokuji/ja-text';

/** A word of latin letters (romaji or English), digits and the marks English names write. */
export const LATIN = /^[a-z0-9' .&-]+$/i;

/** A query's words: split on spaces, full-width ones too. */
/**
 * What separates a query's words: a space, and the marks a list of several names is typed with (牛丼、カレー; 牛丼,カレー;
 * 牛丼|カレー; 牛丼/カレー), none of which a catalog name holds (a / only in a fraction, 1/2日分, and between two names of one
 * item, ドラえもんランチ/ドラミちゃんランチ, whose words apart still meet it). Read as one word, 牛丼、カレー listed 牛丼 and
 * カレーうどん where 牛丼 カレー, two dishes in one q, is a plain miss (API-SPEC). ・ stays inside a word: names hold it
 * (ハム・たまごサンド), and と is foodsJoinedByTo's.
 */
const WORD_SEPARATORS = /[\s\u3000、,，|｜]+|(?<![0-9０-９])[/／](?![0-9０-９])/u;
export const wordsOf = (q: string) => q.split(WORD_SEPARATORS).filter(Boolean);
/**
 * A word of kana typed with the IME's last letter left over, n for ん (うどn, ぱn, ラーメn; nn too): read with its ん (ン after
 * katakana). うどn and ぱn found nothing. Only n: a single other consonant (うどk) could begin any of five kana.
 */
const KANA_WITH_LEFTOVER_N = /^(.*[\p{Script=Hiragana}\p{Script=Katakana}ー])[nｎNＮ]{1,2}$/u;
function withLeftoverN(word: string): string {
  const typed = KANA_WITH_LEFTOVER_N.exec(word);
  if (!typed || isMarkedOut(word)) return word;
  const before = typed[1]!.replace(/ー+$/u, '').slice(-1);
  // After a ん already typed (チキンn), the letter is one too many.
  if (/[んン]$/u.test(typed[1]!)) return typed[1]!;
  return typed[1]! + (/\p{Script=Katakana}/u.test(before) ? 'ン' : 'ん');
}
/**
 * A word that is one kana typed over and over (ああああ, ーーー aside): no name holds a kana three times in a row, and its
 * folded letters met アーモンド as an exact match. It is no word.
 */
const ONE_KANA_RUN = /^([\p{Script=Hiragana}\p{Script=Katakana}])(?:\1|ー)*$/u;
/**
 * A latin word that is one letter typed three to six times (ooo, ＯＯＯ) is no word either: its reading おおお, short enough to be
 * asked as one piece of a name's reading, is one of 塩大盛り's しおおおもり, which it met as an exact match (round 20). None of the
 * romaji or English the names are typed in holds a letter three times in a row; a longer run is asked whole by its reading
 * (repeatsItsSounds in catalog-tokens.ts) and meets nothing.
 */
const ONE_LETTER_RUN = /^([a-z])\1{2,5}$/i;
const isOneSoundRepeated = (word: string) => {
  const folded = word.normalize('NFKC');
  return (ONE_KANA_RUN.test(folded) && folded.replaceAll('ー', '').length >= 3) || ONE_LETTER_RUN.test(folded);
};
/** The words of a query as typed, a latin word with accents spelled in plain letters (typedLatin), a count as the names write it (countsAsNamesWrite). */
export const queryWordsOf = (q: string) =>
  countsAsNamesWrite(
    wordsOf(q)
      .filter((word) => !isOneSoundRepeated(word))
      .map(withLeftoverN)
      .flatMap(withSizeAfterNo)
      .flatMap(withSizeLetterApart)
      .map(typedLatin)
      .map(sizeLetterOfReading),
  );

/** A size letter glued to the Japanese word before it (ポテトL, コーヒーＭ, ｶﾌｪﾗﾃS). */
const GLUED_SIZE_LETTER = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー](XS|S|M|L|LL|XL|R)$/iu;
/**
 * The word and a size letter glued to it apart, as if typed with a space (ポテトL: ポテト L): glued, the word matched no
 * name and the typo pass listed ポテト M for ポテトL, セブン's コーヒーＲ for コーヒーM.
 */
function withSizeLetterApart(word: string): string[] {
  const glued = GLUED_SIZE_LETTER.exec(word.normalize('NFKC'));
  if (!glued) return [word];
  const letter = glued[1]!;
  return [word.slice(0, word.length - letter.length), word.slice(word.length - letter.length)];
}

/** The size letters by their reading, folded to hiragana (エム, えむ: M). */
const SIZE_LETTER_READINGS: ReadonlyMap<string, string> = new Map([
  ['えす', 'S'],
  ['えむ', 'M'],
  ['える', 'L'],
  ['えるえる', 'LL'],
]);
/**
 * A size letter typed apart by its reading, in katakana or hiragana (マック コーラ エル, ポテト えむ), is the letter the names
 * write (コーラ L): it matched no name, and beside words that each match, found nothing and said nothing.
 */
function sizeLetterOfReading(word: string): string {
  // A Map, not an object: a word such as constructor or toString would read an object's own property.
  return SIZE_LETTER_READINGS.get(katakanaToHiragana(word.normalize('NFKC'))) ?? word;
}

/** A count of pieces in English, after its number or in one word with it (2 pieces, 6pcs). */
const ENGLISH_PIECES = /^(pieces?|pcs?)$/i;
const COUNT_WITH_ENGLISH_PIECES = /^([0-9０-９]+)(pieces?|pcs?)$/i;
/** A count typed with 個's reading, in kana or romaji (5こ, 5コ, 5ko). */
const COUNT_WITH_KO = /^([0-9０-９]+)(こ|コ|ｺ|ko)$/iu;
/**
 * A count of pieces as the names write it, one word: in English (2 pieces, 2pcs → 2ピース, which also meets 2個: kfc
 * original chicken 2 pieces found nothing, pieces matching no name, and left out the number alone), or with 個's
 * reading (5こ, 5ko → 5個: マクド ナゲット 5こ named no amount, left the chain out and listed the stores' ナゲット 5個).
 */
function countsAsNamesWrite(words: string[]): string[] {
  const counted: string[] = [];
  for (const word of words) {
    const number = counted.at(-1);
    if (ENGLISH_PIECES.test(word) && number !== undefined && /^[0-9０-９]+$/.test(number)) counted.push(`${counted.pop()!}ピース`);
    else counted.push(word.replace(COUNT_WITH_ENGLISH_PIECES, '$1ピース').replace(COUNT_WITH_KO, '$1個').replace(COUNT_PACKED, '$1個'));
  }
  return counted;
}
/**
 * A count of what a pack holds typed with 入り (からあげクン 5個入り) is the count (5個): read as a word of the names, it met
 * only ローソン's BOX(20個入り) through the typo pass. A name that writes it (20個入り) still holds the count's letters.
 */
const COUNT_PACKED = /^([0-9０-９]+)個入り?$/u;

/**
 * A size after a food and の (牛丼の大盛り, 吉野家の牛丼の大盛り, ポテトのL) is the size typed apart: one word, it named nothing and
 * 吉野家の牛丼の大盛り went to the related items (松屋's 牛めし first).
 */
const SIZE_AFTER_NO =
  /^(.{2,}?)の(大盛り?|中盛り?|並盛り?|小盛り?|特盛り?|大|並|小|ミニ|メガ|ショート|トール|グランデ|ベンティ|(?:XS|S|M|L|LL|XL|Ｓ|Ｍ|Ｌ)(?:サイズ)?)$/iu;
const withSizeAfterNo = (word: string): string[] => {
  const sized = SIZE_AFTER_NO.exec(word.normalize('NFKC'));
  return sized ? [sized[1]!, sized[2]!] : [word];
};

/** Hepburn's long vowels written with a macron, spelled as IME romaji spells them: rāmen = raamen, shōyu = shouyu. */
const MACRON_VOWELS: Record<string, string> = { ā: 'aa', ī: 'ii', ū: 'uu', ē: 'ee', ō: 'ou' };
/**
 * A latin word with diacritics in plain letters: a macron is a long vowel (rāmen, gyūdon, karē → raamen,
 * gyuudon, karee, which the romaji folds like ra-men), any other mark is dropped (Kunrei's â, café,
 * crème brûlée). NFKC keeps them, so the word was no latin word at all: rāmen found nothing and karē
 * named the chain カルビー by its first letters (2026-12 probe). Other words pass unchanged.
 */
function typedLatin(word: string): string {
  if (!/[\u00c0-\u024f\u1e00-\u1eff]/u.test(word)) return word;
  const spelled = word.replace(/[āīūēōĀĪŪĒŌ]/gu, (vowel) => {
    const lower = vowel.toLowerCase();
    return vowel === lower ? MACRON_VOWELS[lower]! : MACRON_VOWELS[lower]!.toUpperCase();
  });
  return spelled
    .normalize('NFD')
    .replace(/(?<=[a-z])\p{M}+/giu, '')
    .normalize('NFC');
}
/** A word after a minus (-word, －word, or ー as an IME types it) is no term: excluded, or a stray mark. */
export const isMarkedOut = (word: string) => /^[-－ー]/.test(word);
/** A food typed with the word for without after it (肉なし, 肉無し, 肉抜き, 肉ぬき). */
export const UNWANTED = /^(.+?)(?:なし|無し|抜き|ぬき)$/u;
/**
 * Words that ask for a dish without meat (vegetarian, ベジタリアン, meatless, no meat): no item says what it is made of, so
 * they are read as 肉なし, the one part of the wish the names can answer (the names that say meat left out), and the
 * answer says so. ベジタリアン had related ベジタブルチップス, no meat listed the catalog but the rows naming meat (生ビール first).
 */
/** A katakana name of a tea and how it ends (ジャスミン|ティー, ジャスミン|茶). */
export const TEA_SPELLINGS = /^(\p{Script=Katakana}[\p{Script=Katakana}ー]+)(ティー|茶)$/u;

/** Loanwords a word may begin with that the names write in Japanese (withLoanwordsInJapanese). */
export const LOANWORD_PREFIXES: readonly { typed: RegExp; japanese: string }[] = [{ typed: /^(?:ソイ|soy\s+)(.+)$/iu, japanese: '豆乳' }];
export const MILK = /^(?:ミルク|みるく|牛乳)$/u;

const MEATLESS = /^(?:vegetarian|vegan|meatless|meat-?free|ベジタリアン|ヴィーガン|ビーガン|菜食)$/i;
const MEATLESS_PAIR = [/^(?:no|without)$/i, /^meat$/i] as const;
export const MEATLESS_READ = '肉なし';
/** The kinds of meat the names say (the lexicon's Japanese of each), left out beside 肉 for a dish without meat. */
export const MEAT_KINDS_IN_ENGLISH = ['beef', 'pork', 'chicken', 'ham', 'bacon', 'sausage'];
/** The words with each word (or English pair) that asks for a dish without meat read as 肉なし, and those words as typed. */
export function readMeatlessWishes(words: string[]): { read: string[]; typed: string[] } {
  const read: string[] = [];
  const typed: string[] = [];
  for (let at = 0; at < words.length; at++) {
    const word = words[at]!.normalize('NFKC');
    const next = words[at + 1]?.normalize('NFKC');
    const pair = next !== undefined && MEATLESS_PAIR[0].test(word) && MEATLESS_PAIR[1].test(next);
    if (pair || MEATLESS.test(word)) {
      read.push(MEATLESS_READ);
      typed.push(pair ? `${words[at]} ${words[at + 1]}` : words[at]!);
      at += pair ? 1 : 0;
    } else read.push(words[at]!);
  }
  return { read, typed };
}
/** The English words before a food that say it is not wanted (no onion, without cheese): the food is excluded, as -onion. */
const ENGLISH_WITHOUT = /^(?:no|without)$/i;
/** The English word after a food that says it is not wanted (onion free, pork-free): the food is excluded too. */
const ENGLISH_FREE = /^free$/i;
const ENGLISH_FOOD_FREE = /^([a-z]+)-free$/i;
/**
 * The words with each English "no" or "without" and the latin word after it read as that word excluded (no meat → -meat), and
 * a food `freeOf` accepts before "free" (onion free, pork-free → -onion, -pork: onion free listed the オニオンリング rows,
 * pork free said pork and free each matched; round 16). `freeOf` turns away what other rules read (gluten free, fat free).
 */
export function withEnglishExclusions(words: string[], freeOf: (word: string) => boolean): string[] {
  const read: string[] = [];
  for (let at = 0; at < words.length; at++) {
    const word = words[at]!.normalize('NFKC');
    const next = words[at + 1]?.normalize('NFKC');
    const glued = ENGLISH_FOOD_FREE.exec(word)?.[1];
    if (ENGLISH_WITHOUT.test(word) && next !== undefined && LATIN.test(next) && !isMarkedOut(next)) {
      read.push(`-${next}`);
      at += 1;
    } else if (LATIN.test(word) && next !== undefined && ENGLISH_FREE.test(next) && freeOf(word)) {
      read.push(`-${word}`);
      at += 1;
    } else if (glued && freeOf(glued)) read.push(`-${glued}`);
    else read.push(words[at]!);
  }
  return read;
}

/**
 * Words that say no sugar was added (無糖, 砂糖不使用, 砂糖なし). A label's 加糖 (sugar added) says the opposite, so
 * those names are left out (ヨーグルト 無糖 listed ヨーグルト 加糖 砂糖不使用 first: a sweetener, no sugar), and a plain
 * (プレーン) yogurt or drink is the unsweetened one, met below the names that say so. English words are read as 無糖 first
 * (withEnglishLabelWords): taken as English with their own names, sugar-free had listed the plain scones and bagels first.
 */
export const UNSWEETENED = /^(?:無糖|むとう|砂糖不使用|砂糖なし|砂糖無し)$/u;
/**
 * What the names write on a sweetened item: the label 加糖, and ラテ, a drink sold made with milk and sugar that no name marks
 * 加糖: 無糖 お茶 listed 抹茶ラテ and ミルクたっぷり ほうじ茶ラテ among the teas (round 19). Not ミルク, whose synonyms are milk's
 * own names (牛乳 無糖 is the unsweetened milk).
 */
const SWEETENED_WORDS = ['加糖', 'ラテ'];
export const PLAIN_LABEL = 'プレーン';
/** The words with the sweetened ones excluded beside a word that says unsweetened (無糖 → 無糖 -加糖 -ラテ). */
export function withLabelOpposites(words: string[]): string[] {
  return words.some((word) => UNSWEETENED.test(word.normalize('NFKC')))
    ? [...words, ...SWEETENED_WORDS.map((sweetened) => `-${sweetened}`)]
    : words;
}
/** The label word the names write for English unsweetened, sugar-free, sugarless, sugar free and no sugar. */
const UNSWEETENED_LABEL = '無糖';
const ENGLISH_UNSWEETENED = /^(?:unsweetened|sugar-?free|sugarless)$/i;
const ENGLISH_UNSWEETENED_PAIRS: readonly (readonly [RegExp, RegExp])[] = [
  [/^sugar$/i, /^free$/i],
  [/^no$/i, /^sugar$/i],
];
/**
 * The words with an English word (or pair) that says no sugar was added read as the names' label word 無糖, whose
 * rules then hold (the 加糖 rows left out, the plain ones met): no name says it in English, so unsweetened yogurt went to
 * its head word and listed フルーツヨーグルト first. Before "no" is read as an exclusion: no sugar is the label, not -sugar.
 */
export function withEnglishLabelWords(words: string[]): string[] {
  const read: string[] = [];
  for (let at = 0; at < words.length; at++) {
    const word = words[at]!.normalize('NFKC');
    const next = words[at + 1]?.normalize('NFKC');
    if (ENGLISH_UNSWEETENED.test(word)) read.push(UNSWEETENED_LABEL);
    else if (next !== undefined && ENGLISH_UNSWEETENED_PAIRS.some(([first, second]) => first.test(word) && second.test(next))) {
      read.push(UNSWEETENED_LABEL);
      at += 1;
    } else read.push(words[at]!);
  }
  return read;
}
