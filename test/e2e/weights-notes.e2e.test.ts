import type {
  EndpointReply,
  ErrorBody,
  listDayNotesEndpoint,
  listWeightsEndpoint,
  putDayNoteEndpoint,
  recordWeightEndpoint,
} from '@shokuji/contracts';
import { useGateway } from '../support/api-fixtures';

/** API-SPEC.md → Endpoints → Weight and day notes: GET/POST /weights and GET/PUT /day-notes through the real server. */
const { admin } = useGateway();

describe('POST /weights', () => {
  it('defaults the date to today in JST (not UTC) and returns the record', async () => {
    await admin.setClock('2026-11-20T15:30:00Z'); // 00:30 JST on the 21st
    const user = await admin.buildUser({ plan: 'premium' });
    const res = await user.call<EndpointReply<typeof recordWeightEndpoint>>('POST', '/weights', {
      weightKg: 64.3,
      bodyFatPct: 21.5,
      note: '起床後',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      date: '2026-11-21',
      weightKg: 64.3,
      bodyFatPct: 21.5,
      note: '起床後',
      updatedAt: expect.any(String),
      created: true,
    });
  });

  it('stores a note trimmed, and a blank note as no note', async () => {
    const user = await admin.buildUser({ plan: 'premium' });
    const padded = await user.call<EndpointReply<typeof recordWeightEndpoint>>('POST', '/weights', {
      weightKg: 60,
      date: '2026-10-01',
      note: ' 朝 ',
    });
    expect(padded.body.data.note).toBe('朝');
    const blank = await user.call<EndpointReply<typeof recordWeightEndpoint>>('POST', '/weights', {
      weightKg: 60,
      date: '2026-10-01',
      note: '   ',
    });
    expect(blank.body.data.note).toBeNull();
  });

  it('keeps one record per day: same day overwrites, omitted bodyFatPct and note keep, null erases', async () => {
    const user = await admin.buildUser({ plan: 'premium' });
    const date = '2026-10-05';
    await user.call('POST', '/weights', { weightKg: 70, bodyFatPct: 25, note: 'a', date });
    const second = await user.call<EndpointReply<typeof recordWeightEndpoint>>('POST', '/weights', { weightKg: 69.5, date });
    expect(second.body.data).toMatchObject({ weightKg: 69.5, bodyFatPct: 25, note: 'a', created: false });
    const third = await user.call<EndpointReply<typeof recordWeightEndpoint>>('POST', '/weights', { weightKg: 69.4, date, note: null });
    expect(third.body.data).toMatchObject({ weightKg: 69.4, bodyFatPct: 25, note: null });
    const fourth = await user.call<EndpointReply<typeof recordWeightEndpoint>>('POST', '/weights', {
      weightKg: 69.4,
      date,
      bodyFatPct: null,
      note: 'b',
    });
    expect(fourth.body.data).toMatchObject({ bodyFatPct: null, note: 'b' });
    const list = await user.call<EndpointReply<typeof listWeightsEndpoint>>('GET', `/weights?date=${date}`);
    expect(list.body.data.items).toEqual([{ date, weightKg: 69.4, bodyFatPct: null, note: 'b', updatedAt: expect.any(String) }]);
  });

  it.each([
    ['no weightKg', { bodyFatPct: 20 }],
    ['weightKg under 20', { weightKg: 19.9 }],
    ['weightKg over 300', { weightKg: 300.1 }],
    ['weightKg as a string', { weightKg: '60' }],
    ['bodyFatPct over 75', { weightKg: 60, bodyFatPct: 80 }],
    ['an impossible date', { weightKg: 60, date: '2026-02-29' }],
    ['a future date', { weightKg: 60, date: '2099-01-01' }],
    ['an unknown key', { weightKg: 60, weight: 60 }],
  ])('refuses %s with 400', async (_label, body) => {
    const user = await admin.buildUser({ plan: 'premium' });
    const res = await user.call<ErrorBody>('POST', '/weights', body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_request');
  });
});

describe('GET /weights', () => {
  it('lists a range oldest first, only days with a record, only the caller’s own', async () => {
    const user = await admin.buildUser({ plan: 'premium' });
    const other = await admin.buildUser({ plan: 'premium' });
    for (const [date, weightKg] of [
      ['2026-09-03', 61],
      ['2026-09-01', 60],
      ['2026-09-10', 62],
    ] as const) {
      await user.call('POST', '/weights', { weightKg, date });
    }
    await other.call('POST', '/weights', { weightKg: 90, date: '2026-09-02' });
    const res = await user.call<EndpointReply<typeof listWeightsEndpoint>>('GET', '/weights?startDate=2026-09-01&endDate=2026-09-05');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ startDate: '2026-09-01', endDate: '2026-09-05', timezone: 'Asia/Tokyo' });
    expect(res.body.data.items.map((w: { date: string; weightKg: number }) => [w.date, w.weightKg])).toEqual([
      ['2026-09-01', 60],
      ['2026-09-03', 61],
    ]);
  });

  it('defaults to today (JST)', async () => {
    await admin.setClock('2026-11-21T03:00:00Z');
    const user = await admin.buildUser({ plan: 'premium' });
    await user.call('POST', '/weights', { weightKg: 55 });
    const res = await user.call<EndpointReply<typeof listWeightsEndpoint>>('GET', '/weights');
    expect(res.body.data).toMatchObject({ startDate: '2026-11-21', endDate: '2026-11-21' });
    expect(res.body.data.items).toHaveLength(1);
  });

  it('allows 90 days and refuses 91, reversed ranges, half ranges and mixed forms', async () => {
    const user = await admin.buildUser({ plan: 'premium' });
    expect((await user.call('GET', '/weights?startDate=2026-01-01&endDate=2026-03-31')).status).toBe(200); // 90 days
    for (const query of [
      'startDate=2026-01-01&endDate=2026-04-01',
      'startDate=2026-03-02&endDate=2026-03-01',
      'startDate=2026-03-01',
      'endDate=2026-03-01',
      'date=2026-03-01&startDate=2026-03-01&endDate=2026-03-02',
      'date=2026-3-1',
      'limit=5',
    ]) {
      const res = await user.call('GET', `/weights?${query}`);
      expect([query, res.status]).toEqual([query, 400]);
    }
  });
});

describe('day notes', () => {
  it('PUT defaults to today, overwrites per day, and GET lists only days that have a note', async () => {
    await admin.setClock('2026-11-21T03:00:00Z');
    const user = await admin.buildUser({ plan: 'premium' });
    const first = await user.call<EndpointReply<typeof putDayNoteEndpoint>>('PUT', '/day-notes', { body: '寝不足で間食が多い' });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ date: '2026-11-21', body: '寝不足で間食が多い', updatedAt: expect.any(String), deleted: false });
    await user.call('PUT', '/day-notes', { body: '飲み会', date: '2026-11-19' });
    await user.call('PUT', '/day-notes', { body: '早寝した' });
    const res = await user.call<EndpointReply<typeof listDayNotesEndpoint>>('GET', '/day-notes?startDate=2026-11-18&endDate=2026-11-21');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ startDate: '2026-11-18', endDate: '2026-11-21', timezone: 'Asia/Tokyo' });
    expect(res.body.data.items.map((n: { date: string; body: string }) => [n.date, n.body])).toEqual([
      ['2026-11-19', '飲み会'],
      ['2026-11-21', '早寝した'],
    ]);
    expect((await user.call<EndpointReply<typeof listDayNotesEndpoint>>('GET', '/day-notes')).body.data.items).toHaveLength(1);
  });

  it('an empty body deletes the note of the date', async () => {
    const user = await admin.buildUser({ plan: 'premium' });
    await user.call('PUT', '/day-notes', { body: 'x', date: '2026-08-01' });
    const res = await user.call<EndpointReply<typeof putDayNoteEndpoint>>('PUT', '/day-notes', { body: '', date: '2026-08-01' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ date: '2026-08-01', body: null, updatedAt: null, deleted: true });
    expect((await user.call<EndpointReply<typeof listDayNotesEndpoint>>('GET', '/day-notes?date=2026-08-01')).body.data.items).toEqual([]);
  });

  it('stores the body trimmed; a blank body on a date without a note deletes nothing (deleted false)', async () => {
    const user = await admin.buildUser({ plan: 'premium' });
    const padded = await user.call<EndpointReply<typeof putDayNoteEndpoint>>('PUT', '/day-notes', {
      body: '  早寝した \n',
      date: '2026-08-03',
    });
    expect(padded.body.data).toMatchObject({ body: '早寝した', deleted: false });
    const nothing = await user.call<EndpointReply<typeof putDayNoteEndpoint>>('PUT', '/day-notes', { body: '   ', date: '2026-08-04' });
    expect(nothing.body.data).toEqual({ date: '2026-08-04', body: null, updatedAt: null, deleted: false });
  });

  it('takes 1,000 characters (Japanese and emoji counted as one) and refuses 1,001', async () => {
    const user = await admin.buildUser({ plan: 'premium' });
    expect((await user.call('PUT', '/day-notes', { body: '😀'.repeat(1000), date: '2026-08-02' })).status).toBe(200);
    expect((await user.call('PUT', '/day-notes', { body: 'あ'.repeat(1001), date: '2026-08-02' })).status).toBe(400);
    expect((await user.call('PUT', '/day-notes', { date: '2026-08-02' })).status).toBe(400);
    expect((await user.call('PUT', '/day-notes', { body: 'x', note: 'y' })).status).toBe(400);
  });

  it('keeps notes per user and caps ranges at 90 days', async () => {
    const user = await admin.buildUser({ plan: 'premium' });
    const other = await admin.buildUser({ plan: 'premium' });
    await other.call('PUT', '/day-notes', { body: 'secret', date: '2026-07-01' });
    expect((await user.call<EndpointReply<typeof listDayNotesEndpoint>>('GET', '/day-notes?date=2026-07-01')).body.data.items).toEqual([]);
    expect((await user.call('GET', '/day-notes?startDate=2026-05-01&endDate=2026-07-29')).status).toBe(200);
    expect((await user.call('GET', '/day-notes?startDate=2026-05-01&endDate=2026-07-30')).status).toBe(400);
  });
});
