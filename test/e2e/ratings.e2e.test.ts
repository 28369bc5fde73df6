import type { createMealsEndpoint, EndpointReply, ErrorBody, putRatingEndpoint } from '@shokuji/contracts';
import { useGateway, type TestUser } from '../support/api-fixtures';

/** API-SPEC.md → Endpoints → Favorites and ratings: the ratings of own meals through the real server. */
const { admin } = useGateway({ QUOTA_PREMIUM_PER_HOUR: '1000' }, { healthy: true });

const premium = () => admin.buildUser({ plan: 'premium' });
async function meal(user: TestUser): Promise<string> {
  const res = await user.call<EndpointReply<typeof createMealsEndpoint>>('POST', '/meals', { mealName: 'カレー', cal: 700 });
  return res.body.data.items[0]!.id;
}

describe('ratings', () => {
  it('rates an own meal 1-9; re-rating overwrites; omitted note keeps, null erases', async () => {
    const user = await premium();
    const mealId = await meal(user);
    const first = await user.call('PUT', '/ratings', { mealId, rating: 7, note: '辛め' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, data: { mealId, rating: 7, note: '辛め', created: true } });
    const kept = await user.call<EndpointReply<typeof putRatingEndpoint>>('PUT', '/ratings', { mealId, rating: 9 });
    expect(kept.body.data).toMatchObject({ rating: 9, note: '辛め', created: false });
    const erased = await user.call<EndpointReply<typeof putRatingEndpoint>>('PUT', '/ratings', { mealId, rating: 3, note: null });
    expect(erased.body.data).toMatchObject({ rating: 3, note: null });
  });

  it('a Free account is refused with upgrade.feature ratings, not favorites (API-SPEC.md → Authentication 6 names them apart)', async () => {
    await admin.setClock('2027-01-10T00:00:00.000Z');
    const user = await admin.buildUser();
    expect((await user.call('GET', '/meals')).status).toBe(200); // starts the 7-day trial
    await admin.setClock('2027-01-17T00:00:01.000Z');
    const authorization = `Bearer ${(await admin.issueToken(user.userId)).token}`;
    for (const [method, path, body] of [
      ['PUT', '/ratings', { mealId: 'm_any', rating: 5 }],
      ['DELETE', '/ratings/m_any', undefined],
    ] as const) {
      const refused = await user.call<ErrorBody>(method, path, body, { authorization });
      expect([path, refused.status, refused.body.upgrade]).toEqual([path, 403, { feature: 'ratings', requiredTier: 'premium' }]);
    }
  });

  it.each([0, 10, 5.5, '5'])('rating %p is 400', async (rating) => {
    const user = await premium();
    const mealId = await meal(user);
    expect((await user.call('PUT', '/ratings', { mealId, rating })).status).toBe(400);
  });

  it('DELETE /ratings/:mealId un-rates; a foreign or missing meal is 404 on both routes', async () => {
    const user = await premium();
    const mealId = await meal(user);
    await user.call('PUT', '/ratings', { mealId, rating: 5 });
    const res = await user.call('DELETE', `/ratings/${mealId}`);
    expect(res.body).toEqual({ success: true, data: { mealId, deleted: true } });
    expect((await user.call('DELETE', `/ratings/${mealId}`)).status).toBe(404);

    const stranger = await premium();
    await user.call('PUT', '/ratings', { mealId, rating: 6 });
    expect((await stranger.call('PUT', '/ratings', { mealId, rating: 1 })).status).toBe(404);
    expect((await stranger.call('DELETE', `/ratings/${mealId}`)).status).toBe(404);
    expect((await stranger.call('PUT', '/ratings', { mealId: 'm_missing', rating: 1 })).status).toBe(404);
    // The owner's rating is untouched by the stranger's attempts.
    expect((await user.call<EndpointReply<typeof putRatingEndpoint>>('PUT', '/ratings', { mealId, rating: 6 })).body.data.created).toBe(
      false,
    );
  });

  it('DELETE /ratings/:mealId of an own meal without a rating is a 404 whose message gives the next step (API-SPEC.md → Errors)', async () => {
    const user = await premium();
    const mealId = await meal(user);
    const res = await user.call<ErrorBody>('DELETE', `/ratings/${mealId}`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'not_found', hint: expect.stringContaining('PUT /ratings') });
    expect(res.body.userMessage).toContain(res.body.hint);
  });

  it('deleting the meal removes its rating', async () => {
    const user = await premium();
    const mealId = await meal(user);
    await user.call('PUT', '/ratings', { mealId, rating: 8 });
    await user.call('DELETE', `/meals/${mealId}`);
    expect((await user.call('PUT', '/ratings', { mealId, rating: 8 })).status).toBe(404);
  });
});
