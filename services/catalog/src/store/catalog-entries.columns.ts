import type { CatalogEntry } from './catalog-store';

/**
 * The catalog entries by column, the form a restart keeps them in (catalog-store.persist.ts): numbers
 * and flags in typed arrays (which a kept file maps instead of deserializing), every string once in
 * `texts` with each entry's strings as codes into it, the nested values (a dish's components, the
 * detailed nutrition) as runs of codes and numbers per entry. Deserializing ~100,000 entry objects one property at a time was
 * most of a restart's read of the kept file at ×4, and the strings repeated per entry (status, shop,
 * category) were as many allocations more for the collector to copy.
 */
export interface EntryColumns {
  /** Every distinct string; a code is its index + 1, 0 is null. */
  texts: string[];
  /** Per entry, TEXT_FIELDS.length codes. */
  textCodes: Uint32Array;
  numericIds: Float64Array;
  /** Per entry, NUMBER_FIELDS.length numbers, NaN for null. */
  numbers: Float64Array;
  /** Per entry: DISH, BREAKFAST_ONLY, HAS_COMPONENTS and KIDS_MENU bits. */
  flags: Uint8Array;
  /** Entry i's genres are the codes genreCodes[genreStarts[i]] up to genreStarts[i + 1]. */
  genreStarts: Uint32Array;
  genreCodes: Uint32Array;
  /** Entry i's components (a dish's) are componentStarts[i] up to componentStarts[i + 1]: a name code and COMPONENT_NUMBERS.length numbers each. */
  componentStarts: Uint32Array;
  componentNames: Uint32Array;
  componentNumbers: Float64Array;
  /** Entry i's detailed nutrition, in its key order: the nutrient's name code and amount from nutrientStarts[i] up to nutrientStarts[i + 1]; none is undefined. */
  nutrientStarts: Uint32Array;
  nutrientNames: Uint32Array;
  nutrientAmounts: Float64Array;
}

type Component = NonNullable<CatalogEntry['components']>[number];
type Nutrition = NonNullable<CatalogEntry['detailedNutrition']>;

const TEXT_FIELDS = ['id', 'name', 'nameEn', 'shopId', 'shopName', 'category', 'productType', 'releasedAt', 'status'] as const;
const NUMBER_FIELDS = ['cal', 'protein', 'fat', 'carbs', 'price', 'popularity'] as const;
const COMPONENT_NUMBERS = ['cal', 'protein', 'fat', 'carbs'] as const;
/** A field's place within its entry's run of a column, by name, so reading back follows the lists above. */
const placesOf = <F extends string>(fields: readonly F[]) =>
  Object.fromEntries(fields.map((field, at) => [field, at])) as Record<F, number>;
const TEXT = placesOf(TEXT_FIELDS);
const NUMBER = placesOf(NUMBER_FIELDS);
const COMPONENT = placesOf(COMPONENT_NUMBERS);
const DISH = 1;
const BREAKFAST_ONLY = 2;
/** Set when the entry has a components list (products have none; a dish's may be empty). */
const HAS_COMPONENTS = 4;
const KIDS_MENU = 8;

export function entriesToColumns(entries: CatalogEntry[]): EntryColumns {
  const texts: string[] = [];
  const codeOf = new Map<string, number>();
  const code = (text: string | null) => {
    if (text === null) return 0;
    let known = codeOf.get(text);
    if (known === undefined) codeOf.set(text, (known = texts.push(text)));
    return known;
  };
  const textCodes = new Uint32Array(entries.length * TEXT_FIELDS.length);
  const numbers = new Float64Array(entries.length * NUMBER_FIELDS.length);
  const genreStarts = new Uint32Array(entries.length + 1);
  const genreCodes: number[] = [];
  const componentStarts = new Uint32Array(entries.length + 1);
  const componentNames: number[] = [];
  const componentNumbers: number[] = [];
  const nutrientStarts = new Uint32Array(entries.length + 1);
  const nutrientNames: number[] = [];
  const nutrientAmounts: number[] = [];
  entries.forEach((entry, i) => {
    TEXT_FIELDS.forEach((field, f) => (textCodes[i * TEXT_FIELDS.length + f] = code(entry[field])));
    NUMBER_FIELDS.forEach((field, f) => (numbers[i * NUMBER_FIELDS.length + f] = entry[field] ?? NaN));
    for (const genre of entry.genres) genreCodes.push(code(genre));
    genreStarts[i + 1] = genreCodes.length;
    for (const component of entry.components ?? []) {
      componentNames.push(code(component.name));
      for (const field of COMPONENT_NUMBERS) componentNumbers.push(component[field]);
    }
    componentStarts[i + 1] = componentNames.length;
    for (const [name, amount] of Object.entries(entry.detailedNutrition ?? {})) {
      nutrientNames.push(code(name));
      nutrientAmounts.push(amount ?? NaN);
    }
    nutrientStarts[i + 1] = nutrientNames.length;
  });
  return {
    texts,
    textCodes,
    numericIds: Float64Array.from(entries, (entry) => entry.numericId),
    numbers,
    flags: Uint8Array.from(
      entries,
      (entry) =>
        (entry.type === 'dish' ? DISH : 0) |
        (entry.breakfastOnly ? BREAKFAST_ONLY : 0) |
        (entry.components ? HAS_COMPONENTS : 0) |
        (entry.kidsMenu ? KIDS_MENU : 0),
    ),
    genreStarts,
    genreCodes: Uint32Array.from(genreCodes),
    componentStarts,
    componentNames: Uint32Array.from(componentNames),
    componentNumbers: Float64Array.from(componentNumbers),
    nutrientStarts,
    nutrientNames: Uint32Array.from(nutrientNames),
    nutrientAmounts: Float64Array.from(nutrientAmounts),
  };
}

export const entryCount = (columns: EntryColumns) => columns.numericIds.length;

/** Entry i's id, without making the entry. */
export const entryIdOf = (columns: EntryColumns, i: number) => columns.texts[columns.textCodes[i * TEXT_FIELDS.length + TEXT.id]! - 1]!;

/** Every category the entries are filed under, each once, in the order of its first entry. */
export function categoriesOfColumns(columns: EntryColumns): string[] {
  const codes = new Set<number>();
  for (let i = 0; i < entryCount(columns); i++) codes.add(columns.textCodes[i * TEXT_FIELDS.length + TEXT.category]!);
  return Array.from(codes, (code) => columns.texts[code - 1]!);
}

/** Entry i as entriesToColumns was given it, equal field by field. */
export function entryOfColumns(columns: EntryColumns, i: number): CatalogEntry {
  const { texts, textCodes, numbers, flags, genreStarts, genreCodes, componentStarts, componentNames, componentNumbers } = columns;
  const { nutrientStarts, nutrientNames, nutrientAmounts } = columns;
  const text = (at: number) => (textCodes[at] === 0 ? null : texts[textCodes[at]! - 1]!);
  const number = (at: number) => (Number.isNaN(numbers[at]) ? null : numbers[at]!);
  const t = i * TEXT_FIELDS.length;
  const n = i * NUMBER_FIELDS.length;
  const genres: string[] = [];
  for (let g = genreStarts[i]!; g < genreStarts[i + 1]!; g++) genres.push(texts[genreCodes[g]! - 1]!);
  let components: Component[] | undefined;
  if (flags[i]! & HAS_COMPONENTS) {
    components = [];
    for (let c = componentStarts[i]!; c < componentStarts[i + 1]!; c++) {
      const at = c * COMPONENT_NUMBERS.length;
      components.push({
        name: texts[componentNames[c]! - 1]!,
        cal: componentNumbers[at + COMPONENT.cal]!,
        protein: componentNumbers[at + COMPONENT.protein]!,
        fat: componentNumbers[at + COMPONENT.fat]!,
        carbs: componentNumbers[at + COMPONENT.carbs]!,
      });
    }
  }
  let detailedNutrition: Nutrition | undefined;
  for (let k = nutrientStarts[i]!; k < nutrientStarts[i + 1]!; k++) {
    const amount = nutrientAmounts[k]!;
    (detailedNutrition ??= {})[texts[nutrientNames[k]! - 1] as keyof Nutrition] = Number.isNaN(amount) ? undefined : amount;
  }
  // The fields in CatalogEntry's order, as productEntry and dishEntry make them (one object shape for all).
  return {
    id: text(t + TEXT.id)!,
    type: flags[i]! & DISH ? 'dish' : 'product',
    numericId: columns.numericIds[i]!,
    name: text(t + TEXT.name)!,
    nameEn: text(t + TEXT.nameEn),
    shopId: text(t + TEXT.shopId),
    shopName: text(t + TEXT.shopName),
    cal: number(n + NUMBER.cal)!,
    protein: number(n + NUMBER.protein),
    fat: number(n + NUMBER.fat),
    carbs: number(n + NUMBER.carbs),
    price: number(n + NUMBER.price),
    category: text(t + TEXT.category)!,
    productType: text(t + TEXT.productType),
    genres,
    breakfastOnly: (flags[i]! & BREAKFAST_ONLY) !== 0,
    kidsMenu: (flags[i]! & KIDS_MENU) !== 0,
    releasedAt: text(t + TEXT.releasedAt),
    popularity: number(n + NUMBER.popularity)!,
    status: text(t + TEXT.status) as CatalogEntry['status'],
    components,
    detailedNutrition,
  };
}
