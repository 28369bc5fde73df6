import { foodRecipes, loadDishRecipes, type FoodRecipe } from '@shokuji/food-data';
import { dishReadings, dishShortForms } from '@shokuji/ja-text';
import { readLexiconTsv } from './lexicon-tsv.read';
import { kindOfGroup } from './table-entry';
import { termKey } from './term-key';
import type { MextTable } from '../mext/mext-table';
import type { DishKind, Entry, EntryPart, FoodKind, HostAmount, Modifier, PortionWord } from './lexicon.types';

const VOLUME_KINDS = new Set<FoodKind | DishKind>(['drink', 'coffee', 'alcohol', 'water']);
const FOOD_KINDS_WITH_STAPLE_ROLE = new Set<FoodKind>(['rice', 'bread', 'noodle']);

/** A term of an entry or a modifier, in the language it is written in. */
export interface LexiconTerm {
  text: string;
  target: { entry: Entry } | { modifier: Modifier };
}

export interface Lexicon {
  entries: Map<string, Entry>;
  terms: LexiconTerm[];
}

const splitList = (cell: string | undefined): string[] =>
  (cell ?? '')
    .split('|')
    .map((term) => term.trim())
    .filter(Boolean);

function parseUnits(cell: string | undefined, scale: number): Map<string, number> {
  return new Map(
    splitList(cell).map((pair) => {
      const [unit, value] = pair.split('=');
      return [unit ?? '', Number(value) * scale];
    }),
  );
}

/** piece-sizes.tsv: by food kind, the size classes its pieces are graded in (卵 L 1.1 of an M), by folded word. */
const loadPieceSizes = () => wordsBy('piece-sizes.tsv', 'kind', (row) => Number(row.factor));

/**
 * What a cup's noodles weigh drained of the soup, per gram of the dry cup: 2.5 (a convention, docs/analyze-text.md →
 * Instant noodles; MEXT gives the drained noodles per 100 g, not their weight): カップラーメン's 78 g is 195 g of
 * 調理後のめん, 277 kcal of its 325, the soup left taking its seasoning oil and 2.8 g of its 4.9 g of salt.
 */
const DRAINED_PER_DRY_GRAM = 2.5;

/**
 * A `<key>-when-drunk` row is the drink `<key>` by names that are also another thing's (山崎 a bread maker, 響 a word,
 * 久保田 a surname): read as the drink only where the text says it is drunk (match/drink-brand-context.ts).
 */
const WHEN_DRUNK = '-when-drunk';

function loadFoods(table: MextTable, entries: Map<string, Entry>, terms: LexiconTerm[]): void {
  const pieceSizes = loadPieceSizes();
  const hostRules: Array<{ hostGrams: Map<string, HostAmount>; host: string; grams: number; foodKey: string | undefined }> = [];
  for (const row of readLexiconTsv('foods.tsv')) {
    const kind = row.kind as FoodKind;
    const ja = splitList(row.ja);
    const en = splitList(row.en);
    const byVolume = VOLUME_KINDS.has(kind);
    const density = row.density ? Number(row.density) : undefined;
    const scale = byVolume ? (density ?? 1) : 1;
    // "@whisky": a drink measured as served whose grams are an earlier row's food (ハイボール: the whisky in
    // it), so its component is named as that food, in that food's ml (ウイスキー 30ml, not ハイボール 350ml).
    const madeOf = row.food?.startsWith('@') ? entries.get(row.food.slice(1))?.parts[0] : undefined;
    if (row.food?.startsWith('@') && !madeOf) throw new Error(`foods.tsv ${row.key}: unknown food ${row.food}`);
    // "11220!": the food is this MEXT variant by definition (サラダチキン), not a plain name's reading of it.
    const food = madeOf?.food ?? table.get((row.food ?? '').replace('!', ''));
    const key = row.key ?? '';
    // "whisky-when-drunk": the drink of an earlier row by names that are also another thing's, named as that drink.
    const drunkOf = key.endsWith(WHEN_DRUNK) ? entries.get(key.slice(0, -WHEN_DRUNK.length)) : undefined;
    if (key.endsWith(WHEN_DRUNK) && !drunkOf) throw new Error(`foods.tsv ${key}: no row ${key.slice(0, -WHEN_DRUNK.length)}`);
    const labelJa = drunkOf?.nameJa ?? ja[0] ?? food.namePlainJa;
    const labelEn = drunkOf?.nameEn ?? en[0] ?? food.groupEn;
    // A serving marked "?" is this engine's own default, not one PORTIONS.md fixes: guessed, not standard.
    const standardPortion = !(row.grams ?? '').endsWith('?');
    const part: EntryPart = {
      food,
      foodKey: key,
      grams: Number((row.grams ?? '').replace('?', '')) * scale,
      labelJa: madeOf?.labelJa ?? labelJa,
      labelEn: madeOf?.labelEn ?? labelEn,
      kind,
      staple: FOOD_KINDS_WITH_STAPLE_ROLE.has(kind),
      fillingGrams: undefined,
      density: madeOf ? madeOf.density : byVolume ? (density ?? 1) : undefined,
      variantFixed: madeOf?.variantFixed ?? (row.food ?? '').endsWith('!'),
    };
    const hostGrams = new Map<string, HostAmount>();
    for (const pair of splitList(row.host)) {
      const [host = '', amount = ''] = pair.split('=');
      const [grams = '', foodKey] = amount.split('@');
      hostRules.push({ hostGrams, host, grams: Number(grams), foodKey });
    }
    const entry: Entry = {
      key,
      source: 'lexicon',
      nameJa: labelJa,
      nameEn: labelEn,
      kind,
      isDish: kind === 'dish',
      parts: [part],
      unitGrams: parseUnits(row.units, scale),
      piecesPerServing: new Map(),
      density,
      hostGrams,
      standardPortion,
      conventionRecipe: false,
      western: false,
    };
    if (drunkOf) entry.whenDrunk = true;
    const drained = drainedNoodlesOf(table, part);
    if (drained) entry.drainedNoodles = drained;
    // プロテイン 300ml: a volume written on a food weighed by weight that a drink measured as served is made of is the drink's.
    const base = row.food?.startsWith('@') ? entries.get(row.food.slice(1)) : undefined;
    if (base && base.density === undefined && density !== undefined) base.gramsPerServedMl = density;
    // A food graded by the piece (卵 L) is graded where it is counted in whole pieces (個), not in slices (卵焼き).
    const graded = pieceSizes.get(kind);
    if (graded && entry.unitGrams.has('個')) entry.pieceSizes = graded;
    entries.set(key, entry);
    const target = { entry };
    for (const text of [...ja, ...en]) terms.push({ text, target });
  }
  // "milk in coffee is creamer", "玉子 on nigiri is 厚焼き玉子": a host rule may name another food.
  for (const { hostGrams, host, grams, foodKey } of hostRules) {
    const part = foodKey === undefined ? undefined : entries.get(foodKey)?.parts[0];
    if (foodKey !== undefined && !part) throw new Error(`foods.tsv: unknown host food ${foodKey}`);
    hostGrams.set(host, { grams, part });
  }
}

/**
 * A table of words (dish-sizes.tsv, chain-sizes.tsv, chain-noodles.tsv, piece-sizes.tsv): by the row's
 * `owner` column, each folded word of the row's `words` and what `valueOf` reads from the row.
 */
function wordsBy<T>(file: string, owner: string, valueOf: (row: Record<string, string>) => T): Map<string, Map<string, T>> {
  const byOwner = new Map<string, Map<string, T>>();
  for (const row of readLexiconTsv(file)) {
    const words = byOwner.get(row[owner] ?? '') ?? new Map<string, T>();
    for (const word of splitList(row.words)) words.set(termKey(word), valueOf(row));
    byOwner.set(row[owner] ?? '', words);
  }
  return byOwner;
}

/** A size-word table: each folded size word and the size it stands for. */
const sizeWordsBy = (file: string, owner: string) => wordsBy(file, owner, (row) => row.size ?? '');

/** dish-sizes.tsv: size words a dish's shops use for another size (ラーメン二郎's 小 is its regular bowl), by dish key. */
const loadDishSizes = () => sizeWordsBy('dish-sizes.tsv', 'dish') as Map<string, Map<string, PortionWord>>;

/**
 * chain-sizes.tsv: a chain's own size words and the catalog's size they are sold as (Starbucks' トール is
 * M), by chain id and folded word: a chain item's lookup names the size as the catalog does.
 */
export const loadChainSizes = () => sizeWordsBy('chain-sizes.tsv', 'chain');

/**
 * chain-noodles.tsv: the size words of a chain that sells its noodles by the 玉 (丸亀製麺's 大 is 2玉), by
 * chain id and folded word: how many 玉 of noodles the word means there.
 */
export const loadChainNoodles = () => wordsBy('chain-noodles.tsv', 'chain', (row) => Number(row.noodles));

/**
 * chain-rice.tsv: the chains that sell a rice dish by the grams of its rice (CoCo壱番屋's カレー 300g), by chain id: the
 * grams of rice of the chain's standard plate (300 at CoCo壱番屋), its serving where no weight is written.
 */
export const loadChainRice = (): ReadonlyMap<string, number> =>
  new Map(readLexiconTsv('chain-rice.tsv').map((row) => [row.chain ?? '', Number(row.rice)]));

/**
 * The grams of a dish's noodles per gram of them boiled: 1 for noodles weighed boiled already (ゆでそば), else
 * the energy of MEXT's ゆで form over the recipe's (中華めん 生 249 kcal, ゆで 133 kcal: 0.53 g raw a gram boiled).
 */
function noodleGramsPerBoiled(table: MextTable, parts: readonly EntryPart[]): number | undefined {
  const noodles = parts.find((part) => part.staple)?.food;
  if (!noodles) return undefined;
  if (noodles.namePlainJa.endsWith(' ゆで')) return 1;
  const boiled = table.variantOf(noodles, ['ゆで']);
  return boiled ? boiled.kcal / noodles.kcal : undefined;
}

// MEXT's soup concentrates a bowl of soup noodles is made with (ラーメンスープ 濃縮 しょうゆ味 / みそ味, めんつゆ 三倍濃縮),
// and the broth the bowl holds once the water is added: this engine's own 300 g (PORTIONS.md counts the concentrate
// only, water being never counted; a bowl's broth is 300-400 ml).
const SOUP_CONCENTRATES = new Set(['17142', '17143', '17030']);
const BOWL_BROTH_GRAMS = 300;

/**
 * The grams of a bowl of soup noodles as served per gram of its recipe (ラーメン: 206 g of recipe, 571 g served):
 * the noodles boiled and the concentrate made up into the bowl's broth. Undefined for a dish with no concentrate
 * (its broth, if any, is weighed in the recipe already: ほうとう's だし).
 */
function servedGramsPerRecipeGram(table: MextTable, parts: readonly EntryPart[]): number | undefined {
  const concentrate = parts.find((part) => SOUP_CONCENTRATES.has(part.food.foodNumber));
  const perBoiled = noodleGramsPerBoiled(table, parts);
  if (!concentrate || perBoiled === undefined) return undefined;
  const recipe = parts.reduce((sum, part) => sum + part.grams, 0);
  const served = parts.reduce(
    (sum, part) =>
      sum + (part.staple ? part.grams / perBoiled : part === concentrate ? Math.max(BOWL_BROTH_GRAMS, part.grams) : part.grams),
    0,
  );
  return served / recipe;
}

/** An instant cup's noodles as eaten when its soup is left (MEXT's 調理後のめん), per gram of the dry cup. */
function drainedNoodlesOf(table: MextTable, part: EntryPart): EntryPart | undefined {
  const drained = table.drainedNoodlesOf(part.food);
  return drained
    ? {
        ...part,
        food: drained,
        grams: DRAINED_PER_DRY_GRAM,
        labelJa: `${part.labelJa}（めんのみ）`,
        labelEn: `${part.labelEn} (noodles only)`,
        variantFixed: true,
      }
    : undefined;
}

function soupBowl(table: MextTable, parts: readonly EntryPart[]): Pick<Entry, 'servedGramsPerRecipeGram'> {
  const perRecipeGram = servedGramsPerRecipeGram(table, parts);
  return perRecipeGram === undefined ? {} : { servedGramsPerRecipeGram: perRecipeGram };
}

function loadDishes(table: MextTable, entries: Map<string, Entry>, terms: LexiconTerm[]): void {
  const sizes = loadDishSizes();
  for (const row of readLexiconTsv('dishes.tsv')) {
    const parts = (row.parts ?? '').split(' + ').map((spec): EntryPart => {
      const [foodKey = '', gramsText = ''] = spec.split(':');
      const food = entries.get(foodKey);
      if (!food) throw new Error(`dishes.tsv ${row.key}: unknown food ${foodKey}`);
      const part = food.parts[0]!;
      // grams, then "*" for the staple or "~N" for replaceable contents named at N g instead.
      const [grams = '', replacement] = gramsText.replace('*', '').split('~');
      return {
        ...part,
        grams: Number(grams),
        staple: gramsText.endsWith('*'),
        fillingGrams: replacement === undefined ? undefined : Number(replacement),
      };
    });
    const ja = splitList(row.ja);
    const en = splitList(row.en);
    // The style column holds words apart by spaces (western table: a pizza).
    const styles = new Set((row.style ?? '').split(/\s+/u));
    // 赤いきつね: a cup sold as a dish, its staple the cup, drained as the cup is when its soup is left.
    const drainedNoodles = parts[0]?.staple ? drainedNoodlesOf(table, parts[0]) : undefined;
    const entry: Entry = {
      key: row.key ?? '',
      source: 'lexicon',
      nameJa: ja[0] ?? row.key ?? '',
      nameEn: en[0] ?? row.key ?? '',
      kind: row.kind as DishKind,
      isDish: true,
      parts,
      unitGrams: new Map(),
      piecesPerServing: parseUnits(row.pieces?.replace('?', ''), 1),
      density: undefined,
      hostGrams: new Map(),
      // Pieces marked "?" (寿司 貫=10?): the piece is fixed, the pieces in a serving are this engine's own.
      standardPortion: !(row.pieces ?? '').includes('?'),
      conventionRecipe: !(row.note ?? '').startsWith('PORTIONS'),
      western: styles.has('western'),
      ...(styles.has('dipping') ? { noodleGramsPerBoiled: noodleGramsPerBoiled(table, parts) } : {}),
      ...(styles.has('pot') ? { tablePot: true as const } : {}),
      ...(styles.has('table') ? { tableDish: true as const } : {}),
      ...(styles.has('product') ? { chainProduct: true as const } : {}),
      ...(drainedNoodles ? { drainedNoodles } : {}),
      ...(row.kind === 'noodle' && !styles.has('dipping') ? soupBowl(table, parts) : {}),
      ...(sizes.has(row.key ?? '') ? { ownSizes: sizes.get(row.key ?? '') } : {}),
    };
    sizes.delete(entry.key);
    entries.set(entry.key, entry);
    const target = { entry };
    for (const text of [...ja, ...en]) terms.push({ text, target });
  }
  for (const dish of sizes.keys()) throw new Error(`dish-sizes.tsv: unknown dish ${dish}`);
}

// PORTIONS.md fixes the noodles of a serving; the catalog's recipes weigh them boiled and by their own
// measure. A catalog noodle dish gets the PORTIONS.md noodle instead: [MEXT food, grams].
const PORTIONS_NOODLES: Record<string, [foodNumber: string, grams: number]> = {
  '01048': ['01047', 120], // 中華めん ゆで → 生 120 g
  '01064': ['01063', 100], // スパゲッティ ゆで → 乾 100 g
  '01044': ['01043', 100], // そうめん ゆで → 乾 100 g
  '01039': ['01039', 200], // ゆでうどん 200 g
  '01128': ['01128', 200], // ゆでそば 200 g
};
const CATALOG_STAPLES = new Set(['01088', '01085', '01039', '01128', '01048', '01064', '01044', '01026']);
const SEASONING_GROUP = '17';

/**
 * The lexicon entry a catalog recipe is a variant of, when PORTIONS.md (through the lexicon) already
 * fixes the dish: the catalog's 鮭おにぎり (and its English name) is the lexicon's, "焼き鳥 塩" the
 * lexicon's 焼き鳥塩, "焼き鳥 もも" the lexicon's 焼き鳥 (its main food, 鶏もも, is one of the lexicon
 * dish's foods).
 */
function lexiconVariant(recipe: FoodRecipe, lexicon: ReadonlyMap<string, Entry>): Entry | undefined {
  const whole = lexicon.get(termKey(recipe.name.replace(/ /gu, '')));
  if (whole) return whole;
  const [head, ...qualifier] = recipe.name.split(' ');
  if (qualifier.length === 0) return undefined;
  const dish = lexicon.get(termKey(head ?? ''));
  if (!dish?.isDish) return undefined;
  const [main] = [...recipe.parts].filter(([foodNumber]) => !foodNumber.startsWith(SEASONING_GROUP)).sort((a, b) => b[2] - a[2]);
  return main && dish.parts.some((part) => part.food.foodNumber === main[0]) ? dish : undefined;
}

// A coating: パン粉, or 小麦粉 with 卵 (a batter); 小麦粉 alone dusts a ムニエル or thickens a chowder.
const PANKO = '01079';
const FLOUR = '01015';
const EGG = '12004';
const FRYING_OIL_MIN_SHARE = 0.04;
/**
 * A catalog recipe coated and fried (チキン南蛮, あじフライ: a coating, and oil at 4 % of the dish or
 * more) is a fried dish, which a 定食 serves with its cabbage (PORTIONS.md).
 */
function isCoatedAndFried(parts: EntryPart[]): boolean {
  const has = (foodNumber: string): boolean => parts.some((part) => part.food.foodNumber === foodNumber);
  const total = parts.reduce((sum, part) => sum + part.grams, 0);
  const oil = parts.filter((part) => part.food.group === '14').reduce((sum, part) => sum + part.grams, 0);
  return (has(PANKO) || (has(FLOUR) && has(EGG))) && oil >= FRYING_OIL_MIN_SHARE * total;
}

/**
 * A side of the catalog named as a soup (けんちん汁, あさりの味噌汁, 中華風卵スープ, クラムチャウダー) is a soup, as the lexicon's
 * are: a 定食 named by it or listing it serves it as its soup, not beside its miso soup.
 */
const isCatalogSoup = (recipe: FoodRecipe): boolean => recipe.kind === 'side' && /(?:汁|スープ|チャウダー|ポタージュ)$/u.test(recipe.name);

/**
 * The catalog's category of its curries (キーマカレー, シーフードカレー), which it serves as 丼s: a curry to the engine, as the
 * lexicon's are, so a ナン beside one takes its rice's place.
 */
const CURRY_CATEGORY = 'カレー';

/** The catalog's generic dishes (@shokuji/food-data's recipes) for the dishes the lexicon does not name. */
function loadCatalogDishes(table: MextTable, entries: Map<string, Entry>, terms: LexiconTerm[]): void {
  const kinds: Record<string, DishKind> = { okazu: 'okazu', don: 'don', noodle: 'noodle', side: 'side', staple: 'side' };
  const lexicon = new Map<string, Entry>();
  for (const term of terms)
    if ('entry' in term.target && !lexicon.has(termKey(term.text))) lexicon.set(termKey(term.text), term.target.entry);
  const shortForms = dishShortForms();
  for (const recipe of foodRecipes(loadDishRecipes())) {
    // ポテサラ is ポテトサラダ: the dish's short forms name its recipe too.
    const names = [recipe.name, recipe.name.replace(/ /g, ''), ...(shortForms.get(recipe.name) ?? [])];
    const english = recipe.nameEn
      .toLowerCase()
      .replace(/\(([^)]*)\)/g, '|$1')
      .split('|')
      .map((term) => term.trim());
    const fresh = [...names, ...english].filter((term) => term && !lexicon.has(termKey(term)));
    if (fresh.length === 0) continue;
    const variantOf = lexiconVariant(recipe, lexicon);
    if (variantOf) {
      // The catalog's コーンフレーク is "cornflakes with milk": an English name that joins foods (with, and, &) names
      // more than a plain food of the lexicon, so it is not that food's term; the words are read one by one
      // (cornflakes, milk), as "cereal with milk" is.
      const namesMore = (text: string): boolean => !variantOf.isDish && /(?:^|\s)(?:with|and|&|w\/)(?:\s|$)/u.test(text);
      for (const text of fresh) if (!namesMore(text)) terms.push({ text, target: { entry: variantOf } });
      continue;
    }
    const parts = recipe.parts.map(([catalogFood, labelJa, catalogGrams]): EntryPart => {
      const [foodNumber, grams] = (recipe.kind === 'noodle' ? PORTIONS_NOODLES[catalogFood] : undefined) ?? [catalogFood, catalogGrams];
      const food = table.get(foodNumber);
      return {
        food,
        foodKey: foodNumber,
        grams,
        labelJa,
        labelEn: labelJa,
        kind: kindOfGroup(food.group),
        fillingGrams: undefined,
        density: undefined,
        variantFixed: false,
        staple: CATALOG_STAPLES.has(catalogFood),
      };
    });
    const entry: Entry = {
      key: `catalog:${recipe.name}`,
      source: 'catalog',
      nameJa: recipe.name,
      nameEn: recipe.nameEn,
      kind: isCoatedAndFried(parts)
        ? 'fried'
        : isCatalogSoup(recipe)
          ? 'soup'
          : recipe.category === CURRY_CATEGORY
            ? 'curry'
            : (kinds[recipe.kind] ?? 'okazu'),
      isDish: true,
      parts,
      unitGrams: new Map(),
      piecesPerServing: new Map(),
      density: undefined,
      hostGrams: new Map(),
      standardPortion: true,
      conventionRecipe: false,
      western: recipe.kind !== 'don' && /[a-z]/u.test(recipe.nameEn) && /western|pasta|stew|gratin|soup/u.test(recipe.nameEn.toLowerCase()),
    };
    entries.set(entry.key, entry);
    const target = { entry };
    for (const text of fresh) terms.push({ text, target });
  }
}

function loadModifiers(terms: LexiconTerm[]): void {
  for (const row of readLexiconTsv('modifiers.tsv')) {
    const type = row.type as Modifier['type'];
    const modifier = (
      type === 'filler' || type === 'negation' || type === 'plain' || (type === 'additional' && !row.value)
        ? { type }
        : { type, value: row.value }
    ) as Modifier;
    // One target object per row, so a term listed twice still counts once.
    const target = { modifier };
    for (const text of splitList(row.term)) {
      terms.push({ text, target });
      // 出勤前, 仕事の後, 会議中: another act with a word of time after it is a time, as the act alone names no food.
      if (type === 'filler' && row.value === ACT) for (const time of TIME_OF_ACT) terms.push({ text: text + time, target });
    }
  }
}

// modifiers.tsv's value of the nouns of another act of the day, and the words after one that make it a time.
const ACT = 'act';
const TIME_OF_ACT = ['前', '後', '中', 'の前', 'の後', '直前', '直後', '明け', '終わり', '帰り', '上がり'];

/** Loads every table of the engine once (foods, dishes, modifiers, catalog recipes); the chains come with the catalog's shops. */
export function loadLexicon(table: MextTable): Lexicon {
  const entries = new Map<string, Entry>();
  const terms: LexiconTerm[] = [];
  loadFoods(table, entries, terms);
  loadDrinkStrengths(entries);
  loadDishes(table, entries, terms);
  loadCatalogDishes(table, entries, terms);
  addDishReadings(terms);
  loadModifiers(terms);
  return { entries, terms };
}

/** drink-strengths.tsv: the strength of the alcoholic drinks a strength written on them (9%) or their can changes. */
function loadDrinkStrengths(entries: Map<string, Entry>): void {
  for (const row of readLexiconTsv('drink-strengths.tsv')) {
    const entry = entries.get(row.food ?? '');
    const spirit = row.spirit ? entries.get(row.spirit)?.parts[0] : undefined;
    if (!entry || (row.spirit && !spirit)) throw new Error(`drink-strengths.tsv: unknown food ${row.food} or spirit ${row.spirit}`);
    entry.strength = {
      percent: Number(row.strength),
      ...(row.served ? { servedPercent: Number(row.served) } : {}),
      ...(row.canned ? { cannedPercent: Number(row.canned) } : {}),
      ...(spirit ? { spirit } : {}),
      ...(row.brands ? { brands: new Set(row.brands.split('|').map(termKey)) } : {}),
    };
  }
}

/**
 * A dish named in kanji is named by its kana reading too, and by the reading without a final ー as
 * katakana often drops it (ホイコーロー, チンジャオロース for ちんじゃおろーすー, スブタ), unless the
 * spelling names something else.
 */
function addDishReadings(terms: LexiconTerm[]): void {
  const byKey = new Map<string, LexiconTerm['target']>();
  for (const term of terms) if (!byKey.has(termKey(term.text))) byKey.set(termKey(term.text), term.target);
  for (const [surface, reading] of dishReadings()) {
    const target = byKey.get(termKey(surface));
    if (!target || !('entry' in target) || !target.entry.isDish) continue;
    for (const spelling of new Set([reading, reading.replace(/ー$/u, '')])) {
      if (byKey.has(termKey(spelling))) continue;
      terms.push({ text: spelling, target });
      byKey.set(termKey(spelling), target);
    }
  }
}
