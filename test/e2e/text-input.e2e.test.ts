import type { EndpointReply, ErrorBody, createMealsEndpoint, listMealsEndpoint, recordWeightEndpoint } from '@shokuji/contracts';
import { API, useGateway } from '../support/api-fixtures';
import { request } from '../support/http-client';

/**
 * docs/security.md → Text input: a user-supplied string is well-formed Unicode without control
 * characters (tab and line breaks only in multi-line text), and a name has something visible in it.
 * Refusals are 400 invalid_request naming the field and the reason.
 */
const { admin, gateway } = useGateway({}, { healthy: true });

const manual = (mealName: string) => ({ mealName, cal: 200, protein: 5, fat: 10, carbs: 20 });

function expectRefused(reply: { status: number; body: unknown }, field: string, reason: RegExp): void {
  const body = reply.body as ErrorBody;
  expect([reply.status, body.code]).toEqual([400, 'invalid_request']);
  expect(body.error).toContain(field);
  expect(body.error).toMatch(reason);
}

describe('text the service refuses', () => {
  it('refuses a name with NUL or another control character, a lone surrogate, or only zero-width characters and spaces', async () => {
    const user = await admin.buildUser({ plan: 'premium' });
    expectRefused(await user.call('POST', '/meals', manual('サラダ\u0000')), 'body.mealName', /control characters \(found U\+0000\)/);
    expectRefused(await user.call('POST', '/meals', manual('サラダ\u001b[31m')), 'body.mealName', /found U\+001B/);
    expectRefused(await user.call('POST', '/meals', manual('サラダ\nです')), 'body.mealName', /one line/);
    expectRefused(await user.call('POST', '/meals', manual('\ud800サラダ')), 'body.mealName', /lone UTF-16 surrogate \(U\+D800\)/);
    expectRefused(await user.call('POST', '/meals', manual('\u200b\u200c \u200d\ufeff')), 'body.mealName', /blank/);
    // The same rule reaches every name and id of a record.
    expectRefused(
      await user.call('POST', '/meals', {
        ...manual('定食'),
        components: [{ name: '味噌汁\u0007', cal: 1, protein: 0, fat: 0, carbs: 0 }],
      }),
      'body.components.0.name',
      /control characters/,
    );
    const meals = await user.call<EndpointReply<typeof listMealsEndpoint>>('GET', '/meals');
    expect(meals.body.data.totals.cal).toBe(0);
  });

  it('refuses the same in notes (tab and line breaks aside), descriptions and search terms', async () => {
    const user = await admin.buildUser({ plan: 'premium' });
    expectRefused(await user.call('POST', '/weights', { weightKg: 60, note: '朝\u0000' }), 'body.note', /other than tab and line breaks/);
    expectRefused(await user.call('PUT', '/day-notes', { body: 'メモ\udc00' }), 'body.body', /lone UTF-16 surrogate/);
    expectRefused(await user.call('POST', '/feedback', { message: '\u200b\u200b' }), 'body.message', /blank/);
    expectRefused(await user.call('POST', '/analyze-text', { query: 'ご飯\u0000と味噌汁' }), 'body.query', /control characters/);
    expectRefused(await user.call('GET', `/search?q=${encodeURIComponent('牛丼\u0000')}`), 'q', /control characters/);
    expectRefused(await user.call('POST', '/search', { queries: ['牛丼', 'カレー\u0008'] }), 'body.queries.1', /control characters/);
    expectRefused(await user.call('GET', `/meals/search?q=${encodeURIComponent('\u200b')}`), 'q', /blank/);
  });

  it('names a stray key or id holding a lone surrogate with its escape written out, so the answer prints as UTF-8 (2026-12-06)', async () => {
    const user = await admin.buildUser({ plan: 'premium' });
    // JSON.stringify writes the key as "\ud800"; the message echoed it back alone, which a client printing it could not encode.
    const reply = await user.call('POST', '/meals', { ...manual('定食'), '\ud800': 1 });
    expectRefused(reply, 'body', /unknown key\(s\) \\ud800$/);
    const body = reply.body as ErrorBody;
    // With the u flag the class matches a surrogate only when it stands alone.
    for (const text of [body.error, body.userMessage!]) expect([text, /[\ud800-\udfff]/u.test(text)]).toEqual([text, false]);
  });

  it('refuses them in the admin API too', async () => {
    const reply = await request(`${gateway().url}/admin/v1/users`, {
      method: 'POST',
      body: { displayName: '太郎\u0000' },
      headers: { 'x-admin-token': gateway().adminToken },
    });
    expectRefused(reply, 'displayName', /control characters/);
  });
});

describe('text the service keeps', () => {
  it('keeps Japanese, emoji (pairs and joined sequences), inner spaces, and line breaks and tabs in notes', async () => {
    const user = await admin.buildUser({ plan: 'premium' });
    const name = '🍙 おにぎり 👨‍👩‍👧 鮭\u3000大盛り';
    const meal = await user.call<EndpointReply<typeof createMealsEndpoint>>('POST', '/meals', manual(name));
    expect(meal.status).toBe(201);
    expect(meal.body.data.items[0]!.mealName).toBe(name);
    const note = '朝食前\n\t体脂肪計 🙂\r\n2回目';
    const weight = await user.call<EndpointReply<typeof recordWeightEndpoint>>('POST', '/weights', { weightKg: 60, note });
    expect([weight.status, weight.body.data.note]).toEqual([200, note]);
    // A note of zero-width characters alone is as blank as one of spaces: no note.
    const blank = await user.call<EndpointReply<typeof recordWeightEndpoint>>('POST', '/weights', { weightKg: 60, note: ' \u200b ' });
    expect([blank.status, blank.body.data.note]).toEqual([200, null]);
    const search = await request(`${gateway().url}${API}/search?q=${encodeURIComponent('牛丼 🍚')}`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(search.status).toBe(200);
  });
});
