/**
 * Sizes, counts and amounts, as meal logs and menus write them after a food (大盛, ミニ, トール, large, L, 5個, 200ml): the
 * tables, a name without them (coreName), the tokens a name's sizes add to the index (portion notes, café cups), and
 * a size word's clauses and other forms on the query side (createSizeWords).
 */

import { toKatakana } from 'wanakana';
import { HAS_KANJI, HIRAGANA_WORD, SPLIT, bigrams } from './catalog-tokens';
import { PORTION_OF_SIZE_WORD_BOOST } from './clause-boosts';
import type { JaNormalizer } from './ja-normalizer';
import { excludingPieces } from './piece-filters';
import { LATIN, wordsOf } from './query-words.read';
import { recent } from './recent-lookups';
import type { TermClauses, TextClause } from './search-engine';
import { clause } from './text-clauses';

/**
 * An amount or count a meal log adds to a food (1本, 200ml, 2個, 100g; 2貫, sushi's count; 2L, a bottle's volume in litres),
 * alone or at the end of a word.
 */
export const LOGGED_AMOUNT =
  /^(.*?)([0-9０-９]+(?:[.．][0-9０-９]+)?\s*(?:g|ｇ|kg|ml|mL|ｍｌ|cc|[lLℓｌＬ]|リットル|個|枚|本|杯|切れ|人前|パック|皿|膳|尾|缶|袋|粒|片|玉|合|ピース|貫|kcal)?)$/u;

/**
 * More or less of a dish, or of one part of it (麺2倍, ご飯大盛, ライス少なめ, 肉1.5倍, 倍盛): an order's
 * change that names no item, left out whole with the amounts (麺 kept alone found nothing).
 */
export const SERVING_CHANGE =
  /^(?:麺|めん|ご飯|ごはん|ライス|お?肉|野菜)?(?:[0-9０-９]+(?:[.．][0-9０-９]+)?倍(?:盛り?)?|倍盛り?|大盛り?|特盛り?|少なめ|多め|増し|増量)$/u;

/**
 * Size words a meal log adds to a dish (牛丼 大, ラーメン 並; 中盛, the bowl between 並盛 and 大盛 at すき家), and a
 * café's cup sizes (フラペチーノ グランデ).
 */
const LOGGED_SIZE = /^(大|中|小|並|大盛り?|中盛り?|並盛り?|小盛り?|特盛り?|メガ|ミニ|ショート|トール|グランデ|ベンティ)$/u;

/** LOGGED_SIZE's katakana words typed in latin letters (the café sizes are CAFE_SIZES): gyudon mini is 牛丼 ミニ. */
const LATIN_LOGGED_SIZE = /^(mini|mega)$/i;

/**
 * A name without what sets one serving apart from another: the size, count or amount words after it,
 * bracketed or not (餃子 6個, ご飯 大, コーヒー(S), 牛めし（並盛）) — the food the name is. A bracketed
 * note of another kind names a variant and stays (かけうどん（温玉のせ） is not the plain かけうどん).
 */
export function coreName(name: string): string {
  const words = wordsOf(
    name.replace(/[（(【［[]([^）)】］\]]*)[）)】］\]]/gu, (note, inner: string) => (isServingWord(inner.trim()) ? ' ' : note)),
  );
  while (words.length > 1 && isServingWord(words.at(-1)!)) words.pop();
  return words.join(' ');
}

/** A volume a name states (500ml, 2L, マグナム (1500ml)), read after NFKC and lower case: its number and its unit. */
const STATED_VOLUME = /([0-9]+(?:\.[0-9]+)?)\s*(ml|l|リットル)(?![a-z])/gu;

/** From this volume up (ml), a bottle or a pack is poured into several servings, not drunk as one (a 2 L bottle, 1000ml). */
const SEVERAL_SERVINGS_ML = 1000;

/**
 * Whether a name states a volume of several servings (ミルクティー 2L, 麦茶 1000ml, マグナム (1500ml)): a bottle or a pack
 * for a household or a table, which a drink typed without a size is seldom asked for (round 25: milk tea listed the 2 L
 * bottles first, by popularity, before the 500 ml bottle and the cafés' cups a person drinks).
 */
export function statesSeveralServings(name: string): boolean {
  const text = name.normalize('NFKC').toLowerCase();
  if (!/[0-9]\s*(?:ml|l|リットル)/u.test(text)) return false;
  for (const [, amount, unit] of text.matchAll(STATED_VOLUME))
    if (Number(amount) * (unit === 'ml' ? 1 : 1000) >= SEVERAL_SERVINGS_ML) return true;
  return false;
}

/** Whether a name states a volume (緑茶 500ml, 麦茶 2L): a bottle, a can or a pack, as a drink's maker sells it. */
export function statesVolume(name: string): boolean {
  return /[0-9]\s*(?:ml|l|リットル)(?![a-z])/u.test(name.normalize('NFKC').toLowerCase());
}

const isServingWord = (word: string) =>
  LOGGED_SIZE.test(word) || MENU_SIZE.test(word) || SIZE_LETTERS.test(word.toLowerCase()) || LOGGED_AMOUNT.exec(word)?.[1] === '';

/** Sizes chains print on their menus beside LOGGED_SIZE's: 丸亀's 得, やよい軒's W盛, a half portion. */
const MENU_SIZE = /^(得|[WwＷ]盛り?|ダブル|ハーフ|半|レギュラー|ラージ|スモール)$/u;

/** A portion size written in a name's text (大盛, 並盛り, 小盛): its short form is the first character. */
const PORTION_WRITTEN = /([大小並特])盛り?/gu;

/** A bracket that states the portion of the dish or of its staple (牛めし（並盛）, 定食（ご飯並盛）). */
const PORTION_NOTE = /^(?:ご飯|ごはん|ライス|麺|めん)?[大小並特]盛り?$/u;

/** The filter token (readingPieces) of a portion size a name writes only in a note on a part of it (アタマの大盛: note:大). */
const portionNoteToken = (short: string) => `note:${short}`;

/**
 * The portion sizes a name writes only inside a bracketed note on a part of the dish, not as the size
 * of the dish or its staple: すき家's チーズ牛丼（アタマの大盛） 小盛 is a 小盛 bowl whose topping (アタマ) is
 * large, which 大盛 typed met. A filter token each (note:大), in `readingPieces`, which scores nothing, so
 * the clauses of a size typed can leave those names out (notReadingPieces) and no other score moves.
 */
export function portionNoteTokensOf(name: string): string[] {
  const notes: string[] = [];
  const outside = name.normalize('NFKC').replace(/[（(【［[]([^）)】］\]]*)[）)】］\]]/gu, (_note, inner: string) => {
    notes.push(inner.trim());
    return ' ';
  });
  const written = (text: string) => [...text.matchAll(PORTION_WRITTEN)].map((match) => match[1]!);
  const own = new Set([
    ...written(outside),
    ...wordsOf(outside).filter((word) => PORTION_SIZES.has(word)),
    ...notes.filter((note) => PORTION_NOTE.test(note)).flatMap(written),
  ]);
  const inNotes = notes.filter((note) => !PORTION_NOTE.test(note)).flatMap(written);
  return [...new Set(inNotes.filter((short) => !own.has(short)))].map(portionNoteToken);
}

/** The sizes chains write after a name (ポテト M, カフェラテ LL; a convenience store's coffee R, its regular). */
export const SIZE_LETTERS = /^(xs|s|m|l|ll|xl|r)$/;

/**
 * Size words that name the letter every chain writes for them (ポテト ラージ → ポテト L; カフェラテ レギュラー → a
 * convenience store's カフェラテ R) and the portion a bowl chain's English menu means by them (beef bowl
 * large: 牛丼 大盛); the word spelled in a name (サブウェイ's ツナ レギュラー) meets it too.
 */
const LETTER_SIZES: readonly { latin: string; katakana: string; letter: string; portion?: string }[] = [
  { latin: 'small', katakana: 'スモール', letter: 's', portion: '小' },
  { latin: 'medium', katakana: 'ミディアム', letter: 'm' },
  { latin: 'large', katakana: 'ラージ', letter: 'l', portion: '大' },
  { latin: 'regular', katakana: 'レギュラー', letter: 'r', portion: '並' },
];

/**
 * A café's cup sizes, typed in katakana or latin letters, and the letters the chains that sell cups by
 * these names write for them (Short, Tall, Grande, Venti: スターバックス's カフェラテ S, M, L, so its M row is
 * the トール); a name that spells the size (ローソン's カフェラテ グランデ) meets it too.
 */
const CAFE_SIZES: readonly { latin: string; katakana: string; letters: string[] }[] = [
  { latin: 'short', katakana: 'ショート', letters: ['s'] },
  { latin: 'tall', katakana: 'トール', letters: ['m'] },
  { latin: 'grande', katakana: 'グランデ', letters: ['l'] },
  { latin: 'venti', katakana: 'ベンティ', letters: ['xl', 'll'] },
];

/**
 * The chains whose menus name their cups so (スターバックス: Short, Tall, Grande, Venti; タリーズ: Short,
 * Tall, Grande). Their rows of a size carry the café size's token (cupSizeToken), which a café size typed
 * meets; elsewhere (マクドナルド, ドトール: S, M, L) a café size names no cup of the chain: it is left out,
 * and the answer says the chain has no such size, instead of passing the M row for a トール.
 */
const CUP_SIZE_CHAINS = new Set(['starbucks', 'tullys']);

/** The name token of a cup-size chain's row of a café size (スターバックス's カフェラテ M is a Tall). */
const cupSizeToken = (size: { latin: string }) => `cup:${size.latin}`;

/** The token of a name spelling a size word as a word of its own (ローソン's カフェラテ グランデ, サブウェイ's ツナ レギュラー). */
const spelledSizeToken = (size: { latin: string }) => `size:${size.latin}`;

/** A half portion typed as a word (半, ハーフ, ハーフサイズ; はーふ as an IME leaves it), after NFKC. */
const HALF_WORD = /^(?:半|ハーフ|はーふ)$/u;

/** The name token of a half portion (halfPortionTokensOf), which a half typed beside a food meets. */
const HALF_PORTION_TOKEN = spelledSizeToken({ latin: 'half' });

/** The chains a query names (ids) sell no cup by a café size's name: some are named, none of them CUP_SIZE_CHAINS. */
export const sellNoCafeSizes = (chains: readonly string[]) => chains.length > 0 && !chains.some((id) => CUP_SIZE_CHAINS.has(id));

/**
 * The chains that name their sizes with words of their own, which are other words elsewhere: かつや's bowls are
 * 梅, 竹 and 松 (梅 is also the plum of 梅おにぎり). Beside the chain, such a word is its size, left out as 大 is when
 * the catalog lists no row of it: かつや カツ丼 梅 found nothing and said nothing, three dish words in one query.
 */
export const CHAIN_SIZE_NAMES: Readonly<Record<string, readonly string[]>> = { katsuya: ['梅', '竹', '松'] };

const sizeNamed = <Size extends { latin: string; katakana: string }>(sizes: readonly Size[], word: string) => {
  const folded = word.normalize('NFKC').toLowerCase();
  return sizes.find((size) => size.latin === folded || size.katakana === folded);
};

export const cafeSizeOf = (word: string) => sizeNamed(CAFE_SIZES, word);

const letterSizeOf = (word: string) => sizeNamed(LETTER_SIZES, word);

/** The café size a cup-size chain's row is of, by the size letter its name ends with (カフェラテ（豆乳） L: Grande). */
export const cupSizeTokensOf = (name: string, shopId: string | undefined): string[] => {
  if (!shopId || !CUP_SIZE_CHAINS.has(shopId)) return [];
  const letter = wordsOf(name.replace(/[（(]([^）)]*)[）)]$/u, ' $1'))
    .at(-1)
    ?.normalize('NFKC')
    .toLowerCase();
  return CAFE_SIZES.filter((size) => letter !== undefined && size.letters.includes(letter)).map(cupSizeToken);
};

/**
 * A portion size typed short or long: chains write either (牛丼 大盛, かけうどん 大), so 大 also meets 大盛
 * and 大盛(り) also meets 大; 牛丼 大 and 親子丼 小 met no name and left the size out (2026-12 probe).
 */
const PORTION_SIZES = new Set(['大', '小', '並', '特']);

/** A count of pieces (5個, 5ピース), and the units names count pieces in. */
const COUNT = /^([0-9]+)(個|ピース)$/u;

const COUNT_UNITS = ['個', 'ピース'];

/** A volume typed (1L, 1.5l, 1000ml, 2リットル), read after NFKC and lower case: its number and its unit. */
const VOLUME_TYPED = /^([0-9]+(?:\.[0-9]+)?)(ml|l|ℓ|リットル)$/u;

/**
 * A volume typed in the other unit the names write (1L: 1000ml; 2000ml: 2l), as the romaji field holds a name's volume (麦茶
 * 1000ml): 麦茶 1L left its size out and listed the 500 ml bottles (round 27). Empty for any other word.
 */
function volumeInOtherUnit(word: string): string[] {
  const volume = VOLUME_TYPED.exec(word.normalize('NFKC').toLowerCase());
  if (!volume) return [];
  const ml = Number(volume[1]) * (volume[2] === 'ml' ? 1 : 1000);
  if (!Number.isInteger(ml)) return [];
  return volume[2] === 'ml' ? (ml % 100 === 0 ? [`${ml / 1000}l`] : []) : [`${ml}ml`];
}

/** The portion sizes typed in kana or romaji, by canonical romaji (おおもり, oomori, omori: 大盛). */
const PORTION_SIZE_OF_ROMAJI: Readonly<Record<string, string>> = { omori: '大', komori: '小', namimori: '並', tokumori: '特' };

/** A size word that is a portion size too, by its canonical romaji (ミニ, みに, mini: 小): すき家's 牛丼 ミニ is the 小盛 others sell. */
const PORTION_OF_SIZE_WORD: Readonly<Record<string, string>> = { mini: '小' };

/**
 * The size letter a size kanji typed alone means where a chain sells the food by letters (コーラ 大: コーラ L; ポテト 中:
 * ポテト M): drinks, sides and pizzas carry S, M and L in their names, bowls and noodles 大盛 or 大, never a letter, so the
 * letter is one more form of the size and the rows of the food typed say which it is. Not 大盛, which names a bowl's portion.
 */
const LETTER_OF_SIZE_KANJI: ReadonlyMap<string, string> = new Map([
  ['大', 'l'],
  ['中', 'm'],
  ['小', 's'],
]);

/** What a word must write to spell one of PORTION_SIZE_OF_ROMAJI's (all hold mo). */
const MAY_SPELL_MO = /[もモ]|mo/i;

/** The size words of q (isSizeWord) and their clauses: a size's other forms, a café or letter size, a portion never met in a note. */
export function createSizeWords(ja: JaNormalizer) {
  /**
   * A size word, which names no food: a café size (トール, tall) meets the rows of that cup at the chains
   * that sell cups by its name (cupSizeToken: スタバ's カフェラテ M), never another chain's M; a letter size
   * (ラージ, large) meets the letter every chain writes (ポテト L). Either also meets a name spelling the
   * katakana word as a word of its own (spelledSizeTokensOf: ローソン's カフェラテ グランデ, サブウェイ's ツナ
   * レギュラー; not キシリトール), and a latin one the English
   * name, where it is the dish's portion (Potato salad (large)) and so weighs as the portion words do; not the loose keys or the romaji a food word meets (ショート met タリーズ's ほうじ茶ラテ（ショット追加） L).
   */
  const sizeWordClauses = (word: string): TermClauses => {
    // A half typed is the half portion a name writes (半チャーハン, パンケーキ（ハーフ）), not 半's reading, which met every
    // チャーハン (ちゃあはん), ご飯 and ハンバーグカレー (round 25).
    if (HALF_WORD.test(word.normalize('NFKC'))) return clause('name', [HALF_PORTION_TOKEN], 1);
    const cafeSize = cafeSizeOf(word);
    const letterSize = letterSizeOf(word);
    const size = cafeSize ?? letterSize;
    if (!size) return [];
    const portion = letterSize?.portion;
    return [
      ...(cafeSize ? clause('name', [cupSizeToken(cafeSize)], 1) : clause('name', [letterSize!.letter], 1)),
      // Below the letter: large fries are ポテト L before a ポテトサラダ 大盛り (Potato salad (large)).
      ...(portion
        ? withoutPortionNotes(
            [portion, `${portion}盛`].flatMap((form) => clause('name', bigrams(form), PORTION_OF_SIZE_WORD_BOOST)),
            portion,
          )
        : []),
      ...clause('name', [spelledSizeToken(size)], 1),
      ...(LATIN.test(word) ? clause('english', [word.toLowerCase()], PORTION_OF_SIZE_WORD_BOOST) : []),
    ];
  };

  /**
   * The portion size a word without kanji spells (おおもり, oomori → 大 by its canonical romaji omori);
   * undefined for any other word. Every size's romaji holds "mo", so a word that writes no も, モ or mo
   * is none, and is spared the reading.
   */
  const portionSizeOfRomaji = (word: string): string | undefined => {
    const typed = word.normalize('NFKC');
    if (HAS_KANJI.test(word) || !MAY_SPELL_MO.test(typed)) return undefined;
    return PORTION_SIZE_OF_ROMAJI[ja.romaji(typed).replace(/ /g, '')];
  };

  /**
   * The other ways names write a size or count typed: a portion size short, long, in kana or in romaji,
   * as chains write 大 or 大盛 (牛丼 大盛, かけうどん 大: 牛丼 大 and 親子丼 小 met no name; kakeudon oomori
   * no かけうどん 大), and a count in pieces as 個 or ピース (チキンナゲット 5個 met no 5ピース).
   */
  /** The portion size a word is (大盛, 大盛り, 大, おおもり, oomori: 大); undefined for any other word. */

  const portionSizeOf = (word: string): string | undefined => {
    const typed = word.normalize('NFKC');
    if (PORTION_SIZES.has(typed)) return typed;
    return /^[大小並特]盛り?$/u.test(typed) ? typed[0] : portionSizeOfRomaji(typed);
  };

  /** The portion size a size word also is (ミニ, みに, mini: 小); undefined for any other word. */
  const portionOfSizeWord = (typed: string): string | undefined =>
    !HAS_KANJI.test(typed) && isSizeWord(typed) ? PORTION_OF_SIZE_WORD[ja.romaji(typed).replace(/ /g, '')] : undefined;

  /** A portion size's clauses, never met in a note on a part of the dish (チーズ牛丼（アタマの大盛） 小盛 for 大盛: portionNoteTokensOf). */
  const withoutPortionNotes = (clauses: TextClause[], short: string): TextClause[] => excludingPieces(clauses, [portionNoteToken(short)]);

  const sizeFormsOf = (word: string): string[] => {
    const typed = word.normalize('NFKC');
    const count = COUNT.exec(typed);
    if (count) return COUNT_UNITS.filter((unit) => unit !== count[2]).map((unit) => `${count[1]}${unit}`);
    const typedShort = typed.replace(/盛り?$/u, '');
    const short = PORTION_SIZES.has(typedShort) ? typedShort : (portionSizeOfRomaji(typed) ?? portionOfSizeWord(typed));
    return short ? [short, `${short}盛`].filter((form) => form !== typed) : [];
  };

  /**
   * The name clauses of sizeFormsOf; a size word's portion (ミニ: 小盛) below the word itself, as a letter's is. 大, 中
   * and 小 typed alone are also the letter the chains write for a drink's, a side's or a pizza's size (LETTER_OF_SIZE_KANJI:
   * コーラ 大 is コーラ L, ポテト 中 ポテト M), which no bowl or noodles is sold by: the names tell which a food is.
   */
  const sizeFormClauses = (word: string): TermClauses => {
    const typed = word.normalize('NFKC');
    const boost = portionOfSizeWord(typed) ? PORTION_OF_SIZE_WORD_BOOST : 1;
    const letter = LETTER_OF_SIZE_KANJI.get(typed);
    return [
      ...sizeFormsOf(word).flatMap((form) => clause('name', bigrams(ja.normalize(form)), boost)),
      ...(letter ? clause('name', [letter], 1) : []),
      ...clause('romaji', volumeInOtherUnit(word), 1),
    ];
  };

  /**
   * Typed in hiragana (みに, とーる), as an IME leaves a word not converted: the katakana size word. A word toKatakana
   * gives back unchanged (marks alone: ゝ, ゛, a half-width ﾞ as NFKC reads it) is not asked again.
   */
  const isKatakanaSizeWord = (word: string): boolean => {
    const katakana = toKatakana(word);
    return katakana !== word && isSizeWord(katakana);
  };

  /** A word a meal log or a menu adds to a food to say its size (大, おおもり, トール, large, L). */
  const isSizeWord = recent(
    (word: string): boolean =>
      LOGGED_SIZE.test(word) ||
      MENU_SIZE.test(word) ||
      SIZE_LETTERS.test(word.normalize('NFKC').toLowerCase()) ||
      LATIN_LOGGED_SIZE.test(word.normalize('NFKC')) ||
      (HIRAGANA_WORD.test(word) && isKatakanaSizeWord(word)) ||
      cafeSizeOf(word) !== undefined ||
      letterSizeOf(word) !== undefined ||
      portionSizeOfRomaji(word) !== undefined ||
      sizeNamedWithSuffix(word) !== null,
  );

  /** A size word with サイズ after it (ポテト Mサイズ, ラテ トールサイズ): the size word; null for any other word. */
  const sizeNamedWithSuffix = (word: string): string | null => {
    const size = word.normalize('NFKC').replace(/サイズ$/u, '');
    return size !== word.normalize('NFKC') && size && isSizeWord(size) ? size : null;
  };

  /**
   * The size words a name spells as words of their own, サイズ after them or not (カフェラテ グランデ, ツナ
   * レギュラー, カフェラテ トールサイズ), never inside a word: the bigrams of トール met キシリトール, which a lone
   * トール listed first, before the Tall cups.
   */
  const spelledSizeTokensOf = (name: string): string[] => {
    const words = new Set(ja.normalize(name).split(SPLIT));
    const suffix = ja.normalize('サイズ');
    return [
      ...[...CAFE_SIZES, ...LETTER_SIZES]
        .filter((size) => [ja.normalize(size.katakana), ja.normalize(size.katakana) + suffix].some((word) => words.has(word)))
        .map(spelledSizeToken),
      ...(halfPortionIn(name) ? [HALF_PORTION_TOKEN] : []),
    ];
  };

  /**
   * Whether a name writes a half portion: ハーフ or 半 as a word of its own, サイズ after it or not (パンケーキ（ハーフ）), or 半
   * glued before a food (半チャーハン, プレミアム半チャーハン, 塩ラーメン（半ラーメン）, 半ライス); not 半熟 (半熟玉子: no food after
   * 半), nor a pizza of two halves (ハーフ＆ハーフ ベーコンポテト M, a whole pizza).
   */
  const halfPortionIn = (name: string): boolean => {
    const halves = [ja.normalize('ハーフ'), '半'];
    const suffix = ja.normalize('サイズ');
    const words = ja.normalize(name.normalize('NFKC').replace(/ハーフ\s*&\s*ハーフ/gu, ' ')).split(SPLIT);
    return words.some(
      (word) =>
        halves.some((half) => word === half || word === half + suffix) ||
        [...word.matchAll(/半/gu)].some(({ index }) => ja.knowsFoodWord(word.slice(index + 1))),
    );
  };
  return { sizeWordClauses, portionSizeOf, withoutPortionNotes, sizeFormClauses, isSizeWord, sizeNamedWithSuffix, spelledSizeTokensOf };
}

/** What createSizeWords gives the analyzer. */
export type SizeWords = ReturnType<typeof createSizeWords>;
