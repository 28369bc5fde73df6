import { z } from 'zod';
import { CATALOG_GENRES, type CatalogGenreId } from '@shokuji/contracts';

// data/dish-recipes.json: the recipes of the generic dishes, one per dish, in grams per serving.

const GENRE_IDS = CATALOG_GENRES.map((genre) => genre.id) as [CatalogGenreId, ...CatalogGenreId[]];
const GenresSchema = z.array(z.enum(GENRE_IDS)).min(1).max(3);

/**
 * okazu: a main or side dish eaten with rice (portion × 定食 variants); don: rice bowl (rice sizes);
 * noodle: noodle bowl; side: small dish or soup; staple: a single food sold by weight or count.
 */
export const RECIPE_KINDS = ['okazu', 'don', 'noodle', 'side', 'staple'] as const;
export type RecipeKind = (typeof RECIPE_KINDS)[number];

/** [ingredient key, grams per serving]. */
const PartSchema = z.tuple([z.string().min(1), z.number().positive()]).readonly();

export const DishRecipesFileSchema = z
  .object({
    /** Ingredient key → [MEXT food number, label used in component names such as "鶏もも肉 80g"]. */
    ingredients: z.record(z.string(), z.tuple([z.string().regex(/^\d{5}$/, 'five-digit MEXT food number'), z.string().min(1)])),
    /** Kind, category and genres shared by a run of recipes. */
    groups: z.record(z.string(), z.object({ kind: z.enum(RECIPE_KINDS), category: z.string().min(1), genres: GenresSchema }).strict()),
    /** Seasoning bundles many home recipes share (grams per serving). */
    bundles: z.record(z.string(), z.array(PartSchema).min(1)),
    /** In catalog order (dish ids follow it); a part is an ingredient with grams or the name of a bundle. */
    recipes: z.array(
      z
        .object({
          group: z.string().min(1),
          name: z.string().min(1),
          nameEn: z.string().min(1),
          /**
           * The dish's own genres, in place of its group's, where its name names a genre of its own (牛丼 is
           * gyudon as well as donburi, 天丼 tempura): GET /search?genre= meets it beside the chains' items.
           */
          genres: GenresSchema.optional(),
          parts: z.array(z.union([PartSchema, z.string().min(1)])).min(1),
        })
        .strict(),
    ),
  })
  .strict();

export type RecipePart = readonly [ingredient: string, grams: number];

export interface Recipe {
  name: string;
  nameEn: string;
  kind: RecipeKind;
  category: string;
  genres: readonly CatalogGenreId[];
  parts: readonly RecipePart[];
}
