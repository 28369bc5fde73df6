import { MEAL_TYPE_KCAL_CAP, TARGET_KCAL_TOLERANCE, type SearchMealType } from '@shokuji/contracts';
import type { Macros } from '@shokuji/nutrition';
import {
  AXIS_RULES,
  DRINK_CONDIMENT_NAME,
  DRUNK_DESSERT_NAME,
  KIDS_MENU_NAME,
  LESS_NOODLES_IN_LARGER_SIZE_NAME,
  NO_STAPLE_FACTOR,
  OFF_MORNING_MENU_FACTOR,
  BREAD_BESIDE_BREAD_FACTOR,
  SMALL_BREAD_NAME,
  NOT_STAPLE_SIDE_NAME,
  RICE_SET_NAME,
  STAPLE_CORE_NAME,
  STAPLE_SIDE_NAME,
  ENERGY_SCALE_FLOOR_KCAL,
  LIKELIHOOD,
  LOW_CARB_MEAL_G,
  MAX_PIECES_OF_ONE_ITEM,
  MISSING_COMPANION_FACTOR,
  PACK_NAME,
  PACK_ROLES,
  CONVENIENCE_STORE_CATEGORY,
  MORNING_MENU_ONLY_SHOPS,
  MOST_PLATES_ON_A_LINE,
  PAIR_RULES,
  ROLE_RULES,
  SNACK_MEAL_TYPES,
  SOLD_ALL_DAY_ROLES,
  SWEET_BREAD_MAIN_NAME,
  SWEET_WHATEVER_IT_HOLDS_NAME,
  SAVOURY_FILLING_NAME,
  LUNCH_ONLY_NAME,
  ONE_PIECE_AT,
  ONE_BREAD_AT,
  MEAL_TIMES,
  isPlainBreadName,
  type MealTime,
  type PairTag,
  type SetGroup,
} from './set-rules';
import { editionFamilies } from './set-editions';
import { addOnHostOf, hostBit, hostBitsOf, isDrunkDessert, partBit, partColumnsOf } from './set-piece-links';
import { MEAL_KINDS, SET_ROLES, type SetRole } from './set-role-flags';
import type { SetCandidateItem, SetRequest } from './set-request';

/**
 * The shop's offerable items, in the order the search walks them, as columns (typed arrays, so the
 * hot loop reads numbers, not objects), with everything the factors and the bounds need computed once.
 */

/** Search order: blocks of one role (mains split by size); within a block, kcal ascending, then id. */
export const BLOCKS: readonly { role: SetRole; small: boolean }[] = [
  { role: 'combo', small: false },
  { role: 'main', small: false },
  { role: 'main', small: true },
  { role: 'side', small: false },
  { role: 'soup', small: false },
  { role: 'drink', small: false },
  { role: 'dessert', small: false },
  { role: 'snack', small: false },
  { role: 'topping', small: false },
];

export const GROUPS: readonly SetGroup[] = ['core', 'companion', 'extra'];
export const ROLE_INDEX = new Map(SET_ROLES.map((role, index) => [role, index]));
export const GROUP_INDEX = new Map(GROUPS.map((group, index) => [group, index]));
const CORE_GROUP_INDEX = GROUP_INDEX.get('core')!;

/** Pairing classes: role, and role:kind for mains and combos (set-rules.ts → PairTag). */
const CLASSES: { role: SetRole; tags: PairTag[] }[] = SET_ROLES.flatMap((role): { role: SetRole; tags: PairTag[] }[] =>
  role === 'main' || role === 'combo'
    ? MEAL_KINDS.map((kind) => ({ role, tags: [role, `${role}:${kind}`] as PairTag[] }))
    : [{ role, tags: [role] as PairTag[] }],
);
export const CLASS_COUNT = CLASSES.length;

/** What is drunk, not eaten: a drink, or a dessert named as one (a shake, a float: DRUNK_DESSERT_NAME). */
const isDrunk = (item: SetCandidateItem) => item.role === 'drink' || (item.role === 'dessert' && DRUNK_DESSERT_NAME.test(item.name));
/** A plain bread, whatever role the catalog files it in (set-rules.ts → PLAIN_BREAD_NAME): a croissant, not a sweet. */
const isPlainBread = (item: SetCandidateItem) => isPlainBreadName(item.name);
/** A sweet eaten as a treat: a dessert that is neither drunk nor plain bread (set-rules.ts → MEAL_SWEET). */
const isSweet = (item: SetCandidateItem) => item.role === 'dessert' && !isDrunk(item) && !isPlainBread(item);

/** A bread main that is a sweet (set-rules.ts → SWEET_BREAD_MAIN_NAME): no main at lunch or dinner. */
const isSweetBreadMain = (item: SetCandidateItem) =>
  item.role === 'main' &&
  item.kind === 'bread' &&
  (SWEET_WHATEVER_IT_HOLDS_NAME.test(item.name) || (SWEET_BREAD_MAIN_NAME.test(item.name) && !SAVOURY_FILLING_NAME.test(item.name)));

const mealTimeOf = (mealType: SearchMealType): MealTime =>
  mealType === 'breakfast' || mealType === 'lunch' ? mealType : SNACK_MEAL_TYPES.has(mealType) ? 'snack' : 'dinner';

/**
 * A staple of a meal (set-rules.ts → NO_STAPLE_FACTOR): a combo (a set meal holds what the meal needs: 牛角's 鶏もも
 * セット its rice), a main of rice, noodles or bread or named as one, or a side of rice or noodles.
 */
const isStaple = (item: SetCandidateItem) =>
  item.role === 'combo' ||
  (item.role === 'main'
    ? item.kind !== 'other' || STAPLE_CORE_NAME.test(item.name)
    : item.role === 'side' && STAPLE_SIDE_NAME.test(item.name) && !NOT_STAPLE_SIDE_NAME.test(item.name));

/** A main of bread (1), or a plain bread of a meal's size that is no core (2): set-rules.ts → BREAD_BESIDE_BREAD_FACTOR. */
const breadOf = (item: SetCandidateItem): number =>
  item.role === 'main' && item.kind === 'bread'
    ? 1
    : ROLE_RULES[item.role].group !== 'core' && isPlainBread(item) && !SMALL_BREAD_NAME.test(item.name)
      ? 2
      : 0;

function classOf(item: SetCandidateItem): number {
  return CLASSES.findIndex((c) => c.role === item.role && (c.tags.length === 1 || c.tags[1] === `${item.role}:${item.kind}`));
}

/** Clash factors multiply over every pair; the best classic pairing counts once. Indexed [a * CLASS_COUNT + b]. */
export const PAIR_PENALTY = new Float64Array(CLASS_COUNT * CLASS_COUNT).fill(1);
export const PAIR_BONUS = new Float64Array(CLASS_COUNT * CLASS_COUNT).fill(1);
/** Each classic pairing as class masks, for the bound on the bonus a set may still earn. */
export const BONUS_RULES: { maskA: number; maskB: number; factor: number }[] = [];
for (const rule of PAIR_RULES) {
  const [a, b] = rule.tags;
  const maskOf = (tag: PairTag) => CLASSES.reduce((mask, c, index) => (c.tags.includes(tag) ? mask | (1 << index) : mask), 0);
  const maskA = maskOf(a);
  const maskB = maskOf(b);
  if (rule.factor > 1) BONUS_RULES.push({ maskA, maskB, factor: rule.factor });
  for (let x = 0; x < CLASS_COUNT; x++)
    for (let y = 0; y < CLASS_COUNT; y++) {
      const matches = (maskA & (1 << x) && maskB & (1 << y)) || (maskA & (1 << y) && maskB & (1 << x));
      if (!matches) continue;
      const cell = x * CLASS_COUNT + y;
      if (rule.factor < 1) PAIR_PENALTY[cell] = PAIR_PENALTY[cell]! * rule.factor;
      else PAIR_BONUS[cell] = Math.max(PAIR_BONUS[cell]!, rule.factor);
    }
}

/**
 * What never changes for one shop's items: the offerable items in search order, as columns, with
 * the aggregates the bounds read. Built once per items array and shop, and kept while the array
 * lives (the wiring passes the same array for a shop on every request).
 */
export interface PreparedShop {
  /** Per index, its item: a sushi plate's item at each of its lines (docs/sets.md → Plates). */
  items: SetCandidateItem[];
  size: number;
  /**
   * Per index, the pieces of its item the index stands for: 1, or for a sushi plate's lines 1 to
   * MOST_PLATES_ON_A_LINE (the values below are for all of them). A line is one piece of the search.
   */
  quantity: Uint8Array;
  cal: Float64Array;
  protein: Float64Array;
  fat: Float64Array;
  carbs: Float64Array;
  /** The kcal of the line that is drunk: a drink's, or a shake's filed as a dessert (set-rules.ts → MEAL_DRUNK). */
  drunkCal: Float64Array;
  /** The kcal of the line that is a sweet: a dessert's, but a drunk one's (set-rules.ts → MEAL_SWEET). */
  sweetCal: Float64Array;
  /** Popularity term q ∈ [0, 1] (docs/sets.md → Likelihood). */
  popularity: Float64Array;
  /** 1 for a staple: a main or combo with rice, noodles or bread, or a side of them (set-rules.ts → NO_STAPLE_FACTOR). */
  staple: Uint8Array;
  /**
   * Bread twice (set-rules.ts → BREAD_BESIDE_BREAD_FACTOR): 1 for a main of bread, 2 for a plain bread beside the core (a
   * café's croissant filed as a dessert), 0 otherwise. A set holding both kinds keeps the factor.
   */
  bread: Uint8Array;
  /**
   * Whether the shop sells its plain rice, as a side (ライス) or in a set meal named for it (a family restaurant's
   * …ライスセット), at breakfast and at the other meals (a rice sold only in the morning is not sold at lunch): there
   * a meal without a staple keeps NO_STAPLE_FACTOR.
   */
  sellsRice: { atBreakfast: boolean; otherwise: boolean };
  role: Uint8Array;
  group: Uint8Array;
  small: Uint8Array;
  breakfastOnly: Uint8Array;
  pairClass: Uint8Array;
  maxPieces: Uint8Array;
  /** Edition family (docs/sets.md → Editions): -1 alone, else the index of the family's first item; a set holds one member. */
  family: Int32Array;
  block: Uint8Array;
  blockStart: Int32Array;
  blockEnd: Int32Array;
  /** Per item id, its index (a plate's line of one). */
  indexOf: Map<string, number>;
  /** Per plate, by the index of its line of one, the indices of all its lines: history of the plate is history of each. */
  plateLines: Map<number, number[]>;
  /** Per item, the host it needs as a bit (set-piece-links.ts → hostBit), 0 when it is no add-on. */
  addOnNeed: Uint8Array;
  /** Per item, the hosts it can be, as bits: an add-on joins a set only beside a piece with its bit. */
  hostBits: Uint8Array;
  /** Words of each item's part masks below (set-piece-links.ts → PartColumns): item i's word w at i * partWords + w. */
  partWords: number;
  /** Per item, the parts it already comes with, and the parts it is: never one beside the other. */
  includedParts: Int32Array;
  /**
   * includedParts at each meal (set-rules.ts → ONE_PIECE_AT): where a set holds one drink or one dessert, each also comes with
   * every piece of its role.
   */
  includedPartsAt: Record<MealTime, Int32Array>;
  partBits: Int32Array;
  /** Per item, the parts a set holding it must also hold (a dish sold without its rice: a side of plain rice), as bits. */
  owedParts: Int32Array;
  /** Per block, the parts some item of it or of a later block is: a set owing another part gets it nowhere ahead (partWords per block). */
  partsFromBlock: Int32Array;
  /**
   * Per meal, the items a request at it may not use (docs/sets.md → Rules → What is never in a set): breakfast-only items
   * at the other meals, and at breakfast, at a MORNING_MENU_ONLY_SHOPS shop, every item neither breakfast-only nor sold all
   * day (→ Breakfast); a lunch-only set meal at the other meals (LUNCH_ONLY_NAME); a sweet bread main at lunch and dinner
   * (SWEET_BREAD_MAIN_NAME).
   */
  excludedAt: Record<MealTime, Uint8Array>;
  /** Suffix aggregates within each block, for the bounds: the most from this index to the block's end. */
  suffix: {
    proteinPerKcal: Float64Array;
    fatPerKcal: Float64Array;
    carbsPerKcal: Float64Array;
    popularity: Float64Array;
    classMask: Int32Array;
  };
}

/** One request's view of a prepared shop: the user's history, the target and the options. */
export interface SetPool extends PreparedShop {
  prepared: PreparedShop;
  /** Items this request may not use although the shop offers them: PreparedShop.excludedAt at the request's meal. */
  excluded: Uint8Array;
  /** Item history term h ∈ [0, 1] (docs/sets.md → Likelihood). */
  itemHistory: Float64Array;
  /** The best pair-history term this item can earn with any partner (0 without history). */
  pairBest: Float64Array;
  /** Pair history term of two items, keyed lower index × size + higher index. */
  pairHistory: Map<number, number>;
  /** Distinct days of each pair, same key, for `usual`. */
  pairDays: Map<number, number>;
  /** The logged items as pool indices, highest term first, for the bound on what a set may still earn. */
  historyList: { i: number; term: number }[];
  /** The logged pairs as pool indices (a < b), highest term first, for the bound on what a set may still earn. */
  pairList: { a: number; b: number; term: number }[];
  target: Macros;
  /** Hard kcal ceiling of a set: the target's +5 % and the meal type's cap, whichever is lower. */
  capKcal: number;
  /** The energy every miss is divided by. */
  scaleKcal: number;
  minItems: number;
  maxItems: number;
  /** Snack time (set-rules.ts → SNACK_MEAL_TYPES): something to eat stands in for a core, and no companion is missed. */
  snackTime: boolean;
  /** The naturalness a set of two or more pieces keeps without a side, soup or combo: 1 at snack time. */
  missingCompanion: number;
  /**
   * The naturalness a set with a core and no staple keeps: NO_STAPLE_FACTOR at a meal where the shop sells plain rice and
   * the target holds more than LOW_CARB_MEAL_G of carbohydrate, else 1.
   */
  missingStaple: number;
  /** The naturalness a set with a bread main and a plain bread beside it keeps: BREAD_BESIDE_BREAD_FACTOR at a meal, else 1. */
  breadTwice: number;
  /**
   * The naturalness a set whose core is not breakfast-only keeps: OFF_MORNING_MENU_FACTOR at breakfast at a restaurant that
   * sells a breakfast-only main or set meal then, else 1.
   */
  offMorningMenu: number;
}

const historyTerm = (days: number) => Math.min(days, LIKELIHOOD.historySaturationDays) / LIKELIHOOD.historySaturationDays;
const popularityTerm = (popularity: number) =>
  Math.min(1, Math.log1p(Math.max(0, popularity)) / Math.log1p(LIKELIHOOD.popularityReference));

const isNonNegative = (value: number | null): value is number => value !== null && Number.isFinite(value) && value >= 0;

/** Offerable in a set at some meal (docs/sets.md → What is never in a set); the meal type and the cap are the request's. */
function isOfferable(item: SetCandidateItem, shopId: string): boolean {
  return (
    item.shopId === shopId &&
    item.status === 'active' &&
    isNonNegative(item.cal) &&
    isNonNegative(item.protein) &&
    isNonNegative(item.fat) &&
    isNonNegative(item.carbs) &&
    // 0 kcal is a tea or water; on food it means the chain published no values.
    (item.cal > 0 || item.role === 'drink') &&
    // A creamer or syrup portion goes into a drink; it is no piece of a set.
    !DRINK_CONDIMENT_NAME.test(item.name) &&
    // A kids' menu item is a child's meal, not the user's.
    !KIDS_MENU_NAME.test(item.name) &&
    // A pack of bread or sweets is bought for home.
    !(PACK_ROLES.has(item.role) && PACK_NAME.test(item.name)) &&
    // A half bowl in a large size is one no one orders: the half bowl or the full one is.
    !LESS_NOODLES_IN_LARGER_SIZE_NAME.test(item.name)
  );
}

export function setCapKcal(request: SetRequest): number {
  const mealCap = MEAL_TYPE_KCAL_CAP[request.options.mealType] ?? Infinity;
  return Math.min(request.target.cal * TARGET_KCAL_TOLERANCE, mealCap);
}

export function energyScaleKcal(target: Macros): number {
  const macroKcal =
    target.protein * AXIS_RULES.protein.kcalPerUnit + target.fat * AXIS_RULES.fat.kcalPerUnit + target.carbs * AXIS_RULES.carbs.kcalPerUnit;
  return Math.max(target.cal, macroKcal, ENERGY_SCALE_FLOOR_KCAL);
}

const blockOf = (item: SetCandidateItem) => BLOCKS.findIndex((b) => b.role === item.role && (b.role !== 'main' || b.small === item.small));

const prepared = new WeakMap<readonly SetCandidateItem[], Map<string, PreparedShop>>();

/** The prepared shop of these items, from the cache when the same array was prepared before. */
export function prepareShop(items: readonly SetCandidateItem[], shopId: string, shopCategory?: string): PreparedShop {
  let byShop = prepared.get(items);
  if (!byShop) prepared.set(items, (byShop = new Map()));
  let shop = byShop.get(shopId);
  if (!shop) byShop.set(shopId, (shop = buildPreparedShop(items, shopId, shopCategory)));
  return shop;
}

/** Keeps a prepared shop built earlier (read back from a kept file) as these items' preparation, as prepareShop would have. */
export function adoptPreparedShop(items: readonly SetCandidateItem[], shopId: string, shop: PreparedShop): void {
  let byShop = prepared.get(items);
  if (!byShop) prepared.set(items, (byShop = new Map()));
  byShop.set(shopId, shop);
}

/** One index of the search: an item, and for a sushi plate how many of it the line carries. */
interface OfferedLine {
  item: SetCandidateItem;
  block: number;
  quantity: number;
}

/** The lines an item is offered as: one, or a sushi plate taken 1 to MOST_PLATES_ON_A_LINE times (docs/sets.md → Plates). */
const quantitiesOf = (item: SetCandidateItem) => (item.plate && item.role === 'main' ? MOST_PLATES_ON_A_LINE : 1);

function buildPreparedShop(all: readonly SetCandidateItem[], shopId: string, shopCategory: string | undefined): PreparedShop {
  const seen = new Set<string>();
  const offered: OfferedLine[] = [];
  for (const item of all) {
    if (seen.has(item.id) || !isOfferable(item, shopId)) continue;
    seen.add(item.id);
    const block = blockOf(item);
    for (let quantity = 1; quantity <= quantitiesOf(item); quantity++) offered.push({ item, block, quantity });
  }
  offered.sort(
    (a, b) =>
      a.block - b.block ||
      a.item.cal * a.quantity - b.item.cal * b.quantity ||
      (a.item.id < b.item.id ? -1 : a.item.id > b.item.id ? 1 : 0) ||
      a.quantity - b.quantity,
  );
  const size = offered.length;
  const items = offered.map((o) => o.item);
  const column = (read: (item: SetCandidateItem) => number) => Float64Array.from(items, read);
  const lineColumn = (read: (item: SetCandidateItem) => number) => Float64Array.from(offered, (o) => read(o.item) * o.quantity);
  const indexOf = new Map(offered.flatMap((o, index) => (o.quantity === 1 ? [[o.item.id, index] as const] : [])));
  const ruleColumns = ruleColumnsOf(items, shopId, shopCategory);
  const shop: PreparedShop = {
    items,
    size,
    quantity: Uint8Array.from(offered, (o) => o.quantity),
    cal: lineColumn((item) => item.cal),
    protein: lineColumn((item) => item.protein!),
    fat: lineColumn((item) => item.fat!),
    carbs: lineColumn((item) => item.carbs!),
    drunkCal: lineColumn((item) => (isDrunk(item) ? item.cal : 0)),
    sweetCal: lineColumn((item) => (isSweet(item) ? item.cal : 0)),
    popularity: column((item) => popularityTerm(item.popularity)),
    staple: Uint8Array.from(items, (item) => (isStaple(item) ? 1 : 0)),
    bread: Uint8Array.from(items, breadOf),
    sellsRice: { atBreakfast: false, otherwise: false },
    role: Uint8Array.from(items, (item) => ROLE_INDEX.get(item.role)!),
    group: Uint8Array.from(items, (item) => GROUP_INDEX.get(ROLE_RULES[item.role].group)!),
    small: Uint8Array.from(items, (item) => (item.role === 'main' && item.small ? 1 : 0)),
    breakfastOnly: Uint8Array.from(items, (item) => (item.breakfastOnly ? 1 : 0)),
    pairClass: Uint8Array.from(items, classOf),
    // A plate is taken again on its line (quantity), never as a second piece.
    maxPieces: Uint8Array.from(items, (item) =>
      item.soldByPiece && quantitiesOf(item) === 1 ? MAX_PIECES_OF_ONE_ITEM.soldByPiece : MAX_PIECES_OF_ONE_ITEM.otherwise,
    ),
    family: editionFamilies(items),
    block: Uint8Array.from(offered, (o) => o.block),
    blockStart: new Int32Array(BLOCKS.length),
    blockEnd: new Int32Array(BLOCKS.length),
    indexOf,
    plateLines: plateLinesOf(offered, indexOf),
    ...ruleColumns,
    partsFromBlock: new Int32Array(BLOCKS.length * ruleColumns.partWords),
    suffix: {
      proteinPerKcal: new Float64Array(size),
      fatPerKcal: new Float64Array(size),
      carbsPerKcal: new Float64Array(size),
      popularity: new Float64Array(size),
      classMask: new Int32Array(size),
    },
  };
  // Items are sorted by block, so each block is one [start, end) range (empty where the shop has none).
  let index = 0;
  for (let b = 0; b < BLOCKS.length; b++) {
    shop.blockStart[b] = index;
    while (index < size && shop.block[index] === b) index++;
    shop.blockEnd[b] = index;
  }
  const words = shop.partWords;
  for (let b = BLOCKS.length - 1; b >= 0; b--)
    for (let w = 0; w < words; w++) {
      let parts = b + 1 < BLOCKS.length ? shop.partsFromBlock[(b + 1) * words + w]! : 0;
      for (let i = shop.blockStart[b]!; i < shop.blockEnd[b]!; i++) parts |= shop.partBits[i * words + w]!;
      shop.partsFromBlock[b * words + w] = parts;
    }
  const rice = items.map(
    (item, i) => (shop.partBits[i * words]! & partBit('rice')) !== 0 || (item.role === 'combo' && RICE_SET_NAME.test(item.name)),
  );
  shop.sellsRice = {
    atBreakfast: rice.some((isRice, i) => isRice && shop.excludedAt.breakfast[i] === 0),
    otherwise: rice.some((isRice, i) => isRice && shop.breakfastOnly[i] === 0),
  };
  oneFamilyPerPlate(shop);
  fillSuffixes(shop);
  return shop;
}

function plateLinesOf(offered: readonly OfferedLine[], indexOf: ReadonlyMap<string, number>): Map<number, number[]> {
  const lines = new Map<number, number[]>();
  offered.forEach((o, index) => {
    if (quantitiesOf(o.item) === 1) return;
    const one = indexOf.get(o.item.id)!;
    const its = lines.get(one);
    if (its) its.push(index);
    else lines.set(one, [index]);
  });
  return lines;
}

/**
 * The lines of one plate are one product (docs/sets.md → Plates): a set holds one of them, and one
 * answer stands for all. An item with an edition key has its family already; one without gets its lines'.
 */
function oneFamilyPerPlate(shop: PreparedShop): void {
  for (const lines of shop.plateLines.values()) {
    if (shop.family[lines[0]!]! >= 0) continue;
    const first = Math.min(...lines);
    for (const line of lines) shop.family[line] = first;
  }
}

/**
 * The columns of the set rules (docs/sets.md → Add-ons, Included parts, Breakfast): the add-ons' hosts,
 * the parts each piece comes with and is, and, at a shop whose morning menu is all it sells then, what it
 * does not sell at breakfast. Part of the prepared shop, so a restart reads them from the kept tables
 * rather than deriving them again (the parts' names take about 120 ms per ×1 catalog).
 */
function ruleColumnsOf(
  items: readonly SetCandidateItem[],
  shopId: string,
  shopCategory: string | undefined,
): Pick<
  PreparedShop,
  'addOnNeed' | 'hostBits' | 'partWords' | 'includedParts' | 'includedPartsAt' | 'partBits' | 'owedParts' | 'excludedAt'
> {
  const parts = partColumnsOf(items, shopCategory === CONVENIENCE_STORE_CATEGORY);
  const morningMenuOnly = MORNING_MENU_ONLY_SHOPS.has(shopId);
  const excludedWhere = (excluded: (item: SetCandidateItem) => boolean) => Uint8Array.from(items, (item) => (excluded(item) ? 1 : 0));
  const lunchOnly = (item: SetCandidateItem) => LUNCH_ONLY_NAME.test(item.name);
  return {
    addOnNeed: Uint8Array.from(items, (item) => {
      const host = addOnHostOf(item);
      return host === null ? 0 : hostBit(host);
    }),
    hostBits: Uint8Array.from(items, hostBitsOf),
    partWords: parts.words,
    includedParts: parts.includedParts,
    partBits: parts.partBits,
    owedParts: parts.owedParts,
    includedPartsAt: Object.fromEntries(
      MEAL_TIMES.map((meal) => {
        // The meal's parts are INCLUDED_PARTS, bits of each item's first word.
        const included = parts.includedParts.slice();
        items.forEach((item, i) => (included[i * parts.words]! |= mealIncludedPartsOf(item, meal)));
        return [meal, included];
      }),
    ) as Record<MealTime, Int32Array>,
    excludedAt: {
      breakfast: excludedWhere((item) => lunchOnly(item) || (morningMenuOnly && !item.breakfastOnly && !SOLD_ALL_DAY_ROLES.has(item.role))),
      lunch: excludedWhere((item) => item.breakfastOnly || isSweetBreadMain(item)),
      dinner: excludedWhere((item) => item.breakfastOnly || lunchOnly(item) || isSweetBreadMain(item)),
      snack: excludedWhere((item) => item.breakfastOnly || lunchOnly(item)),
    },
  };
}

/**
 * What a piece comes with at a meal besides its own parts (set-rules.ts → ONE_PIECE_AT): where a set holds one drink or one
 * dessert, every piece of its role.
 */
function mealIncludedPartsOf(item: SetCandidateItem, meal: MealTime): number {
  let included = 0;
  const one = ONE_PIECE_AT[meal].find((role) => role === item.role);
  if (one !== undefined) included |= partBit(one);
  // A shake or a float is the set's drink where a set holds one (set-rules.ts → DRUNK_DESSERT_NAME).
  if (ONE_PIECE_AT[meal].includes('drink') && isDrunkDessert(item)) included |= partBit('drink');
  // A core of bread comes with its bread where a set holds one (set-rules.ts → ONE_BREAD_AT).
  if (ONE_BREAD_AT.has(meal) && ROLE_RULES[item.role].group === 'core' && item.kind === 'bread') included |= partBit('bread');
  return included;
}

/** One request's pool: the prepared shop with this user's history, the target and the options. */
export function buildSetPool(request: SetRequest): SetPool {
  const shop = prepareShop(request.items, request.shopId, request.shopCategory);
  const { size, indexOf, plateLines } = shop;
  // An item's indices: its own, or every line of a plate (the user logged the plate, whatever the count).
  const indicesOf = (id: string): readonly number[] => {
    const i = indexOf.get(id);
    return i === undefined ? [] : (plateLines.get(i) ?? [i]);
  };
  const itemHistory = new Float64Array(size);
  for (const entry of request.history.items)
    for (const i of indicesOf(entry.id)) itemHistory[i] = Math.max(itemHistory[i]!, historyTerm(entry.days));
  const pairHistory = new Map<number, number>();
  const pairDays = new Map<number, number>();
  const pairBest = new Float64Array(size);
  for (const pair of request.history.pairs) {
    if (pair.days <= 0 || pair.ids[0] === pair.ids[1]) continue;
    for (const a of indicesOf(pair.ids[0]))
      for (const b of indicesOf(pair.ids[1])) {
        const key = Math.min(a, b) * size + Math.max(a, b);
        const days = Math.max(pair.days, pairDays.get(key) ?? 0);
        pairDays.set(key, days);
        pairHistory.set(key, historyTerm(days));
        pairBest[a] = Math.max(pairBest[a]!, historyTerm(days));
        pairBest[b] = Math.max(pairBest[b]!, historyTerm(days));
      }
  }
  const breakfast = request.options.mealType === 'breakfast';
  const mealTime = mealTimeOf(request.options.mealType);
  const excluded = shop.excludedAt[mealTime];
  const sellsRice = breakfast ? shop.sellsRice.atBreakfast : shop.sellsRice.otherwise;
  const snackTime = SNACK_MEAL_TYPES.has(request.options.mealType);
  const morningMenu = breakfast && request.shopCategory !== CONVENIENCE_STORE_CATEGORY && sellsMorningCore(shop, excluded);
  // Object.assign, not a spread literal: on this V8 a spread that then adds properties keeps request
  // garbage alive through young-generation collections (docs/decisions.md → Objects built per request).
  return Object.assign({}, shop, {
    prepared: shop,
    excluded,
    includedParts: shop.includedPartsAt[mealTime],
    itemHistory,
    pairBest,
    pairHistory,
    pairDays,
    historyList: [...new Set(request.history.items.flatMap((entry) => indicesOf(entry.id)))]
      .filter((i) => itemHistory[i]! > 0)
      .map((i) => ({ i, term: itemHistory[i]! }))
      .sort((x, y) => y.term - x.term || x.i - y.i),
    pairList: [...pairHistory]
      .map(([key, term]) => ({ a: Math.floor(key / size), b: key % size, term }))
      .sort((x, y) => y.term - x.term || x.a - y.a || x.b - y.b),
    target: request.target,
    capKcal: setCapKcal(request),
    scaleKcal: energyScaleKcal(request.target),
    minItems: request.options.minItems,
    maxItems: request.options.maxItems,
    snackTime,
    missingCompanion: snackTime ? 1 : MISSING_COMPANION_FACTOR,
    missingStaple: snackTime || !sellsRice || request.target.carbs <= LOW_CARB_MEAL_G ? 1 : NO_STAPLE_FACTOR,
    breadTwice: snackTime ? 1 : BREAD_BESIDE_BREAD_FACTOR,
    offMorningMenu: morningMenu ? OFF_MORNING_MENU_FACTOR : 1,
  });
}

/** Whether the shop sells a breakfast-only main or set meal among the items a breakfast may hold (docs/sets.md → Ordering). */
function sellsMorningCore(shop: PreparedShop, excluded: Uint8Array): boolean {
  for (let i = 0; i < shop.size; i++)
    if (shop.breakfastOnly[i] === 1 && shop.group[i] === CORE_GROUP_INDEX && excluded[i] === 0) return true;
  return false;
}

/** Max of a/max(kcal, 1), of popularity and of the pairing classes from each index to its block's end. */
function fillSuffixes(shop: PreparedShop): void {
  const s = shop.suffix;
  for (let b = 0; b < BLOCKS.length; b++) {
    const start = shop.blockStart[b]!;
    for (let i = shop.blockEnd[b]! - 1; i >= start; i--) {
      const last = i === shop.blockEnd[b]! - 1;
      const kcal = Math.max(shop.cal[i]!, 1);
      const max = (column: Float64Array, value: number) => (column[i] = last ? value : Math.max(value, column[i + 1]!));
      max(s.proteinPerKcal, shop.protein[i]! / kcal);
      max(s.fatPerKcal, shop.fat[i]! / kcal);
      max(s.carbsPerKcal, shop.carbs[i]! / kcal);
      max(s.popularity, shop.popularity[i]!);
      s.classMask[i] = (1 << shop.pairClass[i]!) | (last ? 0 : s.classMask[i + 1]!);
    }
  }
}
