import { adoptPreparedShop, type PreparedShop } from './set-pool';
import type { SetCandidateItem } from './set-request';
import type { MealKind, SetRole } from './set-role-flags';
import { adoptShopSearch, type ShopIndexes } from './set-search-indexes';
import type { PreparedSetTables } from './optimize-sets';

/**
 * One shop's items and prepared tables in the form a caller keeps for a later process (node's serializer):
 * the items by column, numbers and flags in typed arrays (which a kept file maps rather than deserializes)
 * and each distinct string of the shop once, and the tables with their items as positions in the items
 * array. Deserializing the items as objects, one property and one string at a time, and the map of their
 * ids again, was about 40 % of a restart's read of the kept set tables at ×4 (docs/sets.md → Start-up).
 */
export interface KeptSetTables {
  items: ItemColumns;
  /** The prepared shop without its items (itemAt: their positions in `items`) and without the map of their ids, made again from them. */
  shop: Omit<PreparedShop, 'items' | 'indexOf'> & { itemAt: Int32Array };
  search: ShopIndexes;
}

interface ItemColumns {
  /** The shop's distinct strings; a code is an index into it. */
  texts: string[];
  /** Per item, TEXT_FIELDS.length codes; an absent edition key is NO_TEXT. */
  textCodes: Uint32Array;
  /** Per item, NUMBER_FIELDS.length numbers, NaN for null. */
  numbers: Float64Array;
  /** Per item, FLAG_FIELDS as bits. */
  flags: Uint8Array;
}

const TEXT_FIELDS = ['id', 'shopId', 'name', 'status', 'role', 'kind', 'editionKey'] as const;
const NUMBER_FIELDS = ['cal', 'protein', 'fat', 'carbs', 'popularity'] as const;
const FLAG_FIELDS = ['breakfastOnly', 'small', 'soldByPiece', 'plate'] as const;
const NO_TEXT = 0xffffffff;
/** A field's place within its item's run of a column, by name, so reading back follows the lists above. */
const placesOf = <F extends string>(fields: readonly F[]) =>
  Object.fromEntries(fields.map((field, at) => [field, at])) as Record<F, number>;
const TEXT = placesOf(TEXT_FIELDS);
const NUMBER = placesOf(NUMBER_FIELDS);
const FLAG = Object.fromEntries(FLAG_FIELDS.map((field, at) => [field, 1 << at])) as Record<(typeof FLAG_FIELDS)[number], number>;

/** The kept form of `items` and the tables prepareSets returned for them (keptSetTables → adoptKeptSetTables). */
export function keptSetTables(items: readonly SetCandidateItem[], tables: PreparedSetTables): KeptSetTables {
  const texts: string[] = [];
  const codeOf = new Map<string, number>();
  const code = (text: string | undefined) => {
    if (text === undefined) return NO_TEXT;
    let known = codeOf.get(text);
    if (known === undefined) codeOf.set(text, (known = texts.push(text) - 1));
    return known;
  };
  const textCodes = new Uint32Array(items.length * TEXT_FIELDS.length);
  const numbers = new Float64Array(items.length * NUMBER_FIELDS.length);
  const flags = new Uint8Array(items.length);
  const positionOf = new Map<SetCandidateItem, number>();
  items.forEach((item, i) => {
    positionOf.set(item, i);
    TEXT_FIELDS.forEach((field, f) => (textCodes[i * TEXT_FIELDS.length + f] = code(item[field])));
    NUMBER_FIELDS.forEach((field, f) => (numbers[i * NUMBER_FIELDS.length + f] = item[field] ?? NaN));
    flags[i] = FLAG_FIELDS.reduce((bits, field) => (item[field] ? bits | FLAG[field] : bits), 0);
  });
  const { items: shopItems, indexOf: _ids, ...shop } = tables.shop;
  return {
    items: { texts, textCodes, numbers, flags },
    shop: { ...shop, itemAt: Int32Array.from(shopItems, (item) => positionOf.get(item)!) },
    // The tails point at the prepared shop they were built on, items and all: adoptKeptSetTables points them at the one it makes.
    search: { ...tables.search, tails: tables.search.tails.detached() },
  };
}

/**
 * The items keptSetTables was given, equal field by field and in the same order, made these items'
 * preparation from the kept tables (their classes revived), so optimizeSets answers for them exactly as
 * after prepareSets. Pass the returned array to optimizeSets.
 */
export function adoptKeptSetTables(kept: KeptSetTables, shopId: string): SetCandidateItem[] {
  const items = itemsOfColumns(kept.items);
  const { itemAt, ...rest } = kept.shop;
  const shopItems = Array.from(itemAt, (at) => items[at]!);
  // An item's index is its line of one: a sushi plate's other lines carry it more than once (set-pool.ts).
  const indexOf = new Map<string, number>();
  shopItems.forEach((item, index) => {
    if (rest.quantity[index] === 1) indexOf.set(item.id, index);
  });
  const shop: PreparedShop = { ...rest, items: shopItems, indexOf };
  adoptPreparedShop(items, shopId, shop);
  adoptShopSearch(shop, kept.search);
  return items;
}

function itemsOfColumns({ texts, textCodes, numbers, flags }: ItemColumns): SetCandidateItem[] {
  const items: SetCandidateItem[] = new Array<SetCandidateItem>(flags.length);
  // Straight-line reads, no closure per item: this runs for every item of every store at each restart.
  const nullable = (value: number) => (Number.isNaN(value) ? null : value);
  for (let i = 0; i < flags.length; i++) {
    const t = i * TEXT_FIELDS.length;
    const n = i * NUMBER_FIELDS.length;
    const bits = flags[i]!;
    // The fields in setCandidateOf's order, so an item read back has the shape of one built.
    const item: SetCandidateItem = {
      id: texts[textCodes[t + TEXT.id]!]!,
      shopId: texts[textCodes[t + TEXT.shopId]!]!,
      name: texts[textCodes[t + TEXT.name]!]!,
      cal: numbers[n + NUMBER.cal]!,
      protein: nullable(numbers[n + NUMBER.protein]!),
      fat: nullable(numbers[n + NUMBER.fat]!),
      carbs: nullable(numbers[n + NUMBER.carbs]!),
      popularity: numbers[n + NUMBER.popularity]!,
      breakfastOnly: (bits & FLAG.breakfastOnly) !== 0,
      status: texts[textCodes[t + TEXT.status]!] as SetCandidateItem['status'],
      role: texts[textCodes[t + TEXT.role]!] as SetRole,
      kind: texts[textCodes[t + TEXT.kind]!] as MealKind,
      small: (bits & FLAG.small) !== 0,
      soldByPiece: (bits & FLAG.soldByPiece) !== 0,
      plate: (bits & FLAG.plate) !== 0,
    };
    const editionKey = textCodes[t + TEXT.editionKey]!;
    if (editionKey !== NO_TEXT) item.editionKey = texts[editionKey]!;
    items[i] = item;
  }
  return items;
}
