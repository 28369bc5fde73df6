import { dishSpellingGroups, normalizeText } from '@shokuji/ja-text';
import escapeStringRegexp from 'escape-string-regexp';
import type { SetRole } from './set-role-flags';
import { ROLE_RULES } from './set-rules';

// Editions of one product (docs/sets.md → Editions): the catalog has no "edition of" field, so a
// product's edition key is its name without the words that make an edition of it — a size, a
// temperature, a grade, a parenthesised variant, a count — folded (@shokuji/ja-text: NFKC, lowercase,
// hiragana). Products of one shop with the same key are editions of one product, and a set holds at
// most one of them: nobody buys キムチ and プレミアムキムチ, or a coffee S and a coffee L, together.
// Only whole words at the start or the end of a word of the name are taken off, so チーズバーガー and
// ダブルチーズバーガー meet but ハンバーガー and チーズバーガー do not.

/** A bowl's size, before or after the product's name (特盛 牛丼, カルビ丼 大盛). */
const BOWL_SIZE_WORDS = ['超特盛', '特盛', '得盛', '大盛り', '大盛', '中盛', '並盛', '小盛'];

/** Words that make an edition, before the product's name (プレミアムキムチ, 期間限定 カツ丼, Wハムカツサンド). */
const PREFIX_WORDS = [
  // grade and limited editions (the catalog generator's EDITION_STYLES: 期間限定, プレミアム, 復刻)
  '期間限定',
  '季節限定',
  '数量限定',
  '地域限定',
  '限定',
  '復刻',
  'セブンプレミアム',
  '7プレミアム',
  'プレミアム',
  '特製',
  '特撰',
  '特ネタ',
  '特選',
  '極上',
  '極み',
  '極',
  '贅沢',
  'デラックス',
  'お得',
  // more of one ingredient: the Chinese chains' line sells each dish as にんにく激増し… too, and at snack
  // time their first answer was 焼売（ジャストサイズ） + にんにく激増し焼売
  'にんにく激増し',
  'にんにく増し',
  // sizes
  ...BOWL_SIZE_WORDS,
  'メガ',
  'ダブル',
  'トリプル',
  'ミニ',
  'ハーフ',
  'ビッグ',
  'ジャンボ',
  '大きな',
  'レギュラー',
  'ラージ',
  'スモール',
  'ジャストサイズ',
];

/** Words that make an edition, after the product's name (カルビ丼 大盛, ポテト L, 牛丼 得). */
const SUFFIX_WORDS = [
  '期間限定味',
  '期間限定',
  '限定',
  '復刻',
  ...BOWL_SIZE_WORDS,
  '並',
  'お得',
  '得',
  'ミニ',
  'ハーフ',
  'ダブル',
  'トリプル',
  'ビッグサイズ',
  'ビッグ',
  'ジャストサイズ',
  'レギュラーサイズ',
  'レギュラー',
  'ラージ',
  'スモール',
  '大容量',
  'マルチパック',
  'ファミリーパック',
  'パック',
];

/** A word of the name that is a size by itself (コーヒー 大, 牛丼 並). */
const SIZE_WORDS = ['小', '中', '大', '特大', '並'];

/** Temperatures: only of a drink (ホットドッグ is no hot dog, アイスクリーム no iced cream). */
const DRINK_PREFIX_WORDS = ['ホット', 'アイス', 'つめたい', 'あたたかい', 'hot', 'iced', 'ice'];
const DRINK_SUFFIX_WORDS = ['ホット', 'アイス', 'hot', 'iced', 'ice'];

const fold = (word: string) => normalizeText(word).replace(/ /g, '');
/** One pattern of the folded words, longest first; a latin word ends where no latin letter follows. */
function wordsPattern(words: readonly string[]): string {
  return [...new Set(words.map(fold))]
    .sort((a, b) => b.length - a.length)
    .map((word) => (/[a-z]$/.test(word) ? `${escapeStringRegexp(word)}(?![a-z])` : escapeStringRegexp(word)))
    .join('|');
}

const PREFIX = new RegExp(`^(?:${wordsPattern(PREFIX_WORDS)}|w(?![a-z]))`);
// S/M/L and LL after a non-latin letter or alone (コーヒーm, ポテト l; never the l of a bltサンド).
const SUFFIX = new RegExp(
  `(?:${wordsPattern(SUFFIX_WORDS)}|(?<![a-z])(?:ll|xl|[sml])(?:${escapeStringRegexp(fold('サイズ'))})?|(?<![a-z])w)$`,
);
const DRINK_PREFIX = new RegExp(`^(?:${wordsPattern(DRINK_PREFIX_WORDS)})`);
const DRINK_SUFFIX = new RegExp(`(?:${wordsPattern(DRINK_SUFFIX_WORDS)})$`);
const WHOLE_SIZE_WORDS = new Set(SIZE_WORDS.map(fold));
// Counts and amounts: 3個, 5個入り, 2ピース, 6切入り, 2倍, 500ml (いなり3個入り and いなり5個入り meet).
const COUNT = new RegExp(
  `[0-9]+(?:\\.[0-9]+)?(?:${wordsPattern(['個', '本', '枚', 'ピース', 'p', '貫', '切れ', '切', '巻', '袋', '缶', '杯', '倍', '玉', 'ml', 'l', 'kg', 'g'])})(?:${wordsPattern(['入り', '入'])})?`,
  'g',
);
// A parenthesised or bracketed part names a variant of what comes before it: a size, a sauce, a filling, an add-on.
const BRACKETED = /\([^()]*\)|\[[^[\]]*\]|【[^【】]*】|〔[^〔〕]*〕/g;

/** Takes edition words off one word of the name until none is left at either end. */
function stripWord(word: string, drink: boolean): string {
  for (;;) {
    if (WHOLE_SIZE_WORDS.has(word)) return '';
    let next = word.replace(PREFIX, '').replace(SUFFIX, '');
    if (drink) next = next.replace(DRINK_PREFIX, '').replace(DRINK_SUFFIX, '');
    if (next === word) return word;
    word = next;
  }
}

/** The shortest key that still names a product: a name that is all edition words keeps its own. */
const MIN_KEY_LENGTH = 2;

/**
 * The edition key of a product (docs/sets.md → Editions): its name without edition words, folded.
 * Products of one shop with the same key are editions of one product.
 */
export function editionKeyOf(name: string, role: SetRole): string {
  const key = editionWordsOf(name, role).join('');
  return key.length >= MIN_KEY_LENGTH ? key : fold(name);
}

/** The words of a name without its brackets, counts and edition words, folded: the edition key is them joined. */
export function editionWordsOf(name: string, role: SetRole): string[] {
  let text = name.normalize('NFKC');
  for (let previous = ''; previous !== text;) [previous, text] = [text, text.replace(BRACKETED, ' ')];
  const words = normalizeText(text).replace(COUNT, ' ').split(' ');
  return words.map((word) => stripWord(word, role === 'drink')).filter((word) => word !== '');
}

/** Words a bracket of a side's or topping's name may hold and still say only what its edition says: ねぎ（トッピング）. */
const PART_LABEL_WORDS = new Set(['トッピング', '単品', '追加'].map(fold));

/**
 * Words around a part in its name that say how it is sold, not what it is: 単品 before it, ソース after a sauce named for
 * its dish (松のや's 単品コチュマヨソース is the コチュマヨ of コチュマヨ唐揚げ定食, 単品チーズ the チーズ of a チーズかつ).
 */
const PART_SOLD_AS = new RegExp(`^${fold('単品')}|${fold('ソース')}$`, 'g');

/**
 * What a side, soup or topping is, for a core whose name holds it (docs/sets.md → Included parts): its
 * edition key without PART_SOLD_AS, or null when a bracket of its name says more than a size, a count or an
 * edition (the ミニロール of ミニロール（たまご＆ハム） is no part of a シナモンロール).
 */
export function partKeyOf(name: string, role: SetRole): string | null {
  const brackets = name.normalize('NFKC').match(BRACKETED) ?? [];
  const saysMore = brackets.some((bracket) =>
    normalizeText(bracket.slice(1, -1))
      .replace(COUNT, ' ')
      .split(' ')
      .some((word) => word !== '' && stripWord(word, false) !== '' && !PART_LABEL_WORDS.has(word)),
  );
  if (saysMore) return null;
  const key = editionKeyOf(name, role);
  const part = key.replace(PART_SOLD_AS, '');
  return part.length >= MIN_KEY_LENGTH ? part : key;
}

/** Sudachi's groups of one dish's spellings, by folded spelling (read on first use). */
let spellingGroups: Map<string, string> | undefined;

/**
 * The product an edition key names: beside a core, a dish spelled two ways is one (a shop's フライドポテト and
 * ポテトフライ, みそ汁 and 味噌汁), so two answers do not offer it under its two names. A core's key stays as it
 * is: a shop's ハンバーガー and ビッグバーガー (key バーガー) are two mains, and Sudachi's group holds both.
 */
function productKeyOf(editionKey: string, role: SetRole): string {
  if (ROLE_RULES[role].group === 'core') return editionKey;
  const group = (spellingGroups ??= dishSpellingGroups()).get(editionKey);
  return group === undefined ? editionKey : `dish:${group}`;
}

/**
 * The edition key of the product a flavour names (docs/sets.md → Editions → Flavours): the key of a
 * name without its last word, for a name of two words or more (brackets read as spaces). サラダチキン
 * スモーク → サラダチキン. Undefined for a name of one word.
 */
function flavourBaseOf(name: string, role: SetRole): string | undefined {
  let text = name.normalize('NFKC');
  for (let previous = ''; previous !== text;) [previous, text] = [text, text.replace(BRACKETED, ' ')];
  const words = text.trim().split(/\s+/);
  return words.length < 2 ? undefined : editionKeyOf(words.slice(0, -1).join(' '), role);
}

/** The roles of which one piece may be a kind of another of its role (半熟玉子 of 玉子): a side and a topping (a soup is one a set anyway). */
const KIND_OF_ROLES: ReadonlySet<SetRole> = new Set(['side', 'topping']);
/** The shortest key another piece's word may end with and be read as a kind of it (玉子, ねぎ, ポテト). */
const MIN_KIND_KEY_LENGTH = 2;

/**
 * The product a side or topping is a kind of (docs/sets.md → Editions → A kind of a side): the key of another piece of
 * its role sold at the shop that one of its words ends with, the longest such end (半熟玉子 → 玉子, 半チャーハン → チャーハン,
 * たんぱく質が摂れるポテトサラダ → ポテトサラダ). A Japanese compound names its kind last, so the word's head says which one.
 */
function kindBaseOf(name: string, role: SetRole, ownKey: string, sold: ReadonlySet<string>): string | undefined {
  for (const word of editionWordsOf(name, role))
    for (let start = 1; word.length - start >= MIN_KIND_KEY_LENGTH; start++) {
      const key = productKeyOf(word.slice(start), role);
      if (key !== ownKey && sold.has(`${role} ${key}`)) return key;
    }
  return undefined;
}

/**
 * The edition family of each item (same order): -1 for an item with no other edition in the list,
 * else the index of the family's first item. Built once per prepared shop, so a request only compares numbers.
 * Beside a core, a name that is another item's of the same role followed by one word is a flavour of
 * that item (蒸し鶏ささみ 柚子胡椒 of 蒸し鶏ささみ, ホットコーヒー R of ホットコーヒー L): one product; and a side or
 * topping whose word ends with another's whole key is a kind of it (半熟玉子 of 玉子): one product too.
 */
export function editionFamilies(items: readonly { editionKey?: string; role: SetRole; name?: string }[]): Int32Array {
  const keys = items.map((item) => (item.editionKey === undefined ? undefined : productKeyOf(item.editionKey, item.role)));
  const sold = new Set<string>();
  items.forEach((item, index) => {
    if (keys[index] !== undefined && ROLE_RULES[item.role].group !== 'core') sold.add(`${item.role} ${keys[index]}`);
  });
  // What each piece's key is read as: its flavour's base, else the product it is a kind of, else itself.
  const baseOfKey = new Map<string, string>();
  const readKeys = items.map((item, index) => {
    const key = keys[index];
    if (key === undefined || item.name === undefined || ROLE_RULES[item.role].group === 'core') return key;
    const base = flavourBaseOf(item.name, item.role);
    const baseKey = base === undefined ? undefined : productKeyOf(base, item.role);
    if (baseKey !== undefined && baseKey !== key && sold.has(`${item.role} ${baseKey}`)) return baseKey;
    if (!KIND_OF_ROLES.has(item.role)) return key;
    const kindKey = kindBaseOf(item.name, item.role, key, sold);
    if (kindKey === undefined) return key;
    baseOfKey.set(`${item.role} ${key}`, kindKey);
    return kindKey;
  });
  const first = new Map<string, number>();
  const families = new Int32Array(items.length).fill(-1);
  items.forEach((item, index) => {
    let key = readKeys[index];
    if (key === undefined) return;
    // A kind of a kind is a kind of the first (たんぱく質が摂れるツナコーンサラダ → ツナコーンサラダ → コーンサラダ); names are short, the chain too.
    for (let hops = 0, next = baseOfKey.get(`${item.role} ${key}`); next !== undefined && hops < 8; hops++)
      [key, next] = [next, baseOfKey.get(`${item.role} ${next}`)];
    const family = first.get(key);
    if (family === undefined) first.set(key, index);
    else families[index] = families[family] = family;
  });
  return families;
}
