import type { Entry } from '../lexicon/lexicon.types';
import type { Segment } from '../match/meal-text.segment';
import type { EntryUse, ItemPlan } from './item-plan.types';

/** Kinds of chain (the catalog's shop category) whose セット is the item with fries and a drink. */
export const FAST_FOOD_CATEGORIES: ReadonlySet<string> = new Set(['burger', 'fried_chicken']);

/** What a fast-food セット adds when the text does not name it: fries M and a soft drink. */
export interface FastFoodSetParts {
  fries: Entry;
  drink: Entry;
}

const DRINK_KINDS = new Set(['drink', 'coffee', 'alcohol', 'dairy']);
const isDrink = (use: EntryUse): boolean => DRINK_KINDS.has(use.entry.kind) && use.entry.parts.every((part) => part.density !== undefined);
const isFries = (use: EntryUse, parts: FastFoodSetParts): boolean => use.entry.key === parts.fries.key;

/**
 * A セット at a burger or fried-chicken chain (マックのビッグマックセット) is the item, fries and a drink,
 * never a 定食's rice, miso soup and cabbage (docs/analyze-text.md → Chain products). The set's item is
 * read into its main (the words before the set word: the chain's product), the fries and the drink,
 * each an item of its own so the catalog can supply each one; fries or a drink named in the set's
 * item or in the items after it (its bracket: (ポテトM、コーラM)) are the set's, otherwise PORTIONS.md's
 * fries M and a soft drink are added.
 */
export function serveFastFoodSets(
  plans: ItemPlan[],
  atFastFood: (plan: ItemPlan) => boolean,
  segments: Segment[],
  parts: FastFoodSetParts,
): ItemPlan[] {
  return plans.flatMap((plan, at): ItemPlan[] => {
    if (!plan.sets.includes('teishoku') || !atFastFood(plan)) return [plan];
    const following = plans.slice(at + 1);
    const nextSet = following.findIndex((next) => next.sets.length > 0);
    const ownItems = [plan, ...(nextSet < 0 ? following : following.slice(0, nextSet))];
    const named = (test: (use: EntryUse) => boolean) => ownItems.some((item) => item.uses.some((use) => !use.negated && test(use)));
    const sides = plan.uses.filter((use) => isFries(use, parts) || isDrink(use));
    const setWord = segments.find(
      (segment) =>
        segment.type === 'term' &&
        segment.start >= plan.start &&
        segment.end <= plan.end &&
        segment.targets.some((target) => 'modifier' in target && target.modifier.type === 'set'),
    );
    const mainEnd = Math.min(setWord?.start ?? plan.end, ...sides.map((use) => use.position));
    const main: ItemPlan = {
      ...plan,
      end: mainEnd,
      sets: plan.sets.filter((set) => set !== 'teishoku'),
      uses: plan.uses.filter((use) => !sides.includes(use)),
    };
    const side = (use: EntryUse): ItemPlan => ({
      start: use.position,
      end: use.end,
      uses: [use],
      sets: [],
      unknownWords: [],
      strayWords: 0,
      noodleWords: [],
      joinedBy: '',
    });
    const added = (entry: Entry): ItemPlan =>
      side({
        entry,
        alternatives: [],
        match: 'exact',
        position: plan.end,
        end: plan.end,
        term: '',
        quantities: [],
        portions: [],
        cooking: [],
      });
    return [
      main,
      ...sides.map(side),
      ...(named((use) => isFries(use, parts)) ? [] : [added(parts.fries)]),
      ...(named(isDrink) ? [] : [added(parts.drink)]),
    ];
  });
}
