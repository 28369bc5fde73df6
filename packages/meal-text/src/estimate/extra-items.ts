// Items of amounts or size words only, and extra or 追加 said of a dish's part: which item or part they go to.
import { termKey } from '../lexicon/term-key';
import type { Segment } from '../match/meal-text.segment';
import type { Quantity } from '../text/quantity.extract';
import { partNamed, secondCutOf } from './dish-contents';
import type { EntryUse, ItemPlan } from './item-plan.types';
import { bareStaple, hasNoodles, isShareOfOne, sizePartOnly, weighPieces } from './item-uses';
import { CONTENTS_JOINERS } from './staple-joins';

/**
 * The item an item of amounts or size words alone is said of: the one before it, but after a food named "with" a
 * dish (with, w/, に) the dish, for size words alone ("gyudon with raw egg, large": the bowl, not an L egg) and for a
 * count in pieces the dish's food is counted in and the food named with it is not ("fried chicken with rice, 4
 * pieces": four pieces of chicken, not four bowls of rice).
 */
export function amountsTarget(items: ItemPlan[], quantities: Quantity[]): ItemPlan {
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
export function extraAsOneMore(items: ItemPlan[]): ItemPlan[] {
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
 * 焼肉 カルビ、ロース, 焼肉 カルビとロース各100g: a word of several readings in an item after a dish whose food
 * the text named is read as another cut of that food where it can be one (牛肩ロース, not the pork that is ロース alone).
 */
export function readAsSecondCuts(item: ItemPlan, earlier: readonly ItemPlan[]): void {
  for (const use of item.uses) {
    if (use.alternatives.length === 0) continue;
    const cut = earlier.flatMap((before) => before.uses.map((dish) => secondCutOf(dish.entry, use))).findLast(Boolean);
    if (!cut) continue;
    use.entry = cut;
    use.alternatives = [];
  }
}

export function mergeInto(item: ItemPlan, segments: Segment[], quantities: Quantity[], namesNoodles: boolean): void {
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
