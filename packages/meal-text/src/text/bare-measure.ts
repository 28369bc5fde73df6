import { DRINK_KINDS } from '../lexicon/lexicon.types';
import { entriesOf, type Segment } from '../match/meal-text.segment';
import { BARE_MEASURE, type Quantity } from './quantity.extract';

/**
 * ビール 500, ストロングゼロ 500, ご飯 200: a bare number of 100 or more after a food is its measure, millilitres of a drink
 * and grams of anything else, read from the food word nearest before it (it was an unknown word beside the standard serving:
 * a 350 ml can for ビール 500).
 */
export function readBareMeasures(quantities: Quantity[], segments: readonly Segment[]): Quantity[] {
  const foods = segments.filter((segment) => entriesOf(segment).length > 0);
  return quantities.map((quantity) => {
    if (quantity.unit !== BARE_MEASURE) return quantity;
    const food = foods.findLast((segment) => segment.end <= quantity.start);
    const drink = food !== undefined && entriesOf(food).some((entry) => DRINK_KINDS.has(entry.kind));
    return { ...quantity, unit: drink ? 'ml' : 'g' };
  });
}
