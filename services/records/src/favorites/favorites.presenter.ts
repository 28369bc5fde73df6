import type { Favorite } from '@shokuji/contracts';
import { macrosTo4Decimals } from '../meals/meal-rules';
import type { MyFoodRecord } from '../meals/meals.repository';
import type { FavoriteRecord } from './favorites.repository';

/** A stored favorite in its response shape (API-SPEC.md → Favorites and ratings), with its catalog id. */
export function presentFavorite(row: FavoriteRecord): Favorite {
  return {
    type: row.type,
    catalogId: `${row.type === 'product' ? 'p' : 'g'}_${row.refId}`,
    ...(row.type === 'product' ? { productId: row.refId } : { dishId: row.refId }),
    name: row.name,
    shopId: row.shopId,
    shopName: row.shopName,
    cal: row.cal,
    protein: row.protein,
    fat: row.fat,
    carbs: row.carbs,
    slots: row.slots as Favorite['slots'],
    createdAt: row.createdAt,
  };
}

/** A food made in the app, listed among the favorites as type `food` (display only); `shopName` from the catalog. */
export function presentAppFoodFavorite(food: MyFoodRecord, shopName: string | null): Favorite {
  return {
    type: 'food',
    catalogId: null,
    foodId: food.foodId,
    name: food.name,
    shopId: food.shopId,
    shopName,
    ...macrosTo4Decimals(food),
    slots: null,
    createdAt: food.createdAt,
  };
}
