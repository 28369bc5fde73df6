import { loadMextFoods, MEASURED_NUTRIENT_KEYS, type MeasuredNutrientKey, type MextFood } from '@shokuji/food-data';

export type { MextFood };

/**
 * Variants MEXT lists of one food that its plain name leaves open: the skin (鶏むね 皮つき / 皮なし,
 * じゃがいも), the fat trim of a cut (豚ロース 脂身つき / 皮下脂肪なし / 赤肉), the bean paste of a sweet
 * (どら焼 つぶしあん入り / こしあん入り), the sugar grade of a jam (高糖度 / 低糖度), juice straight or from
 * concentrate, and fish wild or farmed (天然 / 養殖). A food's siblings on a dimension are the foods whose
 * name has another word of that dimension in the same place; 脂身 alone is another part of the animal,
 * not a trim.
 */
export const OPEN_VARIANTS = {
  skin: ['皮つき', '皮なし'],
  trim: ['脂身つき', '皮下脂肪なし', '赤肉'],
  bean: ['つぶしあん入り', 'こしあん入り'],
  sugar: ['高糖度', '低糖度'],
  juice: ['ストレートジュース', '濃縮還元ジュース'],
  farming: ['天然', '養殖'],
} as const;
export type VariantDimension = keyof typeof OPEN_VARIANTS;

/**
 * Variant dimensions a text may state but the confidence does not count as open: the origin of beef
 * (和牛, 国産牛 = 乳用肥育牛, 輸入牛). A plain 牛 is read as 乳用肥育牛, the beef sold as 国産牛 and the one
 * the catalog's recipes use; MEXT's first item would be 和牛, which few cooks mean by a plain name
 * (docs/analyze-text.md → Conventions). Stated, the word selects that sibling (和牛サーロイン).
 */
export const STATED_VARIANTS = {
  origin: ['［和牛肉］', '［乳用肥育牛肉］', '［交雑牛肉］', '［輸入牛肉］'],
} as const;

/** The MEXT table (@shokuji/food-data's data/mext-foods.tsv), indexed by food number, with the lookups the estimator makes in it. */
export class MextTable {
  private constructor(readonly foods: ReadonlyMap<string, MextFood>) {}

  static load(): MextTable {
    return new MextTable(loadMextFoods());
  }

  get(foodNumber: string): MextFood {
    const food = this.foods.get(foodNumber);
    if (!food) throw new Error(`MEXT food ${foodNumber} is not in the MEXT table`);
    return food;
  }

  /**
   * The same food prepared another way (ゆで, 焼き, フライ…): MEXT names variants by their last word,
   * so "ブロッコリー 花序 生" → "ブロッコリー 花序 ゆで". Undefined when MEXT does not list it.
   */
  variantOf(food: MextFood, methodWords: readonly string[]): MextFood | undefined {
    const words = food.nameJa.split(' ');
    const stems = [words.slice(0, -1).join(' '), words.join(' ')];
    for (const method of methodWords) {
      for (const stem of stems) {
        const found = this.byName.get(`${stem} ${method}`)?.[0];
        if (found) return found;
      }
    }
    return undefined;
  }

  /**
   * The food's sibling named with `variant` (a word of OPEN_VARIANTS) in place of its own variant word:
   * どら焼 こしあん入り + つぶしあん入り → どら焼 つぶしあん入り. Undefined when MEXT does not list it.
   */
  siblingWith(food: MextFood, variant: string): MextFood | undefined {
    const words = food.nameJa.split(' ');
    const dimension = [...Object.values(OPEN_VARIANTS), ...Object.values(STATED_VARIANTS)].find((variants) =>
      (variants as readonly string[]).includes(variant),
    );
    const at = dimension ? words.findIndex((word) => (dimension as readonly string[]).includes(word)) : -1;
    return at < 0 ? undefined : this.withWordAt(words, at, variant);
  }

  /**
   * An instant cup noodle's noodles eaten without their soup: MEXT's 調理後のめん （スープを残したもの） of the cup
   * listed 乾 （添付調味料等を含むもの） (中華スタイル即席カップめん しょうゆ味: 01191 → 01192). Undefined for any other food.
   */
  drainedNoodlesOf(food: MextFood): MextFood | undefined {
    const dry = / 乾 （添付調味料等を含むもの）$/u;
    if (!dry.test(food.nameJa)) return undefined;
    return this.byName.get(food.nameJa.replace(dry, ' 調理後のめん'))?.[0];
  }

  /** The food whose name is `words` with the word at `at` replaced by `variant`, if MEXT lists it. */
  private withWordAt(words: string[], at: number, variant: string): MextFood | undefined {
    return this.byName.get([...words.slice(0, at), variant, ...words.slice(at + 1)].join(' '))?.[0];
  }

  /**
   * How far the food lies in energy from MEXT's main item among its variants on the dimensions the
   * text left open — the sibling with the lowest food number, the one a plain name means in the table
   * (鶏むね 皮つき, 豚ロース 脂身つき, じゃがいも 皮なし) —, as |main kcal − food kcal| / food kcal;
   * 0 for the main item itself and for a food MEXT lists in one variant only.
   */
  variantGap(food: MextFood, stated: ReadonlySet<VariantDimension>): number {
    if (food.kcal <= 0) return 0;
    const words = food.nameJa.split(' ');
    let main = food;
    for (const [dimension, variants] of Object.entries(OPEN_VARIANTS) as Array<[VariantDimension, readonly string[]]>) {
      if (stated.has(dimension)) continue;
      const at = words.findIndex((word) => variants.includes(word));
      if (at < 0) continue;
      for (const variant of variants) {
        const sibling = this.withWordAt(words, at, variant);
        if (sibling && sibling.foodNumber < main.foodNumber) main = sibling;
      }
    }
    return Math.abs(main.kcal - food.kcal) / food.kcal;
  }

  private get byName(): Map<string, MextFood[]> {
    this.nameIndex ??= new Map();
    if (this.nameIndex.size === 0) {
      for (const food of this.foods.values()) {
        // フライドポテト （生を揚げたもの）: a note after the method word does not change the food's name.
        for (const name of new Set([food.nameJa, food.nameJa.replace(/ （[^）]*）$/u, '')]))
          this.nameIndex.set(name, [...(this.nameIndex.get(name) ?? []), food]);
      }
    }
    return this.nameIndex;
  }

  private nameIndex: Map<string, MextFood[]> | undefined;
}

/** Nutrient amounts of `grams` of a food: macros always, each detailed key only where MEXT measures it. */
export function nutrientsOf(
  food: MextFood,
  grams: number,
): { cal: number; protein: number; fat: number; carbs: number; detailed: Partial<Record<MeasuredNutrientKey, number>> } {
  const share = grams / 100;
  const detailed: Partial<Record<MeasuredNutrientKey, number>> = {};
  for (const key of MEASURED_NUTRIENT_KEYS) {
    // Fatty acids of a fat-free food are 0 by definition (soy sauce, tea, dashi), not an estimate.
    const value = food.nutrients[key] ?? ((key === 'saturatedFat' || key === 'unsaturatedFat') && food.fat === 0 ? 0 : undefined);
    if (value !== undefined) detailed[key] = value * share;
  }
  return { cal: food.kcal * share, protein: food.protein * share, fat: food.fat * share, carbs: food.carbs * share, detailed };
}
