import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DISH_RECIPES_FILE, foodRecipes, loadDishRecipes } from './dish-recipes.load';
import { FOOD_DATA_DIR } from './food-data-dir';
import { MEXT_FOODS_FILE } from './mext-columns';
import { loadMextFoods } from './mext-foods.load';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'food-data-'));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

const writeTemp = async (name: string, text: string): Promise<string> => {
  const file = join(dir, name);
  await writeFile(file, text);
  return file;
};

describe('loadMextFoods', () => {
  it('reads both carbohydrate bases and leaves an unmeasured nutrient absent', () => {
    const rice = loadMextFoods().get('01088')!;
    expect(rice).toMatchObject({ nameJa: expect.stringContaining('めし') as string, group: '01' });
    // 利用可能炭水化物 for the estimator, 炭水化物 with fibre for the catalog's dishes.
    expect(rice.carbsTotal).toBeGreaterThan(rice.carbs);
    const foods = [...loadMextFoods().values()];
    expect(foods).toHaveLength(2538);
    expect(foods.some((food) => !('vitaminD' in food.nutrients))).toBe(true);
  });

  it('names the line of a bad row', async () => {
    const text = await readFile(join(FOOD_DATA_DIR, MEXT_FOODS_FILE), 'utf8');
    const [header, first, second] = text.split('\n');
    const broken = second!.replace(/^(\d{5}\t\d{2}\t[^\t]+\t[^\t]+\t[^\t]+\t[^\t]*\t)[^\t]*/u, '$1many');
    await expect(async () => loadMextFoods(await writeTemp('bad.tsv', [header, first, broken, ''].join('\n')))).rejects.toThrow(
      /line 3: energy_kcal/,
    );
  });
});

describe('loadDishRecipes', () => {
  it('resolves groups and bundles, and every ingredient is a food of the MEXT table', () => {
    const recipes = loadDishRecipes();
    const oyakodon = recipes.recipes.find((recipe) => recipe.name === '親子丼')!;
    expect(oyakodon).toMatchObject({ kind: 'don', category: '丼', genres: ['donburi'] });
    const foods = loadMextFoods();
    for (const { foodNumber, labelJa } of recipes.ingredients.values())
      expect({ labelJa, known: foods.has(foodNumber) }).toEqual({ labelJa, known: true });
    const nikuDofu = foodRecipes(recipes).find((recipe) => recipe.name === '肉豆腐')!;
    // The shoyuAmakara bundle spelled out: soy sauce, sugar, mirin, sake.
    expect(nikuDofu.parts.map(([, label, grams]) => `${label} ${grams}`)).toEqual(expect.arrayContaining(['醤油 9', '砂糖 4']));
  });

  it('refuses a recipe naming an unknown ingredient, group or bundle, and a dish with two recipes', async () => {
    const data = JSON.parse(await readFile(DISH_RECIPES_FILE, 'utf8')) as { recipes: Array<Record<string, unknown>> };
    const withRecipe = async (recipe: Record<string, unknown>): Promise<string> =>
      writeTemp(`${Math.random()}.json`, JSON.stringify({ ...data, recipes: [...data.recipes, recipe] }));
    const base = { group: 'don', name: '新しい丼', nameEn: 'New bowl', parts: [['rice', 250]] };
    expect(() => loadDishRecipes(DISH_RECIPES_FILE)).not.toThrow();
    const unknownIngredient = await withRecipe({ ...base, parts: [['unobtainium', 10]] });
    expect(() => loadDishRecipes(unknownIngredient)).toThrow(/unknown ingredient unobtainium/);
    const unknownGroup = await withRecipe({ ...base, group: 'nope' });
    expect(() => loadDishRecipes(unknownGroup)).toThrow(/unknown group nope/);
    const unknownBundle = await withRecipe({ ...base, parts: ['nope'] });
    expect(() => loadDishRecipes(unknownBundle)).toThrow(/unknown bundle nope/);
    const twice = await withRecipe({ ...base, name: '親子丼' });
    expect(() => loadDishRecipes(twice)).toThrow(/親子丼 has two recipes/);
    const unknownGenre = await withRecipe({ ...base, genres: ['bowl'] });
    expect(() => loadDishRecipes(unknownGenre)).toThrow(/genres/);
  });

  it("takes a recipe's own genres in place of its group's, and the group's where it names none", async () => {
    const data = JSON.parse(await readFile(DISH_RECIPES_FILE, 'utf8')) as { recipes: Array<Record<string, unknown>> };
    const own = { group: 'don', name: '新しい牛丼', nameEn: 'New beef bowl', genres: ['gyudon', 'donburi'], parts: [['rice', 250]] };
    const plain = { group: 'don', name: '新しい丼', nameEn: 'New bowl', parts: [['rice', 250]] };
    const file = await writeTemp(`${Math.random()}.json`, JSON.stringify({ ...data, recipes: [...data.recipes, own, plain] }));
    const genresOf = (name: string) => loadDishRecipes(file).recipes.find((recipe) => recipe.name === name)?.genres;
    expect(genresOf('新しい牛丼')).toEqual(['gyudon', 'donburi']);
    expect(genresOf('新しい丼')).toEqual(['donburi']);
  });
});
