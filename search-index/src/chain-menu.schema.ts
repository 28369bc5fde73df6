import { z } from 'zod';
import { CATALOG_GENRES, type CatalogGenreId } from '@shokuji/contracts';
import { PRODUCT_TYPES } from './catalog-row.schema';

// The menu lines the product generator combines into chain-style names (data/generator/chain-menus.json):
// style prefix/suffix × item × size. Macros per base serving in grams (P, F, C incl. fibre); prices in yen incl. tax.

const GENRE_IDS = CATALOG_GENRES.map((genre) => genre.id) as [CatalogGenreId, ...CatalogGenreId[]];
const grams = z.number().finite();
const yen = z.number().int();

// An alcoholic drink's item adds the grams of ethanol in its base serving: 7 kcal/g that P/F/C do not hold.
export const MenuItemSchema = z.tuple([z.string().min(1), grams, grams, grams, yen, grams.nonnegative().optional()]).readonly();
export const MenuStyleSchema = z.tuple([z.string(), z.string(), grams, grams, grams, yen]).readonly();
export const MenuSizeSchema = z.tuple([z.string(), z.number().positive(), yen]).readonly();
const MenuSizesSchema = z.array(MenuSizeSchema).min(1).readonly();

/**
 * Items filed under a category other than their line's, by item name: a gyudon chain sells its
 * pork and chicken bowls (豚丼, 鶏そぼろ丼, なか卯's 親子丼) beside its 牛丼, but they are 丼, not 牛丼,
 * and a search for 牛丼 must not meet them through their category.
 */
const ItemCategoriesSchema = z.record(z.string().min(1), z.string().min(1));

/**
 * Items of genres other than their line's: a cafe's drink line sells 抹茶ラテ and ココア beside its coffees, a
 * side line its soup and salad, a gyudon chain its 豚丼, and GET /search?genre= must meet each under its own.
 */
const ItemGenresSchema = z.record(z.string().min(1), z.array(z.enum(GENRE_IDS)).min(1).max(3).readonly());

const MenuLineFileSchema = z
  .object({
    /** `<kit>/<category>`: how kits name the lines they share. */
    id: z.string().min(1),
    category: z.string().min(1),
    productType: z.enum(PRODUCT_TYPES),
    genres: z.array(z.enum(GENRE_IDS)).min(1).readonly(),
    /** Salt in g per 100 kcal, a rough per-line figure. */
    saltPer100Kcal: z.number().nonnegative(),
    /** Morning-menu lines: every product of the line is breakfastOnly. */
    morning: z.boolean().optional(),
    /** A size list, or the name of one in the file's `sizes`. */
    sizes: z.union([z.string().min(1), MenuSizesSchema]).optional(),
    styles: z.array(MenuStyleSchema).min(1).readonly(),
    items: z.array(MenuItemSchema).min(1).readonly(),
    /**
     * Items whose type is not their line's: an 一品料理 without a staple (餃子, エビチリ) is a side
     * beside 炒飯, a パフェ on a side-and-dessert line a dessert, 替玉 a topping (docs/sets.md → Roles).
     * Their 定食 and セット styles are still sets.
     */
    itemTypes: z.record(z.string().min(1), z.enum(PRODUCT_TYPES)).optional(),
    /** Items filed under a category of their own (ItemCategoriesSchema). */
    itemCategories: ItemCategoriesSchema.optional(),
    /** Items of genres of their own (ItemGenresSchema). */
    itemGenres: ItemGenresSchema.optional(),
  })
  .strict();

/**
 * One chain's own items that its category's lines lack (なか卯's 親子丼, バーガーキング's ワッパー): sold under
 * the named line's category, genres, salt and sizes, plain and as the line's sets only.
 */
const SignatureLineSchema = z
  .object({
    line: z.string().min(1),
    items: z.array(MenuItemSchema).min(1).readonly(),
    itemCategories: ItemCategoriesSchema.optional(),
    itemGenres: ItemGenresSchema.optional(),
  })
  .strict();

/**
 * The file: shared size lists, the lines, per chain category (shops' `category`) the ids of its
 * lines, and per shop id its signature items.
 */
export const ChainMenusFileSchema = z
  .object({
    sizes: z.record(z.string(), MenuSizesSchema),
    lines: z.array(MenuLineFileSchema),
    kits: z.record(z.string(), z.array(z.string().min(1)).min(1)),
    signatures: z.record(z.string(), z.array(SignatureLineSchema).min(1)),
  })
  .strict();

export type MenuItem = z.infer<typeof MenuItemSchema>;
export type MenuStyle = z.infer<typeof MenuStyleSchema>;
export type MenuSize = z.infer<typeof MenuSizeSchema>;
export interface MenuLine extends Omit<z.infer<typeof MenuLineFileSchema>, 'id' | 'sizes'> {
  sizes?: readonly MenuSize[];
}
