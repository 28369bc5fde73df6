import { normalizeText } from '@shokuji/ja-text';
import escapeStringRegexp from 'escape-string-regexp';
import { editionFamilies, editionKeyOf, editionWordsOf, partKeyOf } from './set-editions';
import type { SetCandidateItem } from './set-request';
import {
  ADD_ON_HOSTS,
  ADD_ON_RULES,
  COOKED_EGG_KEY,
  DRUNK_DESSERT_NAME,
  FOR_DISH_HOSTS,
  FRIES_KEY,
  FOR_DISH_NAME,
  HOST_NAMES,
  FOOD_ROLES,
  INCLUDED_PARTS,
  INCLUDES,
  MEAL_PART_KEY,
  NAMED_PART_ROLES,
  OWED_PARTS,
  PART_PAIR_NAME,
  PART_ALIASES,
  PART_SHORT_FORMS,
  NOT_RICE_SIDE_NAME,
  ON_BOWL_KEY,
  ON_RICE_KEY,
  PLAIN_RICE_KEY,
  RICE_DISH_NAME,
  RICE_SIDE_NAME,
  ROLE_RULES,
  TAKEOUT_NAME,
  drinkPartsOf,
  isPlainBreadName,
  type AddOnHost,
  type IncludedPart,
} from './set-rules';

// How a piece of a set depends on the others, from the item alone: an add-on (a topping) joins only
// beside what it is for (docs/sets.md → Add-ons), and no piece joins beside one that already comes with
// it (→ Included parts).

const HOST_BIT = new Map(ADD_ON_HOSTS.map((host, index) => [host, 1 << index]));
/** The bit of a host in hostBitsOf. */
export const hostBit = (host: AddOnHost): number => HOST_BIT.get(host)!;

/** What an add-on is for (set-rules.ts → ADD_ON_RULES), or null for a piece that is no add-on. */
export function addOnHostOf(item: Pick<SetCandidateItem, 'role' | 'name'>): AddOnHost | null {
  if (!ROLE_RULES[item.role].needsCore) return null;
  return ADD_ON_RULES.find((rule) => rule.name.test(item.name))?.host ?? 'dish';
}

/** The hosts a piece can be, as bits (hostBit): a dish, a bowl of rice or noodles, rice, a salad, bread, a fried dish, one cheese melts on. */
export function hostBitsOf(item: Pick<SetCandidateItem, 'role' | 'kind' | 'name' | 'soldByPiece'>): number {
  const { role, kind, name } = item;
  const core = ROLE_RULES[role].group === 'core';
  // A dish is a core eaten from a plate or bowl: not an onigiri, a sushi plate or a piece sold by the piece.
  const dish = core && !item.soldByPiece && !HOST_NAMES.handHeld.test(name);
  // A tonkatsu chain's ライス, a salad and a からあげ are side dishes there.
  const onPlate = core || role === 'side';
  let bits = 0;
  if (dish) bits |= hostBit('dish');
  if (dish && (kind === 'rice' || kind === 'noodle') && !HOST_NAMES.setMeal.test(name)) bits |= hostBit('bowl');
  if (dish && kind === 'noodle' && !HOST_NAMES.lessNoodles.test(name)) bits |= hostBit('noodles');
  if ((dish && kind === 'rice') || (role === 'side' && HOST_NAMES.rice.test(name))) bits |= hostBit('rice');
  if (onPlate && isSalad(name)) bits |= hostBit('salad');
  if (role !== 'drink' && role !== 'topping' && HOST_NAMES.bread.test(name)) bits |= hostBit('bread');
  if (onPlate && HOST_NAMES.fried.test(name)) bits |= hostBit('fried');
  if (onPlate && HOST_NAMES.melt.test(name)) bits |= hostBit('melt');
  return bits;
}

/** A salad a dressing goes on (set-rules.ts → HOST_NAMES). */
const isSalad = (name: string) => HOST_NAMES.salad.test(name) && !HOST_NAMES.notSalad.test(name);

/** The index a part no core holds gets: no bit. */
const NO_BIT = -1;

const PART_BIT = new Map(INCLUDED_PARTS.map((part, index) => [part, 1 << index]));
export const partBit = (part: IncludedPart): number => PART_BIT.get(part)!;

/** The cup, glass and brew a drink is, as bits (set-rules.ts → drinkPartsOf); at a convenience store its shelf drinks are cold. */
const drinkPartBitsOf = (name: string, convenienceStore: boolean): number =>
  drinkPartsOf(name, convenienceStore).reduce((bits, part) => bits | partBit(part), 0);

/**
 * A soup, or a side eaten with a meal and not by itself (a pickle, a condiment, a raw egg, plain rice: set-rules.ts →
 * MEAL_PART_KEY; away from a convenience store a cooked egg too, COOKED_EGG_KEY), which owes something to eat beside it
 * (docs/sets.md → Snack time). A ＜…＞ note of the menu is no part of the name.
 */
function isMealPart(item: Pick<SetCandidateItem, 'role' | 'name'>, convenienceStore: boolean): boolean {
  if (item.role === 'soup') return true;
  const key = sideKeyOf(item);
  if (key === null) return false;
  return (
    MEAL_PART_KEY.test(key) ||
    PLAIN_RICE_KEY.test(key) ||
    ON_RICE_KEY.test(key) ||
    ON_BOWL_KEY.test(key) ||
    (!convenienceStore && COOKED_EGG_KEY.test(key))
  );
}

/** A side's edition key without the menu's ＜…＞ note, or null for a piece that is no side. */
function sideKeyOf(item: Pick<SetCandidateItem, 'role' | 'name'>): string | null {
  return item.role === 'side' ? editionKeyOf(item.name.replace(/[＜<][^＞>]*[＞>]/g, ''), item.role) : null;
}

/**
 * What a side eaten on rice owes (set-rules.ts → ON_RICE_KEY): natto or nori the rice, とろろ rice or a bowl of noodles; and, as
 * every meal part, something to eat.
 */
function bedOwedOf(item: Pick<SetCandidateItem, 'role' | 'name'>): number {
  const key = sideKeyOf(item);
  if (key === null) return 0;
  if (ON_RICE_KEY.test(key)) return partBit('riceBed');
  if (ON_BOWL_KEY.test(key)) return partBit('bowlBed');
  return 0;
}

/** A shake or a float filed as a dessert (set-rules.ts → DRUNK_DESSERT_NAME): it is drunk, and is the set's drink. */
export const isDrunkDessert = (item: Pick<SetCandidateItem, 'role' | 'name'>): boolean =>
  item.role === 'dessert' && DRUNK_DESSERT_NAME.test(item.name);

/** The parts a piece already comes with, as bits (set-rules.ts → INCLUDES). */
function includedPartsOf(item: Pick<SetCandidateItem, 'role' | 'name' | 'kind' | 'small'>, convenienceStore: boolean): number {
  // Only a main or a combo has a staple (deriveSetRole); a caller's own items may carry one on any role.
  const core = ROLE_RULES[item.role].group === 'core';
  const kind = core ? item.kind : undefined;
  // A drink comes with the cup, glass and brew it is: a set holds one of each (set-rules.ts → drinkPartsOf).
  const drinkBits = item.role === 'drink' ? drinkPartBitsOf(item.name, convenienceStore) : 0;
  return INCLUDES.reduce(
    (bits, rule) =>
      (rule.name === undefined || rule.name.test(item.name)) &&
      (rule.notName === undefined || !rule.notName.test(item.name)) &&
      (rule.kind === undefined || rule.kind === kind) &&
      (rule.role === undefined || rule.role === item.role) &&
      (rule.core !== true || core) &&
      !(rule.notSmall && item.small === true)
        ? bits | partBit(rule.part)
        : bits,
    drinkBits,
  );
}

/**
 * The parts a piece is, as bits: any drink (a shake or a float too), a cup or a glass (or both) and a brew, a dessert, a salad
 * side, a soup, a side of plain rice or of any rice, a side of fries, a plain bread that is no core, and something to eat by
 * itself (food: not a soup, a pickle or a condiment).
 */
function partBitsOf(item: Pick<SetCandidateItem, 'role' | 'name' | 'kind' | 'soldByPiece'>, convenienceStore: boolean): number {
  let bits = 0;
  // A sweet is eaten by itself, but it is not what a soup or a pickle goes with (docs/sets.md → Snack time).
  if (FOOD_ROLES.has(item.role) && item.role !== 'dessert' && !isMealPart(item, convenienceStore)) bits |= partBit('food');
  // Rice to put natto on: a rice dish from a bowl or a plate, a 定食 or 丼 whatever its staple, a side of rice (hostBitsOf).
  const hosts = hostBitsOf(item);
  const core = ROLE_RULES[item.role].group === 'core';
  if ((hosts & hostBit('rice')) !== 0 || (core && (hosts & hostBit('dish')) !== 0 && RICE_DISH_NAME.test(item.name)))
    bits |= partBit('riceBed') | partBit('bowlBed');
  if ((hosts & (hostBit('bowl') | hostBit('noodles'))) !== 0) bits |= partBit('bowlBed');
  if (item.role === 'drink' || isDrunkDessert(item)) bits |= partBit('drink') | drinkPartBitsOf(item.name, convenienceStore);
  if (item.role === 'side' && FRIES_KEY.test(editionKeyOf(item.name, item.role))) bits |= partBit('fries');
  if (ROLE_RULES[item.role].group !== 'core' && item.role !== 'drink' && isPlainBreadName(item.name)) bits |= partBit('bread');
  if (item.role === 'dessert') bits |= partBit('dessert');
  if (item.role === 'side' && isSalad(item.name)) bits |= partBit('salad');
  if (item.role === 'soup') bits |= partBit('soup');
  if (item.role === 'side' && PLAIN_RICE_KEY.test(editionKeyOf(item.name, item.role))) bits |= partBit('rice');
  if (item.role === 'side' && RICE_SIDE_NAME.test(item.name) && !NOT_RICE_SIDE_NAME.test(item.name)) bits |= partBit('riceSide');
  return bits;
}

/**
 * The parts a set holding this piece must also hold, as bits (set-rules.ts → OWED_PARTS): a dish sold without its rice owes the
 * rice, and a soup, a pickle or a condiment something to eat (isMealPart: at a meal its core, at snack time a treat).
 */
function owedPartsOf(item: Pick<SetCandidateItem, 'role' | 'name' | 'kind'>, convenienceStore: boolean): number {
  if (isMealPart(item, convenienceStore)) return partBit('food') | bedOwedOf(item);
  if (item.role !== 'main') return 0;
  return OWED_PARTS.reduce(
    (bits, rule) => (rule.name.test(item.name) && (rule.kind === undefined || rule.kind === item.kind) ? bits | partBit(rule.part) : bits),
    0,
  );
}

/**
 * How a core's name holds each part of PART_SHORT_FORMS, by the part's folded key: the word, or its short form where the
 * clipped word ends (before another word or short form of the table, a letter that is no kana, or the end).
 */
const SHORT_FORM_IN_NAME: ReadonlyMap<string, RegExp> = (() => {
  const forms = PART_SHORT_FORMS.map(({ word, short }) => ({ word: normalizeText(word), short: normalizeText(short) }));
  const next = forms
    .flatMap(({ word, short }) => [word, short])
    .map((word) => escapeStringRegexp(word))
    .join('|');
  return new Map(
    forms.map(({ word, short }) => [word, new RegExp(`${escapeStringRegexp(word)}|${escapeStringRegexp(short)}(?=${next}|[^ぁ-ゖー]|$)`)]),
  );
})();

/** Bits of one word of a mask: a shop's parts take as many words as they need, the INCLUDED_PARTS first. */
const WORD_BITS = 32;
/** The shortest core key a side's word may end with and be read as a kind of that core (ナゲット, メンチ, 昆布). */
const MIN_HEAD_KEY_LENGTH = 2;

/**
 * A shop's part columns (partColumnsOf): per item `words` words of bits, item i's word w at i * words + w. The
 * INCLUDED_PARTS are bits of word 0 (partBit).
 */
export interface PartColumns {
  words: number;
  includedParts: Int32Array;
  partBits: Int32Array;
  owedParts: Int32Array;
}

/**
 * The parts each piece of one shop comes with (includedParts) and is (partBits), as bits (docs/sets.md →
 * Included parts), and what a set holding it must also hold (owedParts: a dish sold without its rice, → Roles):
 * the parts a name or a staple says (INCLUDES), and every side, soup or topping of the shop
 * that a core's name holds (キムチ牛丼 comes with its キムチ, 餃子 定食 with its 餃子, ねぎ玉牛丼 with its egg:
 * PART_ALIASES, PART_SHORT_FORMS), each edition of a side being the parts of its family (富士山キムチ is the キムチ of
 * キムチ牛めし). Each such part gets a bit of its own (parts held by the same cores share one), in as many words as
 * the shop's parts need (松のや's sauces and cutlets take 73 bits).
 */
export function partColumnsOf(
  items: readonly Pick<SetCandidateItem, 'role' | 'name' | 'kind' | 'small' | 'soldByPiece'>[],
  convenienceStore = false,
): PartColumns {
  const owedFixed = items.map((item) => owedPartsOf(item, convenienceStore));
  // A piece never comes with what it owes (a caller's own item may say おかずのみ on a rice main).
  const includedFixed = items.map((item, i) => includedPartsOf(item, convenienceStore) & ~owedFixed[i]!);
  const partFixed = items.map((item) => partBitsOf(item, convenienceStore));
  // The bits past the INCLUDED_PARTS, by index, per item: packed into words once the shop's count is known.
  const includedNamed = items.map((): number[] => []);
  const partNamed = items.map((): number[] => []);
  const owedNamed = items.map((): number[] => []);
  // A core whose key is the part's own is an edition of it, not a dish that holds it (Editions keep them apart).
  const cores = items.flatMap((item, i) =>
    ROLE_RULES[item.role].group === 'core' ? [{ i, name: normalizeText(item.name), key: editionKeyOf(item.name, item.role) }] : [],
  );
  const bitOfPart = new Map<string | RegExp, number>();
  let nextBit = INCLUDED_PARTS.length;
  // At a shop that sells some pieces for take-out, those and the pieces served at the table never meet (TAKEOUT_NAME):
  // each take-out piece comes with the part every other piece is.
  const takeout = items.map((item) => TAKEOUT_NAME.test(item.name));
  if (takeout.includes(true) && takeout.includes(false)) {
    const bit = nextBit++;
    takeout.forEach((isTakeout, i) => (isTakeout ? includedNamed : partNamed)[i]!.push(bit));
  }
  // A side sold for one dish (【だし茶漬用】ミニサバ小鉢) owes a core that is that dish; with none at the shop it is in no set.
  const bitOfUse = new Map<string, number>();
  items.forEach((item, j) => {
    const use = NAMED_PART_ROLES.has(item.role) ? FOR_DISH_NAME.exec(item.name)?.[1] : undefined;
    if (use === undefined) return;
    const word = normalizeText(use);
    let bit = bitOfUse.get(word);
    if (bit === undefined) {
      bit = nextBit++;
      const host = FOR_DISH_HOSTS.find((rule) => rule.use.test(use))?.host;
      for (const core of cores) if (host ? host.test(items[core.i]!.name) : core.name.includes(word)) partNamed[core.i]!.push(bit);
      bitOfUse.set(word, bit);
    }
    owedNamed[j]!.push(bit);
  });
  // The other way round, a side named as a kind of a core is a second serving of it: a word of its name that ends with
  // the core's whole key (チキンナゲット 5ピース of KFC's ナゲット 2ピース, 牛肉メンチ of メガメンチ). A Japanese compound names
  // its kind last, so カレーコロッケ is no curry; a core's key as a word of its own (サラダ ローストチキン) is a filling.
  const coresByKey = new Map<string, number[]>();
  for (const core of cores)
    if (core.key.length >= MIN_HEAD_KEY_LENGTH) coresByKey.set(core.key, [...(coresByKey.get(core.key) ?? []), core.i]);
  items.forEach((item, j) => {
    if (!NAMED_PART_ROLES.has(item.role) || coresByKey.size === 0) return;
    for (const word of editionWordsOf(item.name, item.role))
      for (let start = 1; word.length - start >= MIN_HEAD_KEY_LENGTH; start++) {
        const holders = coresByKey.get(word.slice(start));
        if (holders === undefined) continue;
        const part = `kind of ${word.slice(start)}`;
        let bit = bitOfPart.get(part);
        if (bit === undefined) {
          bit = nextBit++;
          for (const i of holders) includedNamed[i]!.push(bit);
          bitOfPart.set(part, bit);
        }
        partNamed[j]!.push(bit);
      }
  });
  const firstNamedBit = nextBit;
  // Parts held by the same cores share a bit: a piece of either clashes with exactly those cores, as with a bit of its own.
  // A part no core holds has none (NO_BIT).
  const bitOfHolders = new Map<string, number>();
  items.forEach((item, j) => {
    const whole = NAMED_PART_ROLES.has(item.role) ? partKeyOf(item.name, item.role) : null;
    if (whole === null) return;
    // A part and an egg sold in one (キムチ生玉子セット) is each of them.
    const pair = PART_PAIR_NAME.exec(whole);
    for (const key of pair ? [pair[1]!, pair[2]!] : [whole]) {
      const inName = PART_ALIASES.find((alias) => alias.part.test(key))?.inName ?? SHORT_FORM_IN_NAME.get(key);
      const part = inName ?? key;
      let bit = bitOfPart.get(part);
      if (bit === undefined) {
        const holders = cores.filter((core) => core.key !== key && (inName ? inName.test(core.name) : core.name.includes(key)));
        const signature = holders.map(({ i }) => i).join(' ');
        bit = bitOfHolders.get(signature) ?? (holders.length > 0 ? nextBit++ : NO_BIT);
        bitOfHolders.set(signature, bit);
        for (const { i } of holders) includedNamed[i]!.push(bit);
        bitOfPart.set(part, bit);
      }
      if (bit !== NO_BIT) partNamed[j]!.push(bit);
    }
  });
  // Editions of one side are one product (Editions), so one part: 松屋's 富士山キムチ is the キムチ of キムチ牛めし, though its
  // own key is no word of the core's name. Each side, soup or topping is the named parts of every piece of its family.
  if (nextBit > firstNamedBit) {
    const families = editionFamilies(
      items.map((item) => ({ role: item.role, name: item.name, editionKey: editionKeyOf(item.name, item.role) })),
    );
    const isFamilyPart = (j: number) => families[j]! >= 0 && NAMED_PART_ROLES.has(items[j]!.role);
    const familyBits = new Map<number, Set<number>>();
    items.forEach((_, j) => {
      if (!isFamilyPart(j)) return;
      const bits = familyBits.get(families[j]!) ?? new Set<number>();
      for (const bit of partNamed[j]!) if (bit >= firstNamedBit) bits.add(bit);
      familyBits.set(families[j]!, bits);
    });
    items.forEach((_, j) => {
      if (isFamilyPart(j)) partNamed[j]!.push(...familyBits.get(families[j]!)!);
    });
  }
  const words = Math.ceil(nextBit / WORD_BITS);
  const column = (fixed: readonly number[], named: readonly number[][]) => {
    const bits = new Int32Array(items.length * words);
    items.forEach((_, i) => {
      bits[i * words] = fixed[i]!;
      for (const bit of named[i]!) bits[i * words + Math.floor(bit / WORD_BITS)]! |= 1 << (bit % WORD_BITS);
    });
    return bits;
  };
  return {
    words,
    includedParts: column(includedFixed, includedNamed),
    partBits: column(partFixed, partNamed),
    owedParts: column(owedFixed, owedNamed),
  };
}
