// Shares of a group or of one eater: a food named again with only its share, and a group said before the foods.
import type { PortionWord } from '../lexicon/lexicon.types';
import { termKey } from '../lexicon/term-key';
import type { Quantity } from '../text/quantity.extract';
import type { ContentRange } from './item-bounds';
import type { EntryUse, ItemPlan } from './item-plan.types';
import { isShareOfOne } from './item-uses';

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
export function sharesOfFoodsNamedBefore(items: ItemPlan[], base: string): ItemPlan[] {
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
 * 焼肉 家族で 肉 1kg, 3人で焼肉 カルビ2人前 ロース2人前: a group said before the foods shares the order written after it,
 * every food of it, not only the word nearest the group (焼肉, before it, kept the kilo whole); a food after it with no
 * amount of its own stays the eater's (resolveAmount). `rangeOf` gives the dish contents' range a position is in.
 */
export function shareOrderAfterGroup(
  item: ItemPlan,
  quantities: readonly Quantity[],
  rangeOf: (at: number) => ContentRange | undefined,
): void {
  // 2人で 鍋 鶏もも 400g 白菜: the contents weighed in a list after a dish named after the group are of the order too (the
  // chicken's 400 g was kept whole once 白菜 made the two a list of the pot's contents).
  const inOrderOf = (share: Quantity, use: EntryUse): boolean => {
    const range = rangeOf(use.position);
    // Weighed or counted: 3人で おでん 大根3 卵3 ちくわ3 lists the pot's pieces, one of each for each of the three, as
    // 3人で 寿司 まぐろ6貫 lists the table's nigiri (the nine pieces were all the eater's, 407 kcal for one of three).
    const amounted = use.quantities.some((quantity) => quantity.unit !== 'share');
    return range === rangeOf(share.start) || (range !== undefined && range.dish >= share.end && amounted);
  };
  for (const share of quantities.filter((quantity) => quantity.unit === 'share' && quantity.ofOrder))
    for (const use of item.uses)
      if (use.position >= share.end && inOrderOf(share, use) && !use.quantities.includes(share)) use.quantities.push(share);
}

// The end of a sentence, past which a group said before the foods shares nothing more.
const SENTENCE_END_JA = /[。!?！？\n]/u;

/**
 * 3人で 焼肉 カルビ300g、ハラミ300g: a group said before the foods shares the amounts of the items after it in its sentence,
 * not only of its own item (the ハラミ after the comma was kept whole, 864 kcal for one of three); the nearest group before
 * an item is its own, and a food with a share of its own keeps that one.
 */
export function shareOrderAcrossItems(items: readonly ItemPlan[], quantities: readonly Quantity[], base: string): void {
  const shares = quantities.filter((quantity) => quantity.unit === 'share' && quantity.ofOrder);
  for (const item of items) {
    const share = shares.findLast((found) => found.end <= item.start && !SENTENCE_END_JA.test(base.slice(found.end, item.start)));
    if (!share) continue;
    // A food with no amount of its own is the eater's serving (resolveAmount), whatever the group.
    for (const use of item.uses)
      if (use.quantities.length > 0 && !use.quantities.some((quantity) => quantity.unit === 'share')) use.quantities.push(share);
  }
}
