import type { CookingMethod, EntryPart, FoodKind } from '../lexicon/lexicon.types';
import type { MextTable } from '../mext/mext-table';
import type { PartAmount } from './entry-amount';

// Added ingredients of a cooking method, as a share of the food's raw weight (PORTIONS.md → Cooking fat
// and salt, and the conventions in docs/analyze-text.md): [MEXT food, label ja, label en, share].
type Addition = readonly [foodNumber: string, labelJa: string, labelEn: string, share: number];
const OIL = (share: number): Addition => ['14006', '油', 'oil', share];
const SIMMER: Addition[] = [
  ['17007', 'しょうゆ', 'soy sauce', 0.05],
  ['16025', 'みりん', 'mirin', 0.05],
  ['03003', '砂糖', 'sugar', 0.02],
];
const TERIYAKI: Addition[] = [
  ['17007', 'しょうゆ', 'soy sauce', 0.07],
  ['16025', 'みりん', 'mirin', 0.07],
  ['03003', '砂糖', 'sugar', 0.02],
  OIL(0.02),
];

// いわしの蒲焼き: the fish floured, pan-fried and glazed in 照り焼き's たれ (a convention of this engine).
const KABAYAKI: Addition[] = [['01015', '薄力粉', 'flour', 0.05], OIL(0.03), ...TERIYAKI.slice(0, 3)];
// 鮭のみりん漬け: what the fresh fish absorbs of its marinade (a convention of this engine).
const MIRIN_ZUKE: Addition[] = [
  ['16025', 'みりん', 'mirin', 0.05],
  ['17007', 'しょうゆ', 'soy sauce', 0.05],
  ['03003', '砂糖', 'sugar', 0.03],
];
// 鶏の香草パン粉焼き: a coat of パン粉 in olive oil over the meat or fish; herbs weigh nothing that counts (a convention).
const OLIVE_OIL = (share: number): Addition => ['14001', 'オリーブ油', 'olive oil', share];
const CRUMB_BAKE: Addition[] = [['01079', 'パン粉', 'breadcrumbs', 0.08], OLIVE_OIL(0.06)];
// A salted fish MEXT lists with no 生 of its own name: the fresh fish it is salted from.
const FRESH_OF_SALTED: Record<string, string> = { '10161': '10154' };
/**
 * A fish coated, glazed or marinated is bought fresh: 塩鮭 → しろさけ 生 (named 鮭), 塩さば → まさば 生, さんま 焼き → 生;
 * the fish itself when MEXT lists no other, and any other food as it is.
 */
function freshIfFish(amount: PartAmount, table: MextTable): PartAmount {
  const { part } = amount;
  if (part.kind !== 'fish') return amount;
  const mapped = FRESH_OF_SALTED[part.food.foodNumber];
  const fresh = mapped ? table.get(mapped) : (table.variantOf(part.food, ['生']) ?? part.food);
  if (fresh === part.food) return amount;
  return { ...amount, part: { ...part, food: fresh, labelJa: part.labelJa.replace(/^塩/u, '') } };
}
const PREPARED: Record<'crumb-bake' | 'herb-grill' | 'kabayaki' | 'mirin-zuke', Addition[]> = {
  'crumb-bake': CRUMB_BAKE,
  'herb-grill': [OLIVE_OIL(0.03)],
  kabayaki: KABAYAKI,
  'mirin-zuke': MIRIN_ZUKE,
};

// MEXT's words for the prepared foods a method leads to, in order of preference.
const VARIANT_WORDS: Partial<Record<CookingMethod, string[]>> = {
  boil: ['ゆで', '水煮'],
  steam: ['蒸し', 'ゆで', '水煮'],
  deepfry: ['から揚げ', 'フライ', '素揚げ', 'フライドポテト', '天ぷら'],
  tempura: ['天ぷら'],
  breaded: ['フライ'],
  karaage: ['から揚げ'],
  grill: ['焼き'],
  scramble: ['いり'],
};
const FRY_FALLBACK: Partial<Record<CookingMethod, Addition[]>> = {
  deepfry: [OIL(0.08)],
  tempura: [['01171', '天ぷら衣', 'tempura batter', 0.1], OIL(0.1)],
  breaded: [['01079', 'パン粉', 'breadcrumbs', 0.08], OIL(0.12)],
  karaage: [['02034', 'かたくり粉', 'potato starch', 0.05], OIL(0.1)],
};
const MEAT_OR_FISH = new Set<FoodKind>(['meat', 'fish']);
const COOKABLE = new Set<FoodKind>(['meat', 'fish', 'veg', 'egg', 'soy', 'noodle', 'cereal', 'dish']);

export interface CookedParts {
  parts: PartAmount[];
  /**
   * True when a generic rule (oil %, seasoning %) stood in for a food MEXT does not list prepared, or a cooking word was
   * said of a dish it could not cook.
   */
  generic: boolean;
}

/**
 * Applies the cooking words of a one-food entry: meat and fish stay at raw weight and get their oil,
 * salt or sauce; other foods become MEXT's prepared food (ゆで, 焼き, 天ぷら) where it is listed. A part of
 * a dish cooked its own way (the chicken of a チキンカツカレー, breaded) is cooked so in the dish.
 */
export function applyCooking(parts: PartAmount[], methods: CookingMethod[], table: MextTable): CookedParts {
  const only = parts.length === 1 ? parts[0] : undefined;
  if (only && methods.length > 0) return cookFood(only, methods, table);
  if (methods.length > 0 && parts.length > 1 && parts.every(({ part }) => isPlainFood(part))) return cookMix(parts, methods, table);
  // A cooking word said of a dish of several foods it cannot cook (かつ煮: とんかつ simmered, 煮込みハンバーグ) leaves the dish
  // as its row makes it: the dish so cooked may be another, so the reading is as unsure as a generic rule's.
  if (!parts.some(({ part }) => part.cooking)) return { parts, generic: methods.length > 0 };
  const cooked = parts.map((amount) =>
    amount.part.cooking ? cookFood(amount, [amount.part.cooking], table) : { parts: [amount], generic: false },
  );
  return { parts: cooked.flatMap((done) => done.parts), generic: cooked.some((done) => done.generic) };
}

// A food as bought, with no cooking or seasoning of its own: a part of a mix a cooking word cooks all of.
const isPlainFood = (part: EntryPart): boolean => COOKABLE.has(part.kind) && part.kind !== 'dish' && !part.staple && !part.cooking;

/**
 * 野菜を炒めた, "mixed vegetables stir fried": a cooking word on a mix of plain foods cooks each of them, as the foods of
 * one stir-fry written as a list are (oil 3 % of them all, once); the mix was left raw and its oil uncounted.
 */
function cookMix(parts: PartAmount[], methods: CookingMethod[], table: MextTable): CookedParts {
  const cooked = parts.map((amount) => cookFood(amount, methods, table));
  const foods = cooked.map((done) => done.parts[0]!);
  const added = new Map<string, PartAmount>();
  for (const addition of cooked.flatMap((done) => done.parts.slice(1))) {
    const same = added.get(addition.part.foodKey);
    added.set(addition.part.foodKey, same ? { ...same, grams: same.grams + addition.grams } : addition);
  }
  return { parts: [...foods, ...added.values()], generic: cooked.some((done) => done.generic) };
}

function cookFood(only: PartAmount, methods: CookingMethod[], table: MextTable): CookedParts {
  if (!COOKABLE.has(only.part.kind) || only.part.kind === 'dish') return { parts: [only], generic: false };
  let main = only;
  const added: PartAmount[] = [];
  let generic = false;
  const add = (additions: readonly Addition[]): void => {
    for (const [foodNumber, labelJa, labelEn, share] of additions) {
      const food = table.get(foodNumber);
      const part: EntryPart = {
        food,
        foodKey: foodNumber,
        grams: 0,
        labelJa,
        labelEn,
        kind: 'seasoning',
        staple: false,
        fillingGrams: undefined,
        density: undefined,
        variantFixed: false,
      };
      const grams = main.grams * share;
      // Two words for one way of frying (フライパンで焼いた: saute and grill) oil the food once, the larger share.
      const sameFood = added.findIndex((done) => done.part.foodKey === foodNumber);
      if (sameFood === -1) added.push({ part, grams });
      else added[sameFood] = { part, grams: Math.max(grams, added[sameFood]!.grams) };
    }
  };
  const meatOrFish = MEAT_OR_FISH.has(main.part.kind);
  for (const method of methods) {
    const variantWords = VARIANT_WORDS[method];
    const wantsVariant = variantWords && (!meatOrFish || ['deepfry', 'tempura', 'breaded', 'karaage'].includes(method));
    const variant = wantsVariant ? table.variantOf(main.part.food, variantWords) : undefined;
    if (variant) {
      main = { ...main, part: { ...main.part, food: variant } };
      continue;
    }
    switch (method) {
      case 'grill':
        if (main.part.kind === 'meat') add([OIL(0.02)]);
        break;
      case 'saute':
        add([OIL(0.02)]);
        break;
      case 'stirfry':
      case 'scramble':
        add([OIL(0.03)]);
        break;
      case 'salt-grill':
        if (!main.part.food.nameJa.includes('塩')) add([['17012', '塩', 'salt', 0.01]]);
        break;
      case 'simmer':
        add(SIMMER);
        generic = true;
        break;
      case 'teriyaki':
        add(TERIYAKI);
        break;
      case 'crumb-bake':
      case 'herb-grill':
      case 'kabayaki':
      case 'mirin-zuke':
        // The eel's かば焼 is MEXT's food already (うなぎ 蒲焼き).
        if (main.part.food.nameJa.includes('かば焼')) break;
        main = freshIfFish(main, table);
        add(PREPARED[method]);
        break;
      case 'deepfry':
      case 'tempura':
      case 'breaded':
      case 'karaage':
        add(FRY_FALLBACK[method] ?? []);
        generic = true;
        break;
      default:
        break;
    }
  }
  return { parts: [main, ...added], generic };
}
