import { DRINK_KINDS, type Entry } from '../lexicon/lexicon.types';
import { entriesOf, type Segment } from '../match/meal-text.segment';
import { KANA_KAN, type Quantity } from './quantity.extract';

// Foods that top a にぎり (fish, seafood, 玉子).
const TOPPING_KINDS = new Set(['fish', 'egg']);

/** What かん counts of an entry: 貫 of sushi or its toppings, 缶 of a drink; undefined for neither. */
function kanOf(entry: Entry): '貫' | '缶' | undefined {
  if (entry.piecesPerServing.has('貫') || entry.unitGrams.has('貫')) return '貫';
  if (entry.unitGrams.has('缶') || DRINK_KINDS.has(entry.kind)) return '缶';
  return !entry.isDish && TOPPING_KINDS.has(entry.kind) ? '貫' : undefined;
}

/**
 * 寿司 10かん, ビール 2かん: a count in かん is 貫 after sushi or a topping and 缶 after a drink, read from the
 * food word nearest before it (after it where none comes before); a bare count where that word is neither.
 */
export function readKanCounts(quantities: Quantity[], segments: readonly Segment[]): Quantity[] {
  return quantities.map((quantity) => {
    if (quantity.unit !== KANA_KAN) return quantity;
    const foods = segments.filter((segment) => entriesOf(segment).length > 0);
    const food = foods.findLast((segment) => segment.end <= quantity.start) ?? foods.find((segment) => segment.start >= quantity.end);
    const readings = food ? entriesOf(food).map(kanOf) : [];
    const unit = readings.find((reading) => reading !== undefined) ?? 'count';
    return { ...quantity, unit };
  });
}

// Between a nigiri and the next topping of its list: a joiner or a space, and the nigiri's own count.
const LISTED_AFTER = /^\s*(?:[x×]?\s*\d+\s*(?:個|貫|pieces?|pcs?)?\s*)?(?:(?:and|&|と|、|,)\s*)?$/u;
// A count of no unit, in 個 or times (x4), as a sushi order writes it.
const LISTED_COUNT_UNITS = new Set(['count', '個', 'times']);
// A count written right before its food, with only spaces between (English: 4 tuna).
const RIGHT_BEFORE = /^\s*$/u;

/**
 * "6 salmon nigiri and 4 tuna", "salmon nigiri x6, tuna x4", サーモンの握り6個とまぐろ4個: a count of a topping (a fish,
 * 玉子) listed right after a nigiri, bare, in 個 or times, is in 貫: more of the same sushi with that topping, as
 * まぐろ4貫 is, where it was sashimi with no rice.
 */
export function readListedNigiriCounts(quantities: Quantity[], segments: readonly Segment[], base: string): Quantity[] {
  const foods = segments.filter((segment) => entriesOf(segment).length > 0);
  return quantities.map((quantity) => {
    if (!LISTED_COUNT_UNITS.has(quantity.unit) || quantity.isRange) return quantity;
    const after = foods.find((segment) => segment.start >= quantity.end);
    const counted =
      after && RIGHT_BEFORE.test(base.slice(quantity.end, after.start))
        ? after
        : foods.findLast((segment) => segment.end <= quantity.start);
    if (!counted || !entriesOf(counted).some((entry) => !entry.isDish && TOPPING_KINDS.has(entry.kind))) return quantity;
    const before = foods[foods.indexOf(counted) - 1];
    const nigiri = before !== undefined && entriesOf(before).some((entry) => entry.isDish && entry.piecesPerServing.has('貫'));
    const between = before === undefined ? '' : base.slice(before.end, counted.start).replace(quantity.text, ' ');
    return nigiri && LISTED_AFTER.test(between) ? { ...quantity, unit: '貫' } : quantity;
  });
}
