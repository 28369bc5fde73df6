import type { DishKind, Entry, FoodKind } from '../lexicon/lexicon.types';
import type { Quantity } from '../text/quantity.extract';

/** Grams of one counted unit of an entry, and how sure the engine is of them. */
export interface UnitWeight {
  grams: number;
  /**
   * exact: the food's own unit, a unit the same thing is also counted in, or a serving;
   * vessel: a drink vessel without the drink's own (グラス 200 ml);
   * typical: a typical piece of the food's group, for a count of a food without a piece weight.
   */
  basis: 'exact' | 'vessel' | 'typical';
}

// Counters and measures that mean "one serving" of anything.
const SERVING_UNITS = new Set(['serving', '杯', '皿', '膳', '食', '人前']);
// Counters of pieces; a count the engine reads without a counter ("5 nuggets", x5) is `count`.
const PIECE_UNITS = new Set([
  '個',
  '枚',
  '本',
  '切れ',
  '貫',
  '玉',
  '粒',
  '尾',
  '串',
  '袋',
  'パック',
  '丁',
  'かけ',
  '房',
  '束',
  '缶',
  '合',
  '斤',
  'カップ',
]);
// Counters that name no shape: they take the food's own piece, whatever it is counted in (バナナ 2個 = 2本).
const GENERIC_COUNTERS = new Set(['個', 'count']);
// The same thing under another counter (焼き鳥 3串 = 3本, えび 4匹 = 4尾, コーヒー 2カップ = 2杯).
const SAME_UNIT: Record<string, string[]> = {
  串: ['本'],
  本: ['串', '尾'],
  尾: ['本'],
  カップ: ['杯'],
  杯: ['カップ'],
  切れ: ['枚', '個'],
  枚: ['切れ'],
  粒: ['個'],
  玉: ['個'],
  // A pack and a bag are one package: ポテトチップス 1パック ("a pack of crisps") is its 袋, 納豆 1袋 its パック.
  パック: ['袋'],
  袋: ['パック'],
};
// Vessels a drink may be counted in without its own table row (PORTIONS.md → Drinks).
const VESSEL_ML: Record<string, number> = { グラス: 200, 缶: 350, 本: 350, 杯: 200, カップ: 200 };
const VOLUME_KINDS = new Set<FoodKind | DishKind>(['drink', 'coffee', 'alcohol']);

/**
 * A typical piece of a food group, for a count of a food the tables give no piece weight (チキンナゲット
 * 6個, いわし 3尾): by kind, then by counter, `*` for any other counter. A convention of this engine
 * (docs/analyze-text.md); such an amount is a guess and lowers the confidence.
 */
const TYPICAL_PIECE_GRAMS: Partial<Record<FoodKind, Record<string, number>>> = {
  meat: { '*': 25, 本: 40, 串: 35, 枚: 100, 切れ: 30 },
  fish: { '*': 30, 尾: 40, 切れ: 80, 枚: 60, 貫: 15, 本: 30 },
  egg: { '*': 50 },
  soy: { '*': 50, 丁: 300, 枚: 30, パック: 45 },
  veg: { '*': 50, 個: 100, 本: 80, 枚: 20, 房: 15, 粒: 1, 切れ: 20 },
  fruit: { '*': 100, 個: 150, 粒: 5, 切れ: 50, 房: 150 },
  cereal: { '*': 30 },
  bread: { '*': 60, 切れ: 30 },
  dairy: { '*': 50, 個: 100, 枚: 18, 切れ: 20 },
  nuts: { '*': 2 },
  sweet: { '*': 40, 枚: 10, 粒: 4, 切れ: 60, 本: 60 },
  snack: { '*': 15, 枚: 5, 袋: 60, 個: 10 },
  pickles: { '*': 10, 切れ: 5 },
  spread: { '*': 8 },
  seasoning: { '*': 5 },
};
// A guessed count never goes beyond this many standard servings.
export const GUESSED_COUNT_MAX_SERVINGS = 3;

export const servingGrams = (entry: Entry): number => entry.parts.reduce((sum, part) => sum + part.grams, 0);

/**
 * Whether the food's 枚 is a whole cut heavier than a serving and a half (鶏もも 1枚 250 g, 鴨 1枚 a 200 g breast): a 切れ or
 * a slice of such a food is a piece cut from it, never the whole 枚 (鶏もも 3切れ was 750 g).
 */
const sheetIsWholeCut = (entry: Entry): boolean => (entry.unitGrams.get('枚') ?? 0) > 1.5 * servingGrams(entry);

/** The food's own grams for a counter or one counted the same way (串 for 本); undefined when it has none. */
function ownUnit(entry: Entry, unit: string): number | undefined {
  for (const candidate of [unit, ...(SAME_UNIT[unit] ?? [])]) {
    if (unit === '切れ' && candidate === '枚' && sheetIsWholeCut(entry)) continue;
    const own = entry.unitGrams.get(candidate);
    if (own !== undefined) return own;
    const pieces = entry.piecesPerServing.get(candidate);
    if (pieces !== undefined) return servingGrams(entry) / pieces;
  }
  return undefined;
}

/**
 * One side (半身) of a fish: half the fish where it is served whole (ほっけ, さんま), its own slice where
 * it is served in slices (塩さば, 塩鮭: a 切れ is the 半身 a restaurant serves), and a fish dish's serving
 * (さばの味噌煮 半身: its 80 g is that slice); anything else half a serving.
 */
function sideOfFish(entry: Entry): UnitWeight {
  const whole = ownUnit(entry, '尾');
  if (whole !== undefined) return { grams: whole / 2, basis: 'exact' };
  const slice = ownUnit(entry, '切れ') ?? (entry.isDish ? servingGrams(entry) : undefined);
  return { grams: slice ?? servingGrams(entry) / 2, basis: 'exact' };
}

/** The food's one piece whatever its counter (バナナ 本, みかん 個), if it is no bigger than a serving and a half. */
function anyPiece(entry: Entry): number | undefined {
  const serving = servingGrams(entry);
  const pieces = [
    ...[...entry.unitGrams].filter(([unit]) => PIECE_UNITS.has(unit)).map(([, grams]) => grams),
    ...[...entry.piecesPerServing.values()].map((count) => serving / count),
  ];
  return pieces.find((grams) => grams <= 1.5 * serving);
}

/**
 * The lightest piece the entry's own table counts it in (a fry of an order of fries, a chip of a bag): what a count that
 * names no number ("a few fries") is of; undefined when it has no piece of its own.
 */
export function smallestPiece(entry: Entry): UnitWeight | undefined {
  const pieces = [...entry.unitGrams].filter(([unit]) => PIECE_UNITS.has(unit)).map(([, grams]) => grams);
  return pieces.length === 0 ? undefined : { grams: Math.min(...pieces), basis: 'exact' };
}

/** One unit of an entry in grams, from its own table, a serving, a drink vessel or a typical piece; undefined when the unit is no count. */
export function unitWeight(entry: Entry, unit: string): UnitWeight | undefined {
  // An English "slice" is a 切れ where the food is cut in pieces (pizza, cake), else a 枚 (bread, ham).
  if (unit === 'slice') return unitWeight(entry, ownUnit(entry, '切れ') !== undefined || sheetIsWholeCut(entry) ? '切れ' : '枚');
  if (unit === '半身') return sideOfFish(entry);
  // A scoop of a food without a scoop of its own is one of its pieces (the ice cream's is its own, 60 g; rice's 100 g).
  if (unit === 'スクープ' && ownUnit(entry, unit) === undefined) return unitWeight(entry, '個');
  const own = ownUnit(entry, unit);
  if (own !== undefined) return { grams: own, basis: 'exact' };
  const serving = servingGrams(entry);
  const byVolume = VOLUME_KINDS.has(entry.kind) && entry.parts.length === 1;
  if (byVolume && VESSEL_ML[unit] !== undefined) return { grams: VESSEL_ML[unit] * (entry.density ?? 1), basis: 'vessel' };
  if (SERVING_UNITS.has(unit) || unit === 'グラス') return { grams: serving, basis: unit === 'グラス' ? 'vessel' : 'exact' };
  if (!PIECE_UNITS.has(unit) && unit !== 'count') return undefined;
  // コーヒー 2, "2 coffees": a drink counted with no counter is counted in cups where it has a cup (150 ml), not in its bottle.
  const cup = GENERIC_COUNTERS.has(unit) && VOLUME_KINDS.has(entry.kind) ? ownUnit(entry, '杯') : undefined;
  if (cup !== undefined) return { grams: cup, basis: 'exact' };
  const piece = GENERIC_COUNTERS.has(unit) ? anyPiece(entry) : undefined;
  if (piece !== undefined) return { grams: piece, basis: 'exact' };
  // A 切れ of a dish is a piece cut from it, not a serving (かぼちゃの煮物 3切れ, 角煮 2切れ): a typical
  // 切れ of its main food, with the rest of the dish in proportion.
  if (entry.isDish && unit === '切れ') {
    const cut = cutOfDish(entry);
    if (cut !== undefined) return { grams: cut, basis: 'typical' };
  }
  // A dish, a drink or a staple is counted in servings (ロールキャベツ 2個, ラーメン 2つ); a plain food
  // without a piece weight by a typical piece of its group.
  const typical = entry.isDish || byVolume ? undefined : TYPICAL_PIECE_GRAMS[entry.kind as FoodKind];
  if (!typical) return { grams: serving, basis: 'typical' };
  return { grams: typical[unit === 'count' ? '個' : unit] ?? typical['*']!, basis: 'typical' };
}

// MEXT groups of condiments (sugars, fats and oils, mirin and sake, seasonings and broths): never a dish's main food.
const CONDIMENT_GROUPS = new Set(['03', '14', '16', '17']);

/**
 * Grams of the dish that come with one typical 切れ of its main food: its heaviest meat or fish, else its
 * heaviest part that is no staple or condiment.
 */
function cutOfDish(entry: Entry): number | undefined {
  const body = entry.parts.filter((part) => !part.staple && !CONDIMENT_GROUPS.has(part.food.group));
  const protein = body.filter((part) => part.kind === 'meat' || part.kind === 'fish');
  const foods = protein.length > 0 ? protein : body;
  const main = foods.reduce<(typeof foods)[number] | undefined>(
    (best, part) => (best && best.grams >= part.grams ? best : part),
    undefined,
  );
  const cut = main ? TYPICAL_PIECE_GRAMS[main.kind]?.['切れ'] : undefined;
  if (!main || cut === undefined || main.grams <= cut) return undefined;
  return (cut * servingGrams(entry)) / main.grams;
}

/** How many pieces of `unit` a serving of the entry is (寿司: 10 貫); 1 for a unit it is not served in. */
export const piecesInServing = (entry: Entry, unit: string): number => entry.piecesPerServing.get(unit) ?? 1;

/**
 * A chain's own product sold as a pack of pieces (からあげクン, five pieces: dishes.tsv style `product`) counted in 個 up to
 * half its pieces counts packs, as the chain counts it at the till (からあげクン1個, 2個: one and two packs); more than half
 * are pieces, of a pack or of several (からあげクン 3個: three of the five, not three packs; 5個 the one pack, 10個 two).
 * A food word (餃子, ナゲット) counted in 個 is always pieces.
 */
export const countsPacks = (entry: Entry, quantity: Quantity): boolean =>
  entry.chainProduct === true && quantity.unit === '個' && quantity.value <= piecesInServing(entry, '個') / 2;

/** The most pieces a serving of the entry is in, in any unit (1 for an entry not served in pieces). */
export const servingPieces = (entry: Entry): number => Math.max(1, ...entry.piecesPerServing.values());
/** Whether the entry is counted in pieces of a serving (おにぎり 個, 寿司 貫), not only by the bowl or plate (味噌汁 杯). */
export const servedInPieces = (entry: Entry): boolean => [...entry.piecesPerServing.keys()].some((unit) => !SERVING_UNITS.has(unit));

/**
 * How many servings an amount of the entry counts, when it counts servings (2人前, 焼き鮭 2つ, x2 of a
 * dish): the set it is the main of is served that many times. Undefined for pieces (唐揚げ5個) or weights.
 */
export function servingsCounted(entry: Entry, quantity: Quantity): number | undefined {
  if (SERVING_UNITS.has(quantity.unit)) return quantity.value;
  // The food's own pieces (アジフライ 2枚) are pieces, however much a serving of them weighs.
  if (ownUnit(entry, quantity.unit) !== undefined || entry.piecesPerServing.has(quantity.unit)) return undefined;
  const weight = quantity.unit === 'times' ? timesWeight(entry) : unitWeight(entry, quantity.unit);
  if (!weight || weight.basis === 'vessel') return undefined;
  return Math.abs(weight.grams - servingGrams(entry)) < 0.01 ? quantity.value : undefined;
}

/** "x2": two of whatever the food is counted in (餃子 x8 = 8個, 焼きそば x2 = 2人前, チキンナゲット x5 = 5 pieces). */
export function timesWeight(entry: Entry): UnitWeight {
  const [pieceGrams] = [...entry.unitGrams.values()];
  if (pieceGrams !== undefined) return { grams: pieceGrams, basis: 'exact' };
  const perServing = Math.max(...entry.piecesPerServing.values());
  if (perServing > 0) return { grams: servingGrams(entry) / perServing, basis: 'exact' };
  if (entry.isDish || entry.standardPortion || VOLUME_KINDS.has(entry.kind)) return { grams: servingGrams(entry), basis: 'exact' };
  return unitWeight(entry, 'count')!;
}
