// What one entry use names and how its parts are sized: its staple, its noodles, a dish of parts, a share of one;
// shared by the builder's passes.
import type { Entry, EntryPart, PortionWord } from '../lexicon/lexicon.types';
import { isLatin } from '../lexicon/term-key';
import type { Segment } from '../match/meal-text.segment';
import type { Quantity } from '../text/quantity.extract';
import { gramsOfUse, nameDishPart, partNamed } from './dish-contents';
import { PORTION_FACTORS, WHOLE_SERVING_WORDS } from './entry-amount';
import type { EntryUse } from './item-plan.types';

/**
 * "ramen extra chashu", "pizza with extra cheese": extra said of a dish's part within its phrase is one more of
 * the part, as written as an item of its own ("ramen, extra chashu") or as チャーシュー追加; it sized the part ×1.5
 * as the size word it is for a staple (extra noodles: PORTIONS.md's ×1.5) and for a serving (extra large).
 */
export function extraAsDouble(use: EntryUse): PortionWord[] {
  const large = use.extraBefore ? use.portions.indexOf('large') : -1;
  return large < 0 ? use.portions : use.portions.map((word, at) => (at === large ? 'double' : word));
}

export const stapleFoods = (use: EntryUse): string[] => use.entry.parts.filter((part) => part.staple).map((part) => part.food.foodNumber);
/** The staple a use names, when that is all it names: ご飯, パスタ 乾麺, or "spaghetti" (a dish of pasta and a replaceable sauce). */
export function bareStaple(use: EntryUse): EntryUse | undefined {
  const staples = use.entry.parts.filter((part) => part.staple);
  const [staple] = staples;
  if (!staple || staples.length !== 1 || use.entry.parts.some((part) => !part.staple && part.fillingGrams === undefined)) return undefined;
  if (use.entry.parts.length === 1) return use;
  // A weight written on "spaghetti" is the pasta's.
  const written = use.quantities.find((quantity) => quantity.unit === 'g');
  const grams = written?.value ?? staple.grams;
  const entry: Entry = {
    ...use.entry,
    isDish: false,
    kind: staple.kind,
    parts: [staple],
    unitGrams: new Map(),
    piecesPerServing: new Map(),
  };
  return { ...use, entry, quantities: [{ start: use.position, end: use.end, text: '', value: grams, unit: 'g', isRange: false }] };
}
export const isStapleOf = (dish: EntryUse, use: EntryUse): boolean => {
  const staple = bareStaple(use);
  return staple !== undefined && partNamed(dish.entry, staple.entry)?.staple === true;
};

/** The dish's part the use names (its staple, with the use's amount), sized by the use's size words. */
export function nameStaple(dish: EntryUse, use: EntryUse): void {
  const part = nameDishPart(dish, shareOfDishStaple(dish, bareStaple(use) ?? use));
  dish.portions.push(...(part ? sizePartOnly(dish, part, part.staple ? use.portions : extraAsDouble(use)) : use.portions));
}

/**
 * "katsu curry, half rice", カレー、ご飯1/2: a bare count below one said of a dish's staple is that share of the
 * dish's own staple, as ご飯半分 is (the curry and the cutlet stay whole); as a count it went to the dish and
 * halved all of it.
 */
export function shareOfDishStaple(dish: EntryUse, staple: EntryUse): EntryUse {
  const [quantity] = staple.quantities;
  const part = partNamed(dish.entry, staple.entry);
  if (!quantity || staple.quantities.length !== 1 || !isShareOfOne(quantity) || !part?.staple) return staple;
  return { ...staple, quantities: [{ ...quantity, value: quantity.value * part.grams, unit: 'g' }] };
}
export const isShareOfOne = (quantity: Quantity | undefined): boolean => quantity?.unit === 'count' && quantity.value < 1;

/**
 * カツ丼 ご飯半分: a word that sizes a whole serving (半分, たっぷり), said of a dish's part, sizes that part
 * only; the toppings stay. The other size words (大盛り, 少なめ) said of the staple are the dish's, which
 * size its staple (PORTIONS.md), and are returned; said of another part they size that part (ラーメン
 * チャーシュー大盛り, ramen extra chashu: more chashu, not more noodles).
 */
export function sizePartOnly(dish: EntryUse, part: EntryPart, portions: PortionWord[]): PortionWord[] {
  const sizesPart = (word: PortionWord): boolean => !part.staple || WHOLE_SERVING_WORDS.has(word);
  const factor = portions.filter(sizesPart).reduce((product, word) => product * PORTION_FACTORS[word], 1);
  if (factor !== 1) {
    const parts = dish.entry.parts.map((candidate) => (candidate === part ? { ...part, grams: part.grams * factor } : candidate));
    dish.entry = { ...dish.entry, parts };
  }
  return portions.filter((word) => !sizesPart(word));
}

/**
 * 具なし: a dish without its contents keeps its staple and its broth and seasonings (味噌汁 具なし: だし and
 * みそ; ラーメン 具なし: the noodles and the soup); a food of one part has no contents to leave out.
 */
export function withoutContents(use: EntryUse): void {
  if (use.entry.parts.length < 2) return;
  const parts = use.entry.parts.filter((part) => part.staple || part.kind === 'seasoning');
  if (parts.length > 0) use.entry = { ...use.entry, parts };
}

export const isPlainRice = (use: EntryUse): boolean => use.entry.kind === 'rice' && use.entry.parts.length === 1;

export const entryOf = (segment: Segment | undefined): Entry | undefined =>
  segment?.type === 'term' ? segment.targets.flatMap((target) => ('entry' in target ? [target.entry] : []))[0] : undefined;
export const isNo = (segment: Segment | undefined): boolean => segment?.type === 'term' && segment.text === 'の';

export const isWo = (segment: Segment | undefined): boolean => segment?.type === 'term' && segment.text === 'を';
export const isStirFry = (segment: Segment | undefined): boolean =>
  segment?.type === 'term' &&
  segment.targets.some((target) => 'modifier' in target && target.modifier.type === 'cooking' && target.modifier.value === 'stirfry');

/** Joiners of a list of foods written before the dish they are in (ハム・チーズ・レタスのサンドイッチ). */
export const FOOD_LIST_JOINERS = new Set(['と', 'や', '・', '、', ',']);

export const hasNoodles = (use: EntryUse): boolean => use.entry.parts.some((part) => part.staple && part.kind === 'noodle');

export const PLAIN_FOOD_KINDS = new Set(['meat', 'fish', 'veg', 'egg', 'soy']);

/** Whether a word is glued to the next (アイスカフェラテ, チョコドーナツ), or one space before it in English (iced americano). */
export const gluedTo = (use: EntryUse, next: EntryUse): boolean => next.position - use.end <= (isLatin(use.term[0]) ? 1 : 0);

/** Each piece of the use's entry (and so its serving) weighs `factor` of its own, and the use says so: an egg of size L. */
export function weighPieces(use: EntryUse, factor: number): void {
  const { entry } = use;
  use.entry = {
    ...entry,
    parts: entry.parts.map((part) => ({ ...part, grams: part.grams * factor })),
    unitGrams: new Map([...entry.unitGrams].map(([unit, grams]) => [unit, grams * factor])),
  };
  use.pieceFactor = factor;
}

/** The entry as the segment names it, before any amount or word attaches to it. */
export const usedAs = (entry: Entry, segment: Extract<Segment, { type: 'term' }>): Omit<EntryUse, 'alternatives'> => ({
  entry,
  match: segment.match,
  position: segment.start,
  end: segment.end,
  term: segment.text,
  quantities: [],
  portions: [],
  cooking: [],
});

export const isDishOfParts = (use: EntryUse): boolean => use.entry.isDish && use.entry.parts.length > 1;

/** Where the brackets whose contents start at `start` close: at their closing bracket, or at the text's end. */
export function bracketEnd(text: string, start: number): number {
  const length = text.slice(start).search(/[)）]/u);
  return length < 0 ? text.length : start + length;
}

/** The brackets right after `at` (spaces before them allowed): where their contents start and end; null when none open there. */
export function bracketsAfter(text: string, at: number): { start: number; end: number } | null {
  const open = /^\s*[(（]/u.exec(text.slice(at));
  if (!open) return null;
  const start = at + open[0].length;
  return { start, end: bracketEnd(text, start) };
}

/**
 * A dish whose staple MEXT lists cooked whole (dishes.tsv's staple of kind dish: チャーハン, えびピラフ, ナシゴレン's
 * fried rice): a dish of rice, whose own grams hold the rice it was made of.
 */
export const ofCookedRice = (dish: Entry): boolean => dish.isDish && dish.parts.some((part) => part.staple && part.kind === 'dish');

/**
 * 残りご飯でチャーハン, ご飯2杯でチャーハン: rice made into a dish of MEXT's cooked rice is that dish at its serving, or,
 * with an amount written, at the rice's grams (MEXT's row holds the oil and egg, so the rice's weight stands for the dish's).
 */
export function cookRiceInto(dish: EntryUse, rice: EntryUse): void {
  if (rice.quantities.length === 0) return;
  const grams = gramsOfUse(rice.entry, rice);
  dish.quantities.push({ start: rice.position, end: rice.end, text: '', value: grams, unit: 'g', isRange: false });
}

// MEXT's instant noodles are sold with their seasonings (添付調味料等を含むもの).
export const isInstant = (use: EntryUse): boolean =>
  use.entry.drainedNoodles !== undefined ||
  (use.entry.parts.length === 1 && use.entry.parts[0]!.food.nameJa.includes('添付調味料等を含む'));
export const stapleOf = (use: EntryUse): EntryPart | undefined => use.entry.parts.find((part) => part.staple);
