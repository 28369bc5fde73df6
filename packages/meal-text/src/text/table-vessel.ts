import { entriesOf, type Segment } from '../match/meal-text.segment';
import { TABLE_SERVINGS, type Quantity } from './quantity.extract';

// The pot a dish is cooked in, which is also the word of the 寄せ鍋.
const POT = /^(?:鍋|なべ)$/u;
// Apart from the dish (カレー鍋 glued is a curry hot pot) and how much of it: 鍋半分, 鍋の半分, 鍋 4人で, 鍋全部.
const APART = /^(?:\s+|\s*の\s*)$/u;
const HOW_MUCH = /^\s*[のを]?\s*(?:半分|はんぶん|\d|全部|ぜんぶ|丸ごと|まるごと)/u;

/**
 * カレー 鍋半分 4人で: 鍋 written apart right after a dish that is not itself a 鍋, with how much of it, is the pot the
 * dish was made in, a table's servings of it (unit `table-servings`, as 大皿 is), not a 寄せ鍋 beside it. Returns the
 * quantities with the pot and the segments without its word.
 */
export function readPots(quantities: Quantity[], segments: Segment[], base: string): { quantities: Quantity[]; segments: Segment[] } {
  const pots = segments.filter((segment, at) => {
    if (segment.type !== 'term' || !POT.test(segment.text)) return false;
    const before = segments.slice(0, at).findLast((other) => other.type !== 'term' || entriesOf(other).length > 0);
    if (before?.type !== 'term' || !APART.test(base.slice(before.end, segment.start)) || !HOW_MUCH.test(base.slice(segment.end)))
      return false;
    const pot = new Set(entriesOf(segment).map((entry) => entry.key));
    return entriesOf(before).some((entry) => entry.isDish && !pot.has(entry.key) && !/鍋/u.test(entry.nameJa));
  });
  if (pots.length === 0) return { quantities, segments };
  const potQuantities = pots.map((pot): Quantity => ({
    start: pot.start,
    end: pot.end,
    text: pot.text,
    value: 1,
    unit: TABLE_SERVINGS,
    isRange: false,
  }));
  return {
    quantities: [...quantities, ...potQuantities].sort((a, b) => a.start - b.start),
    segments: segments.filter((segment) => !pots.includes(segment)),
  };
}
