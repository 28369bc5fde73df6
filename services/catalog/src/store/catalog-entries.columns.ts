import type { CatalogEntry } from './catalog-store';

/**
 * The catalog entries by column, the form a restart keeps them in (catalog-store.persist.ts): numbers
 * and flags in typed arrays (which a kept file maps instead of deserializing), every string once in
 * `texts` with each entry's strings as codes into it, and only the nested values (a dish's components,
 * the detailed nutrition) as objects. Deserializing ~100,000 entry objects one property at a time was
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
  /** Per entry: bit 0 a dish, bit 1 breakfast only. */
  flags: Uint8Array;
  /** Entry i's genres are the codes genreCodes[genreStarts[i]] up to genreStarts[i + 1]. */
  genreStarts: Uint32Array;
  genreCodes: Uint32Array;
  components: CatalogEntry['components'][];
  detailedNutrition: CatalogEntry['detailedNutrition'][];
}

const TEXT_FIELDS = ['id', 'name', 'nameEn', 'shopId', 'shopName', 'category', 'productType', 'releasedAt', 'status'] as const;
const NUMBER_FIELDS = ['cal', 'protein', 'fat', 'carbs', 'price', 'popularity'] as const;
const DISH = 1;
const BREAKFAST_ONLY = 2;

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
  entries.forEach((entry, i) => {
    TEXT_FIELDS.forEach((field, f) => (textCodes[i * TEXT_FIELDS.length + f] = code(entry[field])));
    NUMBER_FIELDS.forEach((field, f) => (numbers[i * NUMBER_FIELDS.length + f] = entry[field] ?? NaN));
    for (const genre of entry.genres) genreCodes.push(code(genre));
    genreStarts[i + 1] = genreCodes.length;
  });
  return {
    texts,
    textCodes,
    numericIds: Float64Array.from(entries, (entry) => entry.numericId),
    numbers,
    flags: Uint8Array.from(entries, (entry) => (entry.type === 'dish' ? DISH : 0) | (entry.breakfastOnly ? BREAKFAST_ONLY : 0)),
    genreStarts,
    genreCodes: Uint32Array.from(genreCodes),
    components: entries.map((entry) => entry.components),
    detailedNutrition: entries.map((entry) => entry.detailedNutrition),
  };
}

/** The entries entriesToColumns was given, equal field by field (the same strings shared between entries). */
export function entriesFromColumns(columns: EntryColumns): CatalogEntry[] {
  const { texts, textCodes, numbers, flags, genreStarts, genreCodes } = columns;
  const entries = new Array<CatalogEntry>(columns.numericIds.length);
  for (let i = 0; i < entries.length; i++) {
    const t = i * TEXT_FIELDS.length;
    const n = i * NUMBER_FIELDS.length;
    const text = (f: number) => (textCodes[t + f] === 0 ? null : texts[textCodes[t + f]! - 1]!);
    const number = (f: number) => (Number.isNaN(numbers[n + f]) ? null : numbers[n + f]!);
    const genres: string[] = [];
    for (let g = genreStarts[i]!; g < genreStarts[i + 1]!; g++) genres.push(texts[genreCodes[g]! - 1]!);
    // The fields in CatalogEntry's order, as productEntry and dishEntry make them (one object shape for all).
    entries[i] = {
      id: text(0)!,
      type: flags[i]! & DISH ? 'dish' : 'product',
      numericId: columns.numericIds[i]!,
      name: text(1)!,
      nameEn: text(2),
      shopId: text(3),
      shopName: text(4),
      cal: number(0)!,
      protein: number(1),
      fat: number(2),
      carbs: number(3),
      price: number(4),
      category: text(5)!,
      productType: text(6),
      genres,
      breakfastOnly: (flags[i]! & BREAKFAST_ONLY) !== 0,
      releasedAt: text(7),
      popularity: number(5)!,
      status: text(8) as CatalogEntry['status'],
      components: columns.components[i],
      detailedNutrition: columns.detailedNutrition[i],
    };
  }
  return entries;
}
