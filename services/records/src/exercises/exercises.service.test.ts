import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FixedClock } from '@shokuji/clock';
import type { DomainError } from '@shokuji/contracts';
import type { RecordsStore } from '../store/records-store';
import { createSqliteRecordsStore } from '../store/sqlite/records.sqlite';
import { createExercisesService } from './exercises.service';

// The embedded store doubles as the fake (docs/CONTRIBUTING.md → Tests).
let store: RecordsStore;
beforeAll(() => {
  store = createSqliteRecordsStore(join(mkdtempSync(join(tmpdir(), 'exercises-')), 'records.sqlite'));
});
afterAll(() => store.close());

const clock = new FixedClock(new Date('2026-11-21T05:30:00Z')); // 14:30 JST
const ctx = (userId: string) => ({ requestId: 'r', now: clock.now().toISOString(), userId });
const codeOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (e: DomainError) => `${e.code}${e.details.reason ? `:${e.details.reason}` : ''}`,
  );

describe('exercises service', () => {
  it('creates manual rows with defaults from the JST clock and totals the day', async () => {
    const service = createExercisesService({ store });
    const created = await service.createExercise(ctx('u1'), { cal: 250, exerciseType: 'running', durationMin: 30, notes: '皇居ラン' });
    expect(created).toMatchObject({
      exerciseDate: '2026-11-21',
      mealSlot: 'afternoon',
      type: 'running',
      cal: 250,
      durationMin: 30,
      source: 'manual',
    });
    await service.createExercise(ctx('u1'), { cal: 100 });
    await service.createExercise(ctx('u1'), { cal: 999, exerciseDate: '2026-11-20', mealSlot: 'late_night' });
    const day = await service.listExercises(ctx('u1'), {});
    expect(day).toMatchObject({ date: '2026-11-21', timezone: 'Asia/Tokyo', totalBurn: 350 });
    expect(day.exercises.map((e) => e.cal)).toEqual([250, 100]);
    expect(day.exercises[1]).toMatchObject({ type: null, durationMin: null, notes: null });
    expect((await service.listExercises(ctx('u2'), { date: '2026-11-21' })).totalBurn).toBe(0);
  });

  it('refuses a future date', async () => {
    expect(await codeOf(createExercisesService({ store }).createExercise(ctx('u3'), { cal: 1, exerciseDate: '2026-11-22' }))).toBe(
      'invalid_request',
    );
  });

  it('refuses a future date for a health-data sync row too: a burn has already happened', async () => {
    const service = createExercisesService({ store });
    expect(await codeOf(service.createSyncedExercise(ctx('u5'), { cal: 200, exerciseDate: '2026-11-22' }))).toBe('invalid_request');
    expect((await service.listExercises(ctx('u5'), { date: '2026-11-22' })).exercises).toEqual([]);
  });

  it('deletes manual rows only; synced rows are forbidden, another user’s row is not found', async () => {
    const service = createExercisesService({ store });
    const manual = await service.createExercise(ctx('u4'), { cal: 10 });
    const synced = await service.createSyncedExercise(ctx('u4'), { cal: 300, exerciseDate: '2026-11-21' });
    expect(synced.source).toBe('health_sync');
    expect(await codeOf(service.deleteExercise(ctx('u5'), { id: manual.id }))).toBe('not_found');
    expect(await codeOf(service.deleteExercise(ctx('u4'), { id: synced.id }))).toBe('forbidden:synced_exercise');
    expect(await service.deleteExercise(ctx('u4'), { id: manual.id })).toEqual({ id: manual.id, deleted: true });
    expect(await codeOf(service.deleteExercise(ctx('u4'), { id: manual.id }))).toBe('not_found');
    expect((await service.listExercises(ctx('u4'), {})).exercises.map((e) => e.id)).toEqual([synced.id]);
  });
  it('one operation key writes once: an attempt the gateway gave up on and the retry leave one row, answered alike', async () => {
    // The split path (stop 85): records stopped mid-call, the gateway answered 503, the row landed on resume, and the
    // client's retry under the same Idempotency-Key (5xx is not remembered) wrote a second row.
    const service = createExercisesService({ store });
    const c = { ...ctx('u5'), operationKey: 'op-ex-1' };
    const first = await service.createExercise(c, { cal: 123, exerciseDate: '2026-11-20' });
    const retry = await service.createExercise(
      { ...c, requestId: 'r2', now: '2026-11-21T05:30:05.000Z' },
      { cal: 123, exerciseDate: '2026-11-20' },
    );
    expect(retry).toEqual(first);
    expect((await service.listExercises(c, { date: '2026-11-20' })).totalBurn).toBe(123);
    // Another key, no key, and the same key after its 24 hours are new rows.
    await service.createExercise({ ...c, operationKey: 'op-ex-2' }, { cal: 123, exerciseDate: '2026-11-20' });
    await service.createExercise(ctx('u5'), { cal: 123, exerciseDate: '2026-11-20' });
    const dayLater = await service.createExercise({ ...c, now: '2026-11-22T05:30:01.000Z' }, { cal: 123, exerciseDate: '2026-11-20' });
    expect(dayLater.id).not.toBe(first.id);
    expect((await service.listExercises(c, { date: '2026-11-20' })).totalBurn).toBe(4 * 123);
  });
});
