import type { SetsResult } from '@shokuji/contracts';
import { useGateway } from '../support/api-fixtures';

/**
 * POST /sets with little left or at a store that sells little (API-SPEC.md → Sets; docs/sets.md →
 * Decisions where the spec is silent), through the real server and the real catalog: a meal's set keeps
 * its main and the default of two pieces, so an empty list says nothing fits; and never the alcohol
 * such a store sells inside a set.
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
  it('answers an empty list when no main fits what is left of a meal, never sides, soups and drinks alone', async () => {
    for (const [shopId, cal] of [
      ['lawson', 10],
      ['sukiya', 50],
      ['sukiya', 150],
      ['mcdonalds', 150],
    ] as const) {
      const data = await sets({ shopId, target: { cal, protein: 5, fat: 3, carbs: 10 }, mealType: 'dinner' });
      expect({ shopId, cal, sets: data.sets }).toEqual({ shopId, cal, sets: [] });
    }
    // Where a meal fits, every set has its main or combo.
    const meal = await sets({ shopId: 'sukiya', target: { cal: 700, protein: 30, fat: 20, carbs: 90 }, mealType: 'dinner' });
    expect(meal.sets.length).toBeGreaterThan(0);
    for (const set of meal.sets) expect(rolesOf(set).some((role) => role === 'main' || role === 'combo')).toBe(true);
  });

  it('keeps the default of two pieces where the store cannot make a set of two; minItems 1 answers single pieces', async () => {
    // 築地銀だこ sells takoyaki and alcohol (never in a set). minItems defaults to 2 (API-SPEC.md → Sets):
    // no combination of two fits, so the answer is empty, as it is for a minItems 2 given.
    const target = { cal: 700, protein: 30, fat: 25, carbs: 80 };
    expect((await sets({ shopId: 'gindaco', target, mealType: 'dinner' })).sets).toEqual([]);
    expect((await sets({ shopId: 'gindaco', target, mealType: 'dinner', minItems: 2 })).sets).toEqual([]);
    const single = await sets({ shopId: 'gindaco', target, mealType: 'dinner', minItems: 1 });
    expect(single.sets.length).toBeGreaterThan(0);
    for (const set of single.sets) {
      expect(pieces(set)).toBe(1);
      expect(rolesOf(set)).toEqual(['main']);
    }
  });

  it('never answers a product that holds one of the store’s alcoholic drinks: 築地銀だこ’s … ハイボールセット', async () => {
    // A probe with 1,100 kcal left at dinner got five ハイボールセット (filed as sets, the highball inside).
    // The store cannot make a set of two without them, so single pieces are asked for.
    const data = await sets({
      shopId: 'gindaco',
      target: { cal: 1100, protein: 35, fat: 45, carbs: 120 },
      mealType: 'dinner',
      minItems: 1,
      setLimit: 5,
    });
    expect(data.sets.length).toBeGreaterThan(0);
    for (const set of data.sets) for (const item of set.items) expect(item.name).not.toMatch(/ハイボール|ビール|サワー/);
  });
});
