/** Catalog items the caller marked as favorite (API-SPEC.md → Favorites and ratings). */
export interface FavoriteRecord {
  userId: string;
  type: 'product' | 'dish';
  /** productId or dishId. */
  refId: number;
  name: string;
  shopId: string | null;
  shopName: string | null;
  cal: number;
  protein: number;
  fat: number;
  carbs: number;
  /** Times of day the favorite is meant for; null = any. */
  slots: string[] | null;
  createdAt: string;
}

export interface FavoritesRepository {
  /** Newest first. */
  list(userId: string): Promise<FavoriteRecord[]>;
  /**
   * Adds, or overwrites the same item (keeping its createdAt). `full` when adding a new item
   * would exceed `cap`; nothing is written then.
   */
  put(favorite: FavoriteRecord, cap: number): Promise<'added' | 'updated' | 'full'>;
  remove(userId: string, type: FavoriteRecord['type'], refId: number): Promise<boolean>;
}
