import type { Entry, PortionWord } from '../lexicon/lexicon.types';
import type { Segment } from '../match/meal-text.segment';
import type { Quantity } from '../text/quantity.extract';
import type { EntryUse, ItemPlan } from './item-plan.types';

/** Kinds of chain (the catalog's shop category) whose セット is the item with fries and a drink. */
export const FAST_FOOD_CATEGORIES: ReadonlySet<string> = new Set(['burger', 'fried_chicken']);

// The fast-food mains of bread, whose set is fries and a drink whatever the set word (ハンバーガー定食 too).
const BREAD_MAINS: ReadonlySet<string> = new Set(['hamburger', 'cheeseburger', 'teriyaki-burger', 'big-mac', 'hot-dog']);
/** Items whose セット is a fast-food set wherever it is eaten (てりやきバーガーセット, ホットドッグセット). */
const FAST_FOOD_MAINS: ReadonlySet<string> = new Set([...BREAD_MAINS, 'fried-chicken']);
// The set word of a Japanese meal, as written or as a typo of it was read (てーしょく: ていしょく).
const JAPANESE_SET_WORD = /定食|ていしょく|teishoku/u;
// ナゲットセット, ポテト・ナゲットセット: a セット of nuggets is theirs with fries and a drink, not a 定食's rice and miso soup (the
// English meal after nuggets stays a word: round 29 read "chicken nuggets meal" as the nuggets alone).
const FAST_FOOD_SET_MAINS: ReadonlySet<string> = new Set([...FAST_FOOD_MAINS, 'chicken-nuggets']);

/**
 * What a fast-food セット adds when the text does not name it: fries M and a soft drink; and the main
 * when its words name nothing the engine reads (ワッパー, 2ピース): a burger, or fried chicken at a
 * fried-chicken chain.
 */
export interface FastFoodSetParts {
  fries: Entry;
  drink: Entry;
  burger: Entry;
  friedChicken: Entry;
}

const isFastFoodMain = (use: EntryUse): boolean => FAST_FOOD_MAINS.has(use.entry.key);
const edible = (use: EntryUse): boolean => use.entry.kind !== 'water' && !use.negated;

const DRINK_KINDS = new Set(['drink', 'coffee', 'alcohol', 'dairy']);
const isDrink = (use: EntryUse): boolean => DRINK_KINDS.has(use.entry.kind) && use.entry.parts.every((part) => part.density !== undefined);
// Fries, or a side with fries in it (オニポテ: half fries, half onion rings), is the set's fries.
const isFries = (use: EntryUse, parts: FastFoodSetParts): boolean =>
  use.entry.key === parts.fries.key || use.entry.parts.some((part) => part.foodKey === parts.fries.parts[0]!.foodKey);

/**
 * "big mac meal", "cheeseburger meal", "kfc 2 piece meal": English's word for a fast-food set, meal, right after a
 * burger, hot dog or fried chicken, or anywhere in an item at a burger or fried-chicken chain, is its セット; elsewhere
 * meal names no food ("a light meal").
 */
function englishMealWord(plan: ItemPlan, segments: Segment[], atFastFoodChain: boolean): Segment | undefined {
  return segments.find(
    (segment) =>
      segment.type === 'term' &&
      segment.text === 'meal' &&
      segment.start >= plan.start &&
      segment.end <= plan.end &&
      (atFastFoodChain ||
        plan.uses.some(
          (use) =>
            isFastFoodMain(use) &&
            use.end <= segment.start &&
            !segments.some((between) => between.start >= use.end && between.end <= segment.start),
        )),
  );
}

/**
 * A セット at a burger or fried-chicken chain (マックのビッグマックセット) is the item, fries and a drink,
 * never a 定食's rice, miso soup and cabbage (docs/analyze-text.md → Chain products). The set's item is
 * read into its main (the words before the set word: the chain's product), the fries and the drink,
 * each an item of its own so the catalog can supply each one; fries or a drink named in the set's
 * item or in the items after it (its bracket: (ポテトM、コーラM)) are the set's, otherwise PORTIONS.md's
 * fries M and a soft drink are added. A セット of a burger, hot dog or fried chicken is one at any shop.
 * A main the words do not name is never dropped: the item just before the set when it is a burger or
 * chicken (モスバーガーとオニポテセット), else the chain's kind of item, counted as written (2ピース):
 * `guessedMain`, so the catalog's product for its words still stands in where it has one.
 */
export function serveFastFoodSets(
  plans: ItemPlan[],
  chainCategoryOf: (plan: ItemPlan) => string | undefined,
  segments: Segment[],
  parts: FastFoodSetParts,
  quantities: Quantity[],
): ItemPlan[] {
  return plans.flatMap((plan, at): ItemPlan[] => {
    const category = chainCategoryOf(plan);
    const mealWord = englishMealWord(plan, segments, FAST_FOOD_CATEGORIES.has(category ?? ''));
    if (!plan.sets.includes('teishoku') && !mealWord) return [plan];
    const setWord =
      segments.find(
        (segment) =>
          segment.type === 'term' &&
          segment.start >= plan.start &&
          segment.end <= plan.end &&
          segment.targets.some((target) => 'modifier' in target && target.modifier.type === 'set'),
      ) ?? mealWord;
    // チキンナゲット定食, フライドチキン定食: the word 定食 away from a fast-food chain is PORTIONS.md's 定食 of the fried main
    // (rice, miso soup and cabbage), not fries and a drink; only a burger or a hot dog, a main of bread, keeps its fast-food
    // set under it (a 定食's rice beside a burger is no meal served).
    const japaneseSet = setWord?.type === 'term' && JAPANESE_SET_WORD.test(setWord.read ?? setWord.text);
    const fastFoodMain = (use: EntryUse): boolean => isFastFoodMain(use) && (!japaneseSet || BREAD_MAINS.has(use.entry.key));
    const before = plans[at - 1];
    const mainBefore = before !== undefined && before.sets.length === 0 && before.uses.some(fastFoodMain);
    const setOfItsMain = plan.sets.includes('teishoku') && !japaneseSet && plan.uses.some((use) => FAST_FOOD_SET_MAINS.has(use.entry.key));
    if (!FAST_FOOD_CATEGORIES.has(category ?? '') && !plan.uses.some(fastFoodMain) && !setOfItsMain && !mainBefore) return [plan];
    const following = plans.slice(at + 1);
    const nextSet = following.findIndex((next) => next.sets.length > 0);
    const ownItems = [plan, ...(nextSet < 0 ? following : following.slice(0, nextSet))];
    const named = (test: (use: EntryUse) => boolean) => ownItems.some((item) => item.uses.some((use) => !use.negated && test(use)));
    const sides = plan.uses.filter((use) => isFries(use, parts) || isDrink(use));
    const mainEnd = Math.min(setWord?.start ?? plan.end, ...sides.map((use) => use.position));
    // ビッグマックセット L, big mac set large: size words right after the set word size the set, its fries and drink, not
    // its main (a burger comes in one size); the item builder gave them to the main, the food before them.
    const setSizes = setWord ? sizeWordsAfter(setWord, plan, segments) : [];
    const setPortions = setSizes.flatMap(portionOf);
    const mainUses = plan.uses
      .filter((use) => !sides.includes(use))
      .map((use) => (setPortions.length > 0 ? { ...use, portions: withoutPortions(use.portions, setPortions) } : use));
    const guessed = !mainUses.some(edible) && !mainBefore;
    const main: ItemPlan = {
      ...plan,
      end: mainEnd,
      sets: plan.sets.filter((set) => set !== 'teishoku'),
      uses: guessed
        ? [
            ...mainUses,
            {
              entry: category === 'fried_chicken' ? parts.friedChicken : parts.burger,
              alternatives: [],
              match: 'exact',
              position: plan.start,
              end: mainEnd,
              term: '',
              quantities: quantities.filter(
                (quantity) => quantity.start >= plan.start && quantity.start < mainEnd && quantity.unit === '個',
              ),
              portions: [],
              cooking: [],
              standIn: true,
            },
          ]
        : mainUses,
      ...(guessed ? { guessedMain: true } : {}),
    };
    // A side's words run to the next food of the set's item (ポテトL コーラ: the L is the fries' size, and so the
    // catalog's ポテト L is looked up, not its M).
    const nextFood = (use: EntryUse): number =>
      Math.min(plan.end, ...plan.uses.filter((other) => other.position > use.position).map((other) => other.position));
    const side = (use: EntryUse, end = use.end): ItemPlan => ({
      start: use.position,
      end,
      uses: [use],
      sets: [],
      unknownWords: [],
      strayWords: 0,
      noodleWords: [],
      joinedBy: '',
    });
    const added = (entry: Entry): ItemPlan => ({
      ...side({
        entry,
        alternatives: [],
        match: 'exact',
        position: plan.end,
        end: plan.end,
        term: '',
        quantities: [],
        portions: [...setPortions],
        cooking: [],
      }),
      inFastFoodSet: true,
      addedToSet: true,
      ...(setSizes.length > 0 ? { setSize: setSizes.at(-1) } : {}),
    });
    return [
      { ...main, inFastFoodSet: true },
      ...sides.map((use) => ({ ...side(use, nextFood(use)), inFastFoodSet: true })),
      ...(named((use) => isFries(use, parts)) ? [] : [added(parts.fries)]),
      ...(named(isDrink) ? [] : [added(parts.drink)]),
    ];
  });
}

const portionOf = (segment: Segment): PortionWord[] =>
  segment.type === 'term'
    ? segment.targets.flatMap((target) => ('modifier' in target && target.modifier.type === 'portion' ? [target.modifier.value] : []))
    : [];

/** The size words written right after a set's word in its item, before any food named there (セット L, set large). */
function sizeWordsAfter(setWord: Segment, plan: ItemPlan, segments: Segment[]): Segment[] {
  const after = segments.filter((segment) => segment.start >= setWord.end && segment.end <= plan.end);
  const sizes: Segment[] = [];
  for (const segment of after) {
    if (portionOf(segment).length === 0) break;
    sizes.push(segment);
  }
  return sizes;
}

/** The portions of a use less one of each of `taken`, latest first. */
function withoutPortions(portions: PortionWord[], taken: PortionWord[]): PortionWord[] {
  const kept = [...portions];
  for (const portion of taken) {
    const at = kept.lastIndexOf(portion);
    if (at >= 0) kept.splice(at, 1);
  }
  return kept;
}
