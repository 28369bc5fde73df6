import { DomainError } from '@shokuji/contracts';
import { addDays } from '@shokuji/clock';
import { createSqliteRecordsStore } from '../store/sqlite/records.sqlite';
import type { RecordsStore } from '../store/records-store';
import { createGoalsService } from './goals.service';
import { createMetabolismService, type IntakeRecords } from './metabolism.service';

/** The goal rules over the embedded store (in memory) as the fake; meal intake from a plain list. */
const NOW = '2026-11-21T03:00:00.000Z'; // 12:00 JST
const TODAY = '2026-11-21';
const PROFILE = { heightCm: 160, weightKg: 60, dateOfBirth: '1990-01-01', gender: 'female' as const };

let store: RecordsStore;
let meals: Array<{ mealDate: string; cal: number }>;
let userSeq = 0;
const intake: IntakeRecords = {
  async listDailyIntake(_userId, start, end) {
    return meals.filter((m) => m.mealDate >= start && m.mealDate <= end);
  },
};
const service = () => {
  const metabolism = createMetabolismService({ goals: store.goals, meals: intake, weights: store.weights, exercises: store.exercises });
  return createGoalsService({ goals: store.goals, profiles: store.profiles, weights: store.weights, metabolism });
};
const newUser = () => `u_goals_${++userSeq}`;

/** 28 days before today: `kcal` logged each day and weights falling 0.05 kg/day (385 kcal/day below intake). */
async function logFourWeeks(userId: string, kcal: number, startWeightKg = 60): Promise<void> {
  for (let i = 28; i >= 1; i--) {
    const date = addDays(TODAY, -i);
    meals.push({ mealDate: date, cal: kcal * 0.4 }, { mealDate: date, cal: kcal * 0.6 });
    await store.weights.upsert(
      userId,
      date,
      { weightKg: Math.round((startWeightKg - 0.05 * (28 - i) + (i % 2 ? 0.2 : -0.2)) * 100) / 100 },
      NOW,
    );
  }
}

async function expectDomainError(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

beforeEach(() => {
  store = createSqliteRecordsStore(':memory:');
  meals = [];
});
afterEach(async () => store.close());

describe('goals service', () => {
  it('derives from the formula when there are no records', async () => {
    const userId = newUser();
    await store.profiles.merge(userId, PROFILE, NOW);
    const result = await service().putGoal(userId, NOW, { goalType: 'lose', activityLevel: 2, targetWeightKg: 55 });
    expect(result.derivation).toEqual({
      baseTdeeKcal: 1731,
      baseTdeeSource: 'mifflin_st_jeor',
      dailyDeficitKcal: 330,
      clamped: false,
      clampedBy: [],
      remainingDays: 117,
    });
    expect(await store.goals.getMetabolism(userId)).toBeNull();
  });

  it('takes the latest weight record over the profile weight', async () => {
    const userId = newUser();
    await store.profiles.merge(userId, PROFILE, NOW);
    await store.weights.upsert(userId, addDays(TODAY, -2), { weightKg: 70 }, NOW);
    const { goal } = await service().putGoal(userId, NOW, { goalType: 'lose', activityLevel: 2 });
    expect(goal.protein).toBe(112); // 1.6 g × 70 kg
    expect(goal.startWeightKg).toBe(70);
  });

  it('creates with the weight from records alone, and reports profile_incomplete once no weight is current', async () => {
    const userId = newUser();
    const { weightKg: _weight, ...noWeight } = PROFILE;
    await store.profiles.merge(userId, noWeight, NOW);
    await store.weights.upsert(userId, TODAY, { weightKg: 62 }, NOW);
    expect((await service().putGoal(userId, NOW, { goalType: 'maintain', activityLevel: 3 })).created).toBe(true);

    const later = '2027-03-21T03:00:00.000Z'; // 120 days on: the record is no longer the current weight
    const error = await expectDomainError(service().putGoal(userId, later, { pace: 'gentle' }));
    expect(error.code).toBe('invalid_request');
    expect(error.details).toMatchObject({ reason: 'profile_incomplete', missing: ['weightKg'] });
  });

  it('names the missing items in the message a user is shown, and a weight record as another way to give the weight (stop 84)', async () => {
    const userId = newUser();
    await store.profiles.merge(userId, { heightCm: 160 }, NOW);
    const creation = await expectDomainError(service().putGoal(userId, NOW, { goalType: 'lose' }));
    expect(creation.message).toBe(
      'no goal yet: send activityLevel, weightKg, dateOfBirth, gender to create one (a weight recorded with POST /weights in the last 90 days also gives the weight)',
    );
    expect(creation.details.userMessage).toBe('目標を作成するには次の項目を入力してください: 活動レベル、体重、生年月日、性別。');

    await store.weights.upsert(userId, TODAY, { weightKg: 62 }, NOW);
    await service().putGoal(userId, NOW, { goalType: 'maintain', activityLevel: 3, dateOfBirth: '1990-01-01', gender: 'female' });
    const later = '2027-03-21T03:00:00.000Z';
    const incomplete = await expectDomainError(service().putGoal(userId, later, { pace: 'gentle' }));
    expect(incomplete.message).toBe(
      'the profile is incomplete: send weightKg (a weight recorded with POST /weights in the last 90 days also gives the weight)',
    );
    expect(incomplete.details.userMessage).toBe('目標の計算に必要なプロフィールが未入力です: 体重。');
  });

  it('uses the observed expenditure when it is trusted, and shows it in the overview', async () => {
    const userId = newUser();
    await store.profiles.merge(userId, PROFILE, NOW);
    // 1,600 in, −0.35 kg/week: about 1,985 kcal/day out, clearly above the formula's 1,731, so
    // under-reporting is ruled out (records that merely agree with the formula are not trusted).
    await logFourWeeks(userId, 1600);
    const result = await service().putGoal(userId, NOW, { goalType: 'lose', activityLevel: 2 });
    const overview = await service().getGoalOverview(userId);
    expect(overview.metabolism).toMatchObject({
      trusted: true,
      intakeMeanKcal: 1600,
      windowStart: '2026-10-24',
      windowEnd: '2026-11-20',
      computedAt: NOW,
    });
    expect(overview.metabolism!.observedTdeeKcal).toBeGreaterThan(1900);
    expect(overview.metabolism!.observedTdeeKcal).toBeLessThan(2050);
    expect(overview.metabolism!.seKcal).toBeGreaterThan(0);
    expect(result.derivation.baseTdeeSource).toBe('observed');
    expect(result.derivation.baseTdeeKcal).toBe(overview.metabolism!.observedTdeeKcal);
  });

  it('falls back to the formula when the records look under-reported', async () => {
    const userId = newUser();
    await store.profiles.merge(userId, PROFILE, NOW);
    await logFourWeeks(userId, 700); // far below what a 160 cm woman of 60 kg can live on while losing slowly
    const result = await service().putGoal(userId, NOW, { goalType: 'lose', activityLevel: 2 });
    expect((await service().getGoalOverview(userId)).metabolism).toMatchObject({ trusted: false });
    expect(result.derivation.baseTdeeSource).toBe('mifflin_st_jeor');
  });

  it('lets an automatic goal follow new records, and keeps a manual goal fixed', async () => {
    const auto = newUser();
    const manual = newUser();
    for (const userId of [auto, manual]) {
      await store.profiles.merge(userId, PROFILE, NOW);
      await service().putGoal(userId, NOW, { goalType: 'lose', activityLevel: 2 });
    }
    await service().setManualGoal(manual, NOW, { cal: 1500, protein: 80, fat: 45, carbs: 190 });
    for (const userId of [auto, manual]) await logFourWeeks(userId, 1400);
    const failures: string[] = [];
    expect(await service().refreshAll(NOW, (userId) => failures.push(userId))).toEqual({ users: 2, failed: 0 });
    expect(failures).toEqual([]);
    expect((await store.goals.get(auto))!.cal).not.toBe(1401);
    expect((await store.goals.get(manual))!).toMatchObject({ cal: 1500, source: 'manual' });
    expect((await service().getGoalOverview(manual)).metabolism).not.toBeNull();
  });

  it('gives a user without a goal a manual one to maintain their weight (goal-manual has no precondition)', async () => {
    const userId = newUser();
    await store.profiles.merge(userId, PROFILE, NOW);
    const goal = await service().setManualGoal(userId, NOW, { cal: 1500, protein: 80, fat: 45, carbs: 190 });
    expect(goal).toMatchObject({
      cal: 1500,
      protein: 80,
      fat: 45,
      carbs: 190,
      source: 'manual',
      goalType: 'maintain',
      startWeightKg: PROFILE.weightKg,
    });
    expect((await store.goals.get(userId))!).toMatchObject({ cal: 1500, source: 'manual', revision: 1 });
    const bare = await service().setManualGoal(newUser(), NOW, { cal: 1800, protein: 90, fat: 50, carbs: 230 });
    expect(bare).toMatchObject({ cal: 1800, source: 'manual', startWeightKg: null });
  });
});
