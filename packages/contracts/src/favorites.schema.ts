import { z } from 'zod';
import { exactlyOneOf } from './json-schema-rules';
import { MealSlotSchema } from './catalog.schema';
import { boundedId, CatalogNumberIdSchema, TimestampSchema, dataEnvelope, queryNumber, successEnvelope } from './common.schema';

/** API-SPEC.md → Limits: favorites 200 per user (OPERATOR-API.md: over that → 400 invalid_request). */
export const FAVORITES_PER_USER = 200;

export const FavoriteSchema = z
  .object({
    type: z.enum(['product', 'dish', 'food']).meta({ description: 'food = made in the app, display only' }),
    catalogId: z.string().nullable(),
    productId: z.number().int().optional(),
    dishId: z.number().int().optional(),
    foodId: z.string().optional(),
    name: z.string(),
    shopId: z.string().nullable(),
    shopName: z.string().nullable(),
    cal: z.number(),
    protein: z.number(),
    fat: z.number(),
    carbs: z.number(),
    slots: z.array(MealSlotSchema).nullable(),
    createdAt: TimestampSchema,
  })
  .meta({ id: 'Favorite' });
export type Favorite = z.infer<typeof FavoriteSchema>;

export const FavoritesListSchema = z.object({ count: z.number().int(), limit: z.number().int(), items: z.array(FavoriteSchema) });
export type FavoritesList = z.infer<typeof FavoritesListSchema>;
export const FavoritesResponseSchema = dataEnvelope(FavoritesListSchema);

export const AddFavoriteBodySchema = z
  .strictObject({
    productId: CatalogNumberIdSchema.optional().meta({ description: 'a product of the catalog (404 otherwise)' }),
    dishId: CatalogNumberIdSchema.optional().meta({ description: 'a dish of the catalog (404 otherwise)' }),
    slots: z.array(MealSlotSchema).min(1).max(7).nullable().optional().meta({
      description: 'times of day it is meant for; null = any time; left out, a favorite already there keeps its slots',
    }),
  })
  .refine((body) => (body.productId === undefined) !== (body.dishId === undefined), { message: 'send exactly one of productId or dishId' })
  .meta(exactlyOneOf(['productId', 'dishId']));
export type AddFavoriteBody = z.infer<typeof AddFavoriteBodySchema>;
export const AddFavoriteResultSchema = z.object({ favorite: FavoriteSchema, created: z.boolean() });
export type AddFavoriteResult = z.infer<typeof AddFavoriteResultSchema>;
export const AddFavoriteResponseSchema = successEnvelope(AddFavoriteResultSchema);

export const FavoriteParamsSchema = z.strictObject({
  type: z.enum(['product', 'dish']),
  id: queryNumber(boundedId(z.coerce.number())).meta({
    description: 'the productId or dishId of one of the caller’s favorites (404 otherwise)',
  }),
});
export type FavoriteParams = z.infer<typeof FavoriteParamsSchema>;
export const RemoveFavoriteResultSchema = z.object({ type: z.enum(['product', 'dish']), id: z.number().int(), deleted: z.literal(true) });
export type RemoveFavoriteResult = z.infer<typeof RemoveFavoriteResultSchema>;
export const RemoveFavoriteResponseSchema = successEnvelope(RemoveFavoriteResultSchema);
