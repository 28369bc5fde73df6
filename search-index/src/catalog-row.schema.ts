import { z } from 'zod';

// The 26 detailed nutrient keys come from the API contract. A key that is absent means "not
// measured"; a bundled row never carries a made-up 0.
import { DETAILED_NUTRIENT_KEYS, type DetailedNutrientKey } from '@shokuji/contracts';

export { DETAILED_NUTRIENT_KEYS, type DetailedNutrientKey };

const nonNegative = z.number().finite().nonnegative();

export const DetailedNutrientsSchema = z
  .object(
    Object.fromEntries(DETAILED_NUTRIENT_KEYS.map((key) => [key, nonNegative.optional()])) as Record<
      DetailedNutrientKey,
      z.ZodOptional<typeof nonNegative>
    >,
  )
  .strict();

export const SHOP_TYPES = ['RETAIL_STORE', 'RESTAURANT', 'FOOD_MANUFACTURER'] as const;
export const PRODUCT_TYPES = ['main', 'side', 'set', 'drink', 'dessert', 'snack', 'topping'] as const;
// hidden: kept for old meal records but never searchable; discontinued: off the menu (GET /catalog/items lists it in notFound).
export const CATALOG_STATUSES = ['active', 'discontinued', 'hidden'] as const;
export const ROW_ORIGINS = ['real', 'generated'] as const;

const idSlug = z.string().regex(/^[a-z0-9][a-z0-9_-]*$/, 'lowercase id (a-z, 0-9, _ and -)');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date YYYY-MM-DD');

export const GenreSchema = z
  .object({
    id: idSlug,
    nameJa: z.string().min(1),
    nameEn: z.string().min(1),
    description: z.string().min(1),
  })
  .strict();

export const ShopRowSchema = z
  .object({
    id: idSlug,
    name: z.string().min(1),
    nameEn: z.string().min(1),
    reading: z.string().min(1),
    romaji: z.string().min(1),
    type: z.enum(SHOP_TYPES),
    category: z.string().min(1),
    websiteUrl: z.url().nullable(),
    aliases: z.array(z.string().min(1)),
    parentCompany: z.string().nullable(),
  })
  .strict();

// Where a real row came from; operator catalogs may fill only part of it.
const RowSourceSchema = z
  .object({
    repo: z.string().min(1).optional(),
    path: z.string().min(1).optional(),
    commit: z.string().min(1).optional(),
    officialUrl: z.url().optional(),
    observed: z.string().min(1).optional(),
  })
  .strict();

const genreIds = z.array(idSlug).min(1).max(3);

// Shared by products and dishes: provenance must be stated, never guessed by a reader.
const hasProvenance = (row: { origin: 'real' | 'generated'; generatorVersion?: string | undefined }): boolean =>
  row.origin === 'real' || row.generatorVersion !== undefined;
const provenanceIssue = { message: 'generated rows carry generatorVersion', path: ['generatorVersion'] };

export const ProductRowSchema = z
  .object({
    productId: z.number().int().positive(),
    shopId: idSlug,
    name: z.string().min(1),
    nameEn: z.string().min(1).optional(),
    category: z.string().min(1),
    productType: z.enum(PRODUCT_TYPES),
    genres: genreIds,
    cal: nonNegative,
    // null where the chain publishes no P/F/C (Saizeriya): never derived from kcal.
    protein: nonNegative.nullable(),
    fat: nonNegative.nullable(),
    carbs: nonNegative.nullable(),
    nutrients: DetailedNutrientsSchema,
    // Grams of ethanol in an alcoholic drink, whose 7 kcal/g are part of cal; data only (the API's
    // nutrients have no such key): it explains a drink's kcal beyond its P/F/C.
    alcohol: nonNegative.optional(),
    // Yen including tax (API-SPEC item 7); null when unknown.
    price: z.number().int().nonnegative().nullable(),
    breakfastOnly: z.boolean(),
    releasedAt: isoDate.nullable(),
    popularity: z.number().int().min(0).max(1000),
    status: z.enum(CATALOG_STATUSES),
    origin: z.enum(ROW_ORIGINS),
    source: RowSourceSchema.optional(),
    generatorVersion: z.string().min(1).optional(),
  })
  .strict()
  .refine(hasProvenance, provenanceIssue);

export const DishComponentSchema = z
  .object({
    name: z.string().min(1),
    foodNumber: z.string().regex(/^\d{5}$/, 'MEXT food number (5 digits)'),
    grams: z.number().positive(),
    cal: nonNegative,
    protein: nonNegative,
    fat: nonNegative,
    carbs: nonNegative,
  })
  .strict();

export const DishRowSchema = z
  .object({
    dishId: z.number().int().positive(),
    name: z.string().min(1),
    nameEn: z.string().min(1).optional(),
    category: z.string().min(1),
    genres: genreIds,
    cal: nonNegative,
    protein: nonNegative,
    fat: nonNegative,
    carbs: nonNegative,
    nutrients: DetailedNutrientsSchema,
    components: z.array(DishComponentSchema).min(1),
    popularity: z.number().int().min(0).max(1000),
    status: z.enum(CATALOG_STATUSES),
    origin: z.enum(ROW_ORIGINS),
    generatorVersion: z.string().min(1).optional(),
  })
  .strict()
  .refine(hasProvenance, provenanceIssue);

export type DetailedNutrients = z.infer<typeof DetailedNutrientsSchema>;
export type Genre = z.infer<typeof GenreSchema>;
export type ShopRow = z.infer<typeof ShopRowSchema>;
export type ProductRow = z.infer<typeof ProductRowSchema>;
export type DishComponent = z.infer<typeof DishComponentSchema>;
export type DishRow = z.infer<typeof DishRowSchema>;
export type ProductType = (typeof PRODUCT_TYPES)[number];
export type CatalogStatus = (typeof CATALOG_STATUSES)[number];
