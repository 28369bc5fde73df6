import { FavoriteSchema } from '@shokuji/contracts';
import { buildFood } from '../meals/meals.factories';
import { presentAppFoodFavorite, presentFavorite } from './favorites.presenter';

// Guards: the presenters give the contract's shape and keep the owner inside.
describe('favorites presenters', () => {
  it('presents a catalog favorite with its catalog id and without its owner', () => {
    const shown = presentFavorite({
      userId: 'u_owner',
      type: 'dish',
      refId: 12,
      name: '肉じゃが',
      shopId: null,
      shopName: null,
      cal: 300,
      protein: 10,
      fat: 8,
      carbs: 40,
      slots: ['dinner'],
      createdAt: '2026-12-07T00:00:00.000Z',
    });
    expect(shown).toMatchObject({ type: 'dish', catalogId: 'g_12', dishId: 12 });
    expect(shown).not.toHaveProperty('userId');
    expect(FavoriteSchema.safeParse(shown).success).toBe(true);
  });

  it("presents a food made in the app as type food, with the shop's name given", () => {
    const food = buildFood('u_owner', { shopId: 'yoshinoya', protein: 1.23456 });
    const shown = presentAppFoodFavorite(food, '吉野家');
    expect(shown).toMatchObject({
      type: 'food',
      catalogId: null,
      foodId: food.foodId,
      shopId: 'yoshinoya',
      shopName: '吉野家',
      slots: null,
    });
    expect(shown.protein).toBe(1.2346);
    expect(shown).not.toHaveProperty('userId');
    expect(FavoriteSchema.safeParse(shown).success).toBe(true);
  });
});
