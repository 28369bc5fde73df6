// The item builder: splits a description's segments into items (item-bounds.ts), assembles each (item-plan.assemble.ts)
// and runs the passes between items in order; each pass lives in the module of its job.
import { EATEN_THEN, type Segment } from '../match/meal-text.segment';
import type { Quantity } from '../text/quantity.extract';
import { joinsCupAdditions, pouredAtDrinkBar, readCupAdditions } from './drink-items';
import { amountsTarget, extraAsOneMore, mergeInto, readAsSecondCuts } from './extra-items';
import { shareOrderAcrossItems, sharesOfFoodsNamedBefore } from './group-shares';
import { contentRanges, listsContents, listsDishFoods, readOwnPieces } from './item-bounds';
import { type ItemGroup, type OfNoKind, planItem } from './item-plan.assemble';
import { negateEnglishObject, negateListedObject } from './list-negation';
import { leavePlannedMeals } from './planned-meals';
import type { ItemPlan, NamedTogether } from './item-plan.types';
import { hasNoodles } from './item-uses';
import { closePotWithNoodles, leaveBroth } from './noodle-items';
import { setDishAfterSides, setWordsOnNext, withoutLeftOut } from './set-items';
import { joinStaplesToDishes } from './staple-joins';

// 食べて or 飲んで, then only spaces or a comma (カレー食べて、シャワー浴びた).
const AFTER_EATEN_THEN = new RegExp(`(?:${[...EATEN_THEN].join('|')})[\\s、,]*$`, 'u');
// The end of a verb: た, て, だ, で, る, ます, ました (寝た, 帰って, 出かける).
const VERB_ENDING = /(?:[たてだでる]|ます|ました)$/u;

/**
 * ラーメン食べて寝た: words of no food after 食べて or 飲んで that end like a verb tell what was done next, not a food
 * the engine failed to read (a product's name, ラーメン食べてポンデリング, is no verb and is still looked up).
 */
const isActAfterEating = (item: ItemPlan, base: string): boolean =>
  AFTER_EATEN_THEN.test(base.slice(0, item.start)) &&
  item.uses.length === 0 &&
  item.sets.length === 0 &&
  item.unknownWords.length > 0 &&
  item.unknownWords.every((word) => VERB_ENDING.test(word));

// A word of time closing a stretch of no food (寝る前, 夕飯前, 食べる前, 起きた後): when the meal was had, not a food.
const TIME_WORD_AT_END = /(?:前|後|まえ|あと|直前|直後)$/u;

/**
 * 寝る前にヨーグルト, 夕飯前にお菓子: an item of no food whose words end in a word of time tells when the next was had;
 * its unknown words (寝る前, 前) are no food the engine failed to read. The nouns of another act take these words in the
 * lexicon (出勤前, 仕事の後); a verb or a meal word before them is read here.
 */
const isTimeOfMeal = (item: ItemPlan, base: string): boolean =>
  item.uses.length === 0 &&
  item.sets.length === 0 &&
  item.unknownWords.length > 0 &&
  TIME_WORD_AT_END.test(base.slice(item.start, item.end).trim()) &&
  item.unknownWords.every((word) => TIME_WORD_AT_END.test(word));

/**
 * Splits the segments into items at separators and resolves each term to an entry or a modifier.
 * `text` is the folded, quantity-masked text the segments point into; `base` the same text as written.
 */
export function buildItems(
  written: Segment[],
  quantities: Quantity[],
  text: string,
  base: string,
  namedTogether: NamedTogether,
  ofNoKind: OfNoKind,
): ItemPlan[] {
  const textLength = text.length;
  const segments = readOwnPieces(written, text);
  const contents = contentRanges(segments, quantities, text);
  const inContents = (at: number): boolean => contents.some((range) => at > range.start && at < range.end);
  const groups: ItemGroup[] = [];
  let current: ItemGroup = { start: 0, end: textLength, segments: [], joinedBy: '' };
  for (const [at, segment] of segments.entries()) {
    if (
      segment.type === 'separator' &&
      !inContents(segment.start) &&
      !listsContents(segments[at - 1], segment, segments.slice(at + 1)) &&
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
    const item = planItem(group, groupQuantities, groupContents, base, namedTogether, ofNoKind);
    // An item that only said how much of the broth of the item before was left has nothing more to add.
    if (leaveBroth(item, items, base) && item.uses.length === 0 && item.sets.length === 0) continue;
    if (isActAfterEating(item, base) || isTimeOfMeal(item, base)) continue;
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
  negateListedObject(items);
  negateEnglishObject(items, base);
  const eaten = leavePlannedMeals(items, base);
  shareOrderAcrossItems(eaten, quantities, base);
  const joined = joinStaplesToDishes(
    setDishAfterSides(setWordsOnNext(sharesOfFoodsNamedBefore(eaten, base), base), base),
    namedTogether,
    base,
  );
  closePotWithNoodles(joined, base);
  return withoutLeftOut(extraAsOneMore(pouredAtDrinkBar(joined, base)));
}
