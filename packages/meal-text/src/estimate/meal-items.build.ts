import { DRINK_KINDS, NO_MAIN_KINDS, type CookingMethod, type Entry, type EntryPart, type PortionWord } from '../lexicon/lexicon.types';
import { isLatin, termKey } from '../lexicon/term-key';
import type { Segment } from '../match/meal-text.segment';
import type { MextFood } from '../mext/mext-table';
import type { Quantity } from '../text/quantity.extract';
import type { EntryUse, ItemPlan } from './item-plan.types';
import {
  dishAmountsOn,
  fillingOfSameDish,
  fillsDish,
  fillsLikeOwn,
  gramsOfUse,
  holdsNamedFoods,
  keepOwnFilling,
  secondCutOf,
  countsOwn,
  isCondimentFood,
  leaveOutDishPart,
  listContents,
  fishInPlace,
  meatInPlace,
  ownAnimalCut,
  speciesPart,
  SPECIES_WORDS,
  MEASURED_UNITS,
  nameDishPart,
  partNamed,
  piecesAreItsFoods,
  replaceFilling,
} from './dish-contents';
import { PORTION_FACTORS, WEIGHT_UNITS, WHOLE_SERVING_WORDS } from './entry-amount';
import { servedInPieces, servingPieces, unitWeight } from './unit-weight';

/** The segments between two separators. */
interface ItemGroup {
  start: number;
  end: number;
  segments: Segment[];
  /** The separator before the group, empty for the first. */
  joinedBy: string;
}

interface Word {
  position: number;
  end: number;
  latin: boolean;
  /** Said of the word after it, as an English word is (半 glued before a food: 半チャーハン). */
  prefix?: boolean;
}

// Size words written as a prefix of the food they size: 半チャーハン, 半ライス, 半ラーメン (ラーメン半チャーハン: a
// whole ramen and half a fried rice).
const SIZE_PREFIXES = new Set(['半']);

/**
 * Lexicon dishes first (餃子 the dish, not the bare fried dumplings), then foods, the catalog, the
 * table; among equals the entry the word is the first name of (もも: 桃 before 鶏もも肉).
 */
function priorityOf(entry: Entry, word: string): number {
  const rank =
    entry.source === 'lexicon'
      ? entry.isDish && entry.parts.length > 1
        ? 0
        : entry.kind === 'dish'
          ? 2
          : 1
      : entry.source === 'catalog'
        ? 3
        : 4;
  const firstName = termKey(entry.nameJa) === word || entry.nameEn.toLowerCase() === word;
  return rank * 2 + (firstName ? 0 : 1);
}

/**
 * The entry two words of an item name together, written apart (焼き鳥5本 塩: 焼き鳥塩; 焼き鳥 ねぎま3本:
 * 焼き鳥ねぎま), or with the second word first (`secondFirst`: 餃子 焼き6: 焼き餃子); undefined when they name none.
 */
export type NamedTogether = (first: EntryUse, second: { term: string }, secondFirst?: boolean) => Entry | undefined;

const byPriority = (entries: Entry[], word: string): Entry[] => [...entries].sort((a, b) => priorityOf(a, word) - priorityOf(b, word));

/**
 * Splits the segments into items at separators and resolves each term to an entry or a modifier.
 * `text` is the folded, quantity-masked text the segments point into; `base` the same text as written.
 */
export function buildItems(
  segments: Segment[],
  quantities: Quantity[],
  text: string,
  base: string,
  namedTogether: NamedTogether,
  bentoOfNoKind: Entry,
): ItemPlan[] {
  const textLength = text.length;
  const contents = contentRanges(segments, quantities, text);
  const inContents = (at: number): boolean => contents.some((range) => at > range.start && at < range.end);
  const groups: ItemGroup[] = [];
  let current: ItemGroup = { start: 0, end: textLength, segments: [], joinedBy: '' };
  for (const [at, segment] of segments.entries()) {
    if (
      segment.type === 'separator' &&
      !inContents(segment.start) &&
      !listsContents(segment, segments.slice(at + 1)) &&
      !joinsCupAdditions(current.segments, segment, segments[at + 1]) &&
      !listsDishFoods(segments[at - 1], segment, segments.slice(at + 1))
    ) {
      current.end = segment.start;
      groups.push(current);
      current = { start: segment.end, end: textLength, segments: [], joinedBy: segment.text };
    } else current.segments.push(segment);
  }
  groups.push(current);

  const items: ItemPlan[] = [];
  for (const group of groups) {
    // A count spread to a food's name (each-count.ts) stands zero-wide right after it, at its group's end when a separator follows.
    const groupQuantities = quantities.filter(
      (quantity) => quantity.start >= group.start && (quantity.start < group.end || quantity.end === group.end),
    );
    const groupContents = contents.filter((range) => range.start >= group.start && range.start < group.end);
    const item = planItem(group, groupQuantities, groupContents, base, namedTogether, bentoOfNoKind);
    // An item that only said how much of the broth of the item before was left has nothing more to add.
    if (leaveBroth(item, items, base) && item.uses.length === 0 && item.sets.length === 0) continue;
    readCupAdditions(item, items.at(-1));
    readAsSecondCuts(item, items);
    const hasContent = item.uses.length > 0 || item.unknownWords.length > 0 || item.sets.length > 0;
    const previous = items.at(-1);
    // "fried chicken, 4 pieces" / "ramen, extra noodles": an item of amounts or modifiers only belongs to the one before,
    // or to the dish that food was named "with" (amountsTarget).
    if (!hasContent && previous && (groupQuantities.length > 0 || item.strayWords > 0)) {
      mergeInto(amountsTarget(items, groupQuantities), group.segments, groupQuantities, item.noodleWords.length > 0);
      continue;
    }
    // 麺 with no noodle dish to address ("rice noodles") names something the engine did not read.
    if (!item.uses.some(hasNoodles)) item.unknownWords.push(...item.noodleWords);
    if (item.uses.length > 0 || item.unknownWords.length > 0 || item.sets.length > 0) items.push(item);
  }
  const joined = joinStaplesToDishes(setDishAfterSides(setWordsOnNext(sharesOfFoodsNamedBefore(items, base)), base), namedTogether, base);
  closePotWithNoodles(joined, base);
  return withoutLeftOut(extraAsOneMore(pouredAtDrinkBar(joined, base)));
}

// A self-service drink bar (foods.tsv: two glasses of a soft drink when nothing more is said), where drinks are poured.
const DRINK_BAR = 'drink-bar';
const SOFT_DRINK_KINDS: ReadonlySet<string> = new Set(['drink', 'coffee']);
const SENTENCE_END = /[。.!?！？\n]/u;

/**
 * ドリンクバーでコーラとメロンソーダ, drink bar, 2 coffees: the soft drinks or coffees named in the drink bar's sentence
 * are what was poured there, and the drink bar itself adds nothing (it was two more glasses beside them); a drink bar
 * with no drink named is its two glasses, and one counted (ドリンクバーで3杯) that many.
 */
function pouredAtDrinkBar(items: ItemPlan[], base: string): ItemPlan[] {
  let dropped = false;
  for (const item of items)
    for (const bar of item.uses.filter((use) => use.entry.key === DRINK_BAR && use.quantities.length === 0 && !use.negated)) {
      let [start, end] = [bar.position, bar.end];
      while (start > 0 && !SENTENCE_END.test(base[start - 1]!)) start -= 1;
      while (end < base.length && !SENTENCE_END.test(base[end]!)) end += 1;
      const poured = items.some((other) =>
        other.uses.some(
          (use) => use.entry.key !== DRINK_BAR && SOFT_DRINK_KINDS.has(use.entry.kind) && use.position >= start && use.position < end,
        ),
      );
      if (!poured) continue;
      item.uses = item.uses.filter((use) => use !== bar);
      dropped = true;
    }
  return dropped ? items.filter((item) => item.uses.length > 0 || item.unknownWords.length > 0 || item.sets.length > 0) : items;
}

// The broth of a hot pot (foods.tsv), in every 鍋 of dishes.tsv: もつ鍋, 寄せ鍋.
const POT_BROTH = 'nabe-tsuyu';
// 〆に, 〆の, シメは: the dish that closes a meal, right before its word.
const CLOSING_BEFORE = /(?:〆|シメ|しめ|締め)\s*[にのはで]?\s*$/u;

/**
 * もつ鍋を3人で、〆にラーメン: the noodles that close a hot pot are boiled in its broth, so a noodle dish said so after a
 * 鍋 is its noodles alone (as 〆に中華麺 is), not a bowl with its own soup and toppings; after no pot (日本酒2合 〆のラーメン)
 * it is the bowl of a ramen shop. The table that shared the pot shares them too (one ball into the pot), unless an
 * amount of them is said.
 */
function closePotWithNoodles(items: ItemPlan[], base: string): void {
  let pot: EntryUse | undefined;
  for (const item of items)
    for (const use of item.uses) {
      if (pot && use.entry.isDish && hasNoodles(use) && CLOSING_BEFORE.test(base.slice(item.start, use.position))) {
        use.entry = { ...use.entry, parts: use.entry.parts.filter((part) => part.staple) };
        use.alternatives = [];
        const potShares = pot.quantities.filter((quantity) => quantity.unit === 'share');
        if (use.quantities.length === 0) use.quantities.push(...potShares.map((share) => ({ ...share, ofOrder: false })));
      }
      if (use.entry.parts.some((part) => part.foodKey === POT_BROTH)) pot = use;
    }
}

// Size words that say how much of a serving was eaten, not how large it was served (半分, 少し).
const SHARE_WORDS = new Set<PortionWord>(['half', 'little']);

/**
 * "burger and fries, shared the fries", "ate half the fries", ラーメンと餃子、餃子は半分: a food named again in an item of its
 * own with only a share or a half of it says how much of the food named before was eaten, not a second serving (a count,
 * a weight or a refill still is one); so do the pieces of it left (唐揚げ定食、唐揚げ1個残した: the set's five less one, where
 * the four were a second serving). A share the list spread to the first already (list-share.ts) is not taken twice.
 * Named again as the one named before (the before it, は or a verb of being after it) and with no amount ("the fries were
 * cold", "gyoza was great", 餃子は美味しかった), it adds nothing.
 */
function sharesOfFoodsNamedBefore(items: ItemPlan[], base: string): ItemPlan[] {
  return items.filter((item, at) => {
    const [use] = item.uses;
    if (!use || item.uses.length !== 1 || item.sets.length > 0 || use.negated || use.additional) return true;
    const shares = use.quantities.filter((quantity) => ['share', 'left'].includes(quantity.unit) || isShareOfOne(quantity));
    const words = use.portions.filter((word) => SHARE_WORDS.has(word));
    const onlyShares = shares.length === use.quantities.length && words.length === use.portions.length;
    const saidOfIt = shares.length + words.length > 0 && item.unknownWords.length === 0;
    const definite =
      use.quantities.length + use.portions.length === 0 &&
      (/\bthe\s+$/iu.test(base.slice(item.start, use.position)) ||
        /^(?:\s?は|\s+(?:was|were|is|are|tasted)\b)/iu.test(base.slice(use.end)));
    if (!onlyShares || !(saidOfIt || definite)) return true;
    // "mapo tofu and rice, shared the tofu": a dish named again by the word its name ends in is that dish.
    const word = termKey(use.term);
    const namesIt = (other: EntryUse): boolean =>
      !other.negated &&
      (other.entry.key === use.entry.key || (other.entry.isDish && termKey(other.term) !== word && termKey(other.term).endsWith(word)));
    const earlier = items.slice(0, at).findLast((before) => before.uses.some(namesIt));
    const first = earlier?.uses.findLast(namesIt);
    if (!earlier || !first) return true;
    first.quantities.push(...shares.filter((share) => !first.quantities.some((quantity) => quantity.sharedFrom === share.start)));
    first.portions.push(...words);
    earlier.unknownWords.push(...item.unknownWords);
    return false;
  });
}

/**
 * パスタセット（サラダ、スープ付き）カルボナーラ, ピザセット（サラダ）マルゲリータ: the dish named right after the brackets of a
 * set's sides is the set's own, the kind of the general dish named before the set word (the same entry, or a dish of
 * that staple), not a second serving beside it.
 */
function setDishAfterSides(items: ItemPlan[], base: string): ItemPlan[] {
  return items.filter((item, at) => {
    const [named] = item.uses;
    if (!named?.entry.isDish || !/[)）]\s*$/u.test(base.slice(item.start, named.position))) return true;
    const general = items
      .slice(0, at)
      .flatMap((before) => before.uses)
      .findLast((use) => SET_SIDES_AFTER.test(base.slice(use.end)));
    if (!general || !(general.entry.key === named.entry.key || isStapleOf(named, general))) return true;
    general.entry = named.entry;
    general.alternatives = [];
    general.quantities.push(...named.quantities);
    general.portions.push(...named.portions);
    const holder = items.slice(0, at).find((before) => before.uses.includes(general))!;
    holder.unknownWords.push(...item.unknownWords);
    item.uses = item.uses.slice(1);
    return item.uses.length > 0 || item.sets.length > 0;
  });
}

/** A food a set may be served for: not a drink, a fruit, a sweet or a condiment (NO_MAIN_KINDS), nor one not eaten. */
export const isSetMain = (use: EntryUse): boolean => !use.negated && !NO_MAIN_KINDS.has(use.entry.kind);

/**
 * "konbini bento, karaage", "set meal: grilled fish": an item that is a set word alone is said of the item after it,
 * as 弁当 唐揚げ is one item (the karaage with the bento's rice, where the bento named nothing and the karaage was alone);
 * not of an item with no main (お弁当とバナナ: a bento and a banana).
 */
function setWordsOnNext(items: ItemPlan[]): ItemPlan[] {
  return items.flatMap((item, at) => {
    const next = items[at + 1];
    // A bento's stand-in (the bento of no kind, planItem) gives way to the main after it.
    const alone = item.sets.length > 0 && item.uses.every((use) => use.standIn) && item.unknownWords.length === 0;
    if (!alone || !next || !next.uses.some(isSetMain)) return [item];
    next.sets = [...new Set([...item.sets, ...next.sets])];
    return [];
  });
}

/**
 * The item an item of amounts or size words alone is said of: the one before it, but after a food named "with" a
 * dish (with, w/, に) the dish, for size words alone ("gyudon with raw egg, large": the bowl, not an L egg) and for a
 * count in pieces the dish's food is counted in and the food named with it is not ("fried chicken with rice, 4
 * pieces": four pieces of chicken, not four bowls of rice).
 */
function amountsTarget(items: ItemPlan[], quantities: Quantity[]): ItemPlan {
  const previous = items.at(-1)!;
  let at = items.length - 1;
  while (at > 0 && CONTENTS_JOINERS.has(items[at]!.joinedBy)) at -= 1;
  const host = items[at]!;
  // A bare number ("pancakes with syrup, 3") counts whichever of the two is eaten in pieces of any counter.
  const countedIn = (item: ItemPlan, unit: string): boolean =>
    unit === 'count'
      ? [...PIECE_COUNTERS].some((counter) => countedIn(item, counter))
      : item.uses.some((use) => use.entry.unitGrams.has(unit) || use.entry.piecesPerServing.has(unit));
  const countsHost = quantities.every(
    (quantity) =>
      (PIECE_COUNTERS.has(quantity.unit) || quantity.unit === 'count') &&
      countedIn(host, quantity.unit) &&
      !countedIn(previous, quantity.unit),
  );
  return quantities.length === 0 || countsHost ? host : previous;
}
// Counters of pieces a food may list as its own units (a count in them names which food is counted).
const PIECE_COUNTERS = new Set(['個', '本', '枚', '切れ', '貫', '尾', '串']);

/**
 * "ramen, extra chashu", "poke bowl extra avocado": extra written before a food that stays a food of its own after a
 * dish is one more of it, as "an extra" is: one more of the dish's own part where the nearest dish before has it
 * (the ramen's 20 g of chashu twice), else one more serving beside the dish (burger with extra egg); it was the
 * food's serving ×1.5 beside the dish's own. Said of the dish's part within its phrase it is the same one more
 * (extraAsDouble: pizza with extra cheese), and of a staple it is the staple's size word (extra rice).
 */
function extraAsOneMore(items: ItemPlan[]): ItemPlan[] {
  return items.flatMap((item, at) => {
    const earlier = items.slice(0, at).flatMap((before) => before.uses);
    item.uses = item.uses.filter((use) => {
      const dishes = [...earlier, ...item.uses.filter((other) => other.end <= use.position)].filter(
        (other) => other.entry.isDish && !other.negated,
      );
      if (!use.extraBefore) {
        addedAsPart(use, dishes);
        return true;
      }
      if (bareStaple(use) !== undefined || dishes.length === 0) return true;
      const large = use.portions.indexOf('large');
      if (large >= 0) use.portions.splice(large, 1);
      const dish = use.quantities.length === 0 ? dishes.findLast((other) => partNamed(other.entry, use.entry)) : undefined;
      if (!dish) {
        use.additional = true;
        return true;
      }
      sizePartOnly(dish, partNamed(dish.entry, use.entry)!, ['double']);
      return false;
    });
    return item.uses.length > 0 || item.unknownWords.length > 0 || item.sets.length > 0 ? [item] : [];
  });
}

/**
 * 家系ラーメン ほうれん草増し, のり追加: a topping added (追加, 増し, トッピング) that the nearest dish before has is one more
 * of that part, in its form and at its grams (the ramen's 20 g of boiled spinach, its 3 g of のり), where it was the
 * food's own serving (70 g of raw spinach, 1 g of のり) beside it. An amount written, a staple (替え玉) or a refill (おかわり) keep their own reading.
 */
function addedAsPart(use: EntryUse, dishes: EntryUse[]): void {
  if (!use.additional || use.refill || use.quantities.length > 0 || bareStaple(use) !== undefined) return;
  const part = dishes.map((dish) => partNamed(dish.entry, use.entry)).findLast((found) => found !== undefined && !found.staple);
  if (part) use.entry = { ...use.entry, parts: [{ ...part, fillingGrams: undefined }] };
}

/**
 * "ramen extra chashu", "pizza with extra cheese": extra said of a dish's part within its phrase is one more of
 * the part, as written as an item of its own ("ramen, extra chashu") or as チャーシュー追加; it sized the part ×1.5
 * as the size word it is for a staple (extra noodles: PORTIONS.md's ×1.5) and for a serving (extra large).
 */
function extraAsDouble(use: EntryUse): PortionWord[] {
  const large = use.extraBefore ? use.portions.indexOf('large') : -1;
  return large < 0 ? use.portions : use.portions.map((word, at) => (at === large ? 'double' : word));
}

/**
 * 焼肉 カルビ、ロース, 焼肉 カルビとロース各100g: a word of several readings in an item after a dish whose food
 * the text named is read as another cut of that food where it can be one (牛肩ロース, not the pork that is ロース alone).
 */
function readAsSecondCuts(item: ItemPlan, earlier: readonly ItemPlan[]): void {
  for (const use of item.uses) {
    if (use.alternatives.length === 0) continue;
    const cut = earlier.flatMap((before) => before.uses.map((dish) => secondCutOf(dish.entry, use))).findLast(Boolean);
    if (!cut) continue;
    use.entry = cut;
    use.alternatives = [];
  }
}

/**
 * Foods named as not eaten (ご飯抜き) that no dish had are simply not counted; an item of nothing else
 * goes. A set's item keeps them: the set leaves out its own rice or soup (定食 ご飯なし).
 */
function withoutLeftOut(items: ItemPlan[]): ItemPlan[] {
  return items.flatMap((item) => {
    if (item.sets.length > 0 || !item.uses.some((use) => use.negated)) return [item];
    const uses = item.uses.filter((use) => !use.negated);
    return uses.length > 0 || item.unknownWords.length > 0 ? [{ ...item, uses }] : [];
  });
}

const stapleFoods = (use: EntryUse): string[] => use.entry.parts.filter((part) => part.staple).map((part) => part.food.foodNumber);
/** The staple a use names, when that is all it names: ご飯, パスタ 乾麺, or "spaghetti" (a dish of pasta and a replaceable sauce). */
function bareStaple(use: EntryUse): EntryUse | undefined {
  const staples = use.entry.parts.filter((part) => part.staple);
  const [staple] = staples;
  if (!staple || staples.length !== 1 || use.entry.parts.some((part) => !part.staple && part.fillingGrams === undefined)) return undefined;
  if (use.entry.parts.length === 1) return use;
  // A weight written on "spaghetti" is the pasta's.
  const written = use.quantities.find((quantity) => quantity.unit === 'g');
  const grams = written?.value ?? staple.grams;
  const entry: Entry = {
    ...use.entry,
    isDish: false,
    kind: staple.kind,
    parts: [staple],
    unitGrams: new Map(),
    piecesPerServing: new Map(),
  };
  return { ...use, entry, quantities: [{ start: use.position, end: use.end, text: '', value: grams, unit: 'g', isRange: false }] };
}
const isStapleOf = (dish: EntryUse, use: EntryUse): boolean => {
  const staple = bareStaple(use);
  return staple !== undefined && partNamed(dish.entry, staple.entry)?.staple === true;
};

// Separators after which a word alone says what the item before was, not a food beside it.
const KIND_AFTER = new Set([',', '、']);
const SASHIMI_WORD = /刺身|さしみ|sashimi/iu;

/**
 * "some sushi, maybe 8 pieces, tuna", 寿司8貫、まぐろ: a topping alone (no amount, no size) after a comma names the topping
 * of the sushi before it, as 寿司 8貫 まぐろ does and "ramen, tonkotsu" names the ramen's kind; it was a serving of
 * sashimi beside the sushi. False when the two are no such pair (sushi and tuna, sushi, salmon sashimi).
 */
function namesToppingOfPieces(previous: ItemPlan, item: ItemPlan, use: EntryUse): boolean {
  const dish = previous.uses.length === 1 ? previous.uses[0]! : undefined;
  if (!dish || dish.negated || !KIND_AFTER.has(item.joinedBy) || !dish.entry.piecesPerServing.has('貫')) return false;
  if (use.entry.isDish || use.quantities.length > 0 || use.portions.length > 0 || use.negated || use.additional) return false;
  // Said as sashimi (salmon sashimi, まぐろの刺身), it is a plate of its own.
  if (SASHIMI_WORD.test(use.term)) return false;
  return fillsLikeOwn(dish.entry, use.entry) && (keepOwnFilling(dish, use) || replaceFilling(dish, use));
}

/**
 * "ramen, tonkotsu", そば、たぬき: a noodle dish's general word and, as the next item, a word that is alone the
 * dish the two name together (とんこつ, とんこつラーメン) are that one bowl, as written apart within an item
 * (joinSplitNames); the kind's own amount or size keeps it a serving of its own.
 */
function namesKindOfNoodles(previous: ItemPlan, use: EntryUse, namedTogether: NamedTogether): boolean {
  const general = previous.uses.length === 1 ? previous.uses[0]! : undefined;
  if (!general || general.entry.kind !== 'noodle' || !use.entry.isDish || use.negated || use.additional) return false;
  if (use.quantities.length > 0 || use.portions.length > 0 || general.entry === use.entry) return false;
  if (namedTogether(general, use, true) !== use.entry) return false;
  general.entry = use.entry;
  general.alternatives = [];
  return true;
}

/** A food named as its own item that is a part of a dish beside it: its amount and size words go to the dish. */
function joinPart(dishItem: ItemPlan, dish: EntryUse, item: ItemPlan, use: EntryUse): void {
  if (use.negated) leaveOutDishPart(dish, use);
  else nameStaple(dish, use);
  dishItem.unknownWords.push(...item.unknownWords);
}

/** The dish's part the use names (its staple, with the use's amount), sized by the use's size words. */
function nameStaple(dish: EntryUse, use: EntryUse): void {
  const part = nameDishPart(dish, shareOfDishStaple(dish, bareStaple(use) ?? use));
  dish.portions.push(...(part ? sizePartOnly(dish, part, part.staple ? use.portions : extraAsDouble(use)) : use.portions));
}

/**
 * "katsu curry, half rice", カレー、ご飯1/2: a bare count below one said of a dish's staple is that share of the
 * dish's own staple, as ご飯半分 is (the curry and the cutlet stay whole); as a count it went to the dish and
 * halved all of it.
 */
function shareOfDishStaple(dish: EntryUse, staple: EntryUse): EntryUse {
  const [quantity] = staple.quantities;
  const part = partNamed(dish.entry, staple.entry);
  if (!quantity || staple.quantities.length !== 1 || !isShareOfOne(quantity) || !part?.staple) return staple;
  return { ...staple, quantities: [{ ...quantity, value: quantity.value * part.grams, unit: 'g' }] };
}
const isShareOfOne = (quantity: Quantity | undefined): boolean => quantity?.unit === 'count' && quantity.value < 1;

/**
 * カツ丼 ご飯半分: a word that sizes a whole serving (半分, たっぷり), said of a dish's part, sizes that part
 * only; the toppings stay. The other size words (大盛り, 少なめ) said of the staple are the dish's, which
 * size its staple (PORTIONS.md), and are returned; said of another part they size that part (ラーメン
 * チャーシュー大盛り, ramen extra chashu: more chashu, not more noodles).
 */
function sizePartOnly(dish: EntryUse, part: EntryPart, portions: PortionWord[]): PortionWord[] {
  const sizesPart = (word: PortionWord): boolean => !part.staple || WHOLE_SERVING_WORDS.has(word);
  const factor = portions.filter(sizesPart).reduce((product, word) => product * PORTION_FACTORS[word], 1);
  if (factor !== 1) {
    const parts = dish.entry.parts.map((candidate) => (candidate === part ? { ...part, grams: part.grams * factor } : candidate));
    dish.entry = { ...dish.entry, parts };
  }
  return portions.filter((word) => !sizesPart(word));
}

/**
 * 具なし: a dish without its contents keeps its staple and its broth and seasonings (味噌汁 具なし: だし and
 * みそ; ラーメン 具なし: the noodles and the soup); a food of one part has no contents to leave out.
 */
function withoutContents(use: EntryUse): void {
  if (use.entry.parts.length < 2) return;
  const parts = use.entry.parts.filter((part) => part.staple || part.kind === 'seasoning');
  if (parts.length > 0) use.entry = { ...use.entry, parts };
}

const isPlainRice = (use: EntryUse): boolean => use.entry.kind === 'rice' && use.entry.parts.length === 1;
// A soup said of a 定食 is its soup (生姜焼き定食、豚汁; "hamburg steak set with rice and soup"), not a second one.
const isSetSoup = (set: ItemPlan, use: EntryUse): boolean => set.sets.includes('teishoku') && use.entry.kind === 'soup';

/**
 * A part of a composite dish named earlier in the text, said again as an item of its own with a size
 * word, an amount or なし (ほっけ定食、ご飯大盛り; いくら丼、ご飯少なめ; chicken curry, no rice; ラーメン、
 * チャーシュー抜き): it is that dish's part, not a second food. The nearest earlier dish that has the
 * part takes it — its staple (カツ丼's rice, a ラーメン's noodles), or any part left out —; plain rice
 * goes to the nearest earlier 定食, 丼 or 弁当 that does not name its own (the set's rice), a soup to the nearest
 * 定食 that names none (the set's soup), and a food left out to the nearest set (とんかつ定食、キャベツなし).
 */
function joinEarlierPart(earlier: ItemPlan[], item: ItemPlan, use: EntryUse): boolean {
  if (use.additional) return false;
  for (let at = earlier.length - 1; at >= 0; at--) {
    const candidate = earlier[at]!;
    const dish = candidate.uses.find(
      (other) =>
        isDishOfParts(other) &&
        (isStapleOf(other, use) ||
          (use.negated === true && [use.entry, ...use.alternatives].some((entry) => partNamed(other.entry, entry)))),
    );
    if (dish) {
      joinPart(candidate, dish, item, use);
      return true;
    }
    if (
      candidate.sets.length > 0 &&
      (use.negated === true ||
        (isPlainRice(use) && !candidate.uses.some(isPlainRice)) ||
        (isSetSoup(candidate, use) && !candidate.uses.some((other) => isSetSoup(candidate, other))))
    ) {
      // 唐揚げ定食、唐揚げ残した: the set's own food said left is left, as written without the comma (its rice and soup
      // stay); it was a food left beside a whole set.
      const own = use.negated ? candidate.uses.find((other) => !other.negated && other.entry.key === use.entry.key) : undefined;
      if (own) {
        own.negated = true;
        own.negatedBy = use.negatedBy;
      } else candidate.uses.push(use);
      candidate.unknownWords.push(...item.unknownWords);
      return true;
    }
  }
  return false;
}

// Plant milks (foods.tsv and dishes.tsv keys) that are poured in a drink's place of milk.
const PLANT_MILKS = new Set(['soy-milk', 'oat-milk', 'almond-milk']);
const COW_MILK = 'milk';
const isCowMilk = (part: EntryPart): boolean => part.foodKey === COW_MILK;

/**
 * 抹茶ラテ オーツミルク, "matcha latte with oat milk", チャイラテ（豆乳）: a plant milk named, without an amount of its
 * own, with a drink made with milk takes the milk's place at the milk's volume (180 ml of oat milk for the
 * latte's 180 ml of milk), where it was a glass beside a cow's-milk drink. False when the two are no such pair.
 */
function pourPlantMilk(drink: EntryUse, plant: EntryUse): boolean {
  if (!PLANT_MILKS.has(plant.entry.key) || plant.quantities.length > 0 || plant.negated || drink === plant) return false;
  const milk = drink.entry.parts.find(isCowMilk);
  if (!milk) return false;
  const plantGrams = plant.entry.parts.reduce((sum, part) => sum + part.grams, 0);
  const ml = milk.grams / (milk.density ?? 1);
  const poured = plant.entry.parts.map((part) => ({ ...part, grams: (part.grams * ml) / plantGrams }));
  drink.entry = { ...drink.entry, parts: drink.entry.parts.flatMap((part) => (part === milk ? poured : [part])) };
  return true;
}

/** Within one item (抹茶ラテ オーツミルク): each plant milk after a milk drink goes into it. */
function pourPlantMilksInto(uses: EntryUse[]): void {
  for (let at = 1; at < uses.length; at++) {
    const drink = uses.slice(0, at).findLast((use) => use.entry.parts.some(isCowMilk));
    if (drink && pourPlantMilk(drink, uses[at]!)) uses.splice(at--, 1);
  }
}

/** Words that join a dish's own contents to it (with, に), and those that go on with an English list after "with". */
const CONTENTS_JOINERS = new Set(['with', 'w/', 'に']);
const WITH_LIST_JOINERS = new Set([',', 'and', '&']);
const isTopping = (use: EntryUse): boolean =>
  (use.entry.isDish && use.entry.kind === 'side') || use.entry.kind === 'seasoning' || use.entry.kind === 'veg';

/**
 * Rice named beside a dish: "chicken curry with rice" is the curry's own rice (its amount and size
 * words go to the dish's staple); rice beside a レトルトカレー is a カレー皿 of rice (250 g); ナン or パン
 * with a curry replaces its rice.
 */
function joinStaplesToDishes(items: ItemPlan[], namedTogether: NamedTogether, base: string): ItemPlan[] {
  const result: ItemPlan[] = [];
  // "burrito bowl with chicken, rice, beans and guacamole": the English list after "with" goes on naming the
  // contents of the dish before "with", each food of it as if named with the dish, while they are its contents
  // or toppings of their own (salsa, guacamole, corn): "pancakes with bacon, eggs and coffee" ends the list at the
  // bacon, no part of the pancakes, so the eggs are no part of them either.
  let withHost: ItemPlan | undefined;
  let lastItem: ItemPlan | undefined;
  for (const [at, item] of items.entries()) {
    if (lastItem !== undefined && result.at(-1) === lastItem && !lastItem.uses.every(isTopping)) withHost = undefined;
    lastItem = item;
    const listed = withHost !== undefined && WITH_LIST_JOINERS.has(item.joinedBy);
    const previous = listed ? withHost : result.at(-1);
    withHost = CONTENTS_JOINERS.has(item.joinedBy) ? result.at(-1) : listed ? withHost : undefined;
    const onlyUse = item.uses.length === 1 ? item.uses[0]! : undefined;
    pourPlantMilksInto(item.uses);
    if (onlyUse && joinEarlierPart(result, item, onlyUse)) continue;
    if (onlyUse && previous && namesKindOfNoodles(previous, onlyUse, namedTogether)) {
      previous.unknownWords.push(...item.unknownWords);
      continue;
    }
    if (onlyUse && previous && namesToppingOfPieces(previous, item, onlyUse)) {
      previous.unknownWords.push(...item.unknownWords);
      continue;
    }
    // "matcha latte with oat milk": the plant milk is the drink's milk, not a glass beside it.
    const milkDrink = previous?.uses.find((use) => use.entry.parts.some(isCowMilk));
    // "green tea latte, grande, oat milk": a plant milk alone after an English order's comma is its milk too.
    const saidOfOrder = item.joinedBy === ',' && onlyUse !== undefined && isLatin(termKey(onlyUse.term)[0]);
    if (onlyUse && milkDrink && (CONTENTS_JOINERS.has(item.joinedBy) || saidOfOrder) && pourPlantMilk(milkDrink, onlyUse)) {
      previous!.unknownWords.push(...item.unknownWords);
      continue;
    }
    // "pasta 100g + meat sauce", "ご飯、カレー": the staple named first is the dish's own, too.
    const nextDish = items[at + 1]?.uses.find(isDishOfParts);
    if (onlyUse && nextDish && items[at + 1]!.uses.length === 1 && isStapleOf(nextDish, onlyUse)) {
      joinPart(items[at + 1]!, nextDish, item, onlyUse);
      continue;
    }
    // 白米200g、納豆1パック、卵1個で卵かけご飯: a food of a list that ends in a dish made of them (で) is that dish's part
    // where the dish has it (the rice, at its 200 g), not a serving beside it; the natto, no part of it, stays one.
    const madeOf = onlyUse ? dishMadeOfListed(items.slice(at + 1), base) : undefined;
    if (
      onlyUse &&
      madeOf &&
      (isStapleOf(madeOf.dish, onlyUse) || (!onlyUse.entry.isDish && partNamed(madeOf.dish.entry, onlyUse.entry) !== undefined))
    ) {
      joinPart(madeOf.item, madeOf.dish, item, onlyUse);
      continue;
    }
    // ご飯、キムチ、卵でチャーハン: the rice of a list that ends in a dish of MEXT's cooked rice is in the dish (its written
    // amount the dish's weight), as ご飯でチャーハン is; the other foods stay servings beside it.
    if (onlyUse && madeOf && isPlainRice(onlyUse) && !onlyUse.negated && ofCookedRice(madeOf.dish.entry)) {
      cookRiceInto(madeOf.dish, onlyUse);
      madeOf.item.unknownWords.push(...item.unknownWords);
      continue;
    }
    // "spaghetti with tomato sauce", "サラダにごまドレッシング": the dish's own contents, named with it
    // (with, に), not a food beside it (と: おにぎりとお茶).
    const previousDish = previous?.uses.find((use) => use.entry.parts.some((part) => part.fillingGrams !== undefined));
    const namesContents = CONTENTS_JOINERS.has(item.joinedBy) || listed;
    if (onlyUse && previousDish && namesContents && onlyUse.quantities.length === 0 && replaceFilling(previousDish, onlyUse)) {
      previous!.unknownWords.push(...item.unknownWords);
      continue;
    }
    // "stir-fried vegetables with pork", "カレーに豚肉": a food the dish before already has, named with it
    // (with, に), is that part of the dish (its form and its amount), not a second serving beside it; so is
    // an animal's meat named by the animal alone (burrito bowl with chicken: the bowl's meat is chicken).
    const holder = previous?.uses.find(isDishOfParts);
    // 焼肉 カルビ100g、ロース100g: another cut of a food the text named in the dish is a food beside it.
    const besideNamed = onlyUse !== undefined && holder !== undefined && secondCutOf(holder.entry, onlyUse) !== undefined;
    // caesar salad with salmon: a fish named with it takes the place of the dish's garnish of meat, as written apart.
    const meatNamed = (dish: EntryUse, use: EntryUse): boolean =>
      (SPECIES_WORDS.has(termKey(use.term)) &&
        (speciesPart(dish.entry, use.entry, use.term) !== undefined || meatInPlace(dish.entry, use.entry) !== undefined)) ||
      (use.entry.kind === 'fish' && meatInPlace(dish.entry, use.entry) !== undefined);
    // "ramen with an extra chashu", "ramen with one kaedama": one more of a part is a serving beside the dish's own, as
    // ラーメン チャーシュー追加 is, not the dish's part.
    if (
      onlyUse &&
      holder &&
      namesContents &&
      !besideNamed &&
      !onlyUse.additional &&
      !onlyUse.entry.isDish &&
      (partNamed(holder.entry, onlyUse.entry) ||
        meatNamed(holder, onlyUse) ||
        [onlyUse.entry, ...onlyUse.alternatives].some((entry) => fishInPlace(holder.entry, entry) !== undefined))
    ) {
      joinPart(previous!, holder, item, onlyUse);
      continue;
    }
    // "ハンバーグ、デミグラスソース": a sauce the dish before has is that dish's sauce, not a second one;
    // "salmon meuniere, 10g butter", "味噌汁、豆腐50g": a part it has, weighed, is that part's weight.
    const weighed = onlyUse?.quantities.some((quantity) => MEASURED_UNITS.has(quantity.unit)) === true;
    if (
      onlyUse &&
      holder &&
      !besideNamed &&
      (onlyUse.entry.kind === 'seasoning' || (weighed && !onlyUse.entry.isDish)) &&
      partNamed(holder.entry, onlyUse.entry)
    ) {
      joinPart(previous!, holder, item, onlyUse);
      continue;
    }
    result.push(item);
  }
  const uses = result.flatMap((item) => item.uses);
  const curries = uses.filter((use) => use.entry.kind === 'curry');
  const breads = uses.some((use) => use.entry.kind === 'bread' && use.entry.parts.length === 1);
  for (const curry of curries) {
    if (!breads || stapleFoods(curry).length === 0) continue;
    curry.entry = { ...curry.entry, parts: curry.entry.parts.filter((part) => !part.staple) };
  }
  if (curries.some((curry) => stapleFoods(curry).length === 0)) {
    for (const use of uses) {
      if (use.entry.kind !== 'rice' || use.quantities.length > 0) continue;
      use.portions.unshift('large');
    }
  }
  return result;
}

/**
 * The dish a list of foods ends in when the list says it was made of them (ご飯、納豆、卵で卵かけご飯: で right before
 * the dish's word), looking no further than the first dish of parts; undefined when the list ends otherwise.
 */
function dishMadeOfListed(following: ItemPlan[], base: string): { item: ItemPlan; dish: EntryUse } | undefined {
  for (const item of following) {
    if (!FOOD_LIST_JOINERS.has(item.joinedBy)) return undefined;
    const dish = item.uses.find((use) => isDishOfParts(use) || ofCookedRice(use.entry));
    if (dish) return /で\s*$/u.test(base.slice(item.start, dish.position)) ? { item, dish } : undefined;
  }
  return undefined;
}

const entryOf = (segment: Segment | undefined): Entry | undefined =>
  segment?.type === 'term' ? segment.targets.flatMap((target) => ('entry' in target ? [target.entry] : []))[0] : undefined;
const isNo = (segment: Segment | undefined): boolean => segment?.type === 'term' && segment.text === 'の';

const isWo = (segment: Segment | undefined): boolean => segment?.type === 'term' && segment.text === 'を';
const isStirFry = (segment: Segment | undefined): boolean =>
  segment?.type === 'term' &&
  segment.targets.some((target) => 'modifier' in target && target.modifier.type === 'cooking' && target.modifier.value === 'stirfry');

/**
 * 豆腐とわかめの味噌汁, トマトとチーズのサラダ: と between the contents of a dish does not split items; nor
 * between the foods of one stir-fry (豚バラともやしの炒め物, 鶏肉とピーマンを炒めた), whose oil is 3 % of them all.
 */
function listsContents(separator: Extract<Segment, { type: 'separator' }>, following: Segment[]): boolean {
  if (separator.text !== 'と' && separator.text !== 'や') return false;
  const [food, no, dish] = following;
  const foodEntry = entryOf(food);
  if (foodEntry === undefined || foodEntry.isDish) return false;
  if ((isNo(no) || isWo(no)) && isStirFry(dish)) return true;
  const dishEntry = entryOf(dish);
  return isNo(no) && dishEntry !== undefined && dishEntry.isDish && dishEntry.parts.length > 1;
}

/** Counters of a drink's cups. */
const CUP_UNITS = new Set(['杯', 'cup', 'cups', 'カップ']);
/** What a cup of coffee or tea takes in (ミルク, 砂糖: foods.tsv's host column). */
const CUP_HOST = 'coffee';
const isCupDrink = (entry: Entry): boolean => entry.kind === 'coffee' || entry.key === 'tea';
const goesInCup = (entry: Entry | undefined): boolean => entry?.hostGrams.has(CUP_HOST) === true;
/** Whether `drink` is a cup that `addition` goes into. */
const hostsInCup = (drink: EntryUse, addition: EntryUse): boolean => isCupDrink(drink.entry) && goesInCup(addition.entry);

/** A drink a sweetener or creamer goes into: a coffee, a tea, a drink (ラテ, ジュース); not an alcohol. */
const takesCupAdditions = (entry: Entry): boolean => isCupDrink(entry) || entry.kind === 'drink';

/**
 * シロップ, syrup: a word naming both a food that goes into a cup (ガムシロップ) and one that does not (the
 * syrup of pancakes) is the cup's beside a drink, in its item or as the whole of the item after it
 * (アイスコーヒー シロップ1個, "iced coffee with syrup"), and the other anywhere else (ホットケーキ シロップ,
 * "pancakes with syrup").
 */
function readCupAdditions(item: ItemPlan, before: ItemPlan | undefined): void {
  const lastBefore = before?.uses.at(-1);
  const inCup =
    item.uses.some((use) => takesCupAdditions(use.entry)) ||
    (lastBefore !== undefined &&
      takesCupAdditions(lastBefore.entry) &&
      item.uses.every((use) => goesInCup(use.entry) || use.alternatives.some(goesInCup)));
  // かき氷 シロップ: a reading whose food another dish of the item is made of is that dish's own (かき氷 is its
  // syrup); a word alone in its item is of the item before ("shaved ice with strawberry syrup").
  const neighbours = item.uses.length === 1 && before ? [...before.uses, ...item.uses] : item.uses;
  const ownPartOfAnother = (use: EntryUse, readings: Entry[]): boolean =>
    neighbours.some(
      (other) =>
        other !== use &&
        readings.some((reading) => other.entry.parts.some((part) => part.food.foodNumber === reading.parts[0]?.food.foodNumber)),
    );
  item.uses = item.uses.flatMap((use) => {
    const readings = [use.entry, ...use.alternatives];
    const cupReading = readings.find(goesInCup);
    const otherReading = readings.find((entry) => !goesInCup(entry));
    // かき氷 いちごシロップ: a syrup or sauce without an amount that another food of the item is made of is its own.
    if (!inCup && use.entry.kind === 'seasoning' && use.quantities.length === 0 && ownPartOfAnother(use, [use.entry])) return [];
    if (!cupReading || !otherReading) return [use];
    if (!inCup && ownPartOfAnother(use, readings)) return [];
    const entry = inCup ? cupReading : otherReading;
    return [entry === use.entry ? use : { ...use, entry, alternatives: readings.filter((reading) => reading !== entry) }];
  });
}

/**
 * コーヒー ミルクと砂糖 2杯: と between two things that go into the cup named before them (milk and sugar
 * in coffee) joins them to that cup, as ミルク砂糖入り does, instead of making the sugar an item of its own.
 */
function joinsCupAdditions(group: Segment[], joiner: Extract<Segment, { type: 'separator' }>, next: Segment | undefined): boolean {
  if (joiner.text !== 'と' && joiner.text !== 'や') return false;
  const entries = group.map(entryOf);
  return entries.some((entry) => entry !== undefined && isCupDrink(entry)) && goesInCup(entries.at(-1)) && goesInCup(entryOf(next));
}

/** Joiners of a list of foods written before the dish they are in (ハム・チーズ・レタスのサンドイッチ). */
const FOOD_LIST_JOINERS = new Set(['と', 'や', '・', '、', ',']);

/**
 * ハム・チーズ・レタスのサンドイッチ, 豚肉とキャベツともやしの炒め物: a joiner inside a list of foods that all
 * go into the dish (or the stir-fry) named after the list with の does not split items (ハム and チーズ were counted beside
 * the sandwich that has them). Every food listed, the one before the joiner too, must be of the dish's
 * recipe or fillings: ご飯、豆腐とわかめの味噌汁 still has its rice apart.
 */
function listsDishFoods(before: Segment | undefined, joiner: Extract<Segment, { type: 'separator' }>, following: Segment[]): boolean {
  if (!FOOD_LIST_JOINERS.has(joiner.text)) return false;
  const foods = [entryOf(before)];
  let at = 0;
  for (; ; at += 2) {
    foods.push(entryOf(following[at]));
    const next = following[at + 1];
    if (!(next?.type === 'separator' && FOOD_LIST_JOINERS.has(next.text))) break;
  }
  // The foods of one stir-fry share its oil, however many (豚肉とキャベツともやしの炒め物); rice beside it is no part of it.
  if ((isNo(following[at + 1]) || isWo(following[at + 1])) && isStirFry(following[at + 2]))
    return foods.every((food) => food !== undefined && !food.isDish && PLAIN_FOOD_KINDS.has(food.kind));
  const dish = entryOf(following[at + 2]);
  if (!isNo(following[at + 1]) || !dish?.isDish || dish.parts.length < 2) return false;
  return foods.every((food) => food !== undefined && !food.isDish && (partNamed(dish, food) !== undefined || fillsDish(dish, food)));
}

const hasNoodles = (use: EntryUse): boolean => use.entry.parts.some((part) => part.staple && part.kind === 'noodle');

function mergeInto(item: ItemPlan, segments: Segment[], quantities: Quantity[], namesNoodles: boolean): void {
  // "ラーメン、麺大盛り": words addressed to the noodles go to the dish that has them.
  const head = (namesNoodles ? item.uses.findLast(hasNoodles) : undefined) ?? item.uses.at(-1);
  if (!head) return;
  // "ramen, half noodles": a share of one said of the noodles is that share of the dish's noodles, as 麺半分 is.
  const noodleShare =
    namesNoodles && quantities.length === 1 && isShareOfOne(quantities[0]) && hasNoodles(head) ? quantities[0] : undefined;
  if (noodleShare) {
    const parts = head.entry.parts.map((part) => (part.staple ? { ...part, grams: part.grams * noodleShare.value } : part));
    head.entry = { ...head.entry, parts };
  } else head.quantities.push(...quantities);
  for (const segment of segments) {
    if (segment.type !== 'term') continue;
    for (const target of segment.targets) {
      if (!('modifier' in target)) continue;
      // "2 fried eggs, large": the size class of a food graded by the piece weighs each piece, as said with it.
      const graded = target.modifier.type === 'portion' ? head.entry.pieceSizes?.get(termKey(segment.text)) : undefined;
      if (graded !== undefined && head.pieceFactor === undefined) {
        weighPieces(head, graded);
      } else if (target.modifier.type === 'portion') head.portions.push(target.modifier.value);
      if (target.modifier.type === 'cooking') head.cooking.push(target.modifier.value);
      // "curry, second helping", カレー、おかわり: one more serving, as カレー おかわり is (the word was lost).
      if (target.modifier.type === 'additional') {
        head.additional = true;
        if (target.modifier.value === 'refill') head.refill = true;
      }
    }
  }
}

const PLAIN_FOOD_KINDS = new Set(['meat', 'fish', 'veg', 'egg', 'soy']);
/** MEXT group 14, 油脂類: oil, butter, margarine. */
const FATS_AND_OILS_GROUP = '14';

function planItem(
  group: ItemGroup,
  quantities: Quantity[],
  contents: ContentRange[],
  base: string,
  namedTogether: NamedTogether,
  bentoOfNoKind: Entry,
): ItemPlan {
  const { start, end, segments, joinedBy } = group;
  const item: ItemPlan = { start, end, uses: [], sets: [], unknownWords: [], strayWords: 0, noodleWords: [], joinedBy };
  const portions: Array<Word & { value: { size: PortionWord; term: string } }> = [];
  const cooking: Array<Word & { value: CookingMethod }> = [];
  const negations: Array<Word & { value: string }> = [];
  const variants: Array<Word & { value: string; term: string }> = [];
  const additions: Array<Word & { value: 'refill' | undefined }> = [];
  const plains: Array<Word & { value: undefined }> = [];
  const noodleWords: Word[] = [];
  // Whether the last word that was not a particle named a food (ご飯なし, ご飯は抜き: the negation is that food's).
  let afterFood = false;
  // Dish words whose kinds are counted after them (餃子 in 餃子 焼き6 水6): headings of those kinds, not a
  // serving of their own beyond a total written on them that the kinds leave.
  const kindHeadings: EntryUse[] = [];
  const kindsUnder = new Map<EntryUse, EntryUse[]>();
  // The word of a bento, where the bento of no kind stands when the item names no main (お弁当, お弁当 バナナ).
  let bentoWord: Extract<Segment, { type: 'term' }> | undefined;
  // Where the last unknown word ended: なし glued to one (骨なし, 種なし) is that word's "without", not 梨.
  let unknownEnd = -1;
  const unknownEnds: number[] = [];

  const countKind = (heading: EntryUse, kind: Entry, segment: Extract<Segment, { type: 'term' }>): void => {
    if (!kindHeadings.includes(heading)) kindHeadings.push(heading);
    const use: EntryUse = { ...usedAs(kind, segment), alternatives: [], countedKind: true };
    item.uses.push(use);
    kindsUnder.set(heading, [...(kindsUnder.get(heading) ?? []), use]);
    afterFood = true;
  };

  for (const segment of segments) {
    // 焼き鳥 皮3: a word the lexicon knows only with the dish word before it (焼き鳥皮), counted, is that many of the kind.
    const unknownHeading = segment.type === 'unknown' ? (kindHeadings.at(-1) ?? item.uses.at(-1)) : undefined;
    const unknownCount = unknownHeading && amountRightAfter(segment, quantities, base);
    if (unknownHeading && unknownCount && !MEASURED_UNITS.has(unknownCount.unit)) {
      const word = { ...segment, type: 'term' as const, targets: [], match: 'exact' as const };
      const kind = kindOfDish(unknownHeading, word, [], unknownCount, namedTogether);
      if (kind) {
        countKind(unknownHeading, kind, word);
        continue;
      }
    }
    if (segment.type === 'unknown') {
      item.unknownWords.push(base.slice(segment.start, segment.end));
      afterFood = false;
      unknownEnd = segment.end;
      unknownEnds.push(segment.end);
      continue;
    }
    if (segment.type !== 'term') continue;
    const entries = segment.targets.flatMap((target) => ('entry' in target ? [target.entry] : []));
    const modifiers = segment.targets.flatMap((target) => ('modifier' in target ? [target.modifier] : []));
    // 餃子 焼き6 水6, 寿司 まぐろ2貫 サーモン2貫: a word counted in pieces right after a dish word that names
    // a kind of the dish with it, or what its pieces have, is that many of the kind.
    const heading = kindHeadings.at(-1) ?? item.uses.at(-1);
    const count = amountRightAfter(segment, quantities, base);
    const kind =
      heading && count && !MEASURED_UNITS.has(count.unit)
        ? kindOfDish(heading, segment, byPriority(entries, segment.text), count, namedTogether)
        : undefined;
    if (heading && kind) {
      countKind(heading, kind, segment);
      continue;
    }
    // A word that is both a dish and a way of cooking (刺身, 唐揚げ) cooks the plain food just before it
    // (サーモン刺身, えびの唐揚げ; written apart, only a food so cooked: 鶏もも 唐揚げ, なす 天ぷら); anywhere else it
    // is the dish (枝豆 唐揚げ).
    const previous = item.uses.at(-1);
    const cooksPrevious =
      previous !== undefined &&
      previous.entry.parts.length === 1 &&
      PLAIN_FOOD_KINDS.has(previous.entry.kind) &&
      modifiers.some((modifier) => modifier.type === 'cooking') &&
      (/^の?$/u.test(base.slice(previous.end, segment.start)) || cookedApart(previous.entry, entries, item.uses.at(-2)));
    // うな重 梅: a food word right after a dish whose shops name their grades by it (dish-sizes.tsv) is that grade, not
    // the food (梅 the plum, as in おにぎり 梅).
    const grade =
      previous && /^\s*の?$/u.test(base.slice(previous.end, segment.start))
        ? previous.entry.ownSizes?.get(termKey(segment.text))
        : undefined;
    if (grade !== undefined && entries.length > 0) {
      const latin = isLatin(segment.text[0]);
      portions.push({ position: segment.start, end: segment.end, latin, prefix: false, value: { size: grade, term: segment.text } });
      afterFood = false;
      continue;
    }
    const negation = modifiers.some((modifier) => modifier.type === 'negation');
    // The "without" of a word the engine does not know takes nothing away from the foods it knows.
    if (negation && unknownEnd === segment.start && !isLatin(segment.text[0])) continue;
    // なし after a food is "none", not 梨.
    const negatesPrevious = afterFood && negation;
    const asModifier = modifiers.length > 0 && (entries.length === 0 || cooksPrevious || negatesPrevious);
    const word: Word = {
      position: segment.start,
      end: segment.end,
      latin: isLatin(segment.text[0]),
      prefix: SIZE_PREFIXES.has(segment.text) && /\S/u.test(base[segment.end] ?? ''),
    };
    if (!asModifier && entries.length > 0) {
      const [entry, ...alternatives] = byPriority(entries, segment.text);
      item.uses.push({
        ...usedAs(entry!, segment),
        alternatives,
        // A food word that is also an おかわり word is one more serving by itself (替え玉: the ramen's noodles again).
        ...(modifiers.some((modifier) => modifier.type === 'additional') ? { additional: true } : {}),
      });
      afterFood = true;
      continue;
    }
    for (const modifier of modifiers) {
      // One size a word: "ms" is MS and the plural of "m", one size class all the same.
      if (modifier.type === 'portion') {
        if (!portions.some((portion) => portion.position === word.position))
          portions.push({ ...word, value: { size: modifier.value, term: segment.text } });
      } else if (modifier.type === 'cooking') cooking.push({ ...word, value: modifier.value });
      else if (modifier.type === 'set') {
        item.sets.push(modifier.value);
        if (modifier.value === 'bento') bentoWord ??= segment;
      }
      // "no rice", not the no of "no-bake cheesecake": an English negation is a word of its own.
      else if (modifier.type === 'negation' && !(word.latin && /^[^\s]/u.test(base.slice(segment.end, segment.end + 1))))
        negations.push({ ...word, value: termKey(segment.text) });
      else if (modifier.type === 'part') {
        item.noodleWords.push(base.slice(segment.start, segment.end));
        noodleWords.push(word);
      } else if (modifier.type === 'variant') variants.push({ ...word, value: modifier.value, term: termKey(segment.text) });
      else if (modifier.type === 'additional') additions.push({ ...word, value: modifier.value });
      else if (modifier.type === 'plain') plains.push({ ...word, value: undefined });
    }
    if (!modifiers.every((modifier) => modifier.type === 'filler')) afterFood = false;
  }

  // お弁当, 弁当 半分: a bento whose main the item does not name is the bento of no kind (幕の内), a stand-in, where its
  // word stands, so the item's amounts and sizes are its own; before a main it gives way to it (setWordsOnNext), and at
  // a chain to the chain's product (a guessed main).
  if (bentoWord && !item.uses.some(isSetMain)) {
    item.uses.push({ ...usedAs(bentoOfNoKind, bentoWord), alternatives: [], standIn: true });
    item.guessedMain = true;
  }
  // The distance from an amount or a size or cooking word to its food counts only the words between them that name
  // food and one space: amounts and words of no food do not count (食パン6枚切り2枚 マーガリン: the 2枚 is the bread's;
  // ハイボール 濃いめ 3杯 唐揚げ: the three are highballs; 鶏むね肉 200g 塩焼き ブロッコリー: the chicken is grilled).
  const wordless = segments.filter(
    (segment) =>
      segment.type === 'term' &&
      !segment.targets.some((target) => 'entry' in target) &&
      // 餃子 焼き 4個: a word read as a kind of the dish names food.
      !item.uses.some((use) => use.position === segment.start),
  );
  const skipped = [...quantities, ...wordless];
  const amountGap = (from: number, to: number): number => {
    let kept = '';
    for (let at = from; at < to; at++) if (!skipped.some((span) => at >= span.start && at < span.end)) kept += base[at];
    return kept.replace(/\s+/gu, ' ').length;
  };
  const attach = <T>(words: Array<Word & { value: T }>, apply: (use: EntryUse, value: T) => void, uses = item.uses): void => {
    for (const word of words) {
      const use = nearestUse(uses, word, amountGap);
      if (use) apply(use, word.value);
      else item.strayWords += 1;
    }
  };
  // A size word said of the noodles (ラーメン 麺大盛り) sizes the dish that has them.
  const stapled = item.noodleWords.length > 0 ? item.uses.filter(hasNoodles) : [];
  // A size word may mean another size at the dish's shops (dish-sizes.tsv: ラーメン二郎's 小 is its normal bowl).
  const sizeAt = (use: EntryUse, { size, term }: { size: PortionWord; term: string }): PortionWord =>
    use.entry.ownSizes?.get(termKey(term)) ?? size;
  // ラーメン 麺半分: a whole-serving size said of the noodles sizes them only.
  const sizeUse = (use: EntryUse, value: { size: PortionWord; term: string }): void => {
    // 卵 L, Sサイズの卵: the size class of a food graded by the piece weighs each piece, it is no larger serving.
    const graded = use.entry.pieceSizes?.get(termKey(value.term));
    if (graded !== undefined) {
      weighPieces(use, graded);
      return;
    }
    const size = sizeAt(use, value);
    const noodles = stapled.includes(use) ? stapleOf(use) : undefined;
    use.portions.push(...(noodles ? sizePartOnly(use, noodles, [size]) : [size]));
  };
  // A size word after the brackets of a dish's contents is the dish's (パスタ（ペペロンチーノ） 大盛り), as an amount is.
  const inRange = (at: number): ContentRange | undefined => contents.find((range) => at >= range.start && at < range.end);
  for (const word of portions) {
    const sameRange = (stapled.length > 0 ? stapled : item.uses).filter((use) => inRange(use.position) === inRange(word.position));
    const sizeOrExtra = (use: EntryUse, value: { size: PortionWord; term: string }): void => {
      sizeUse(use, value);
      if (word.latin && termKey(value.term) === 'extra' && word.end <= use.position) use.extraBefore = true;
    };
    attach([word], sizeOrExtra, sameRange.length > 0 ? sameRange : stapled.length > 0 ? stapled : item.uses);
  }
  attach(cooking, (use, value) => use.cooking.push(value));
  // 炒め物 = oil 3 % of the ingredients (PORTIONS.md): a stir-fry word cooks every plain food the item
  // names with it (豚バラともやしの炒め物: the pork and the sprouts), not only the nearest — unless the item
  // names its fat itself (ほうれん草のバター炒め: the butter is the fat).
  const namesFat = item.uses.some((use) => use.entry.parts.some((part) => part.food.group === FATS_AND_OILS_GROUP));
  if (!namesFat && cooking.some((word) => word.value === 'stirfry'))
    for (const use of item.uses)
      if (use.cooking.length === 0 && !use.entry.isDish && PLAIN_FOOD_KINDS.has(use.entry.kind)) use.cooking.push('stirfry');
  // A negation is said of a food on its own side only: before a Japanese one (ご飯なし; 朝は食べなかった
  // names none), after an English one (no rice, didn't eat the rice), and not past a "but" (didn't have
  // breakfast but had a coffee: the coffee was had).
  const negatable = (word: Word): EntryUse[] =>
    item.uses.filter((use) =>
      word.latin ? use.position >= word.end && !CLAUSE_TURN.test(base.slice(word.end, use.position)) : use.end <= word.position,
    );
  for (const word of negations)
    attach(
      [word],
      (use, term) => {
        use.negated = true;
        use.negatedBy = term;
      },
      negatable(word),
    );
  attach(additions, (use, value) => {
    use.additional = true;
    if (value === 'refill') use.refill = true;
  });
  attach(plains, withoutContents);
  // A variant word no food takes names nothing (ストレート beside a tea), like a particle. Written apart from a
  // food it names with it a food of the lexicon (ヨーグルト 加糖: 加糖ヨーグルト), it is that food.
  for (const word of variants) {
    const use = nearestUse(item.uses, word);
    if (!use) continue;
    const named = use.entry.isDish ? undefined : (namedTogether(use, { term: word.term }) ?? namedTogether(use, { term: word.term }, true));
    if (named && !named.isDish) use.entry = named;
    else use.variants = [...(use.variants ?? []), word.value];
  }
  // An amount after the brackets of a dish's contents is the dish's (焼き鳥（もも・塩）2本).
  const rangeOf = inRange;
  // ラーメン 麺150g: a weight written right after the noodles' word is the noodles' (in the form the
  // dish's recipe weighs them: raw ramen, dry pasta), not the whole bowl's; of a dish its shops weigh by the
  // noodles, boiled (つけ麺 麺300g, as つけ麺 300g).
  // A share of one said of the noodles (ラーメン 麺1/2, ramen half noodles) is that share of them, as 麺半分 is.
  const noodleWeight = (quantity: Quantity): boolean =>
    (WEIGHT_UNITS.has(quantity.unit) &&
      noodleWords.some((word) => word.end <= quantity.start && base.slice(word.end, quantity.start).trim() === '')) ||
    (isShareOfOne(quantity) &&
      noodleWords.some(
        (word) =>
          base.slice(word.end, quantity.start).trim() === '' ||
          (word.latin && quantity.end <= word.position && base.slice(quantity.end, word.position).trim() === ''),
      ));
  for (const quantity of quantities) {
    const noodles = noodleWeight(quantity) ? nearestUse(stapled, { position: quantity.start, end: quantity.end, latin: false }) : undefined;
    const staple = noodles && stapleOf(noodles);
    if (noodles && staple) {
      const grams = isShareOfOne(quantity)
        ? quantity.value * staple.grams
        : quantity.value * (quantity.unit === 'kg' ? 1000 : 1) * (noodles.entry.noodleGramsPerBoiled ?? 1);
      noodles.entry = { ...noodles.entry, parts: noodles.entry.parts.map((part) => (part === staple ? { ...part, grams } : part)) };
      continue;
    }
    const candidates = item.uses.filter((use) => rangeOf(use.position) === rangeOf(quantity.start));
    const latin = isLatin(quantity.text[0]) && !/^\d/u.test(quantity.text);
    const nearest = nearestUse(candidates, { position: quantity.start, end: quantity.end, latin }, amountGap);
    // ほげほげ 200g ご飯: a Japanese amount comes after its word; right after a word the engine does not
    // know, with no food before it, it is that word's, not the next food's. An amount phrased in English
    // words ("dinner was 2 bowls of rice", "3 slices") is said of the food after it, as English puts it.
    const inEnglishWords = /[a-z]{3,}/u.test(quantity.text);
    const ofUnknown =
      !latin &&
      !inEnglishWords &&
      nearest !== undefined &&
      nearest.position >= quantity.end &&
      unknownEnds.some((at) => at <= quantity.start && base.slice(at, quantity.start).trim() === '');
    const use = ofUnknown ? undefined : latin && nearest ? headNoun(item.uses, nearest, quantity, base) : nearest;
    // Cups counted after what goes into them (コーヒー ミルク砂糖入り 2杯) are the drink's: its milk and sugar follow it.
    const drink = use && CUP_UNITS.has(quantity.unit) ? item.uses.find((other) => other !== use && hostsInCup(other, use)) : undefined;
    if (drink) drink.quantities.push(quantity);
    else if (use) use.quantities.push(quantity);
    else item.strayWords += 1;
  }
  // 焼肉 家族で 肉 1kg, 3人で焼肉 カルビ2人前 ロース2人前: a group said before the foods shares the order written after it,
  // every food of it, not only the word nearest the group (焼肉, before it, kept the kilo whole); a food after it with no
  // amount of its own stays the eater's (resolveAmount).
  for (const share of quantities.filter((quantity) => quantity.unit === 'share' && quantity.ofOrder))
    for (const use of item.uses)
      if (use.position >= share.end && rangeOf(use.position) === rangeOf(share.start) && !use.quantities.includes(share))
        use.quantities.push(share);
  for (const heading of kindHeadings) leaveRestOfTotal(heading, kindsUnder.get(heading) ?? []);
  takeOutOfTotal(item);
  item.uses = item.uses.filter((use) => !kindHeadings.includes(use) || use.quantities.length > 0);
  for (const range of contents) {
    const dish = item.uses.find((use) => use.position === range.dish);
    if (!dish?.entry.isDish) continue;
    // A dish listed in another's contents is one of them only as a filling on the same staple
    // (おにぎり（鮭とツナマヨ）: the ツナマヨ of one piece, not a second dish that takes the fillings over).
    const listed = item.uses.filter(
      (use) =>
        use !== dish &&
        use.position >= range.start &&
        use.position < range.end &&
        (!isDishOfParts(use) || fillingOfSameDish(dish.entry, use.entry) !== undefined),
    );
    if (listed.length === 0) continue;
    // カレー（牛肉）, サンドイッチ（たまご）: the lexicon's dish the one food and the dish name together (ビーフカレー,
    // 卵サンドイッチ), as カレー 牛肉 is; a meat that names none takes the recipe's meat's place below.
    const [meat] = listed;
    const ofMeat =
      listed.length === 1 && (meatInPlace(dish.entry, meat!.entry) || !meat!.entry.isDish) ? namedTogether(meat!, dish) : undefined;
    if (ofMeat?.isDish) {
      dish.entry = ofMeat;
      dish.quantities.push(...meat!.quantities);
      item.uses = item.uses.filter((use) => use !== meat);
      continue;
    }
    listContents(dish, listed);
    item.uses = item.uses.filter((use) => !listed.includes(use));
  }
  bowlAsDon(item);
  // The broth said left is the dish's before a negated word could leave out the part it names.
  leaveBroth(item, [], base);
  dropIcedWord(item);
  chocolateAsCoating(item);
  kindsListedAfterCount(item, base);
  joinSplitNames(item, namedTogether, base);
  absorbQualifiers(item, base, namedTogether);
  return item;
}

// The words of a noodle soup's broth, and the foods its recipes make the broth of (zaru soba's つゆ, dipped
// only, is eaten as weighed).
const BROTH_WORDS = new Set(['スープ', 'つゆ', 'おつゆ', 'soup', 'broth'].map(termKey));
// 汁 (お汁) is a bowl of miso soup of its own (焼き魚定食 汁なし: the set's soup left out), and the broth of the
// soup or noodle soup before it when said left or drunk in part (味噌汁 汁は残した, ラーメン 汁半分): not with なし or 抜き,
// which say a noodle dish is served without broth (ラーメン 汁なし) and change nothing there.
const SOUP_WORDS = new Set(['汁', 'お汁'].map(termKey));
const ABSENCE_WORDS = new Set(['なし', '無し', '抜き', 'ぬき', '抜いて'].map(termKey));
const brothWord = (use: EntryUse): boolean =>
  BROTH_WORDS.has(termKey(use.term)) ||
  (SOUP_WORDS.has(termKey(use.term)) && (use.portions.length > 0 || (use.negated === true && !ABSENCE_WORDS.has(use.negatedBy ?? ''))));
const BROTH_FOODS = new Set(['ramen-soup-shoyu', 'ramen-soup-miso', 'mentsuyu', 'chicken-stock', 'western-stock', 'dashi']);
// Of a broth left in the bowl, the share the noodles and toppings still carry out of it (a convention,
// docs/analyze-text.md → Noodle soups: leaving a ramen's soup takes its salt from 8.8 g to 4.0).
const BROTH_CARRIED = 0.3;
// スープも飲んだ, "drank the broth": the broth said drunk (the whole of it) with no share; スープを飲んだ may be a soup of its own.
const DRANK_BEFORE = /\b(?:drank|drink)\s+(?:the\s+|my\s+)?$/iu;
const DRANK_AFTER = /^\s*(?:も|まで)\s*(?:全部\s*)?(?:飲ん|飲み)/u;

/**
 * ラーメン スープは残した, ramen, didn't drink the soup, ラーメン、ライス、スープ半分, 味噌汁 スープは残した: the
 * broth of the noodle soup (else the soup) in the item or the nearest one before it was left (all of it,
 * half, a little) or drunk (スープ全部飲んだ, drank all the soup, スープも飲んだ), no soup of its own beside the dish: the
 * dish's broth counts what was drunk of it and what the noodles or the 具 carry out of the bowl. A soup
 * said with no such word (ラーメンとスープ) is a soup.
 */
function leaveBroth(item: ItemPlan, before: readonly ItemPlan[], base: string): boolean {
  // The broth word names a soup itself (スープ: a consommé); the dish it speaks of is another.
  // A cup not drained yet (a topping beside it, どん兵衛きつねうどん, is no matter).
  const isCup = (use: EntryUse): boolean =>
    use.entry.drainedNoodles !== undefined &&
    use.entry.parts.every((part) => part.food.foodNumber !== use.entry.drainedNoodles!.food.foodNumber);
  // どん兵衛きつねうどん: the noodle dish named after a cup in its item is the cup's kind (absorbQualifiers), whose soup is the cup's.
  const cupsKind = (use: EntryUse): boolean => item.uses.some((cup) => cup.position < use.position && isCup(cup));
  const nearest = (broth: EntryUse, kind: 'noodle' | 'soup'): EntryUse | undefined =>
    spokenOf(
      item,
      before,
      broth,
      (use) =>
        use.entry.isDish && use.entry.kind === kind && use.entry.parts.some((part) => BROTH_FOODS.has(part.foodKey)) && !cupsKind(use),
    );
  let left = false;
  for (const broth of item.uses.filter(brothWord)) {
    const counts = broth.quantities.filter((quantity) => quantity.unit === 'count');
    const drank = DRANK_BEFORE.test(base.slice(item.start, broth.position)) || DRANK_AFTER.test(base.slice(broth.end));
    if (!broth.negated && broth.portions.length === 0 && counts.length === 0 && !drank) continue;
    // A noodle soup's broth before a soup's: the soup of a meal with ramen is the ramen's.
    const dish = nearest(broth, 'noodle') ?? nearest(broth, 'soup');
    const cup = dish ? undefined : spokenOf(item, before, broth, isCup);
    if (!dish && !cup) continue;
    // What was left: everything (残した, didn't drink), or the share a size word or count says (半分残した,
    // half the soup: half drunk; left half the soup: half left).
    const said = [...broth.portions.map((word) => PORTION_FACTORS[word]), ...counts.map((quantity) => quantity.value)];
    const share = said.reduce((product, factor) => product * factor, 1);
    const drunk = broth.negated ? (said.length > 0 ? 1 - share : 0) : share;
    item.uses = item.uses.filter((use) => use !== broth);
    left = true;
    if (!dish) {
      drainCup(cup!, drunk);
      continue;
    }
    // A soup's broth carries what seasons it (味噌汁's みそ); a noodle soup's seasoning is in its soup base.
    const inBroth = (part: EntryPart): boolean => BROTH_FOODS.has(part.foodKey) || (dish.entry.kind === 'soup' && isCondimentFood(part));
    const eaten = BROTH_CARRIED + (1 - BROTH_CARRIED) * drunk;
    dish.entry = {
      ...dish.entry,
      parts: dish.entry.parts.map((part) => (inBroth(part) ? { ...part, grams: part.grams * eaten } : part)),
    };
  }
  return left;
}

/** The use a word speaks of among those `matches` takes: the last before it in its item, else the last of the items before, else the first after it. */
function spokenOf(item: ItemPlan, before: readonly ItemPlan[], word: EntryUse, matches: (use: EntryUse) => boolean): EntryUse | undefined {
  const other = (use: EntryUse): boolean => use !== word && matches(use);
  return (
    [...item.uses].reverse().find((use) => use.position < word.position && other(use)) ??
    [...before].reverse().flatMap((earlier) => earlier.uses.filter(other).reverse())[0] ??
    item.uses.find(other)
  );
}

/**
 * カップラーメン スープは飲まなかった, cup noodles, left half the soup: the cup's noodles drained of the soup left (MEXT's
 * 調理後のめん, スープを残したもの, weighed as lexicon.load's DRAINED_PER_DRY_GRAM says), and of the soup drunk that share
 * of the whole cup.
 */
function drainCup(cup: EntryUse, drunk: number): void {
  const [whole, ...topping] = cup.entry.parts as [EntryPart, ...EntryPart[]];
  const drained = cup.entry.drainedNoodles!;
  const parts = [
    { ...whole, grams: whole.grams * drunk },
    { ...drained, grams: whole.grams * drained.grams * (1 - drunk) },
    ...topping,
  ].filter((part) => part.grams > 0);
  // A cup counted (カップヌードル2個) is that many cups as eaten, each weighing what the one does now.
  const gramsOf = (all: readonly EntryPart[]): number => all.reduce((sum, part) => sum + part.grams, 0);
  const eaten = gramsOf(parts) / gramsOf(cup.entry.parts);
  const unitGrams = new Map([...cup.entry.unitGrams].map(([unit, grams]) => [unit, grams * eaten]));
  cup.entry = { ...cup.entry, parts, unitGrams };
}

// アイス, the word of an ice cream, and iced / ice, read as it in English.
const ICED = new Set(['あいす', 'iced', 'ice']);

/** Whether a word is glued to the next (アイスカフェラテ, チョコドーナツ), or one space before it in English (iced americano). */
const gluedTo = (use: EntryUse, next: EntryUse): boolean => next.position - use.end <= (isLatin(use.term[0]) ? 1 : 0);

// Drinks a café serves hot or iced, whose temperature its menu writes after the name (抹茶ラテ アイス); not a beer.
const HOT_OR_ICED_KINDS = new Set(['drink', 'coffee']);

/**
 * アイスカフェラテ, アイスココア, iced americano: アイス glued to a drink, or iced one space before one, says the
 * drink is iced; it is no ice cream beside it. So does アイス one space or a bracket after a café's drink, as its
 * menu writes it (抹茶ラテ アイス M, コーヒー（アイス）), where it was a 100 g ice cream beside the latte.
 */
function dropIcedWord(item: ItemPlan): void {
  item.uses = item.uses.filter((use, i) => {
    if (!ICED.has(termKey(use.term)) || use.quantities.length > 0) return true;
    const [previous, next] = [item.uses[i - 1], item.uses[i + 1]];
    const drink =
      next !== undefined && gluedTo(use, next) && DRINK_KINDS.has(next.entry.kind)
        ? next
        : previous !== undefined && use.position - previous.end <= 1 && HOT_OR_ICED_KINDS.has(previous.entry.kind)
          ? previous
          : undefined;
    // A size said of the word is the drink's ("a large iced coffee": the large went to the ice cream word).
    drink?.portions.unshift(...use.portions);
    return drink === undefined;
  });
}

// The foods a chocolate glued before is the coating or filling of, and the grams of it on one serving: the pain au
// chocolat's 10 g (dishes.tsv), a convention of this engine.
const CHOCOLATE_HOST_KINDS = new Set(['sweet', 'bread', 'fruit']);
const CHOCOLATE_COATING_GRAMS = 10;

/**
 * チョコドーナツ, チョコアイス, チョコバナナ, "chocolate donut": chocolate glued to a sweet, a bread or a fruit (one space
 * before it in English) is its coating, 10 g on each serving or piece, where it was a 50 g bar beside it (チョコドーナツ
 * 502 kcal); a chocolate with an amount or size of its own stays a food of its own.
 */
function chocolateAsCoating(item: ItemPlan): void {
  item.uses = item.uses.filter((use, i) => {
    const next = item.uses[i + 1];
    if (use.entry.key !== 'chocolate' || !next || use.quantities.length > 0 || use.portions.length > 0 || use.negated) return true;
    const host = next.entry;
    if (!gluedTo(use, next) || host.isDish || host.parts.length !== 1 || !CHOCOLATE_HOST_KINDS.has(host.kind)) return true;
    const serving = host.parts[0]!.grams;
    const grown = (serving + CHOCOLATE_COATING_GRAMS) / serving;
    next.entry = {
      ...host,
      parts: [...host.parts, { ...use.entry.parts[0]!, grams: CHOCOLATE_COATING_GRAMS, staple: false }],
      // A piece counted (チョコドーナツ 2個) is a coated piece: each carries its chocolate.
      unitGrams: new Map([...host.unitGrams].map(([unit, grams]) => [unit, grams * grown])),
    };
    return false;
  });
}

// Mains that an English "bowl" serves on rice (chicken teriyaki bowl, salmon bowl, katsu bowl).
/**
 * ケーキ 2個 うち1個はチーズケーキ: pieces counted out of a total (of-which.ts) of a food that is no kind of the dish
 * counted before are taken out of that total (one cake and one cheesecake, where they were three).
 */
function takeOutOfTotal(item: ItemPlan): void {
  for (const use of [...item.uses]) {
    const part = use.quantities.find((quantity) => quantity.outOf);
    if (!part || use.countedKind) continue;
    const whole = item.uses
      .slice(0, item.uses.indexOf(use))
      .findLast((other) => other.quantities.length === 1 && LISTED_PIECE_UNITS.has(other.quantities[0]!.unit));
    const count = whole?.quantities[0];
    if (!whole || !count) continue;
    const rest = count.value - part.value;
    if (rest > 0) whole.quantities = [{ ...count, value: rest }];
    else item.uses = item.uses.filter((other) => other !== whole);
  }
}

// A bakery's or a sweet shop's pieces are of one kind whether MEXT files them as bread or as sweets (パン: メロンパン).
const BAKERY_KINDS = new Set(['bread', 'sweet']);
const sameBakeryKind = (one: Entry, other: Entry): boolean =>
  one.kind === other.kind || (BAKERY_KINDS.has(one.kind) && BAKERY_KINDS.has(other.kind));
const coats = (listed: Entry, food: Entry): boolean => listed.key === 'chocolate' && CHOCOLATE_HOST_KINDS.has(food.kind);
/** Whether foods listed after a food's count are kinds of its pieces or a chocolate coating them, and nothing else. */
const listsKindsOf = (food: Entry, listed: Entry[]): boolean =>
  listed.length > 0 && listed.every((entry) => coats(entry, food) || (!entry.isDish && sameBakeryKind(entry, food)));
// Counters a food's pieces are counted in, which kinds listed after the count take one each of.
const LISTED_PIECE_UNITS = new Set(['個', 'count', '本', '枚']);

/**
 * ドーナツ 2個 (オールドファッション、チョコ), パン 3個（クロワッサン、メロンパン、あんパン）: foods of the counted food's
 * kind in brackets after its count are one piece each of the pieces counted, the food keeping the rest; a chocolate
 * there is the coating of one piece of a sweet, a bread or a fruit (10 g, as チョコドーナツ's), of every piece where it
 * is alone (ドーナツ 3個 (チョコ)). It was the two
 * donuts with an old-fashioned and a 50 g bar beside them (950 kcal for two donuts).
 */
function kindsListedAfterCount(item: ItemPlan, base: string): void {
  for (const food of [...item.uses]) {
    const [count, ...others] = food.quantities;
    if (!count || others.length > 0 || food.entry.isDish || !LISTED_PIECE_UNITS.has(count.unit)) continue;
    const brackets = bracketsAfter(base, count.end);
    if (!brackets) continue;
    const { start, end } = brackets;
    const listed = item.uses.filter((use) => use !== food && use.position >= start && use.end <= end && use.quantities.length === 0);
    const coating = (use: EntryUse): boolean => coats(use.entry, food.entry);
    const kinds = listed.filter((use) => !coating(use));
    if (
      listed.length > count.value ||
      !listsKindsOf(
        food.entry,
        listed.map((use) => use.entry),
      )
    )
      continue;
    // ドーナツ 3個 (チョコ): a coating alone in the brackets coats every piece.
    const coated = kinds.length === 0 ? count.value : 1;
    for (const use of listed.filter(coating))
      use.quantities = [{ start: use.end, end: use.end, text: '', value: CHOCOLATE_COATING_GRAMS * coated, unit: 'g', isRange: false }];
    for (const kind of kinds) kind.quantities = [{ ...count, start: kind.end, end: kind.end, text: '', value: 1 }];
    const rest = count.value - kinds.length;
    if (rest > 0) food.quantities = [{ ...count, value: rest }];
    else item.uses = item.uses.filter((use) => use !== food);
  }
}

const BOWL_MAINS = new Set(['meat', 'fish', 'egg', 'okazu', 'fried']);

/**
 * "chicken teriyaki bowl", "a grilled salmon bowl": the English bowl said of a main with no staple of its own is a
 * 丼, its rice 250 g (PORTIONS.md); said of anything else (a salad bowl, a ramen bowl) it names nothing.
 */
function bowlAsDon(item: ItemPlan): void {
  if (!item.sets.includes('bowl')) return;
  const eaten = item.uses.filter((use) => !use.negated);
  const donOf =
    eaten.length > 0 &&
    eaten.every((use) => !use.entry.parts.some((part) => part.staple) && use.entry.kind !== 'rice') &&
    eaten.some((use) => BOWL_MAINS.has(use.entry.kind));
  item.sets = item.sets.flatMap((set) => (set !== 'bowl' ? [set] : donOf && !item.sets.includes('don') ? ['don' as const] : []));
}

/** Each piece of the use's entry (and so its serving) weighs `factor` of its own, and the use says so: an egg of size L. */
function weighPieces(use: EntryUse, factor: number): void {
  const { entry } = use;
  use.entry = {
    ...entry,
    parts: entry.parts.map((part) => ({ ...part, grams: part.grams * factor })),
    unitGrams: new Map([...entry.unitGrams].map(([unit, grams]) => [unit, grams * factor])),
  };
  use.pieceFactor = factor;
}

/** The entry as the segment names it, before any amount or word attaches to it. */
const usedAs = (entry: Entry, segment: Extract<Segment, { type: 'term' }>): Omit<EntryUse, 'alternatives'> => ({
  entry,
  match: segment.match,
  position: segment.start,
  end: segment.end,
  term: segment.text,
  quantities: [],
  portions: [],
  cooking: [],
});

/**
 * Whether a dish word that is also a way of cooking, written apart after a plain food, cooks it: a meat or a
 * fish (鶏もも 唐揚げ, まぐろ 刺身), or a food of the dish's own MEXT group (なす 天ぷら), that is no filling of
 * the dish before it (おにぎり 鮭 からあげ: the onigiri's salmon, and fried chicken). 枝豆 唐揚げ is two dishes.
 */
function cookedApart(food: Entry, dishes: readonly Entry[], before: EntryUse | undefined): boolean {
  const group = food.parts[0]!.food.group;
  const cooked =
    COOKED_APART_KINDS.has(food.kind) || dishes.some((dish) => dish.isDish && dish.parts.some((part) => part.food.group === group));
  return cooked && !(before && (fillsDish(before.entry, food) || fillsLikeOwn(before.entry, food)));
}
const COOKED_APART_KINDS = new Set(['meat', 'fish']);

/** The amount that follows the segment with nothing but spaces between (焼き6, 水 6個, 大根2). */
const amountRightAfter = (segment: Segment, quantities: readonly Quantity[], text: string): Quantity | undefined =>
  quantities.find((quantity) => quantity.start >= segment.end && text.slice(segment.end, quantity.start).trim() === '');

/**
 * The kind of the heading's dish a word names with it, either way round (餃子 + 焼き: 焼き餃子; 餃子 + 水:
 * 水餃子; 焼き鳥 + ねぎま): a dish of the lexicon. A food the dish already has is a part of it, not a kind
 * (ラーメン チャーシュー2枚: two slices in one bowl) unless the two name the dish itself (焼き鳥 タレ2:
 * 焼き鳥たれ, two skewers). Of a dish served as several pieces, counted in them, the word says what those
 * pieces have (寿司 まぐろ2貫: two nigiri of tuna; 寿司 サーモン2貫: of salmon, a filling in the place of the
 * tuna), and any plain food named of a dish of prepared pieces is in them already (串カツ 豚2 玉ねぎ1: three).
 */
function kindOfDish(
  heading: EntryUse,
  word: Extract<Segment, { type: 'term' }>,
  entries: Entry[],
  count: Quantity,
  namedTogether: NamedTogether,
): Entry | undefined {
  const kind = kindOf(heading, word, entries, count, namedTogether);
  if (kind) return kind;
  // 焼き鳥 塩3 タレ2: the dish word and the first kind, written apart, were read as the one name they make
  // (焼き鳥塩); the next kinds are of the dish the first word names alone (its name with nothing after it).
  const [firstWord, ...otherWords] = heading.term.split(/\s+/u);
  const dishOfFirstWord = otherWords.length > 0 && firstWord ? namedTogether({ ...heading, term: firstWord }, { term: '' }) : undefined;
  return dishOfFirstWord && dishOfFirstWord !== heading.entry
    ? kindOf({ ...heading, entry: dishOfFirstWord, term: firstWord! }, word, entries, count, namedTogether)
    : undefined;
}

function kindOf(
  heading: EntryUse,
  word: Extract<Segment, { type: 'term' }>,
  entries: Entry[],
  count: Quantity,
  namedTogether: NamedTogether,
): Entry | undefined {
  const dish = heading.entry;
  if (!dish.isDish || heading.negated) return undefined;
  const kind = namedTogether(heading, { term: word.text }) ?? namedTogether(heading, { term: word.text }, true);
  // A part of the dish names a kind only when the two name the dish itself, counted in its pieces (焼き鳥 + たれ
  // 3本: 焼き鳥たれ); 焼肉 カルビ 3枚 is three slices of the 焼肉's カルビ, not three servings of カルビ焼肉.
  const namesPart = entries.some((entry) => partNamed(dish, entry) !== undefined);
  const inDishPieces = count.unit === 'count' ? servedInPieces(dish) : dish.piecesPerServing.has(count.unit);
  // A food the two name together is a kind counted in its own pieces (焼き鳥 砂肝3: 焼き鳥砂肝, three skewers of gizzard),
  // and so is a dish: うどん 天ぷら2個 is two pieces of tempura on the udon, not two bowls of 天ぷらうどん (counted in 杯, 玉).
  const countedInPieces = (food: Entry): boolean =>
    count.unit === 'count' ||
    (food.isDish ? count.unit === 'serving' || food.piecesPerServing.has(count.unit) : food.unitGrams.has(count.unit));
  if (kind && (!namesPart || (kind === dish && inDishPieces)) && countedInPieces(kind)) return kind;
  const [named, ...alternatives] = entries;
  if (!named || named.isDish || !countsPieces(dish, count) || piecesAreItsFoods(dish)) return undefined;
  const piece: EntryUse = { ...usedAs(dish, word), alternatives: [] };
  const content: EntryUse = { ...usedAs(named, word), alternatives };
  if (replaceFilling(piece, content) || nameDishPart(piece, content)) return piece.entry;
  const inPreparedPieces = servingPieces(dish) > 1 && holdsNamedFoods(dish) && PLAIN_FOOD_KINDS.has(named.kind);
  return inPreparedPieces ? dish : undefined;
}

/**
 * 寿司10貫 まぐろ5 サーモン5, 焼き鳥6本 ねぎま2 つくね1: a total written on a dish word holds the kinds counted
 * after it when they add up to it or are counted by bare numbers, a breakdown; the heading keeps only the
 * pieces they leave, of its own kind, and none when they make up the total or more (the kinds, counted one
 * by one, are what was eaten). Kinds each with a counter that do not add up are servings beside the total
 * (焼き鳥3本 ねぎま2本: five skewers), and a total in other terms (a weight) stays.
 */
function leaveRestOfTotal(heading: EntryUse, kinds: readonly EntryUse[]): void {
  const [total, ...others] = heading.quantities;
  // 焼き鳥 塩3 タレ2: a heading read with its first kind as one name (焼き鳥 塩) has that kind's count, no total.
  if (!total || /\s/u.test(heading.term.trim())) return;
  // What the heading keeps is pieces of its own, not a word naming the kinds (absorbQualifiers, joinSplitNames).
  heading.countedKind = true;
  const totalPieces = others.length === 0 ? piecesOf(heading.entry, total) : undefined;
  if (totalPieces === undefined) return;
  const kindPieces = kinds.map((kind) =>
    kind.quantities.map((quantity) => piecesOf(kind.entry, quantity) ?? NaN).reduce((a, b) => a + b, 0),
  );
  if (kindPieces.some((pieces) => !Number.isFinite(pieces))) return;
  const counted = kindPieces.reduce((a, b) => a + b, 0);
  const breakdown = counted === totalPieces || kinds.every((kind) => kind.quantities.every((quantity) => quantity.unit === 'count'));
  if (!breakdown) return;
  const rest = totalPieces - counted;
  heading.quantities = rest > 0 ? [{ ...total, value: rest, unit: 'count', isRange: false }] : [];
}

/**
 * How many pieces an amount counts of an entry (寿司10貫: 10, 寿司2皿: 4, 寿司1人前: 10, 鶏皮3本: 3); none
 * for a weight, a volume or a unit the entry is not counted in.
 */
function piecesOf(entry: Entry, quantity: Quantity): number | undefined {
  if (quantity.unit === 'count') return quantity.value;
  if (quantity.unit === 'serving') return quantity.value * servingPieces(entry);
  const perServing = entry.piecesPerServing.get(quantity.unit);
  if (perServing !== undefined) return (quantity.value * servingPieces(entry)) / perServing;
  return !entry.isDish && entry.unitGrams.has(quantity.unit) ? quantity.value : undefined;
}

/**
 * Whether a count is of the pieces of a dish served as several (寿司 10貫, 串カツ 5本): a bare number or one
 * of its own counters. A dish of one piece (オムレツ 卵3個: its eggs; ラーメン チャーシュー2枚) is no
 * piece its parts are counted in.
 */
const countsPieces = (dish: Entry, count: Quantity): boolean =>
  (count.unit === 'count' || dish.piecesPerServing.has(count.unit)) && servingPieces(dish) > 1;

// A set word and the brackets it opens: what follows lists what the set comes with.
const SET_SIDES_OPENED = /^\s*(?:定食|セット|せっと|set|弁当|お弁当)\s*[(（]\s*$/iu;
const SET_SIDES_AFTER = /^\s*(?:定食|セット|せっと|set|弁当|お弁当)\s*[(（]/iu;

/**
 * 焼き鳥5本 塩, 焼き鳥 ねぎま3本, 焼き鳥（ねぎま）3本: a dish's general word and the word that says which
 * kind, written apart, are the one entry they name together (焼き鳥塩, ねぎま), with the amount either
 * carries. Two words each with an amount of its own (焼き鳥3本 ねぎま2本) are two foods.
 */
// Dishes whose kind may be written after the general word: noodles (ラーメン 味噌) and breads (サンドイッチ たまご).
const KINDS_NAMED_AFTER = new Set(['noodle', 'bread']);

function joinSplitNames(item: ItemPlan, namedTogether: NamedTogether, base: string): void {
  shareCountAmongKinds(item, namedTogether);
  for (let i = 0; i + 1 < item.uses.length; i++) {
    const [first, second] = [item.uses[i]!, item.uses[i + 1]!];
    if (!first.entry.isDish || first.negated || second.negated || first.additional || second.additional) continue;
    // パスタセット（サラダ、スープ）: brackets opened after a set word list what the set comes with, no word of its dish's name
    // (the pasta and the salad, not a パスタサラダ).
    if (SET_SIDES_OPENED.test(base.slice(first.end, second.position))) continue;
    if (first.countedKind || second.countedKind) continue;
    if (first.quantities.length > 0 && second.quantities.length > 0) continue;
    // うどん 釜玉, ラーメン 味噌, そば たぬき: a noodle dish's kind written after its general word is the dish
    // named kind first (釜玉うどん), where it was the noodles twice or a part beside the bowl; a word with an amount
    // or size of its own stays a part (ラーメン チャーシュー2枚). So is a sandwich's (サンドイッチ たまご: the たまごサンド,
    // where it was the ham sandwich with a boiled egg beside it).
    const kindNamedAfter =
      KINDS_NAMED_AFTER.has(first.entry.kind) && second.quantities.length === 0 && second.portions.length === 0
        ? namedTogether(first, second, true)
        : undefined;
    const entry = namedTogether(first, second) ?? kindNamedAfter;
    // Only a dish of the kind the two name together: ラーメン スープ is the ramen and a soup, not the
    // ラーメンスープ seasoning the ramen is made with.
    if (!entry?.isDish) continue;
    const joined: EntryUse = {
      ...first,
      entry,
      alternatives: [],
      end: second.end,
      term: first.term + second.term,
      quantities: [...first.quantities, ...second.quantities],
      portions: [...first.portions, ...second.portions],
      cooking: [...first.cooking, ...second.cooking],
      ...(first.variants || second.variants ? { variants: [...(first.variants ?? []), ...(second.variants ?? [])] } : {}),
    };
    // ミートソース パスタ120g, カレー 半ライス: the amount or size of the staple word is the staple's, as
    // beside a named dish.
    if ((second.quantities.length > 0 || second.portions.length > 0) && isStapleOf(joined, second)) {
      joined.quantities = [...first.quantities];
      joined.portions = [...first.portions];
      nameStaple(joined, second);
    }
    item.uses.splice(i, 2, joined);
  }
}

/**
 * 焼き鳥5本（ねぎま、つくね）, 焼き鳥 5本 ねぎまとつくね: a count on a dish's general word with two or more kinds
 * named after it, none counted, is shared among them equally, as 寿司's toppings share its pieces (two and a half
 * of each), where the first kind took the whole count and the others one serving each.
 */
function shareCountAmongKinds(item: ItemPlan, namedTogether: NamedTogether): void {
  for (let i = 0; i < item.uses.length; i++) {
    const general = item.uses[i]!;
    // A count of its pieces or servings, not a weight (焼き鳥 300g stays the dish's).
    const counts = general.quantities.filter((quantity) => !MEASURED_UNITS.has(quantity.unit) && quantity.unit !== 'share');
    if (!general.entry.isDish || general.negated || counts.length !== 1 || general.quantities.length !== 1) continue;
    const kinds: EntryUse[] = [];
    for (const use of item.uses.slice(i + 1)) {
      const kind = use.quantities.length === 0 && use.portions.length === 0 && !use.negated ? namedTogether(general, use) : undefined;
      if (!kind?.isDish) break;
      kinds.push({ ...use, entry: kind, alternatives: [], quantities: [{ ...counts[0]!, value: counts[0]!.value }] });
    }
    if (kinds.length < 2) continue;
    for (const kind of kinds) kind.quantities = [{ ...counts[0]!, value: counts[0]!.value / kinds.length }];
    item.uses.splice(i, kinds.length + 1, ...kinds);
  }
}

const isDishOfParts = (use: EntryUse): boolean => use.entry.isDish && use.entry.parts.length > 1;

/** A stretch of the text that lists a dish's contents, and where the dish's word starts. */
interface ContentRange {
  dish: number;
  start: number;
  end: number;
}

/** Where the brackets whose contents start at `start` close: at their closing bracket, or at the text's end. */
function bracketEnd(text: string, start: number): number {
  const length = text.slice(start).search(/[)）]/u);
  return length < 0 ? text.length : start + length;
}

/** The brackets right after `at` (spaces before them allowed): where their contents start and end; null when none open there. */
function bracketsAfter(text: string, at: number): { start: number; end: number } | null {
  const open = /^\s*[(（]/u.exec(text.slice(at));
  if (!open) return null;
  const start = at + open[0].length;
  return { start, end: bracketEnd(text, start) };
}

/**
 * ミックスフライ定食（エビフライ、アジフライ、カニクリームコロッケ）: brackets after the set word a dish names list the
 * dish's contents when every food in them is one of its parts; otherwise they speak of the set (ハンバーグ定食（ご飯
 * 少なめ）, エビフライ定食（3本）) as before. The opener as the bracket pattern gives it, or null.
 */
function partsAfterSetWord(dish: Entry, after: string, dishEnd: number, segments: Segment[]): RegExpExecArray | null {
  const opener = /^\s*(?:定食|せっと|弁当|お弁当)\s*([(（])/u.exec(after);
  if (!opener) return null;
  const start = dishEnd + opener[0].length;
  const end = dishEnd + bracketEnd(after, opener[0].length);
  const foods = segments.filter((inside) => inside.start >= start && inside.end <= end && entryOf(inside) !== undefined);
  const names = (inside: Segment): boolean =>
    inside.type === 'term' && inside.targets.some((target) => 'entry' in target && partOfDish(dish, target.entry));
  return foods.length > 0 && foods.every(names) ? opener : null;
}
// A food of the dish, or a dish of one such food (エビフライ: the ebi-fry of two, whose part is the mixed fry's).
const partOfDish = (dish: Entry, named: Entry): boolean =>
  partNamed(dish, named) !== undefined ||
  (named.parts.length === 1 && dish.parts.some((part) => part.food.foodNumber === named.parts[0]!.food.foodNumber));

/**
 * Where the text lists what a dish is made of: in brackets right after it (サラダ（キャベツ・コーン）),
 * after a colon (寄せ鍋：白菜、豆腐), or as foods of its recipe or its fillings listed right after it
 * (おでん 大根、こんにゃく、はんぺん; おむすび 鮭と梅). Separators inside do not split items.
 */
function contentRanges(segments: Segment[], quantities: readonly Quantity[], text: string): ContentRange[] {
  const ranges: ContentRange[] = [];
  segments.forEach((segment, at) => {
    const dish = entryOf(segment);
    if (segment.type !== 'term') return;
    const after = text.slice(segment.end);
    // ドーナツ 2個 (オールドファッション、チョコ): brackets after a food's count list its pieces' kinds (kindsListedAfterCount).
    const kinds = bracketsAfter(text, segment.end);
    const counted = (start: number): boolean => quantities.some((quantity) => quantity.start >= segment.end && quantity.end <= start);
    if (dish && !dish.isDish && kinds && counted(kinds.start)) {
      const { start, end } = kinds;
      // 野菜ジュース1本（200ml）: an amount in the brackets is the food's, no kinds.
      const kindsOnly = !quantities.some((quantity) => quantity.start >= start && quantity.start < end);
      const listed = segments.flatMap((other) => (other.start >= start && other.end <= end ? (entryOf(other) ?? []) : []));
      if (kindsOnly && listsKindsOf(dish, listed)) {
        ranges.push({ dish: segment.start, start, end });
        return;
      }
    }
    if (!dish?.isDish) return;
    const opener = /^\s*([(（:：])/u.exec(after) ?? partsAfterSetWord(dish, after, segment.end, segments);
    if (opener) {
      const start = segment.end + opener[0].length;
      const closer = ['(', '（'].includes(opener[1]!) ? /[)）]/u : /[。\n]/u;
      const length = text.slice(start).search(closer);
      ranges.push({ dish: segment.start, start, end: length < 0 ? text.length : start + length });
      return;
    }
    // A list of the dish's own foods, right after it: at least two, joined by 、 , ・ と や.
    let end = segment.end;
    let listed = 0;
    // The list starts at its first food: an amount between the dish and it is the dish's (おむすび2つ 鮭と梅).
    let start = segment.end;
    const namesContent = (food: Entry): boolean => partNamed(dish, food) !== undefined || fillsDish(dish, food);
    // おでん 牛すじ2 がんもどき1: a plain food counted after a dish whose pieces are its foods is one more of its pieces.
    const countedPiece = (food: Segment, entry: Entry): boolean =>
      piecesAreItsFoods(dish) &&
      !entry.isDish &&
      PLAIN_FOOD_KINDS.has(entry.kind) &&
      amountRightAfter(food, quantities, text) !== undefined;
    // 寿司 まぐろ サーモン: a food of the kind of its own topping is one of them too, unless counted in the dish's
    // pieces (寿司 サーモン3 いか2: kinds of the dish counted in them); 寿司 まぐろ サーモン 2人前 is the dish's amount.
    const toppingLikeOwn = (food: Segment, entry: Entry): boolean => {
      const count = amountRightAfter(food, quantities, text);
      return fillsLikeOwn(dish, entry) && !(count && countsPieces(dish, count));
    };
    for (let next = at + 1; next < segments.length;) {
      const food = segments[next];
      const foodEntry = entryOf(food);
      if (!food || !foodEntry || !(namesContent(foodEntry) || toppingLikeOwn(food, foodEntry) || countedPiece(food, foodEntry))) break;
      if (next === at + 1 && text.slice(segment.end, food.start).trim() !== '') break;
      if (next === at + 1) start = food.start;
      // An amount written right after a listed food is that food's (焼肉 カルビ150g、ハラミ100g).
      end = food.end + (/^\s*/u.exec(text.slice(food.end))?.[0].length ?? 0);
      listed += 1;
      if (segments[next + 1]?.type === 'separator') next += 2;
      // おでん 大根2 卵1 ちくわ1: foods each with its amount are a list with spaces between them too.
      else if (amountRightAfter(food, quantities, text)) next += 1;
      // おにぎり 鮭 明太子: fillings of a dish served in pieces, written apart, are one piece each; a word
      // after a dish served by the bowl or plate stays its topping (ラーメン チャーシュー).
      else if (fillingsApart(dish, food, segments[next + 1], text) || piecesApart(dish, food, segments[next + 1], text)) next += 1;
      else break;
    }
    if (listed >= 2) ranges.push({ dish: segment.start, start, end });
    const before = foodsListedBefore(segments, at, dish);
    if (before) ranges.push({ dish: segment.start, ...before });
  });
  return ranges;
}

/**
 * Whether two words written apart after a dish served in pieces are both fillings of it (おにぎり 鮭 明太子,
 * 寿司 まぐろ サーモン: each the filling or topping of its share of the pieces).
 */
function fillingsApart(dish: Entry, food: Segment, next: Segment | undefined, text: string): boolean {
  // The dish's own filling named (鮭 of おにぎり) is one of them too, and so is a food of its kind (サーモン for the tuna).
  const isFilling = (entry: Entry | undefined): boolean =>
    entry !== undefined && (fillsDish(dish, entry) || fillsLikeOwn(dish, entry) || partNamed(dish, entry)?.fillingGrams !== undefined);
  return (
    next !== undefined &&
    servedInPieces(dish) &&
    isFilling(entryOf(food)) &&
    isFilling(entryOf(next)) &&
    /^\s+$/u.test(text.slice(food.end, next.start))
  );
}

/** Whether two foods of the recipe of a dish that is its pieces are written apart after it (おでん 大根 卵 こんにゃく). */
const piecesApart = (dish: Entry, food: Segment, next: Segment | undefined, text: string): boolean =>
  next !== undefined &&
  piecesAreItsFoods(dish) &&
  [food, next].every((segment) => {
    const entry = entryOf(segment);
    return entry !== undefined && !entry.isDish && partNamed(dish, entry) !== undefined;
  }) &&
  /^\s+$/u.test(text.slice(food.end, next.start));

/**
 * 鮭ときのこのパスタ, 卵とハムのサンドイッチ: two or more plain foods joined by と, や, ・ or 、 and named with の
 * before a dish of several parts are what it is made of, read as its listed contents, where one of them is
 * neither a part of its recipe nor one of its fillings (the others fold into the dish as before: 豆腐とわかめの味噌汁).
 */
function foodsListedBefore(segments: Segment[], at: number, dish: Entry): { start: number; end: number } | undefined {
  if (dish.parts.length < 2 || !isNo(segments[at - 1])) return undefined;
  const foods: Segment[] = [];
  for (let next = at - 2; next >= 0; next -= 2) {
    const food = entryOf(segments[next]);
    // Rice, bread and noodles are never a dish's contents (ご飯、豆腐とわかめの味噌汁 keeps its rice apart).
    if (!food || food.isDish || food.parts.length !== 1 || food.parts[0]!.staple) break;
    foods.unshift(segments[next]!);
    const joiner = segments[next - 1];
    if (!(joiner?.type === 'separator' && FOOD_LIST_JOINERS.has(joiner.text))) break;
  }
  const entries = foods.map(entryOf) as Entry[];
  if (entries.length < 2 || entries.every((food) => partNamed(dish, food) !== undefined || fillsDish(dish, food))) return undefined;
  return { start: foods[0]!.start, end: foods.at(-1)!.end };
}

/**
 * Japanese words before their head: 卵2個の目玉焼き, パスタ…ミートソース. A food that a dish of the item
 * already contains, or a second dish on the same staple, folds into the head and hands it its amounts.
 */
function absorbQualifiers(item: ItemPlan, base: string, namedTogether: NamedTogether): void {
  dropInstantFlavours(item, base);
  dropDrinkFlavours(item, base);
  // カルボナーラ パスタ120g, パスタ120gでカルボナーラ: the bare staple named beside a dish on it is that
  // dish's staple, with its amount (not a second dish, nor the weight of the whole).
  for (const staple of [...item.uses]) {
    if (staple.negated || staple.additional || bareStaple(staple) === undefined || !isDishOfParts(staple)) continue;
    const dish = item.uses.find((other) => other !== staple && isDishOfParts(other) && isStapleOf(other, staple));
    if (!dish) continue;
    nameStaple(dish, staple);
    item.uses.splice(item.uses.indexOf(staple), 1);
  }
  const staples = (use: EntryUse): Set<string> =>
    new Set(use.entry.parts.filter((part) => part.staple).map((part) => part.food.foodNumber));
  for (let i = 0; i < item.uses.length; i++) {
    const qualifier = item.uses[i]!;
    // 寿司 まぐろ2貫 サーモン2貫: each kind counted after the dish word is pieces of its own.
    if (qualifier.countedKind) continue;
    // 袋麺のラーメン, cup noodle ramen: an instant product (MEXT: its seasonings included) named with the
    // noodle dish it makes is that product, not the dish made with its noodles (PORTIONS.md → インスタント);
    // a dish on another staple beside it is a food of its own (カップラーメン おにぎり1個).
    const instantDish = isInstant(qualifier)
      ? item.uses.find((use) => use !== qualifier && isDishOfParts(use) && hasNoodles(use))
      : undefined;
    if (instantDish) {
      qualifier.entry = withCupTopping(qualifier.entry, instantDish.entry);
      qualifier.quantities.push(...instantDish.quantities);
      qualifier.portions.push(...instantDish.portions);
      const at = item.uses.indexOf(instantDish);
      item.uses.splice(at, 1);
      if (at < i) i -= 1;
      continue;
    }
    // ご飯 味噌汁 納豆, ご飯 納豆 味噌汁: a food written after a soup, or apart before it, is a food of the
    // meal, not the soup's (なめこの味噌汁, なめこ味噌汁 and 味噌汁（豆腐） name those); an おにぎり names its
    // filling after it (おにぎり 鮭) where the food is one (its `host` column, or its own filling's food group:
    // おにぎり ゆで卵, よだれ鶏 ビール are two foods).
    const joinedBefore = (use: EntryUse): boolean =>
      qualifier.end <= use.position && /^の?$/u.test(base.slice(qualifier.end, use.position));
    const fillsWhereWritten = (use: EntryUse): boolean =>
      joinedBefore(use) ||
      (use.entry.kind !== 'soup' && (fillsDish(use.entry, qualifier.entry) || fillsLikeOwn(use.entry, qualifier.entry)));
    // A dish word names a filling only as the filling's own name (ツナマヨ おにぎり), not as a dish named in
    // full (鮭おにぎり 明太子おにぎり: two) nor in general (おにぎり 明太子おにぎり: the one dish after it).
    const namesFilling = (use: EntryUse): boolean =>
      !qualifier.entry.isDish || !(namesDishInGeneral(qualifier, use) || namedInFull(qualifier, use));
    // えび2貫 いくら軍艦 1貫: two words each with an amount of its own are two servings, not one filled by the other.
    const filled = item.uses.find(
      (use) =>
        use !== qualifier &&
        use.entry.parts.some((part) => part.fillingGrams !== undefined) &&
        fillsWhereWritten(use) &&
        namesFilling(use) &&
        !(use.quantities.length > 0 && qualifier.quantities.length > 0),
    );
    if (filled && !qualifier.negated && replaceFilling(filled, qualifier)) {
      filled.quantities.push(...dishAmountsOn(filled.entry, qualifier));
      // A size said after the filling is the dish's (焼き魚 さば 半分: half the mackerel the dish now is).
      filled.portions.push(...qualifier.portions);
      item.uses.splice(i, 1);
      i -= 1;
      continue;
    }
    // 焼肉 カルビ ロース: another cut of a food named in a dish before it is a food beside it, in the reading of that food.
    const secondCut = item.uses.flatMap((other) => (other === qualifier ? [] : [secondCutOf(other.entry, qualifier)])).find(Boolean);
    if (secondCut) {
      qualifier.entry = secondCut;
      qualifier.alternatives = [];
      continue;
    }
    const head = item.uses.find((other, j) => {
      // The same food named again is one mention of it, unless each names its own amount (カルビ1人前 上カルビ1人前: two).
      if (j === i || other.entry === qualifier.entry)
        return j > i && other.entry === qualifier.entry && !(countsOwn(qualifier) && countsOwn(other));
      // 豚肉の生姜焼き, 鮭の焼き魚: a food named with a dish (of several parts, or a prepared form of it) that has it.
      const sameFood =
        qualifier.entry.parts.length === 1 &&
        (other.entry.parts.length > 1 || other.entry.isDish) &&
        ([qualifier.entry, ...qualifier.alternatives].some((entry) => partNamed(other.entry, entry) !== undefined) ||
          speciesPart(other.entry, qualifier.entry, qualifier.term) !== undefined);
      const sameStaple =
        qualifier.entry.isDish &&
        other.entry.isDish &&
        j > i &&
        [...staples(qualifier)].some((number) => staples(other).has(number)) &&
        namesDishInGeneral(qualifier, other);
      // 卵2個の目玉焼き, 目玉焼き 卵2個: the eggs are the dish's, the dish the form they take (a raw egg
      // written after its cooked form does not make it raw again).
      const rawOnly = (use: EntryUse): boolean => isRawForm(use.entry.parts[0]!.food.namePlainJa);
      const sameEggOrMeat =
        qualifier.entry.parts.length === 1 &&
        other.entry.parts.length === 1 &&
        (j > i ? rawOnly(qualifier) || !rawOnly(other) : rawOnly(qualifier) && !rawOnly(other)) &&
        ['egg'].includes(qualifier.entry.kind) &&
        qualifier.entry.parts[0]!.food.group === other.entry.parts[0]!.food.group;
      // さつまいも 焼き芋, じゃがいも フライドポテト: a raw food right before its own prepared form is that form.
      const preparedForm =
        j === i + 1 &&
        qualifier.entry.parts.length === 1 &&
        other.entry.parts.length === 1 &&
        isRawForm(qualifier.entry.parts[0]!.food.namePlainJa) &&
        !isRawForm(other.entry.parts[0]!.food.namePlainJa) &&
        stemOfName(qualifier.entry.parts[0]!.food.namePlainJa) === stemOfName(other.entry.parts[0]!.food.namePlainJa);
      // アイス ハーゲンダッツ: a food's general word right before a kind of it (MEXT's same food and class
      // in another variety: アイスクリーム 普通脂肪, 高脂肪) is that kind, not a second serving.
      const kindOfIt =
        j === i + 1 &&
        qualifier.quantities.length === 0 &&
        !qualifier.entry.isDish &&
        !other.entry.isDish &&
        qualifier.entry.parts.length === 1 &&
        other.entry.parts.length === 1 &&
        qualifier.entry.kind === other.entry.kind &&
        sameKindOfFood(qualifier.entry.parts[0]!.food, other.entry.parts[0]!.food);
      // "pork dumplings", "えびグラタン": a meat or fish right before a prepared dish says what is in it, and so
      // it does before a dish whose one body part is a prepared food ("beef burger", "fish burger": the patty).
      const describesPrepared =
        j === i + 1 &&
        qualifier.entry.parts.length === 1 &&
        ['meat', 'fish'].includes(qualifier.entry.kind) &&
        other.position - qualifier.end <= 1 &&
        (other.entry.parts[0]?.food.group === '18' || isBurgerLike(other.entry));
      // しゃぶしゃぶ 牛, 鍋 豚肉: a meat of another animal named with a dish of one meat is that dish's meat, and so is a
      // cut of its own animal MEXT files under another heading (焼肉 ハラミ: the beef's 横隔膜 for the 焼肉's ばら).
      const otherMeat =
        qualifier.entry.parts.length === 1 &&
        other.entry.parts.length > 1 &&
        (meatInPlace(other.entry, qualifier.entry) !== undefined ||
          ownAnimalCut(other.entry, qualifier.entry) !== undefined ||
          // えび2貫 beside サーモン寿司 4貫: a fish with a count of its own beside a dish with one is a serving of its own.
          (!(qualifier.quantities.length > 0 && other.quantities.length > 0) &&
            [qualifier.entry, ...qualifier.alternatives].some((entry) => fishInPlace(other.entry, entry) !== undefined)));
      // 残りご飯でチャーハン: the rice a dish of MEXT's cooked rice is made from (で) is in that dish, not a serving beside it.
      const riceEnd = Math.max(qualifier.end, ...qualifier.quantities.map((quantity) => quantity.end));
      const riceMadeInto =
        j > i && isPlainRice(qualifier) && ofCookedRice(other.entry) && /^\s*で\s*$/u.test(base.slice(riceEnd, other.position));
      // protein shake (2 scoops whey): a food weighed by weight that a drink measured as served is made of (foods.tsv's @) is
      // that drink's, its amount the drink's (it was a second serving of the powder beside the shake's).
      const madeInto =
        qualifier.entry.parts.length === 1 &&
        other.entry.parts.length === 1 &&
        qualifier.entry.density === undefined &&
        other.entry.density !== undefined &&
        other.entry.key !== qualifier.entry.key &&
        other.entry.parts[0]!.food.foodNumber === qualifier.entry.parts[0]!.food.foodNumber;
      return (
        sameFood || sameStaple || sameEggOrMeat || preparedForm || kindOfIt || describesPrepared || otherMeat || riceMadeInto || madeInto
      );
    });
    // ラーメン チャーシュー追加: one more of the part, not the dish's own.
    if (!head || qualifier.additional) continue;
    // 牛肉のカレー, カレー 牛肉: the lexicon's dish the meat and the dish name together (牛肉カレー: ビーフカレー,
    // PORTIONS.md's 牛ばら) before the recipe's meat swapped for the word's.
    // So is a raw cut of the dish's own meat that names such a dish with it (ステーキ 牛ロース 200g: ロースステーキ, the
    // リブロース its shops sell as ロース, where the 牛肩ロース that ロース alone is took the sirloin's place).
    const rawCutOfOwn =
      partNamed(head.entry, qualifier.entry)?.kind === 'meat' && / 生$/u.test(qualifier.entry.parts[0]?.food.nameJa ?? '');
    const togetherDish =
      !qualifier.negated && (meatInPlace(head.entry, qualifier.entry) || rawCutOfOwn) ? namedTogether(qualifier, head) : undefined;
    // A cut that names the dish itself again (和牛サーロイン 150g ステーキ: サーロインステーキ) stays the dish's part, its variant kept.
    const dishOfMeat = rawCutOfOwn && togetherDish?.key === head.entry.key ? undefined : togetherDish;
    if (dishOfMeat?.isDish) {
      head.entry = dishOfMeat;
      head.quantities.push(...qualifier.quantities);
      head.portions.push(...qualifier.portions);
      item.uses.splice(i, 1);
      i -= 1;
      continue;
    }
    let portions = qualifier.portions;
    const named = !qualifier.negated && head.entry.parts.length > 1 ? nameDishPart(head, shareOfDishStaple(head, qualifier)) : undefined;
    if (qualifier.negated) {
      // カレー ご飯なし, ラーメン チャーシュー抜き: the dish without that part.
      if (!leaveOutDishPart(head, qualifier)) continue;
    } else if (named) {
      // 卵2個でオムレツ, パスタ 乾麺150g ミートソース: the amount is the named part's, the rest of the dish stays.
      portions = sizePartOnly(head, named, named.staple ? qualifier.portions : extraAsDouble(qualifier));
    } else if (isPlainRice(qualifier) && ofCookedRice(head.entry)) {
      cookRiceInto(head, qualifier);
    } else if (
      head.entry.parts.length === 1 &&
      qualifier.quantities.some((quantity) => unitWeight(head.entry, quantity.unit)?.basis !== 'exact')
    ) {
      // 卵3個の卵焼き: three eggs' worth of the dish, the dish being counted in other pieces.
      const grams = gramsOfUse(qualifier.entry, qualifier);
      head.quantities.push({ start: qualifier.position, end: qualifier.end, text: '', value: grams, unit: 'g', isRange: false });
    } else {
      head.quantities.push(...qualifier.quantities);
      // 目玉焼き 卵2個 Lサイズ: the dish is made of the eggs, so it is of their size class too.
      if (qualifier.pieceFactor !== undefined && head.pieceFactor === undefined && head.entry.pieceSizes !== undefined) {
        weighPieces(head, qualifier.pieceFactor);
      }
    }
    head.portions.push(...portions);
    head.cooking.push(...qualifier.cooking);
    // 和牛サーロイン ステーキ: the variant said of the part is the dish's part's.
    if (qualifier.variants) head.variants = [...(head.variants ?? []), ...qualifier.variants];
    item.uses.splice(i, 1);
    i -= 1;
  }
}

/**
 * A dish whose staple MEXT lists cooked whole (dishes.tsv's staple of kind dish: チャーハン, えびピラフ, ナシゴレン's
 * fried rice): a dish of rice, whose own grams hold the rice it was made of.
 */
const ofCookedRice = (dish: Entry): boolean => dish.isDish && dish.parts.some((part) => part.staple && part.kind === 'dish');

/**
 * 残りご飯でチャーハン, ご飯2杯でチャーハン: rice made into a dish of MEXT's cooked rice is that dish at its serving, or,
 * with an amount written, at the rice's grams (MEXT's row holds the oil and egg, so the rice's weight stands for the dish's).
 */
function cookRiceInto(dish: EntryUse, rice: EntryUse): void {
  if (rice.quantities.length === 0) return;
  const grams = gramsOfUse(rice.entry, rice);
  dish.quantities.push({ start: rice.position, end: rice.end, text: '', value: grams, unit: 'g', isRange: false });
}

/** A dish of a staple and prepared foods only (a burger: its bun and MEXT's ハンバーグ for the patty). */
const isBurgerLike = (dish: Entry): boolean =>
  dish.parts.some((part) => part.staple) && dish.parts.some((part) => !part.staple && part.food.group === '18') && holdsNamedFoods(dish);

/**
 * Whether a dish word before another dish on its staple names that dish in general, so the two are one:
 * the bare staple (パスタ カルボナーラ) or the word the other's name ends in (おにぎり 明太子おにぎり, カレー
 * カツカレー, うどん きつねうどん). Two dishes each named in full are two servings (鮭おにぎり 明太子おにぎり, 牛丼 親子丼).
 */
const namesDishInGeneral = (general: EntryUse, dish: EntryUse): boolean =>
  bareStaple(general) !== undefined || termKey(dish.term).endsWith(termKey(general.term));

/** Whether two dish words end in the same word and each says more than it (鮭おにぎり 明太子おにぎり, 牛丼 親子丼). */
function namedInFull(first: EntryUse, second: EntryUse): boolean {
  const [a, b] = [termKey(first.term), termKey(second.term)];
  let ending = 0;
  while (ending < Math.min(a.length, b.length) && a[a.length - 1 - ending] === b[b.length - 1 - ending]) ending += 1;
  return ending > 0 && ending < a.length && ending < b.length;
}

// MEXT names a food's raw state last (さつまいも 塊根 皮なし 生); its first word is the food (さつまいも).
const isRawForm = (name: string): boolean => name.endsWith(' 生');
const stemOfName = (name: string): string => name.split(' ')[0] ?? '';
// Two MEXT foods of one food and class (（アイスクリーム類） アイスクリーム) in different varieties.
const sameKindOfFood = (one: MextFood, other: MextFood): boolean => {
  const classOf = (food: MextFood): string | undefined => /（([^）]+類)）/u.exec(food.nameJa)?.[1];
  return (
    one.foodNumber !== other.foodNumber &&
    classOf(one) !== undefined &&
    classOf(one) === classOf(other) &&
    stemOfName(one.namePlainJa) === stemOfName(other.namePlainJa)
  );
};
// Kinds of word that name an instant cup's flavour right after it (カレー, しょうゆ, みそ; シーフード, a seafood).
const FLAVOUR_KINDS = new Set(['curry', 'seasoning', 'fish']);
const namesFlavour = (use: EntryUse): boolean =>
  FLAVOUR_KINDS.has(use.entry.kind) ||
  (use.entry.isDish && !use.entry.parts.some((part) => part.staple) && use.entry.parts.every((part) => part.kind === 'fish'));

/**
 * カップヌードル カレー, カップヌードルのシーフード, カップラーメン しょうゆ: a curry, a seasoning or a seafood named right after an
 * instant noodle (a space or の between, no amount or size of its own) is its flavour, which MEXT's cup already holds
 * with its seasoning; it was a plate of curry rice (1,004 kcal for the cup's 325) or a serving of seafood beside it.
 */
function dropInstantFlavours(item: ItemPlan, base: string): void {
  for (let i = 0; i + 1 < item.uses.length; i++) {
    const [cup, next] = [item.uses[i]!, item.uses[i + 1]!];
    if (!isInstant(cup) || !/^\s*の?\s*$/u.test(base.slice(cup.end, next.position))) continue;
    if (next.quantities.length > 0 || next.portions.length > 0 || next.negated || next.additional || !namesFlavour(next)) continue;
    item.uses.splice(i + 1, 1);
  }
}

// MEXT's liqueurs (梅酒): a flavour a chuhai brand sells (ほろよい 梅酒ソーダ), not a glass of their own after it.
const isLiqueur = (entry: Entry): boolean => entry.parts.length === 1 && entry.parts[0]!.food.nameJa.includes('混成酒類');
const FLAVOUR_GAP = /^\s*(?:[\p{Script=Han}\p{Script=Katakana}ー]+\s*)?の?\s*$/u;
const namesDrinkFlavour = (brand: Entry, next: EntryUse): boolean =>
  next.entry.kind === 'fruit' ||
  next.entry.kind === 'drink' ||
  isLiqueur(next.entry) ||
  (next.entry.strength?.spirit !== undefined && next.entry.strength.spirit.food.foodNumber === brand.strength?.spirit?.food.foodNumber);

/**
 * ほろよい 白いサワー, ほろよい もも, ストロングゼロ ダブルレモン, 檸檬堂 定番レモン: a fruit, a soft drink, a liqueur or another
 * chuhai named right after a chuhai brand sold in flavours (drink-strengths.tsv's brands; a space, の or a word of no food
 * between) is the can's flavour, which MEXT's 缶チューハイ already holds; it was a second chuhai (ほろよい 白いサワー: 277 kcal
 * for one 3 % can's 98) or a serving of the fruit. An amount written after the flavour is the can's (ほろよい 白いサワー 2缶).
 * After a drink's general word (レモンサワー グレフルサワー, an evening's list) each word stays a drink of its own.
 */
function dropDrinkFlavours(item: ItemPlan, base: string): void {
  for (let i = 0; i < item.uses.length; i++) {
    const brand = item.uses[i]!;
    if (!brand.entry.strength?.brands?.has(termKey(brand.term)) || brand.negated) continue;
    let end = brand.end;
    while (i + 1 < item.uses.length) {
      const next = item.uses[i + 1]!;
      // A word of no food between (檸檬堂 定番レモン, ストロングゼロ ダブルレモン) names the flavour too; と, や or a comma
      // lists another drink.
      if (!FLAVOUR_GAP.test(base.slice(end, next.position))) break;
      if (next.negated || next.additional || !namesDrinkFlavour(brand.entry, next)) break;
      if (next.quantities.length > 0) {
        if (brand.quantities.length > 0) break;
        brand.quantities.push(...next.quantities);
      }
      end = next.end;
      item.uses.splice(i + 1, 1);
    }
  }
}

// A part of a bowl of udon or soba more than its garnish (かまぼこ 10 g, ねぎ) and not its broth or seasoning: its topping.
const CUP_TOPPING_MIN_GRAMS = 15;

/**
 * どん兵衛きつねうどん, カップうどん 天ぷらそば: a Japanese-style cup (MEXT's 和風スタイル) named with the udon or soba dish it
 * is sold as is that kind of cup, the dish's topping (味付け油揚げ 30 g, えび天 50 g) beside the cup's noodles and soup, as
 * どん兵衛 きつね names it; it was the plain cup. MEXT's cup row holds its seasonings, not the dish's topping (the
 * product's own label: about 420 kcal for the cup and 油揚げ's 410). A ramen's cup is MEXT's 中華スタイル row as it is.
 */
function withCupTopping(cup: Entry, dish: Entry): Entry {
  const staple = dish.parts.find((part) => part.staple);
  if (!cup.parts[0]!.food.nameJa.includes('和風') || !staple || !/うどん|そば/u.test(staple.food.nameJa)) return cup;
  const toppings = dish.parts.filter((part) => !part.staple && part.kind !== 'seasoning' && part.grams >= CUP_TOPPING_MIN_GRAMS);
  if (toppings.length === 0) return cup;
  // A cup counted (2個) is the cup with its topping, each.
  const cupGrams = cup.parts.reduce((sum, part) => sum + part.grams, 0);
  const scale = (cupGrams + toppings.reduce((sum, part) => sum + part.grams, 0)) / cupGrams;
  return {
    ...cup,
    parts: [...cup.parts, ...toppings.map((part) => ({ ...part }))],
    unitGrams: new Map([...cup.unitGrams].map(([unit, grams]) => [unit, grams * scale])),
  };
}

// MEXT's instant noodles are sold with their seasonings (添付調味料等を含むもの).
const isInstant = (use: EntryUse): boolean =>
  use.entry.drainedNoodles !== undefined ||
  (use.entry.parts.length === 1 && use.entry.parts[0]!.food.nameJa.includes('添付調味料等を含む'));
const stapleOf = (use: EntryUse): EntryPart | undefined => use.entry.parts.find((part) => part.staple);

/** A word that turns an English sentence to another clause: a negation before it is not said of what follows. */
const CLAUSE_TURN = /\bbut\b/iu;

/**
 * "two banana pancakes", "half a blueberry scone", "2 egg sandwiches": an English count before two food words one
 * space apart counts the second, the noun the first describes (it counted two bananas and one pancake). A weight or
 * volume stays the first word's ("200g chicken" before a word of its own is the chicken's).
 */
function headNoun(uses: EntryUse[], nearest: EntryUse, quantity: Quantity, base: string): EntryUse {
  if (nearest.position < quantity.end || MEASURED_UNITS.has(quantity.unit)) return nearest;
  const head = uses.find((use) => use.position === nearest.end + 1 && base[nearest.end] === ' ' && isLatin(use.term[0]));
  return head && isLatin(nearest.term[0]) && head.quantities.length === 0 ? head : nearest;
}

/**
 * The entry a word describes: the nearest one, ahead for an English word ("large beef bowl"), behind for
 * Japanese ("ご飯大盛り"). `gapOf` measures the text between them (its length unless told otherwise).
 */
function nearestUse(
  uses: EntryUse[],
  word: Word,
  gapOf: (from: number, to: number) => number = (from, to) => Math.max(0, to - from),
): EntryUse | undefined {
  let best: EntryUse | undefined;
  let bestDistance = Infinity;
  for (const use of uses) {
    const ahead = use.position >= word.end;
    const [from, to] = ahead ? [word.end, use.position] : [use.end, word.position];
    const distance = gapOf(from, to) + (ahead === (word.latin || word.prefix === true) ? 0 : 0.5);
    if (distance < bestDistance) {
      best = use;
      bestDistance = distance;
    }
  }
  return best;
}
