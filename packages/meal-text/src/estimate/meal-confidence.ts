import type { ConfidenceBasis, EstimatedComponent, ItemMatch } from '../meal-text.types';
import { foldText } from '../lexicon/term-key';
import type { MextTable, VariantDimension } from '../mext/mext-table';
import type { TextHint } from '../text/hints.extract';
import { type EntryAmount, isSpirit, type PartAmount, WEIGHT_UNITS } from './entry-amount';
import type { EntryUse, ItemPlan } from './item-plan.types';

// How sure the engine is of a food it read, by how it found the word: as the lexicon spells it, by its
// kana reading, its romaji or ja-text's English glossary, through a catalog recipe (another cook's),
// or only as a word of a MEXT name (a food, at its group's serving). 0-1, multiplied together.
const MATCH_CONFIDENCE: Record<ItemMatch, number> = {
  exact: 1,
  reading: 0.9,
  romaji: 0.85,
  glossary: 0.85,
  // One katakana letter read as its look-alike (ハンバーク: ハンバーグ): likely, not certain.
  typo: 0.75,
  catalog: 0.7,
  table: 0.45,
  unknown: 0,
  chain: 0.5,
};
// Where the amount came from: written in the text or fixed by PORTIONS.md (both what a reference uses),
// the engine's own default serving; then how a count or a vague measure was weighed: by PORTIONS.md, by
// the engine's own piece weight, or by a typical piece of the food's group.
const AMOUNT_CONFIDENCE = { written: 1, standard: 1, guessed: 0.7 };
const PIECE_WEIGHT_CONFIDENCE = { fixed: 1, convention: 0.8, typical: 0.55 };
const CONVENTION_RECIPE = 0.85;
const GENERIC_COOKING = 0.85;
const SIZE_BY_CONVENTION = 0.9;
const WEIGHT_ON_DISH = 0.9;
// The share of a dish's grams above which a weight written on it reads the same as its main food's.
const MAIN_WEIGHS_ALL = 0.95;
const mainShare = (parts: readonly { grams: number }[]): number =>
  Math.max(...parts.map((part) => part.grams)) / parts.reduce((sum, part) => sum + part.grams, 0);
// A plain food name that the engine reads as a variant other than MEXT's main item (skinless 鶏むね肉)
// is off by their energy gap for a cook who reads it as the table does: the confidence falls by that gap.
const VARIANT_GAP_FLOOR = 0.5;
// Words by which an item states the variant itself (皮なし, 皮つき, skinless; 脂身, 赤身, lean, fatty;
// つぶあん, こしあん; 低糖度; ストレート, 濃縮還元; 天然, 養殖), as the folded text spells them.
const VARIANT_WORDS: Record<VariantDimension, string[]> = {
  skin: ['皮', 'skin'],
  trim: ['脂', '赤身', '赤肉', 'lean', 'fat'],
  bean: ['つぶあん', 'つぶしあん', '粒あん', '粒餡', 'こしあん', 'こし餡', 'bean paste'],
  sugar: ['糖度', 'sugar'],
  juice: ['すとれーと', '濃縮', '還元', '100%', 'straight', 'concentrate'],
  farming: ['天然', '養殖', 'wild', 'farmed'],
};
// A word the engine could not read may be a food it left out: a word in katakana, kanji or latin
// letters more likely so than one in hiragana (inflections, 食べちゃった).
const UNKNOWN_WORD = { likelyFood: 0.8, hiragana: 0.95, floor: 0.5 };
const UNREAD_ITEM = 0.7;
const MIN_CONFIDENCE = 0.05;
const MAX_CONFIDENCE = 0.99;

/**
 * How far a use's foods lie from what their plain names mean in MEXT: the parts' variant gaps
 * (MextTable.variantGap) weighted by their energy, on the dimensions the item's words do not state.
 * A food that is its variant by definition (サラダチキン is skinless breast; `!` in foods.tsv) leaves
 * nothing open.
 */
export function variantGapOf(parts: PartAmount[], itemText: string, table: MextTable): number {
  const folded = foldText(itemText);
  const stated = new Set(
    (Object.entries(VARIANT_WORDS) as Array<[VariantDimension, string[]]>)
      .filter(([, words]) => words.some((word) => folded.includes(word)))
      .map(([dimension]) => dimension),
  );
  let kcal = 0;
  let gap = 0;
  for (const { part, grams } of parts) {
    const partKcal = (part.food.kcal * grams) / 100;
    kcal += partKcal;
    if (!part.variantFixed) gap += partKcal * table.variantGap(part.food, stated);
  }
  return kcal > 0 ? gap / kcal : 0;
}

/**
 * The confidence of one food of an item: how it was found, where its amount came from, how it was
 * cooked and sized, and how far the variant it took lies from the one its plain name means in MEXT.
 */
export function useConfidence(use: EntryUse, amount: EntryAmount, genericCooking: boolean, variantGap: number): number {
  const match: ItemMatch = use.standIn
    ? 'chain'
    : use.entry.source === 'catalog'
      ? 'catalog'
      : use.entry.source === 'table'
        ? 'table'
        : use.match;
  const amountConfidence = Math.min(AMOUNT_CONFIDENCE[amount.source], PIECE_WEIGHT_CONFIDENCE[amount.pieceWeight]);
  // Size words PORTIONS.md fixes (rice, 丼 and noodle staples; 少し, たっぷり, 小さめ, 半分) are exact;
  // 大盛り or "large" on anything else is the engine's ×1.5, and so is 濃いめ's spirit.
  const sizedByConvention =
    (!use.entry.parts.some((part) => part.staple) &&
      use.portions.some((word) => word === 'large' || word === 'extra' || word === 'small' || word === 'bigger')) ||
    use.portions.some((word) => word === 'double' || word === 'triple' || word === 'grade-up' || word === 'grade-top') ||
    (use.portions.includes('stronger') && use.entry.parts.some(isSpirit));
  // A weight written on a dish of several foods could be the whole dish's or its main food's; where the
  // main food is nearly all of it (ステーキ: the oil is 2 %), the two readings agree within a few per cent.
  // So could a weight written after a dish's name that its main food took (鶏もものねぎ塩焼き 250g).
  const weightOnDish =
    use.weighsDishName === true ||
    (use.entry.parts.length > 1 &&
      mainShare(use.entry.parts) < MAIN_WEIGHS_ALL &&
      use.quantities.some((quantity) => WEIGHT_UNITS.has(quantity.unit)));
  return (
    MATCH_CONFIDENCE[match] *
    amountConfidence *
    (use.entry.conventionRecipe ? CONVENTION_RECIPE : 1) *
    (genericCooking ? GENERIC_COOKING : 1) *
    (sizedByConvention ? SIZE_BY_CONVENTION : 1) *
    (weightOnDish ? WEIGHT_ON_DISH : 1) *
    Math.max(VARIANT_GAP_FLOOR, 1 - variantGap)
  );
}

/** An item's confidence: its least sure food, halved when it came to no grams at all. */
export function itemConfidence(useConfidences: number[], hasGrams: boolean): number {
  if (useConfidences.length === 0) return 0;
  const confidence = Math.min(...useConfidences) * (hasGrams ? 1 : 0.5);
  return Math.round(confidence * 100) / 100;
}

export interface ConfidenceItem {
  match: ItemMatch;
  confidence: number;
}

/** The basis of a meal's confidence from the engine's items, components, plans and the text's hints. */
export function confidenceBasis(
  items: ConfidenceItem[],
  components: EstimatedComponent[],
  plans: ItemPlan[],
  hints: TextHint[],
): ConfidenceBasis {
  const calOf = (index: number): number =>
    components.filter((component) => component.itemIndex === index).reduce((sum, component) => sum + component.cal, 0);
  const calHint = hints.find((hint) => hint.nutrient === 'cal')?.value;
  return {
    items: items.map((item, index) =>
      item.match === 'unknown' || item.match === 'chain' ? null : { confidence: item.confidence, kcal: calOf(index) },
    ),
    unknownWords: plans.map((plan) => (plan.uses.length > 0 ? plan.unknownWords : [])),
    strayWords: plans.reduce((sum, plan) => sum + plan.strayWords, 0),
    ...(calHint === undefined ? {} : { calHint }),
  };
}

/** The factor of the words that named nothing, but those of the items a caller read (`read`), and the amounts with no food. */
function wordsFactor(basis: ConfidenceBasis, read: ReadonlySet<number>): number {
  const unknownWords = basis.unknownWords.flatMap((words, index) => (read.has(index) ? [] : words));
  const wordFactor = unknownWords.reduce(
    (factor, word) => factor * (/^[\u3040-\u309fー]+$/u.test(word) ? UNKNOWN_WORD.hiragana : UNKNOWN_WORD.likelyFood),
    1,
  );
  return Math.max(UNKNOWN_WORD.floor, wordFactor * Math.pow(UNKNOWN_WORD.hiragana, basis.strayWords));
}

/**
 * The meal's confidence: the items' confidences weighted by their energy, lowered for every item
 * nobody read (the engine could not, and nothing filled it), for words that named nothing and amounts
 * with no food, and when a kcal number in the text disagrees with the meal's `cal`. `filled` are
 * items the engine left unread that a caller supplied (a chain's product named by the words), by
 * index; `named` the items whose words a caller found a product's name (からあげクン: クン named something after
 * all). Clamped to 0.05-0.99.
 */
export function mealConfidenceOf(
  basis: ConfidenceBasis,
  cal: number,
  filled: ReadonlyMap<number, { confidence: number; kcal: number }> = new Map(),
  named: ReadonlySet<number> = new Set(),
): number {
  let weighted = 0;
  let weights = 0;
  let unread = 0;
  basis.items.forEach((read, index) => {
    const item = read ?? filled.get(index);
    if (!item) {
      unread += 1;
      return;
    }
    const weight = Math.max(item.kcal, 5);
    weighted += item.confidence * weight;
    weights += weight;
  });
  let confidence = weights > 0 ? weighted / weights : 0;
  confidence *= Math.pow(UNREAD_ITEM, unread) * wordsFactor(basis, named);
  if (basis.calHint !== undefined && cal > 0) {
    const gap = Math.abs(basis.calHint - cal) / Math.max(basis.calHint, cal);
    confidence *= gap > 0.3 ? 0.7 : gap > 0.15 ? 0.9 : 1.05;
  }
  return Math.round(Math.min(MAX_CONFIDENCE, Math.max(MIN_CONFIDENCE, confidence)) * 100) / 100;
}
