import { entriesOf, type Segment } from '../match/meal-text.segment';
import type { Quantity } from './quantity.extract';

const OF_WHICH_BEFORE = /(?:の)?うち\s*$/u;
const TOPIC_AFTER = /^\s*[はが]\s*$/u;

/**
 * おにぎり 2個 うち1個は梅: a count after うち and before は or が is the count of the food after it in pieces, written as if
 * right after that food (梅1個), so the dish's total keeps the rest (one of 鮭, PORTIONS.md's filling when none is
 * named), as おにぎり 2個 梅1 reads; it was a second filling in both pieces. A food that is no kind of the dish takes its
 * pieces out of the total all the same (ケーキ 2個 うち1個はチーズケーキ: one cake and one cheesecake).
 */
export function readOfWhichCounts(quantities: Quantity[], segments: readonly Segment[], base: string): Quantity[] {
  return quantities
    .map((quantity) => {
      if (!OF_WHICH_BEFORE.test(base.slice(0, quantity.start))) return quantity;
      const food = segments.find(
        (segment) =>
          segment.start >= quantity.end && entriesOf(segment).length > 0 && TOPIC_AFTER.test(base.slice(quantity.end, segment.start)),
      );
      return food ? { ...quantity, start: food.end, end: food.end, text: '', unit: 'count', outOf: true } : quantity;
    })
    .sort((a, b) => a.start - b.start);
}
