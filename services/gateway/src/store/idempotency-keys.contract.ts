import { randomUUID } from 'node:crypto';
import type { IdempotencyKeysRepository, IdempotencyRecord } from './idempotency-keys.repository';

/**
 * One behaviour contract for every IdempotencyKeysRepository, written once as a function
 * (docs/CONTRIBUTING.md → Tests); run over each PlatformStore adapter.
 */
export function describeIdempotencyKeysContract(
  openKeys: () => Promise<{ keys: IdempotencyKeysRepository; close(): Promise<void> }>,
): void {
  let keys: IdempotencyKeysRepository;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ keys, close } = await openKeys());
  });
  afterAll(async () => {
    await close();
  });

  const now = '2026-11-21T03:00:00.000Z';
  const leaseEnd = '2026-11-21T03:01:00.000Z';
  const dayLater = '2026-11-22T03:00:00.000Z';
  const response = { status: 201, contentType: 'application/json', body: '{"data":{"count":1}}' };
  const running = (overrides: Partial<IdempotencyRecord> = {}): IdempotencyRecord => ({
    userId: `u_${randomUUID()}`,
    key: randomUUID(),
    fingerprint: 'f1',
    method: 'POST',
    path: '/meals',
    claimId: randomUUID(),
    response: null,
    createdAt: now,
    reclaimableAt: leaseEnd,
    ...overrides,
  });

  it('gives a free key to the first claim and shows the holder to the next', async () => {
    const first = running();
    expect(await keys.claim(first, now)).toBeNull();
    const second = { ...first, claimId: randomUUID(), fingerprint: 'f2' };
    expect(await keys.claim(second, now)).toEqual(first);
  });

  it('stores the response of the holder only, and shows it to later claims', async () => {
    const first = running();
    await keys.claim(first, now);
    expect(await keys.complete(first.userId, first.key, 'someone-else', response, dayLater)).toBe(false);
    expect(await keys.complete(first.userId, first.key, first.claimId, response, dayLater)).toBe(true);
    // A completed record is not completed twice.
    expect(await keys.complete(first.userId, first.key, first.claimId, { ...response, status: 200 }, dayLater)).toBe(false);
    const held = await keys.claim({ ...first, claimId: randomUUID() }, leaseEnd);
    expect(held).toEqual({ ...first, response, reclaimableAt: dayLater });
  });

  it('finds the holder of a key without claiming it, until the record is reclaimable', async () => {
    const first = running();
    expect(await keys.find(first.userId, first.key, now)).toBeNull();
    await keys.claim(first, now);
    await keys.complete(first.userId, first.key, first.claimId, response, dayLater);
    expect(await keys.find(first.userId, first.key, leaseEnd)).toEqual({ ...first, response, reclaimableAt: dayLater });
    expect(await keys.find(`u_${randomUUID()}`, first.key, leaseEnd)).toBeNull();
    expect(await keys.find(first.userId, first.key, dayLater)).toBeNull();
    // Finding took nothing: a claim at the end of the record's day takes the key.
    expect(await keys.claim({ ...first, claimId: randomUUID() }, dayLater)).toBeNull();
  });

  it('keys of different accounts never meet', async () => {
    const first = running();
    await keys.claim(first, now);
    expect(await keys.claim({ ...first, userId: `u_${randomUUID()}`, claimId: randomUUID() }, now)).toBeNull();
  });

  it('releases a running claim (by its holder only) so the key is free again', async () => {
    const first = running();
    await keys.claim(first, now);
    await keys.release(first.userId, first.key, 'someone-else');
    expect(await keys.claim({ ...first, claimId: randomUUID() }, now)).not.toBeNull();
    await keys.release(first.userId, first.key, first.claimId);
    expect(await keys.claim({ ...first, claimId: randomUUID() }, now)).toBeNull();
  });

  it('never releases a completed record', async () => {
    const first = running();
    await keys.claim(first, now);
    await keys.complete(first.userId, first.key, first.claimId, response, dayLater);
    await keys.release(first.userId, first.key, first.claimId);
    expect((await keys.claim({ ...first, claimId: randomUUID() }, now))?.response).toEqual(response);
  });

  it('lets a new claim take over a record once it is reclaimable (a lapsed lease, an expired answer)', async () => {
    const crashed = running();
    await keys.claim(crashed, now);
    const retry = { ...crashed, claimId: randomUUID(), createdAt: leaseEnd, reclaimableAt: '2026-11-21T03:02:00.000Z' };
    expect(await keys.claim(retry, leaseEnd)).toBeNull();
    // The lapsed holder can no longer complete or release it.
    expect(await keys.complete(crashed.userId, crashed.key, crashed.claimId, response, dayLater)).toBe(false);
    await keys.release(crashed.userId, crashed.key, crashed.claimId);
    expect((await keys.claim({ ...retry, claimId: randomUUID() }, leaseEnd))?.claimId).toBe(retry.claimId);

    await keys.complete(retry.userId, retry.key, retry.claimId, response, dayLater);
    expect(await keys.claim({ ...retry, claimId: randomUUID() }, dayLater)).toBeNull();
  });

  it('gives the key to exactly one of many concurrent claims', async () => {
    const base = running();
    const claims = Array.from({ length: 20 }, () => ({ ...base, claimId: randomUUID() }));
    const results = await Promise.all(claims.map((claim) => keys.claim(claim, now)));
    const winners = claims.filter((_, i) => results[i] === null);
    expect(winners).toHaveLength(1);
    for (const result of results) if (result) expect(result.claimId).toBe(winners[0]!.claimId);
  });

  it('gives a reclaimable key to exactly one of many concurrent claims', async () => {
    const stale = running();
    await keys.claim(stale, now);
    const claims = Array.from({ length: 20 }, () => ({ ...stale, claimId: randomUUID(), reclaimableAt: dayLater }));
    const results = await Promise.all(claims.map((claim) => keys.claim(claim, leaseEnd)));
    expect(results.filter((result) => result === null)).toHaveLength(1);
  });

  it('purges reclaimable records only', async () => {
    const old = running({ reclaimableAt: now });
    const fresh = running({ reclaimableAt: dayLater });
    await keys.claim(old, '2026-11-21T02:00:00.000Z');
    await keys.claim(fresh, now);
    expect(await keys.purgeExpired(now)).toBeGreaterThanOrEqual(1);
    expect(await keys.claim({ ...old, claimId: randomUUID() }, '2026-11-21T02:00:00.000Z')).toBeNull();
    expect(await keys.claim({ ...fresh, claimId: randomUUID() }, now)).not.toBeNull();
  });
}
