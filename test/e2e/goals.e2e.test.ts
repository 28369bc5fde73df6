import type {
  clearManualGoalEndpoint,
  EndpointReply,
  ErrorBody,
  getNutritionEndpoint,
  putGoalEndpoint,
  getUserEndpoint,
  meEndpoint,
  setManualGoalEndpoint,
} from '@shokuji/contracts';
import { useGateway, type TestUser } from '../support/api-fixtures';

/**
 * Goals and observed metabolism: every rule of PUT /goals (API-SPEC.md → Goals; States →
 * Goal), the app's goal-manual actions (OPERATOR-API.md) and the goal in /me, through the real server.
 * Numbers follow docs/goals.md: a 160 cm, 60 kg woman born 1990-01-01 (36 on the test date) at
 * activity 2 has 1,259 kcal resting × 1.375 = 1,731 kcal/day by Mifflin-St Jeor.
 */
// The machine is shared with other suites; a request can wait its turn for a few seconds.
jest.setTimeout(30_000);

const { gateway, admin } = useGateway();
const NOW = '2026-11-21T03:00:00.000Z'; // 12:00 JST
const PROFILE = { heightCm: 160, weightKg: 60, dateOfBirth: '1990-01-01', gender: 'female' };
const CREATE = { goalType: 'lose', activityLevel: 2 };

beforeEach(async () => {
  await admin.setClock(NOW);
});

/** A Premium user; null creates one without any profile. */
const premium = (profile: Record<string, unknown> | null = PROFILE) =>
  admin.buildUser({ plan: 'premium', ...(profile ? { profile } : {}) });
/** PUT /goals; `T` is the body the test expects (ErrorBody for a refusal). */
const putGoal = <T = EndpointReply<typeof putGoalEndpoint>>(user: TestUser, body: Record<string, unknown>) =>
  user.call<T>('PUT', '/goals', body);
async function withGoal(body: Record<string, unknown> = {}, profile: Record<string, unknown> = PROFILE): Promise<TestUser> {
  const user = await premium(profile);
  const res = await putGoal(user, { ...CREATE, ...body });
  expect(res.status).toBe(200);
  return user;
}

describe('creating a goal', () => {
  it('needs goalType and activityLevel; the reply is the derived goal, created true, previous null', async () => {
    const user = await premium();
    const res = await putGoal(user, { ...CREATE, targetWeightKg: 55 });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      goal: {
        cal: 1401,
        protein: 96,
        fat: 38.9,
        carbs: 166.7,
        goalType: 'lose',
        activityLevel: 2,
        targetWeightKg: 55,
        startWeightKg: 60,
        goalStartedAt: '2026-11-21',
        durationDays: null,
        pace: 'standard',
        mealRatios: { breakfast: 0.25, lunch: 0.35, snack: 0.1, dinner: 0.3 },
        source: 'auto',
      },
      previous: null,
      derivation: {
        baseTdeeKcal: 1731,
        baseTdeeSource: 'mifflin_st_jeor',
        dailyDeficitKcal: 330,
        clamped: false,
        clampedBy: [],
        remainingDays: 117,
      },
      switchedFromManual: false,
      created: true,
    });
  });

  it('without a goal and without the creation items is 400 no_active_goal listing every missing item', async () => {
    const user = await premium(null);
    const res = await putGoal(user, { pace: 'gentle' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'invalid_request',
      reason: 'no_active_goal',
      missing: ['goalType', 'activityLevel', 'heightCm', 'weightKg', 'dateOfBirth', 'gender'],
      userMessage: expect.any(String),
    });
  });

  it('lists only what is still missing, and a refused call changes nothing', async () => {
    const user = await premium({ heightCm: 160 });
    const res = await putGoal(user, { goalType: 'lose', gender: 'female' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ reason: 'no_active_goal', missing: ['activityLevel', 'weightKg', 'dateOfBirth'] });
    expect((await admin.call<EndpointReply<typeof getUserEndpoint>>('GET', `/users/${user.userId}`)).body.data.profile).toEqual({
      heightCm: 160,
    });
    expect((await user.call<EndpointReply<typeof meEndpoint>>('GET', '/me')).body.data.goal).toBeNull();
  });

  it('takes the missing profile items in the same call and stores them (profileUpdated)', async () => {
    const user = await premium({ heightCm: 160 });
    const res = await putGoal(user, { ...CREATE, weightKg: 60, dateOfBirth: '1990-01-01', gender: 'female' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ created: true, profileUpdated: true, previous: null });
    expect(res.body.data.goal.cal).toBe(1401);
    expect((await admin.call<EndpointReply<typeof getUserEndpoint>>('GET', `/users/${user.userId}`)).body.data.profile).toEqual(PROFILE);
  });

  it('uses a weight record before the profile weight', async () => {
    const user = await premium();
    expect((await user.call('POST', '/weights', { weightKg: 70, date: '2026-11-20' })).status).toBeLessThan(300);
    const res = await putGoal(user, CREATE);
    expect(res.body.data.goal).toMatchObject({ startWeightKg: 70, protein: 112 });
  });
});

describe('changing a goal', () => {
  it('changes only the fields sent and returns the previous goal', async () => {
    const user = await withGoal({ targetWeightKg: 55 });
    const res = await putGoal(user, { pace: 'firm' });
    expect(res.status).toBe(200);
    const { goal, previous } = res.body.data;
    expect(previous).toMatchObject({ pace: 'standard', cal: 1401 });
    expect(goal).toMatchObject({
      pace: 'firm',
      goalType: 'lose',
      activityLevel: 2,
      targetWeightKg: 55,
      goalStartedAt: '2026-11-21',
      cal: 1236,
    });
    expect(res.body.data.created).toBeUndefined();
    expect(res.body.data.profileUpdated).toBeUndefined();
    expect(res.body.data.manualPreserved).toBeUndefined();
  });

  it.each([
    ['gentle', 165, 1566],
    ['standard', 330, 1401],
    ['firm', 495, 1236],
  ])('pace %s is %i kcal/day below 1,731 for 60 kg', async (pace, deficit, cal) => {
    const user = await withGoal({ pace });
    const res = await putGoal(user, {});
    expect(res.body.data.derivation.dailyDeficitKcal).toBe(deficit);
    expect(res.body.data.goal.cal).toBe(cal);
  });

  it('gain plans a surplus, maintain none', async () => {
    const gain = await putGoal(await premium(), { goalType: 'gain', activityLevel: 2 });
    expect(gain.body.data.derivation.dailyDeficitKcal).toBe(-330);
    expect(gain.body.data.goal.cal).toBe(2061);
    const maintain = await putGoal(await premium(), { goalType: 'maintain', activityLevel: 2 });
    expect(maintain.body.data.derivation.dailyDeficitKcal).toBe(0);
    expect(maintain.body.data.goal.cal).toBe(1731);
  });

  it('activityLevel changes the base expenditure', async () => {
    const user = await withGoal();
    const res = await putGoal(user, { activityLevel: 4 });
    expect(res.body.data.derivation.baseTdeeKcal).toBe(2172); // 1,259 × 1.725
  });

  it('a profile field sent to an existing goal updates the stored profile and the calculation', async () => {
    const user = await withGoal();
    const res = await putGoal(user, { heightCm: 170 });
    expect(res.body.data.profileUpdated).toBe(true);
    expect(res.body.data.derivation.baseTdeeKcal).toBe(1817); // (1,259 + 62.5) × 1.375
    expect((await admin.call<EndpointReply<typeof getUserEndpoint>>('GET', `/users/${user.userId}`)).body.data.profile!.heightCm).toBe(170);
  });

  it('a new goalType starts a new period from the current weight', async () => {
    const user = await withGoal();
    await user.call('POST', '/weights', { weightKg: 58, date: '2026-11-21' });
    const res = await putGoal(user, { goalType: 'maintain' });
    expect(res.body.data.goal).toMatchObject({ goalType: 'maintain', startWeightKg: 58 });
  });

  it('an automatic goal follows a profile the operator changes (admin PATCH), as it follows a weight record', async () => {
    const user = await withGoal();
    const before = (await user.call<EndpointReply<typeof meEndpoint>>('GET', '/me')).body.data.goal;
    expect((await admin.call('PATCH', `/users/${user.userId}`, { profile: { weightKg: 70 } })).status).toBe(200);
    const after = (await user.call<EndpointReply<typeof meEndpoint>>('GET', '/me')).body.data.goal;
    expect(after!.cal).toBeGreaterThan(before!.cal);
  });

  it('changes sent at once all land (each request changes only its own field)', async () => {
    for (let round = 0; round < 5; round++) {
      const user = await withGoal();
      const changes = [
        { pace: 'firm' },
        { activityLevel: 4 },
        { targetWeightKg: 50 },
        { breakfastRatio: 0.2, lunchRatio: 0.4, snackRatio: 0.1, dinnerRatio: 0.3 },
      ];
      const replies = await Promise.all(changes.map((change) => putGoal(user, change)));
      expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200]);
      const me = await user.call<EndpointReply<typeof meEndpoint>>('GET', '/me');
      expect([round, me.body.data.goal]).toMatchObject([
        round,
        { pace: 'firm', activityLevel: 4, targetWeightKg: 50, mealRatios: { breakfast: 0.2, lunch: 0.4, snack: 0.1, dinner: 0.3 } },
      ]);
    }
  });
});

describe('an existing goal with an incomplete profile', () => {
  it('is 400 profile_incomplete once no current weight is known (the only weight record aged past 90 days)', async () => {
    const { weightKg: _weightKg, ...noWeight } = PROFILE;
    const user = await premium(noWeight);
    expect((await user.call('POST', '/weights', { weightKg: 62, date: '2026-11-21' })).status).toBeLessThan(300);
    const created = await putGoal(user, CREATE);
    expect(created.body.data).toMatchObject({ created: true, goal: { startWeightKg: 62 } });
    try {
      await admin.setClock('2027-03-21T03:00:00.000Z');
      const { token } = await admin.issueToken(user.userId);
      const res = await fetch(`${gateway().url}/api/v1/ext/goals`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ pace: 'gentle' }),
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'invalid_request', reason: 'profile_incomplete', missing: ['weightKg'] });
    } finally {
      await admin.setClock(NOW);
    }
  });
});

describe('meal ratios', () => {
  it('default to 0.25 / 0.35 / 0.10 / 0.30 and take all four together when they sum to 1.0', async () => {
    const user = await withGoal();
    const res = await putGoal(user, { breakfastRatio: 0.2, lunchRatio: 0.4, snackRatio: 0.1, dinnerRatio: 0.3 });
    expect(res.status).toBe(200);
    expect(res.body.data.previous!.mealRatios).toEqual({ breakfast: 0.25, lunch: 0.35, snack: 0.1, dinner: 0.3 });
    expect(res.body.data.goal.mealRatios).toEqual({ breakfast: 0.2, lunch: 0.4, snack: 0.1, dinner: 0.3 });
  });

  it.each([
    ['only some of them', { breakfastRatio: 0.5, lunchRatio: 0.5 }],
    ['a sum other than 1.0', { breakfastRatio: 0.2, lunchRatio: 0.3, snackRatio: 0.1, dinnerRatio: 0.3 }],
  ])('%s is a 400', async (_label, ratios) => {
    const user = await withGoal();
    const res = await putGoal<ErrorBody>(user, ratios);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_request');
    expect((await user.call<EndpointReply<typeof meEndpoint>>('GET', '/me')).body.data.goal!.mealRatios.breakfast).toBe(0.25);
  });
});

describe('target weight and the forecast', () => {
  it('targetWeightKg affects only the forecast; null removes it and the forecast becomes 0', async () => {
    const user = await withGoal({ targetWeightKg: 55 });
    const moved = await putGoal(user, { targetWeightKg: 50 });
    expect(moved.body.data.goal.cal).toBe(1401);
    expect(moved.body.data.derivation.remainingDays).toBe(234);
    const removed = await putGoal(user, { targetWeightKg: null });
    expect(removed.body.data.goal).toMatchObject({ targetWeightKg: null, cal: 1401 });
    expect(removed.body.data.derivation.remainingDays).toBe(0);
  });

  it('is 0 when the target is reached or not approached', async () => {
    const reached = await withGoal({ targetWeightKg: 60 });
    expect((await putGoal(reached, {})).body.data.derivation.remainingDays).toBe(0);
    const away = await withGoal({ targetWeightKg: 65 });
    expect((await putGoal(away, {})).body.data.derivation.remainingDays).toBe(0);
  });
});

describe('legacy durationDays', () => {
  it('overwrites pace with the one the deadline needs', async () => {
    const user = await withGoal({ targetWeightKg: 55 });
    const fast = await putGoal(user, { durationDays: 70 }); // 5 kg in 10 weeks = 0.83 %/week
    expect(fast.body.data.goal).toMatchObject({ durationDays: 70, pace: 'firm' });
    const slow = await putGoal(user, { durationDays: 200, pace: 'firm' }); // 0.29 %/week; the deadline wins
    expect(slow.body.data.goal).toMatchObject({ durationDays: 200, pace: 'gentle' });
  });

  it('a pace sent later is the pace in force; durationDays stays as last sent until it is sent again', async () => {
    const user = await withGoal({ targetWeightKg: 55 });
    const deadline = await putGoal(user, { durationDays: 70 });
    expect(deadline.body.data.goal).toMatchObject({ durationDays: 70, pace: 'firm' });
    const later = await putGoal(user, { pace: 'gentle' });
    expect(later.body.data.goal).toMatchObject({ durationDays: 70, pace: 'gentle' });
    expect(later.body.data.derivation.dailyDeficitKcal).toBeLessThan(deadline.body.data.derivation.dailyDeficitKcal);
    // A change of another field does not bring the deadline's pace back.
    expect((await putGoal(user, { activityLevel: 3 })).body.data.goal).toMatchObject({ durationDays: 70, pace: 'gentle' });
    expect((await putGoal(user, { durationDays: null })).body.data.goal).toMatchObject({ durationDays: null, pace: 'gentle' });
  });

  it('is a number of days, not only a whole one (API-SPEC.md types it number, activityLevel integer)', async () => {
    const user = await withGoal({ targetWeightKg: 55 });
    const res = await putGoal(user, { durationDays: 70.5 }); // 5 kg in about 10 weeks = 0.82 %/week
    expect(res.status).toBe(200);
    expect(res.body.data.goal).toMatchObject({ durationDays: 70.5, pace: 'firm' });
  });

  it.each([13, 13.5, 1080.5, 1081])('%s days is out of range (14-1080)', async (durationDays) => {
    const user = await withGoal();
    expect((await putGoal(user, { durationDays })).status).toBe(400);
  });
});

describe('validation', () => {
  it.each([
    ['heightCm 99', { heightCm: 99 }],
    ['heightCm 251', { heightCm: 251 }],
    ['weightKg 19', { weightKg: 19 }],
    ['weightKg 301', { weightKg: 301 }],
    ['activityLevel 0', { activityLevel: 0 }],
    ['activityLevel 6', { activityLevel: 6 }],
    ['activityLevel 2.5', { activityLevel: 2.5 }],
    ['goalType other', { goalType: 'bulk' }],
    ['pace other', { pace: 'fast' }],
    ['gender other', { gender: 'x' }],
    ['a future dateOfBirth', { dateOfBirth: '2030-01-01' }],
    ['cal sent by the client', { cal: 1500 }],
  ])('%s is a 400', async (_label, body) => {
    const user = await withGoal();
    const res = await putGoal<ErrorBody>(user, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_request');
  });

  it.each([
    ['heightCm 100', { heightCm: 100 }],
    ['heightCm 250', { heightCm: 250 }],
    ['weightKg 20', { weightKg: 20 }],
    ['weightKg 300', { weightKg: 300 }],
  ])('%s is accepted', async (_label, body) => {
    const user = await withGoal();
    expect((await putGoal(user, body)).status).toBe(200);
  });
});

describe('safety clamps', () => {
  it('never goes below the minimum intake for women (1,200 kcal)', async () => {
    const user = await premium({ heightCm: 150, weightKg: 45, dateOfBirth: '1956-01-01', gender: 'female' });
    const res = await putGoal(user, { goalType: 'lose', activityLevel: 1, pace: 'firm' });
    expect(res.body.data.goal.cal).toBe(1200);
    expect(res.body.data.derivation).toMatchObject({ clamped: true, clampedBy: ['min_intake'] });
  });

  it('caps the deficit at 1,000 kcal/day', async () => {
    const user = await premium({ heightCm: 180, weightKg: 200, dateOfBirth: '1990-01-01', gender: 'male' });
    const res = await putGoal(user, { goalType: 'lose', activityLevel: 3, pace: 'firm' });
    expect(res.body.data.derivation).toMatchObject({ dailyDeficitKcal: 1000, clamped: true, clampedBy: ['max_deficit'] });
  });
});

describe('manual goals (app actions)', () => {
  /** The app's goal-manual action with the values these tests fix. */
  const fixInApp = (userId: string) =>
    admin.call<EndpointReply<typeof setManualGoalEndpoint>>('PUT', `/users/${userId}/app/goal-manual`, {
      cal: 1800,
      protein: 90,
      fat: 50,
      carbs: 248,
    });

  it('goal-manual fixes the values; PUT /goals then keeps them and saves the intent (manualPreserved)', async () => {
    const user = await withGoal();
    const fixed = await fixInApp(user.userId);
    expect(fixed.status).toBe(200);
    expect(fixed.body.data).toMatchObject({ source: 'manual', cal: 1800 });

    const res = await putGoal(user, { pace: 'firm', targetWeightKg: 58 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ manualPreserved: true, switchedFromManual: false });
    expect(res.body.data.goal).toMatchObject({
      source: 'manual',
      cal: 1800,
      protein: 90,
      fat: 50,
      carbs: 248,
      pace: 'firm',
      targetWeightKg: 58,
    });

    const back = await admin.call<EndpointReply<typeof clearManualGoalEndpoint>>('DELETE', `/users/${user.userId}/app/goal-manual`);
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({ source: 'auto', cal: 1236, pace: 'firm' });
    expect((await putGoal(user, {})).body.data.manualPreserved).toBeUndefined();
  });

  it('goal-manual on a user without a goal makes one (GET /nutrition uses it); it needs a known user (404) and the four values (400)', async () => {
    const user = await premium();
    const fixed = await fixInApp(user.userId);
    expect(fixed.status).toBe(200);
    expect(fixed.body.data).toMatchObject({ cal: 1800, source: 'manual', goalType: 'maintain' });
    const nutrition = await user.call<EndpointReply<typeof getNutritionEndpoint>>('GET', '/nutrition');
    expect(nutrition.body.data.days[0]!.goal).toMatchObject({ cal: 1800, protein: 90, fat: 50, carbs: 248 });
    expect((await admin.call('PUT', '/users/u_nobody/app/goal-manual', { cal: 1800, protein: 90, fat: 50, carbs: 248 })).status).toBe(404);
    const withOne = await withGoal();
    expect((await admin.call('PUT', `/users/${withOne.userId}/app/goal-manual`, { cal: 1800 })).status).toBe(400);
  });

  // Guard (docs/decisions.md → Personal records from outside, second pass): passes before and after.
  it('a manual goal made in the app without a profile: intent alone is 400 profile_incomplete and saves nothing; with the profile it is kept', async () => {
    const user = await premium({ heightCm: 160 });
    expect((await fixInApp(user.userId)).status).toBe(200);

    const refused = await putGoal<ErrorBody>(user, { goalType: 'gain', pace: 'firm' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'invalid_request',
      reason: 'profile_incomplete',
      missing: ['weightKg', 'dateOfBirth', 'gender'],
    });
    const me = await user.call<EndpointReply<typeof meEndpoint>>('GET', '/me');
    expect(me.body.data.goal).toMatchObject({ source: 'manual', goalType: 'maintain', pace: 'standard', cal: 1800 });

    const { heightCm: _heightCm, ...rest } = PROFILE;
    const saved = await putGoal(user, { goalType: 'gain', pace: 'firm', ...rest });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ manualPreserved: true, profileUpdated: true });
    expect(saved.body.data.goal).toMatchObject({ source: 'manual', goalType: 'gain', pace: 'firm', cal: 1800, protein: 90 });
  });
});

describe('access and /me', () => {
  it('PUT /goals is Premium: after the trial a Free account gets 403 with upgrade.feature goals', async () => {
    const user = await admin.buildUser({ plan: 'free', profile: PROFILE });
    // The untouched trial starts with the first successful personal-data call (API-SPEC.md → States).
    expect((await putGoal(user, CREATE)).status).toBe(200);
    try {
      await admin.setClock('2026-11-29T03:00:00.000Z'); // 8 days on: the 7-day trial is over
      const { token } = await admin.issueToken(user.userId);
      const res = await fetch(`${gateway().url}/api/v1/ext/goals`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ pace: 'gentle' }),
      });
      expect(res.status).toBe(403);
      const body = (await res.json()) as ErrorBody;
      expect(body).toMatchObject({ code: 'premium_required', upgrade: { feature: 'goals', requiredTier: 'premium' } });
      // It says why the account is Free now, and where Premium is subscribed.
      expect(body.error).toContain('trial ended on 2026-11-28');
      expect(body.userMessage).toContain('無料体験は2026-11-28に終了しました');
    } finally {
      await admin.setClock(NOW);
    }
  });

  it('/me shows the goal, and metabolism null while data is insufficient', async () => {
    const user = await withGoal({ targetWeightKg: 55 });
    const me = await user.call<EndpointReply<typeof meEndpoint>>('GET', '/me');
    expect(me.body.data.goal).toMatchObject({
      cal: 1401,
      source: 'auto',
      pace: 'standard',
      mealRatios: { breakfast: 0.25, lunch: 0.35, snack: 0.1, dinner: 0.3 },
    });
    expect(me.body.data.metabolism).toBeNull();
  });
});

describe('observed metabolism in /me and in the goal', () => {
  const daysBefore = (n: number) => new Date(Date.parse('2026-11-21T00:00:00Z') - n * 86_400_000).toISOString().slice(0, 10);

  /** Meals of `kcal` on the given days before today, in batches of 10 (API-SPEC.md → POST /meals). */
  async function logMeals(user: TestUser, days: number[], kcal: number): Promise<void> {
    for (let i = 0; i < days.length; i += 10) {
      const items = days
        .slice(i, i + 10)
        .map((n) => ({ mealName: '定食', cal: kcal, protein: 60, fat: 40, carbs: 180, mealType: 'lunch', mealDate: daysBefore(n) }));
      const res = await user.call('POST', '/meals', { items });
      expect(res.status).toBeLessThan(300);
    }
  }

  /** One weight a day on the given days, falling 0.05 kg/day (385 kcal/day below intake) with a ±0.2 kg water swing. */
  async function logWeights(user: TestUser, days: number[]): Promise<void> {
    for (const n of days) {
      const weightKg = Math.round((60 - 0.05 * (28 - n) + (n % 2 ? 0.2 : -0.2)) * 100) / 100;
      expect((await user.call('POST', '/weights', { weightKg, date: daysBefore(n) })).status).toBeLessThan(300);
    }
  }
  const fourWeeks = Array.from({ length: 28 }, (_, i) => 28 - i);

  it('is computed from meals and weights, shown in /me, and used by the goal when trusted', async () => {
    const user = await withGoal({ targetWeightKg: 55 });
    // About 1,985 kcal/day out, clearly above the formula's 1,731: under-reporting is ruled out.
    await logMeals(user, fourWeeks, 1600);
    await logWeights(user, fourWeeks);

    const me = (await user.call<EndpointReply<typeof meEndpoint>>('GET', '/me')).body.data;
    expect(me.metabolism).toMatchObject({
      trusted: true,
      intakeMeanKcal: 1600,
      avgExerciseKcal: 0,
      windowStart: '2026-10-24',
      windowEnd: '2026-11-20',
      computedAt: expect.any(String),
    });
    expect(me.metabolism!.observedTdeeKcal).toBeGreaterThan(1900);
    expect(me.metabolism!.observedTdeeKcal).toBeLessThan(2050);
    expect(me.metabolism!.seKcal).toBeGreaterThan(0);
    expect(me.metabolism!.weightTrendKgPerWeek).toBeCloseTo(-0.35, 1);
    expect(me.metabolism!.confidence).toBeGreaterThan(0);

    // The automatic goal followed the new records: its base is the observed expenditure now.
    const res = await putGoal(user, {});
    expect(res.body.data.derivation).toMatchObject({ baseTdeeSource: 'observed', baseTdeeKcal: me.metabolism!.observedTdeeKcal });
    expect(me.goal!.cal).toBe(res.body.data.goal.cal);
  });

  it('counts logged exercise once: the base is the observed expenditure less the usual logged burn, each day adds its own', async () => {
    const user = await withGoal({ targetWeightKg: 55 });
    await logMeals(user, fourWeeks, 1600);
    await logWeights(user, fourWeeks);
    for (const n of [...fourWeeks, 0]) {
      expect(
        (await user.call('POST', '/exercises', { cal: 300, exerciseType: 'running', exerciseDate: daysBefore(n) })).status,
      ).toBeLessThan(300);
    }
    const me = (await user.call<EndpointReply<typeof meEndpoint>>('GET', '/me')).body.data;
    expect(me.metabolism).toMatchObject({ trusted: true });
    const { observedTdeeKcal, avgExerciseKcal } = me.metabolism!;
    expect(avgExerciseKcal).toBeGreaterThan(250);
    const res = await putGoal(user, {});
    const { baseTdeeKcal, dailyDeficitKcal } = res.body.data.derivation;
    expect(baseTdeeKcal).toBe(Math.round(observedTdeeKcal - avgExerciseKcal));
    // Today: the goal plus today's 300 kcal of running, so intake stays the planned gap below the expenditure.
    const today = (await user.call<EndpointReply<typeof getNutritionEndpoint>>('GET', '/nutrition')).body.data.days[0]!;
    expect(today.exerciseBurn).toBe(300);
    const todayCal = today.goal!.cal!;
    expect(todayCal).toBe(res.body.data.goal.cal + 300);
    expect(observedTdeeKcal - avgExerciseKcal + 300 - todayCal).toBeCloseTo(dailyDeficitKcal, -1);
  });

  it('moves its window with today on the next read, without a write, wherever the clock is set', async () => {
    const user = await withGoal();
    await logMeals(user, fourWeeks, 1600);
    await logWeights(user, fourWeeks);
    const windowAt = async (now: string) => {
      await admin.setClock(now);
      // A token of that time: the first one has expired two days on.
      const { token } = await admin.issueToken(user.userId);
      const res = await fetch(`${gateway().url}/api/v1/ext/me`, { headers: { authorization: `Bearer ${token}` } });
      const { metabolism } = ((await res.json()) as EndpointReply<typeof meEndpoint>).data;
      return [metabolism!.windowStart, metabolism!.windowEnd, metabolism!.computedAt.slice(0, 13)];
    };
    expect(await windowAt(NOW)).toEqual(['2026-10-24', '2026-11-20', '2026-11-21T03']);
    // Two days on nothing was written; the window ends the day before the new today.
    expect(await windowAt('2026-11-23T03:00:00.000Z')).toEqual(['2026-10-24', '2026-11-22', '2026-11-23T03']);
    expect(await windowAt(NOW)).toEqual(['2026-10-24', '2026-11-20', '2026-11-21T03']);
  });

  it('counts days without meal records as missing, not as zero intake', async () => {
    const user = await withGoal();
    await logMeals(
      user,
      fourWeeks.filter((n) => n % 2 === 0),
      1400,
    );
    await logWeights(user, fourWeeks);
    const { metabolism } = (await user.call<EndpointReply<typeof meEndpoint>>('GET', '/me')).body.data;
    expect(metabolism!.intakeMeanKcal).toBe(1400);
    expect(metabolism!.observedTdeeKcal).toBeGreaterThan(1600);
  });

  it('is untrusted when the records look under-reported, and the goal stays on the formula', async () => {
    const user = await withGoal();
    await logMeals(user, fourWeeks, 700);
    await logWeights(user, fourWeeks);
    expect((await user.call<EndpointReply<typeof meEndpoint>>('GET', '/me')).body.data.metabolism).toMatchObject({ trusted: false });
    expect((await putGoal(user, {})).body.data.derivation.baseTdeeSource).toBe('mifflin_st_jeor');
  });

  it('is null while data is insufficient (weights without meals)', async () => {
    const user = await withGoal();
    await logWeights(user, fourWeeks.slice(0, 8));
    expect((await user.call<EndpointReply<typeof meEndpoint>>('GET', '/me')).body.data.metabolism).toBeNull();
  });
});
