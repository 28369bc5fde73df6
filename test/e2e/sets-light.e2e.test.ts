import type { SetsResult } from '@shokuji/contracts';
import { useGateway } from '../support/api-fixtures';

/**
 * POST /sets when no meal fits what is left (docs/sets.md → Light sets), through the real server and
 * the real catalog: a side and a soup rather than an empty answer, single pieces at a store that
 * cannot make a set of two, and never the alcohol such a store sells inside a set.
 */
const { admin } = useGateway({ QUOTA_PREMIUM_PER_HOUR: '1000' }, { healthy: true });

async function sets(body: unknown): Promise<SetsResult> {
  const user = await admin.buildUser({ plan: 'premium' });
  const res = await user.call<{ data: SetsResult }>('POST', '/sets', body);
  if (res.status !== 200) throw new Error(`POST /sets failed: ${res.status} ${res.text}`);
  return res.body.data;
}
const rolesOf = (set: SetsResult['sets'][number]) => set.items.map((item) => item.more.role);
const pieces = (set: SetsResult['sets'][number]) => set.items.reduce((sum, item) => sum + item.more.quantity, 0);

describe('POST /sets with little left or a store that sells little', () => {
  it('answers light sets (a side, a soup) when no main fits the 150 kcal left of a dinner', async () => {
    // A probe: すき家 and マクドナルド at dinner with 150 kcal left answered an empty list; a salad and 豚汁 fit.
    for (const shopId of ['sukiya', 'mcdonalds']) {
      const target = { cal: 150, protein: 10, fat: 5, carbs: 15 };
      const data = await sets({ shopId, target, mealType: 'dinner' });
      expect({ shopId, answered: data.sets.length > 0 }).toEqual({ shopId, answered: true });
      for (const set of data.sets) {
        expect(set.totals.cal).toBeLessThanOrEqual(150 * 1.05);
        expect(pieces(set)).toBeGreaterThanOrEqual(2);
        // Something to eat, never drinks alone, never a topping without its bowl.
        expect(rolesOf(set).some((role) => ['side', 'soup', 'dessert', 'snack'].includes(role))).toBe(true);
        expect(rolesOf(set)).not.toContain('topping');
      }
    }
    // Where a meal fits, the answer is a meal as before.
    const meal = await sets({ shopId: 'sukiya', target: { cal: 700, protein: 30, fat: 20, carbs: 90 }, mealType: 'dinner' });
    for (const set of meal.sets) expect(rolesOf(set).some((role) => role === 'main' || role === 'combo')).toBe(true);
  });

  it('answers single pieces where the store cannot make a set of two and minItems was left to its default', async () => {
    // 築地銀だこ sells takoyaki and alcohol (never in a set): the default two pieces found nothing.
    const target = { cal: 700, protein: 30, fat: 25, carbs: 80 };
    const defaulted = await sets({ shopId: 'gindaco', target, mealType: 'dinner' });
    expect(defaulted.sets.length).toBeGreaterThan(0);
    for (const set of defaulted.sets) {
      expect(pieces(set)).toBe(1);
      expect(rolesOf(set)).toEqual(['main']);
    }
    // A minimum the caller gave is kept.
    expect((await sets({ shopId: 'gindaco', target, mealType: 'dinner', minItems: 2 })).sets).toEqual([]);
  });

  it('never answers a product that holds one of the store’s alcoholic drinks: 築地銀だこ’s … ハイボールセット', async () => {
    // A probe with 1,100 kcal left at dinner got five ハイボールセット (filed as sets, the highball inside).
    const data = await sets({
      shopId: 'gindaco',
      target: { cal: 1100, protein: 35, fat: 45, carbs: 120 },
      mealType: 'dinner',
      setLimit: 5,
    });
    expect(data.sets.length).toBeGreaterThan(0);
    for (const set of data.sets) for (const item of set.items) expect(item.name).not.toMatch(/ハイボール|ビール|サワー/);
  });
});
