import { useGateway, type TestUser } from '../support/api-fixtures';
import type { HttpReply } from '../support/http-client';

/**
 * Every timestamp and default date an answer shows is the service clock's (OPERATOR-API.md → Clock; docs/decisions.md →
 * The service clock, everywhere): with the clock set decades ahead of real time, a record's, account's, token's and
 * estimate's times are that clock's, and so are the windows' ends and the expiries, through the real server. A field
 * written from real time would be read in the year of the host, which no test clock reaches.
 */
// Other suites run on the same machine; a request can wait its turn for a few seconds.
jest.setTimeout(60_000);

// Healthy: a favorite names a catalog item.
const { admin } = useGateway({}, { healthy: true });
const NOW = '2061-05-06T22:30:00.000Z'; // 07:30 JST on 2061-05-07
const TODAY = '2061-05-07';
const NOW_MS = Date.parse(NOW);
const PROFILE = { heightCm: 170, weightKg: 65, dateOfBirth: '1990-01-01', gender: 'male' };
const DAY_MS = 86_400_000;
/** A stamp of "now" lies between the time set and a few minutes later (the clock runs on from it). */
const STAMP_SLACK_MS = 10 * 60_000;
/** Ends of windows and expiries lie ahead, at most the longest lifetime of the service (a refresh token's 30 days). */
const AHEAD_MAX_MS = 31 * DAY_MS;
/** Fields that say when something ends, rather than when it happened. */
const ENDS = new Set(['expiresAt', 'endsAt', 'resetAt']);

const dateBefore = (days: number) => new Date(Date.parse(`${TODAY}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/** Every `…At` field holding a string, anywhere in a body, with its path. */
function timestampsOf(value: unknown, path = 'body'): Array<{ path: string; field: string; value: string }> {
  if (Array.isArray(value)) return value.flatMap((item, i) => timestampsOf(item, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([field, inner]) =>
    typeof inner === 'string' && /At$/.test(field)
      ? [{ path: `${path}.${field}`, field, value: inner }]
      : timestampsOf(inner, `${path}.${field}`),
  );
}

/** The timestamps of a reply that are not the service clock's: a stamp within minutes of NOW, an end ahead of it, a day TODAY. */
function offClock(label: string, reply: HttpReply): string[] {
  return timestampsOf(reply.body, label).flatMap(({ path, field, value }) => {
    const atMs = Date.parse(value);
    // A day written as a date (goalStartedAt) is the clock's JST day.
    const ok = /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? value === TODAY
      : ENDS.has(field)
        ? atMs > NOW_MS && atMs <= NOW_MS + AHEAD_MAX_MS
        : atMs >= NOW_MS && atMs <= NOW_MS + STAMP_SLACK_MS;
    return ok ? [] : [`${path} = ${value}`];
  });
}

async function ok(reply: Promise<HttpReply>, label: string): Promise<[string, HttpReply]> {
  const answer = await reply;
  expect({ label, status: answer.status < 300 ? 'ok' : answer.text }).toEqual({ label, status: 'ok' });
  return [label, answer];
}

/** Eleven logged days and five weigh-ins over ten days before today: enough for an estimate (docs/goals.md → Null and trusted). */
async function logEnoughForAnEstimate(user: TestUser): Promise<void> {
  const meal = (days: number) => ({ mealName: '定食', cal: 2200, protein: 80, fat: 60, carbs: 300, mealDate: dateBefore(days) });
  await ok(user.call('POST', '/meals', { items: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(meal) }), 'meals');
  await ok(user.call('POST', '/meals', meal(11)), 'meal');
  for (const days of [11, 8, 5, 3, 1]) await ok(user.call('POST', '/weights', { weightKg: 65, date: dateBefore(days) }), 'weight');
}

describe('the service clock in every answer', () => {
  beforeEach(async () => {
    await admin.setClock(NOW);
  });

  it("records, goals, feedback, quotas, the estimate, the account and its tokens carry the clock's times and days", async () => {
    const user = await admin.buildUser({ plan: 'premium', profile: PROFILE, lifetime: '24h' });
    await logEnoughForAnEstimate(user);
    const meal = await ok(user.call('POST', '/meals', { mealName: 'おにぎり', cal: 200, protein: 4, fat: 1, carbs: 40 }), 'POST /meals');
    const mealId = (meal[1].body as { data: { items: Array<{ id: string; mealDate: string }> } }).data.items[0]!.id;
    const replies: Array<[string, HttpReply]> = [
      meal,
      await ok(user.call('GET', '/meals?detail=full'), 'GET /meals'),
      await ok(user.call('GET', '/meals/search?q=%E3%81%8A%E3%81%AB%E3%81%8E%E3%82%8A'), 'GET /meals/search'),
      await ok(user.call('POST', '/exercises', { cal: 120 }), 'POST /exercises'),
      await ok(user.call('GET', '/exercises'), 'GET /exercises'),
      await ok(user.call('POST', '/weights', { weightKg: 64.8 }), 'POST /weights'),
      await ok(user.call('GET', '/weights'), 'GET /weights'),
      await ok(user.call('PUT', '/day-notes', { body: '早起き' }), 'PUT /day-notes'),
      await ok(user.call('GET', '/day-notes'), 'GET /day-notes'),
      await ok(user.call('PUT', '/ratings', { mealId, rating: 7 }), 'PUT /ratings'),
      await ok(user.call('POST', '/favorites', { productId: 1 }), 'POST /favorites'),
      await ok(user.call('GET', '/favorites'), 'GET /favorites'),
      await ok(user.call('PUT', '/budgets/slot', { mealSlot: 'lunch', cal: 600, protein: 30, fat: 20, carbs: 70 }), 'PUT /budgets/slot'),
      await ok(user.call('PUT', '/budgets/day', { date: TODAY, cal: 1800 }), 'PUT /budgets/day'),
      await ok(user.call('PUT', '/goals', { goalType: 'maintain', activityLevel: 2 }), 'PUT /goals'),
      await ok(user.call('POST', '/feedback', { message: '使いやすいです' }), 'POST /feedback'),
      await ok(user.call('GET', '/me'), 'GET /me'),
      await ok(
        admin.call('PUT', `/users/${user.userId}/app/foods`, { name: '自作サラダ', cal: 150, protein: 5, fat: 8, carbs: 12 }),
        'app food',
      ),
      await ok(user.call('GET', '/foods/mine'), 'GET /foods/mine'),
      await ok(admin.call('GET', `/users/${user.userId}`), 'GET /admin/v1/users/:id'),
      await ok(admin.call('GET', `/users/${user.userId}/tokens`), 'GET /admin/v1/users/:id/tokens'),
      await ok(admin.call('POST', `/users/${user.userId}/sign-in-codes`), 'POST /admin/v1/users/:id/sign-in-codes'),
    ];
    expect(replies.flatMap(([label, reply]) => offClock(label, reply))).toEqual([]);

    // Each kind of time was there to be read: the walk above saw them.
    const fields = new Set(replies.flatMap(([, reply]) => timestampsOf(reply.body).map(({ field }) => field)));
    expect([...fields].sort()).toEqual(expect.arrayContaining(['computedAt', 'createdAt', 'expiresAt', 'resetAt', 'updatedAt']));

    // The days the answers default to are the clock's JST day, and the estimate's window ends the day before it.
    const [, me] = replies.find(([label]) => label === 'GET /me')!;
    const data = (me.body as { data: { goal: { goalStartedAt: string }; metabolism: { windowEnd: string } } }).data;
    expect({ goalStartedAt: data.goal.goalStartedAt, windowEnd: data.metabolism.windowEnd }).toEqual({
      goalStartedAt: TODAY,
      windowEnd: dateBefore(1),
    });
    expect((meal[1].body as { data: { items: Array<{ mealDate: string }> } }).data.items[0]!.mealDate).toBe(TODAY);
    const defaultDays = ['GET /meals', 'GET /weights', 'GET /day-notes'].map((label) => {
      const [, reply] = replies.find(([name]) => name === label)!;
      return [label, (reply.body as { data: { startDate: string } }).data.startDate];
    });
    expect(defaultDays).toEqual([
      ['GET /meals', TODAY],
      ['GET /weights', TODAY],
      ['GET /day-notes', TODAY],
    ]);
    expect(me.headers.get('x-quota-reset')).toBe('2061-05-06T23:00:00.000Z');
  });

  it("a Free account's trial starts and ends on the clock", async () => {
    const user = await admin.buildUser({ plan: 'free' });
    await ok(user.call('GET', '/meals'), 'GET /meals (starts the trial)');
    const me = await ok(user.call('GET', '/me'), 'GET /me');
    expect(offClock(...me)).toEqual([]);
    const trial = (me[1].body as { data: { externalTrial: { startedAt: string; endsAt: string } } }).data.externalTrial;
    expect(Date.parse(trial.endsAt) - Date.parse(trial.startedAt)).toBe(7 * DAY_MS);
  });
});
