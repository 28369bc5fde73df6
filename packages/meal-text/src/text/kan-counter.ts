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
