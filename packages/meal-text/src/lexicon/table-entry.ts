import type { MextFood } from '../mext/mext-table';
import type { Entry, FoodKind } from './lexicon.types';

// A food found only by a word of its MEXT name gets the serving of its food group (a convention of
// this engine, docs/analyze-text.md): [kind, grams].
const GROUP_DEFAULTS: Record<string, [FoodKind, number]> = {
  '01': ['cereal', 100],
  '02': ['veg', 80],
  '03': ['seasoning', 5],
  '04': ['soy', 50],
  '05': ['nuts', 20],
  '06': ['veg', 70],
  '07': ['fruit', 100],
  '08': ['veg', 50],
  '09': ['veg', 10],
  '10': ['fish', 80],
  '11': ['meat', 100],
  '12': ['egg', 50],
  '13': ['dairy', 100],
  '14': ['seasoning', 5],
  '15': ['sweet', 50],
  '16': ['drink', 200],
  '17': ['seasoning', 5],
  '18': ['dish', 150],
};

/** The kind of food a MEXT food group holds (for foods the lexicon does not describe itself). */
export const kindOfGroup = (group: string): FoodKind => (GROUP_DEFAULTS[group] ?? ['dish'])[0];

// A cup of a tea's dry leaves or powder, or of instant coffee, is one cup made with it: the 2 g MEXT's 浸出液 rows brew
// (抹茶 1杯 is a bowl of the tea, where 200 g of the powder was 474 kcal). A convention of this engine (docs/analyze-text.md).
const BREWED_CUP_GRAMS = 2;
const CUP_UNITS = ['杯', 'カップ'];
const isBrewedDry = (food: MextFood): boolean =>
  food.group === '16' && (/^＜茶類＞.* 茶$/u.test(food.nameJa) || food.nameJa.endsWith('インスタントコーヒー') || isDissolvedPowder(food));
// MEXT's 昆布茶 is the powder, drunk only dissolved: the word alone is a cup of it, 2 g, as its 杯 is (it was 200 g, 346 kcal).
const isDissolvedPowder = (food: MextFood): boolean => food.group === '16' && food.nameJa.endsWith('昆布茶');

// A Japanese side dish MEXT lists (和え物, 酢の物, 煮物: 紅白なます, ぜんまいのいため煮, 卯の花いり) is served in a 小鉢, PORTIONS.md's
// 50 g (きんぴら, ひじき, 切り干し大根, ごま和え), not a prepared dish's 150 g; a bowl's 具 (親子丼の具) is no side dish.
const SIDE_DISH_GRAMS = 50;
const isJapaneseSideDish = (food: MextFood): boolean =>
  food.group === '18' && /^和風料理 (?:和え物類|酢の物類|煮物類) /u.test(food.nameJa) && !food.nameJa.endsWith('の具');

/** An entry for a MEXT food the lexicon does not list, named by the word the text used. */
export function tableEntry(food: MextFood, word: string, wordEn: string): Entry {
  const [kind, groupGrams] = GROUP_DEFAULTS[food.group] ?? ['dish', 100];
  // A dense beverage (cocoa or coffee powder, concentrate) is a spoonful, not a glass.
  const grams = isDissolvedPowder(food)
    ? BREWED_CUP_GRAMS
    : food.group === '16' && food.kcal > 200
      ? 20
      : isJapaneseSideDish(food)
        ? SIDE_DISH_GRAMS
        : groupGrams;
  const nameEn = `${wordEn} (${food.groupEn.toLowerCase()})`;
  return {
    key: `table:${food.foodNumber}`,
    source: 'table',
    nameJa: word,
    nameEn,
    kind,
    isDish: false,
    parts: [
      {
        food,
        foodKey: `table:${food.foodNumber}`,
        grams,
        labelJa: word,
        labelEn: nameEn,
        kind,
        staple: false,
        fillingGrams: undefined,
        density: kind === 'drink' ? 1 : undefined,
        variantFixed: false,
      },
    ],
    unitGrams: new Map(isBrewedDry(food) ? CUP_UNITS.map((unit) => [unit, BREWED_CUP_GRAMS]) : []),
    piecesPerServing: new Map(),
    density: kind === 'drink' ? 1 : undefined,
    hostGrams: new Map(),
    standardPortion: false,
    conventionRecipe: false,
    western: false,
  };
}
