import type { createExerciseEndpoint, EndpointReply, ErrorBody, listExercisesEndpoint, syncedExerciseEndpoint } from '@shokuji/contracts';
import { API, useGateway } from '../support/api-fixtures';
import { request } from '../support/http-client';

/** API-SPEC.md → Endpoints → Exercise: GET/POST /exercises, DELETE /exercises/:id, and the operator's synced rows, through the real server. */
const { gateway, admin } = useGateway();

describe('POST /exercises', () => {
  it('creates a manual row; date defaults to today in JST and the slot to the JST clock', async () => {
    await admin.setClock('2026-11-20T23:30:00Z'); // 08:30 JST on the 21st
    const user = await admin.buildUser({ plan: 'premium' });
    const res = await user.call<EndpointReply<typeof createExerciseEndpoint>>('POST', '/exercises', {
      cal: 180,
      exerciseType: 'walking',
      durationMin: 40,
      notes: '通勤',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      id: expect.any(String),
      exerciseDate: '2026-11-21',
      mealSlot: 'mid_morning',
      type: 'walking',
      cal: 180,
      durationMin: 40,
      notes: '通勤',
      source: 'manual',
      createdAt: expect.stringMatching(/^2026-11-20T23:3/),
    });
  });

  it.each([
    ['05:00 JST', '2026-11-20T20:00:00Z', 'early_morning'],
    ['13:00 JST', '2026-11-21T04:00:00Z', 'afternoon'],
    ['19:00 JST', '2026-11-21T10:00:00Z', 'late_night'],
    ['02:00 JST', '2026-11-20T17:00:00Z', 'late_night'],
  ])('at %s the default slot is the nearest between-meal slot', async (_label, now, slot) => {
    await admin.setClock(now);
    const user = await admin.buildUser({ plan: 'premium' });
    const res = await user.call<EndpointReply<typeof createExerciseEndpoint>>('POST', '/exercises', { cal: 50 });
    expect(res.status).toBe(201);
    expect(res.body.data.mealSlot).toBe(slot);
    expect(res.body.data.type).toBeNull();
  });

  it('keeps an explicit date and slot', async () => {
    const user = await admin.buildUser({ plan: 'premium' });
    const res = await user.call<EndpointReply<typeof createExerciseEndpoint>>('POST', '/exercises', {
      cal: 0,
      exerciseDate: '2026-01-31',
      mealSlot: 'early_morning',
      exerciseType: 'yoga',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ exerciseDate: '2026-01-31', mealSlot: 'early_morning', cal: 0, type: 'yoga' });
  });

  it.each([
    ['no cal', { exerciseType: 'gym' }],
    ['cal over 5000', { cal: 5001 }],
    ['negative cal', { cal: -1 }],
    ['fractional cal', { cal: 120.5 }],
    ['cal as a string', { cal: '100' }],
    ['unknown type', { cal: 100, exerciseType: 'dancing' }],
    ['a meal slot', { cal: 100, mealSlot: 'lunch' }],
    ['notes over 500 chars', { cal: 100, notes: 'あ'.repeat(501) }],
    ['an impossible date', { cal: 100, exerciseDate: '2026-02-30' }],
    ['a future date', { cal: 100, exerciseDate: '2099-01-01' }],
    ['an unknown key', { cal: 100, kcal: 100 }],
  ])('refuses %s with 400', async (_label, body) => {
    const user = await admin.buildUser({ plan: 'premium' });
    const res = await user.call<ErrorBody>('POST', '/exercises', body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_request');
  });

  it('takes null for the optional type, duration and notes as not sent (the record shows them null)', async () => {
    const user = await admin.buildUser({ plan: 'premium' });
    const res = await user.call<EndpointReply<typeof createExerciseEndpoint>>('POST', '/exercises', {
      cal: 120,
      exerciseType: null,
      durationMin: null,
      notes: null,
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ type: null, durationMin: null, notes: null, cal: 120 });
  });

  it('accepts the limits 5000 kcal and 500-char notes', async () => {
    const user = await admin.buildUser({ plan: 'premium' });
    expect((await user.call('POST', '/exercises', { cal: 5000, notes: 'あ'.repeat(500) })).status).toBe(201);
  });

  it('is Premium-only: after the trial a Free account gets 403 premium_required with upgrade', async () => {
    const start = Date.parse('2026-11-21T03:00:00Z');
    await admin.setClock(new Date(start).toISOString());
    const user = await admin.buildUser({ plan: 'free' });
    expect((await user.call('POST', '/exercises', { cal: 10 })).status).toBe(201); // starts the 7-day trial
    await admin.setClock(new Date(start + 8 * 86400000).toISOString());
    const { token } = await admin.issueToken(user.userId);
    const res = await request(`${gateway().url}${API}/exercises`, {
      method: 'POST',
      body: { cal: 10 },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'premium_required', upgrade: { feature: 'exercise', requiredTier: 'premium' } });
  });
});

describe('GET /exercises', () => {
  it('lists the day’s rows with totalBurn, default today; other days and other users stay out', async () => {
    await admin.setClock('2026-11-21T03:00:00Z');
    const user = await admin.buildUser({ plan: 'premium' });
    const other = await admin.buildUser({ plan: 'premium' });
    await user.call('POST', '/exercises', { cal: 200 });
    await user.call('POST', '/exercises', { cal: 150, exerciseType: 'cycling' });
    await user.call('POST', '/exercises', { cal: 999, exerciseDate: '2026-11-20' });
    await other.call('POST', '/exercises', { cal: 777 });
    const res = await user.call<EndpointReply<typeof listExercisesEndpoint>>('GET', '/exercises');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ date: '2026-11-21', timezone: 'Asia/Tokyo', totalBurn: 350 });
    expect(res.body.data.exercises.map((e: { cal: number }) => e.cal)).toEqual([200, 150]);
    const yesterday = await user.call<EndpointReply<typeof listExercisesEndpoint>>('GET', '/exercises?date=2026-11-20');
    expect(yesterday.body.data.totalBurn).toBe(999);
    const empty = await user.call<EndpointReply<typeof listExercisesEndpoint>>('GET', '/exercises?date=2026-11-19');
    expect(empty.body.data).toEqual({ date: '2026-11-19', timezone: 'Asia/Tokyo', totalBurn: 0, exercises: [] });
  });

  it('refuses a bad date and unknown parameters', async () => {
    const user = await admin.buildUser({ plan: 'premium' });
    expect((await user.call('GET', '/exercises?date=2026-13-01')).status).toBe(400);
    expect((await user.call('GET', '/exercises?startDate=2026-11-01')).status).toBe(400);
  });
});

describe('DELETE /exercises/:id', () => {
  it('deletes a manual row; a second delete and another user’s id give 404', async () => {
    const user = await admin.buildUser({ plan: 'premium' });
    const other = await admin.buildUser({ plan: 'premium' });
    const id = (await user.call<EndpointReply<typeof createExerciseEndpoint>>('POST', '/exercises', { cal: 120 })).body.data.id as string;
    const foreign = await other.call<ErrorBody>('DELETE', `/exercises/${id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('not_found');
    const res = await user.call('DELETE', `/exercises/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { id, deleted: true } });
    expect((await user.call('DELETE', `/exercises/${id}`)).status).toBe(404);
    expect((await user.call<EndpointReply<typeof listExercisesEndpoint>>('GET', '/exercises')).body.data.exercises).toEqual([]);
  });

  it('protects rows from a health-data sync: 403 forbidden with reason synced_exercise', async () => {
    await admin.setClock('2026-11-21T11:00:00Z'); // 20:00 JST
    const user = await admin.buildUser({ plan: 'premium' });
    const synced = await admin.call<EndpointReply<typeof syncedExerciseEndpoint>>('POST', `/users/${user.userId}/app/synced-exercise`, {
      cal: 320,
      exerciseDate: '2026-11-21',
      exerciseType: 'running',
    });
    expect(synced.status).toBe(201);
    expect(synced.body.data).toMatchObject({
      cal: 320,
      exerciseDate: '2026-11-21',
      mealSlot: 'late_night',
      type: 'running',
      source: 'health_sync',
    });
    const res = await user.call<ErrorBody>('DELETE', `/exercises/${synced.body.data.id}`);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'forbidden', reason: 'synced_exercise', userMessage: expect.any(String) });
    expect(res.body.upgrade).toBeUndefined();
    const day = await user.call<EndpointReply<typeof listExercisesEndpoint>>('GET', '/exercises?date=2026-11-21');
    expect(day.body.data.totalBurn).toBe(320);
  });
});

describe('POST /admin/v1/users/:userId/app/synced-exercise', () => {
  it('needs a known user, the admin token and a valid body', async () => {
    expect((await admin.call('POST', '/users/u_nobody/app/synced-exercise', { cal: 10, exerciseDate: '2026-11-21' })).status).toBe(404);
    const user = await admin.buildUser({ plan: 'premium' });
    expect((await admin.call('POST', `/users/${user.userId}/app/synced-exercise`, { cal: 10 })).status).toBe(400);
    expect(
      (await admin.call('POST', `/users/${user.userId}/app/synced-exercise`, { cal: 10, exerciseDate: '2026-11-21', mealSlot: 'dinner' }))
        .status,
    ).toBe(400);
  });
});
