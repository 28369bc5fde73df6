import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUNDLED_CATALOG_DIR, CATALOG_RECIPES } from '@shokuji/search-index';
import { type MextTable, readDataTsv } from '../mext/mext-table';
import type { DishKind, Entry, EntryPart, FoodKind, Modifier } from './lexicon.types';

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
  chains: Array<{ id: string; name: string; names: string[] }>;
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

function loadFoods(table: MextTable, entries: Map<string, Entry>, terms: LexiconTerm[]): void {
  for (const row of readDataTsv('foods.tsv')) {
    const kind = row.kind as FoodKind;
    const ja = splitList(row.ja);
    const en = splitList(row.en);
    const byVolume = VOLUME_KINDS.has(kind);
    const density = row.density ? Number(row.density) : undefined;
    const scale = byVolume ? (density ?? 1) : 1;
    const food = table.get(row.food ?? '');
    const key = row.key ?? '';
    const labelJa = ja[0] ?? food.namePlainJa;
    const labelEn = en[0] ?? food.groupEn;
    // A serving marked "?" is this engine's own default, not one PORTIONS.md fixes: guessed, not standard.
    const standardPortion = !(row.grams ?? '').endsWith('?');
    const part: EntryPart = {
      food,
      foodKey: key,
      grams: Number((row.grams ?? '').replace('?', '')) * scale,
      labelJa,
      labelEn,
      kind,
      staple: FOOD_KINDS_WITH_STAPLE_ROLE.has(kind),
      fillingGrams: undefined,
      density: byVolume ? (density ?? 1) : undefined,
    };
    const hostGrams = new Map(
      splitList(row.host).map((pair) => {
        const [hostKind = '', amount = ''] = pair.split('=');
        const [grams, foodKey] = amount.split('@');
        return [hostKind, { grams: Number(grams), foodKey }];
      }),
    );
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
      western: false,
    };
    entries.set(key, entry);
    const target = { entry };
    for (const text of [...ja, ...en]) terms.push({ text, target });
  }
}

function loadDishes(entries: Map<string, Entry>, terms: LexiconTerm[]): void {
  for (const row of readDataTsv('dishes.tsv')) {
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
    const entry: Entry = {
      key: row.key ?? '',
      source: 'lexicon',
      nameJa: ja[0] ?? row.key ?? '',
      nameEn: en[0] ?? row.key ?? '',
      kind: row.kind as DishKind,
      isDish: true,
      parts,
      unitGrams: new Map(),
      piecesPerServing: parseUnits(row.pieces, 1),
      density: undefined,
      hostGrams: new Map(),
      standardPortion: true,
      western: row.style === 'western',
    };
    entries.set(entry.key, entry);
    const target = { entry };
    for (const text of [...ja, ...en]) terms.push({ text, target });
  }
}

/** The catalog's generic dishes (search-index recipes) for the dishes the lexicon does not name. */
function loadCatalogDishes(table: MextTable, entries: Map<string, Entry>, terms: LexiconTerm[], known: Set<string>): void {
  const kinds: Record<string, DishKind> = { okazu: 'okazu', don: 'don', noodle: 'noodle', side: 'side', staple: 'side' };
  for (const recipe of CATALOG_RECIPES) {
    const names = [recipe.name, recipe.name.replace(/ /g, '')];
    const english = recipe.nameEn
      .toLowerCase()
      .replace(/\(([^)]*)\)/g, '|$1')
      .split('|')
      .map((term) => term.trim());
    const fresh = [...names, ...english].filter((term) => term && !known.has(term));
    if (fresh.length === 0) continue;
    const parts = recipe.parts.map(([foodNumber, labelJa, grams]): EntryPart => {
      const food = table.get(foodNumber);
      return {
        food,
        foodKey: foodNumber,
        grams,
        labelJa,
        labelEn: labelJa,
        kind: 'dish',
        fillingGrams: undefined,
        density: undefined,
        staple: ['01088', '01085', '01039', '01128', '01048', '01064', '01044', '01026'].includes(foodNumber),
      };
    });
    const entry: Entry = {
      key: `catalog:${recipe.name}`,
      source: 'catalog',
      nameJa: recipe.name,
      nameEn: recipe.nameEn,
      kind: kinds[recipe.kind] ?? 'okazu',
      isDish: true,
      parts,
      unitGrams: new Map(),
      piecesPerServing: new Map(),
      density: undefined,
      hostGrams: new Map(),
      standardPortion: true,
      western: recipe.kind !== 'don' && /[a-z]/u.test(recipe.nameEn) && /western|pasta|stew|gratin|soup/u.test(recipe.nameEn.toLowerCase()),
    };
    entries.set(entry.key, entry);
    const target = { entry };
    for (const text of fresh) terms.push({ text, target });
  }
}

function loadModifiers(terms: LexiconTerm[]): void {
  for (const row of readDataTsv('modifiers.tsv')) {
    const type = row.type as Modifier['type'];
    const modifier = (type === 'filler' ? { type } : { type, value: row.value }) as Modifier;
    // One target object per row, so a term listed twice still counts once.
    const target = { modifier };
    for (const text of splitList(row.term)) terms.push({ text, target });
  }
}

interface ShopRow {
  id: string;
  name: string;
  nameEn: string;
  aliases: string[];
  romaji: string;
}

function loadChains(): Lexicon['chains'] {
  const shops = JSON.parse(readFileSync(join(BUNDLED_CATALOG_DIR, 'shops.json'), 'utf8')) as ShopRow[];
  return shops.map((shop) => ({
    id: shop.id,
    name: shop.name,
    names: [shop.name, shop.nameEn, shop.romaji, ...shop.aliases].filter((name) => name && name.length >= 2),
  }));
}

/** Loads every table of the engine once (foods, dishes, modifiers, catalog recipes, chains). */
export function loadLexicon(table: MextTable): Lexicon {
  const entries = new Map<string, Entry>();
  const terms: LexiconTerm[] = [];
  loadFoods(table, entries, terms);
  loadDishes(entries, terms);
  loadCatalogDishes(table, entries, terms, new Set(terms.map((term) => term.text)));
  loadModifiers(terms);
  return { entries, terms, chains: loadChains() };
}
