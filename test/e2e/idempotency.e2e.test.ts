import { randomUUID } from 'node:crypto';
import type { buildOpenApiDocument, createMealsEndpoint, EndpointReply, ErrorBody, listMealsEndpoint } from '@shokuji/contracts';
import { API, adminOf, type TestUser } from '../support/api-fixtures';
import { request } from '../support/http-client';
import { startGateway, startService, startSplitServices, type RunningGateway } from '../support/service-process';

/**
 * OPERATOR-API.md → Safe retries: Idempotency-Key, through the real server: every rule on POST, PUT
 * and DELETE, across two gateway processes on one store, across a kill -9, and with the records
 * service down (5xx). The pipeline-level tests (in-flight 409, lease, which answers are remembered)
 * are in services/gateway/src/http/idempotency.int.test.ts.
 */
const meal = (name: string) => ({ mealName: name, cal: 420, protein: 20, fat: 12, carbs: 55, mealDate: '2026-11-21', mealType: 'lunch' });
const key = () => `retry-${randomUUID()}`;
const withKey = (value: string) => ({ 'Idempotency-Key': value });

async function mealNames(user: TestUser, date = '2026-11-21'): Promise<string[]> {
  const res = await user.call<EndpointReply<typeof listMealsEndpoint>>('GET', `/meals?date=${date}`);
  expect(res.status).toBe(200);
  return res.body.data.days[0]!.meals.map((m) => m.mealName);
}

describe('Idempotency-Key on one gateway', () => {
  let gateway: RunningGateway;
  beforeAll(async () => {
    gateway = await startGateway();
  });
  afterAll(async () => {
    await gateway.stop();
  });
  afterEach(async () => {
    await adminOf(gateway).resetClock();
  });
  const premium = () => adminOf(gateway).buildUser({ plan: 'premium', lifetime: '24h' });

  it('a retried POST /meals records the meal once: the repeat gets the same 201 body, Idempotent-Replayed and no quota', async () => {
    // A replay reports the current hour's count: the hour cannot roll over between the two compared.
    await adminOf(gateway).clockAtNextHour();
    const user = await premium();
    const k = key();
    const first = await user.call('POST', '/meals', meal('一度だけ'), withKey(k));
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const used = Number(first.headers.get('x-quota-used'));
    const repeat = await user.call('POST', '/meals', meal('一度だけ'), withKey(k));
    expect(repeat.status).toBe(201);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(repeat.text).toBe(first.text);
    expect(Number(repeat.headers.get('x-quota-used'))).toBe(used);
    expect(repeat.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    expect(await mealNames(user)).toEqual(['一度だけ']);
    // Without a key, a repeat is a new record, as before.
    await user.call('POST', '/meals', meal('一度だけ'));
    expect(await mealNames(user)).toHaveLength(2);
  });

  it('the same key with another body, method or path is a 422 idempotency_key_reused, and runs nothing', async () => {
    const user = await premium();
    const k = key();
    const created = await user.call<EndpointReply<typeof createMealsEndpoint>>('POST', '/meals', meal('最初'), withKey(k));
    const id = created.body.data.items[0]!.id;
    for (const [method, path, body] of [
      ['POST', '/meals', meal('別の内容')],
      ['PUT', `/meals/${id}`, { quantity: 2 }],
      ['DELETE', `/meals/${id}`, undefined],
      ['POST', '/exercises', { cal: 100 }],
    ] as const) {
      const res = await user.call<ErrorBody>(method, path, body, withKey(k));
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: 'idempotency_key_reused', userMessage: expect.any(String) });
      // "with another body" only where the method and path are the first request's.
      expect([path, res.body.error.includes('another body')]).toEqual([path, method === 'POST' && path === '/meals']);
    }
    expect(await mealNames(user)).toEqual(['最初']);
    const meals = await user.call<EndpointReply<typeof listMealsEndpoint>>('GET', '/meals?date=2026-11-21');
    expect(meals.body.data.days[0]!.meals[0]!.quantity).toBe(1);
  });

  it('PUT and DELETE replay too: a retried DELETE answers its first 200, not a 404', async () => {
    const user = await premium();
    const id = (await user.call<EndpointReply<typeof createMealsEndpoint>>('POST', '/meals', meal('消す'))).body.data.items[0]!.id;
    const putKey = key();
    const put = await user.call('PUT', `/meals/${id}`, { quantity: 2 }, withKey(putKey));
    expect(put.status).toBe(200);
    const putAgain = await user.call('PUT', `/meals/${id}`, { quantity: 2 }, withKey(putKey));
    expect(putAgain.headers.get('idempotent-replayed')).toBe('true');
    expect(putAgain.text).toBe(put.text);

    const deleteKey = key();
    const deleted = await user.call('DELETE', `/meals/${id}`, undefined, withKey(deleteKey));
    expect(deleted.status).toBe(200);
    const retried = await user.call('DELETE', `/meals/${id}`, undefined, withKey(deleteKey));
    expect(retried.status).toBe(200);
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    expect(retried.body).toEqual({ success: true, data: { id, deleted: true } });
    expect((await user.call('DELETE', `/meals/${id}`)).status).toBe(404);
  });

  it('where an endpoint takes no body, {} is no body to the key as well: a retry sending {} replays', async () => {
    const user = await premium();
    const id = (await user.call<EndpointReply<typeof createMealsEndpoint>>('POST', '/meals', meal('空の本文'))).body.data.items[0]!.id;
    const deleteKey = key();
    const deleted = await user.call('DELETE', `/meals/${id}`, undefined, withKey(deleteKey));
    expect(deleted.status).toBe(200);
    // docs/decisions.md → Strictness: many clients send {} with every DELETE, and the endpoint takes it as no body.
    const retried = await user.call('DELETE', `/meals/${id}`, {}, withKey(deleteKey));
    expect(retried.status).toBe(200);
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    expect(retried.text).toBe(deleted.text);
    // POST /billing/portal, whose body is optional, the other way round.
    const portalKey = key();
    const portal = await user.call('POST', '/billing/portal', {}, withKey(portalKey));
    const portalAgain = await user.call('POST', '/billing/portal', undefined, withKey(portalKey));
    expect(portalAgain.headers.get('idempotent-replayed')).toBe('true');
    expect(portalAgain.text).toBe(portal.text);
    // A body with content is still another body.
    const reused = await user.call<ErrorBody>('DELETE', `/meals/${id}`, { force: true }, withKey(deleteKey));
    expect(reused.status).toBe(422);
  });

  it('keys of different accounts never meet', async () => {
    const [alice, bob] = [await premium(), await premium()];
    const k = key();
    expect((await alice.call('POST', '/meals', meal('アリス'), withKey(k))).status).toBe(201);
    const bobs = await bob.call('POST', '/meals', meal('ボブ'), withKey(k));
    expect(bobs.status).toBe(201);
    expect(bobs.headers.get('idempotent-replayed')).toBeNull();
    expect(await mealNames(bob)).toEqual(['ボブ']);
  });

  it('a retry after the account became Free gets the first answer, not the paywall: the write it repeats was made', async () => {
    // The trial ends between a write whose answer was lost and its retry: a 403 told the client the meal was not recorded.
    const admin = adminOf(gateway);
    await admin.setClock('2027-01-10T00:00:00.000Z');
    const user = await admin.buildUser();
    expect((await user.call('GET', '/meals')).status).toBe(200); // starts the 7-day trial
    await admin.setClock('2027-01-16T23:58:00.000Z');
    const { token } = await admin.issueToken(user.userId, '1h');
    const authorization = `Bearer ${token}`;
    const k = key();
    const first = await user.call('POST', '/meals', meal('最後の記録'), { authorization, ...withKey(k) });
    expect(first.status).toBe(201);
    await admin.setClock('2027-01-17T00:01:00.000Z');
    const retry = await user.call('POST', '/meals', meal('最後の記録'), { authorization, ...withKey(k) });
    expect([retry.status, retry.headers.get('idempotent-replayed'), retry.text]).toEqual([201, 'true', first.text]);
    expect(retry.headers.get('x-quota-period')).toBe('day');
    // Anything else is refused as before: another body, another key, no key.
    for (const headers of [withKey(k), withKey(key()), {}]) {
      const refused = await user.call<ErrorBody>('POST', '/meals', meal('新しい記録'), { authorization, ...headers });
      expect([refused.status, refused.body.code]).toEqual([403, 'premium_required']);
    }
  });

  it('a key is 1-255 visible ASCII characters: anything else is a 400 that records nothing', async () => {
    const user = await premium();
    for (const bad of ['two words', 'x'.repeat(256)]) {
      const res = await user.call<ErrorBody>('POST', '/meals', meal('不正なキー'), withKey(bad));
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('invalid_request');
      expect(res.body.error).toContain('Idempotency-Key');
    }
    expect(await mealNames(user)).toEqual([]);
  });

  it('a refused body is the key’s first answer: its repeat replays the 400, the corrected body needs a new key', async () => {
    const user = await premium();
    for (const refusedBody of [{ mealName: '不完全' }, { mealName: '型違い', cal: '420' }]) {
      const k = key();
      const refused = await user.call('POST', '/meals', refusedBody, withKey(k));
      expect(refused.status).toBe(400);
      const repeat = await user.call('POST', '/meals', refusedBody, withKey(k));
      expect([repeat.status, repeat.headers.get('idempotent-replayed'), repeat.text]).toEqual([400, 'true', refused.text]);
      expect(Number(repeat.headers.get('x-quota-used'))).toBe(Number(refused.headers.get('x-quota-used')));
      expect((await user.call<ErrorBody>('POST', '/meals', meal('訂正'), withKey(k))).body.code).toBe('idempotency_key_reused');
    }
    expect((await user.call('POST', '/meals', meal('訂正'), withKey(key()))).status).toBe(201);
    expect(await mealNames(user)).toEqual(['訂正']);
  });

  it('a key is remembered 24 hours on the service clock, then forgotten', async () => {
    const admin = adminOf(gateway);
    await admin.setClock('2026-11-21T03:00:00.000Z');
    const user = await premium();
    const [k, sameBodyKey] = [key(), key()];
    expect((await user.call('POST', '/meals', meal('昨日'), withKey(k))).status).toBe(201);
    expect((await user.call('POST', '/meals', meal('同じ'), withKey(sameBodyKey))).status).toBe(201);
    // The service clock keeps running after it is set, so each key's 24 hours start at its write, as the
    // service saw it (createdAt), not at the time set above: on a loaded machine the writes land seconds later.
    const listedFirst = await user.call<EndpointReply<typeof listMealsEndpoint>>('GET', '/meals?date=2026-11-21');
    const writtenAt = listedFirst.body.data.days[0]!.meals.map((m) => Date.parse(m.createdAt));
    const DAY_MS = 24 * 3_600_000;
    await admin.setClock(new Date(Math.min(...writtenAt) + DAY_MS - 60_000).toISOString());
    const fresh = await admin.issueToken(user.userId, '1h');
    const call = (body: unknown, value = k) =>
      request(`${gateway.url}${API}/meals`, {
        method: 'POST',
        body,
        headers: { authorization: `Bearer ${fresh.token}`, ...withKey(value) },
      });
    expect((await call(meal('昨日'))).headers.get('idempotent-replayed')).toBe('true');
    await admin.setClock(new Date(Math.max(...writtenAt) + DAY_MS + 1_000).toISOString());
    const after = await call(meal('今日'));
    expect(after.status).toBe(201);
    expect(after.headers.get('idempotent-replayed')).toBeNull();
    // The key is new after its 24 hours with the same body too: a second meal, not the first one's answer.
    const again = await call(meal('同じ'), sameBodyKey);
    expect([again.status, again.headers.get('idempotent-replayed')]).toEqual([201, null]);
    const listed = await request<EndpointReply<typeof listMealsEndpoint>>(`${gateway.url}${API}/meals?date=2026-11-21`, {
      headers: { authorization: `Bearer ${fresh.token}` },
    });
    expect(listed.body.data.days[0]!.meals.map((m) => m.mealName).sort()).toEqual(['同じ', '同じ', '昨日', '今日'].sort());
  });

  it('GET /help and the OpenAPI document describe the header on every write', async () => {
    const help = await request(`${gateway.url}${API}/help`);
    expect(help.text).toContain('Idempotency-Key');
    expect(help.text).toContain('idempotency_key_reused');
    const openApi = (await request<ReturnType<typeof buildOpenApiDocument>>(`${gateway.url}${API}/openapi.json`)).body;
    for (const [path, operations] of Object.entries(
      openApi.paths as Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>,
    )) {
      for (const [method, operation] of Object.entries(operations)) {
        const declared = (operation.parameters ?? []).some((p) => p.in === 'header' && p.name === 'Idempotency-Key');
        expect([`${method} ${path}`, declared]).toEqual([`${method} ${path}`, method !== 'get']);
      }
    }
  });
});

describe('Idempotency-Key across processes', () => {
  it('the same key fired 20 times at once at two gateway processes on one store records exactly one meal', async () => {
    const first = await startGateway();
    const second = await startService('gateway', first.env);
    try {
      const user = await adminOf(first).buildUser({ plan: 'premium', lifetime: '24h' });
      const k = key();
      const urls = [first.url, second.url];
      const replies = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          user
            .withBaseUrl(urls[i % 2]!)
            .call<EndpointReply<typeof createMealsEndpoint> | ErrorBody>('POST', '/meals', meal('同時'), withKey(k)),
        ),
      );
      const statuses = replies.map((reply) => reply.status);
      expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
      const created = replies.filter((reply) => reply.status === 201);
      expect(created.length).toBeGreaterThanOrEqual(1);
      expect(new Set(created.map((reply) => reply.text)).size).toBe(1);
      for (const reply of replies.filter((r) => r.status === 409))
        expect('code' in reply.body && reply.body.code).toBe('idempotency_in_progress');
      expect(await mealNames(user)).toEqual(['同時']);
      // Once the first is done, every retry on either process is a replay.
      for (const url of urls) {
        expect((await user.withBaseUrl(url).call('POST', '/meals', meal('同時'), withKey(k))).headers.get('idempotent-replayed')).toBe(
          'true',
        );
      }
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  }, 120_000);

  it('kill -9: a key whose first request was acknowledged replays after the restart, and records nothing more', async () => {
    const before = await startGateway();
    const user = await adminOf(before).buildUser({ plan: 'premium', lifetime: '24h' });
    const k = key();
    const acknowledged = await user.call('POST', '/meals', meal('再起動前'), withKey(k));
    expect(acknowledged.status).toBe(201);
    await before.kill();
    const after = await startGateway({ ...before.env });
    try {
      const replay = await user.withBaseUrl(after.url).call('POST', '/meals', meal('再起動前'), withKey(k));
      expect(replay.status).toBe(201);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(replay.text).toBe(acknowledged.text);
      expect(await mealNames(user.withBaseUrl(after.url))).toEqual(['再起動前']);
    } finally {
      await after.stop();
    }
  }, 120_000);

  it('a 5xx is not remembered: with the records service down the key is released, and the retry runs', async () => {
    const split = await startSplitServices('idempotency-split');
    try {
      const user = await adminOf(split.gateway).buildUser({ plan: 'premium', lifetime: '24h' });
      const k = key();
      await split.records.stop();
      const down = await user.call<ErrorBody>('POST', '/meals', meal('障害中'), withKey(k));
      expect(down.status).toBe(503);
      expect(down.body.code).toBe('unavailable');
      await split.startRecordsAgain();
      const retry = await user.call('POST', '/meals', meal('障害中'), withKey(k));
      expect(retry.status).toBe(201);
      expect(retry.headers.get('idempotent-replayed')).toBeNull();
      expect(await mealNames(user)).toEqual(['障害中']);
    } finally {
      await split.stop();
    }
  }, 120_000);
});
