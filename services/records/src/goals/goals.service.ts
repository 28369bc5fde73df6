import {
  DomainError,
  invalidRequest,
  type Goal,
  type GoalOverview,
  type ManualGoalBody,
  type Profile,
  type PutGoalBody,
  type PutGoalResult,
} from '@shokuji/contracts';
import { addDays, jstDateOf } from '@shokuji/clock';
import { ageOn, deriveGoal, formulaTdeeKcal, paceForDeadline, type BodyProfile, type GoalDerivation } from '@shokuji/nutrition';
import type { ProfileRepository } from '../profile/profile.repository';
import type { WeightsRepository } from '../weights/weights.repository';
import type { GoalsRepository, StoredGoal } from './goals.repository';
import { presentDerivation, presentGoal } from './goals.presenter';
import type { MetabolismService } from './metabolism.service';

/** The activity level of a goal the app fixed before any PUT /goals: light activity, the commonest. */
const FIRST_GOAL_ACTIVITY_LEVEL = 2;
/** Meal ratios of a goal whose ratios were never sent (docs/goals.md). */
export const DEFAULT_MEAL_RATIOS: Goal['mealRatios'] = { breakfast: 0.25, lunch: 0.35, snack: 0.1, dinner: 0.3 };
/** A weight record this recent counts as the current weight; older ones give way to the profile. */
const CURRENT_WEIGHT_LOOKBACK_DAYS = 90;
const PROFILE_ITEMS = ['heightCm', 'weightKg', 'dateOfBirth', 'gender'] as const;
/** Saves of one change tried against goals changed meanwhile (each a few ms; more means a storm of writes). */
const GOAL_SAVE_ATTEMPTS = 8;

export interface GoalsDeps {
  goals: GoalsRepository;
  profiles: ProfileRepository;
  weights: Pick<WeightsRepository, 'listByDateRange'>;
  metabolism: MetabolismService;
}

/** What the calculation needs of the user at a moment: the body now (weight records first) and today. */
interface BodyNow {
  body: BodyProfile;
  today: string;
}

/**
 * The base goal (API-SPEC.md → Goals; States → Goal): PUT /goals, the app's manual override, and
 * the re-derivation of automatic goals when new records arrive.
 */
export function createGoalsService(deps: GoalsDeps) {
  const { goals, profiles, weights, metabolism } = deps;

  /** Weight records take precedence over the profile weight (API-SPEC.md → Goals: weightKg). */
  const latestRecordedWeightKg = async (userId: string, today: string): Promise<number | null> => {
    const records = await weights.listByDateRange(userId, addDays(today, -(CURRENT_WEIGHT_LOOKBACK_DAYS - 1)), today);
    return records.length ? records[records.length - 1]!.weightKg : null;
  };

  const missingProfileItems = (profile: Profile, recordedWeightKg: number | null): string[] =>
    PROFILE_ITEMS.filter((item) =>
      item === 'weightKg' ? profile.weightKg === undefined && recordedWeightKg === null : profile[item] === undefined,
    );

  const bodyNow = (profile: Required<Profile>, recordedWeightKg: number | null, today: string): BodyNow => ({
    today,
    body: {
      heightCm: profile.heightCm,
      weightKg: recordedWeightKg ?? profile.weightKg,
      ageYears: ageOn(profile.dateOfBirth, today),
      gender: profile.gender,
    },
  });

  /** Recomputes the observed metabolism with this goal's formula as the plausibility check, then derives. */
  const derive = async (
    userId: string,
    nowIso: string,
    now: BodyNow,
    intent: Pick<Goal, 'goalType' | 'pace' | 'activityLevel' | 'targetWeightKg'>,
    fixedCal: number | null,
  ) => {
    const observed = await metabolism.refresh(userId, nowIso, formulaTdeeKcal(now.body, intent.activityLevel));
    return deriveGoal({
      profile: now.body,
      goalType: intent.goalType,
      pace: intent.pace,
      activityLevel: intent.activityLevel,
      targetWeightKg: intent.targetWeightKg,
      // The observed expenditure includes the exercise the user logs, and each day's goal adds that
      // day's logged burn (API-SPEC.md → Nutrition): the base is the rest, or the exercise counts twice.
      trustedObservedTdeeKcal: observed?.trusted ? observed.observedTdeeKcal - observed.avgExerciseKcal : null,
      fixedCalKcal: fixedCal,
    });
  };

  const loadBody = async (userId: string, nowIso: string, reason: 'profile_incomplete'): Promise<BodyNow> => {
    const today = jstDateOf(new Date(nowIso));
    const [profile, recorded] = await Promise.all([profiles.get(userId), latestRecordedWeightKg(userId, today)]);
    const stored = profile ?? {};
    const missing = missingProfileItems(stored, recorded);
    if (missing.length) throw profileError(reason, missing);
    return bodyNow(complete(stored, recorded), recorded, today);
  };

  /**
   * Reads the goal, decides the next one and saves it only if nobody saved in between; otherwise
   * decides again from the goal as it now is. Two changes sent at once (pace in one request, the
   * target weight in another) both land, in one process or several sharing the store.
   */
  const changeGoal = async <T>(
    userId: string,
    decide: (existing: StoredGoal | null) => Promise<{ next: StoredGoal; result: T }>,
  ): Promise<T> => {
    for (let attempt = 1; ; attempt++) {
      const { next, result } = await decide(await goals.get(userId));
      if (await goals.save(userId, next)) return result;
      if (attempt === GOAL_SAVE_ATTEMPTS)
        throw new DomainError('conflict', 'the goal kept changing while this change was being made; send it again');
    }
  };

  /** The goal a user gets when the app fixes its values before PUT /goals ever ran. */
  const firstGoal = async (userId: string, nowIso: string): Promise<StoredGoal> => {
    const today = jstDateOf(new Date(nowIso));
    const [profile, recorded] = await Promise.all([profiles.get(userId), latestRecordedWeightKg(userId, today)]);
    return {
      cal: 0,
      protein: 0,
      fat: 0,
      carbs: 0,
      goalType: 'maintain',
      activityLevel: FIRST_GOAL_ACTIVITY_LEVEL,
      targetWeightKg: null,
      startWeightKg: recorded ?? profile?.weightKg ?? null,
      goalStartedAt: today,
      durationDays: null,
      pace: 'standard',
      mealRatios: DEFAULT_MEAL_RATIOS,
      source: 'manual',
      createdAt: nowIso,
      updatedAt: nowIso,
      revision: 0,
    };
  };

  /** PUT /goals on the goal as read (API-SPEC.md → Goals: only the fields sent change). */
  const decidePutGoal = async (
    userId: string,
    nowIso: string,
    body: PutGoalBody,
    existing: StoredGoal | null,
  ): Promise<{ next: StoredGoal; result: PutGoalResult }> => {
    const today = jstDateOf(new Date(nowIso));
    const [storedProfile, recorded] = await Promise.all([profiles.get(userId), latestRecordedWeightKg(userId, today)]);
    const profilePatch = pickProfile(body);
    checkDateOfBirth(profilePatch.dateOfBirth, today);
    const profile: Profile = { ...storedProfile, ...profilePatch };
    const missingProfile = missingProfileItems(profile, recorded);
    if (!existing) {
      const missing = [
        ...(body.goalType === undefined ? ['goalType'] : []),
        ...(body.activityLevel === undefined ? ['activityLevel'] : []),
        ...missingProfile,
      ];
      if (missing.length) throw profileError('no_active_goal', missing);
    } else if (missingProfile.length) {
      throw profileError('profile_incomplete', missingProfile);
    }
    // Validated: only now does the call change anything (a refused call leaves the profile as it was).
    const profileUpdated = Object.keys(profilePatch).length > 0;
    if (profileUpdated) await profiles.merge(userId, profilePatch, nowIso);
    const now = bodyNow(complete(profile, recorded), recorded, today);

    const goalType = body.goalType ?? existing!.goalType;
    const targetWeightKg = body.targetWeightKg !== undefined ? body.targetWeightKg : (existing?.targetWeightKg ?? null);
    const durationDays = body.durationDays !== undefined ? body.durationDays : (existing?.durationDays ?? null);
    // A deadline sent now overwrites pace with the one it needs (API-SPEC.md → Goals: durationDays).
    const paceFromDeadline =
      typeof body.durationDays === 'number' ? paceForDeadline(now.body.weightKg, targetWeightKg, body.durationDays) : null;
    const pace = paceFromDeadline ?? body.pace ?? existing?.pace ?? 'standard';
    const activityLevel = body.activityLevel ?? existing!.activityLevel;
    const mealRatios =
      body.breakfastRatio !== undefined
        ? { breakfast: body.breakfastRatio, lunch: body.lunchRatio!, snack: body.snackRatio!, dinner: body.dinnerRatio! }
        : (existing?.mealRatios ?? DEFAULT_MEAL_RATIOS);
    // A new direction starts a new goal period from today's weight.
    const restart = !existing || existing.goalType !== goalType;

    const manual = existing?.source === 'manual';
    const derivation = await derive(userId, nowIso, now, { goalType, pace, activityLevel, targetWeightKg }, manual ? existing!.cal : null);
    const values = manual
      ? { cal: existing!.cal, protein: existing!.protein, fat: existing!.fat, carbs: existing!.carbs }
      : macrosOf(derivation);
    const next: StoredGoal = {
      ...values,
      goalType,
      activityLevel,
      targetWeightKg,
      startWeightKg: restart ? now.body.weightKg : existing!.startWeightKg,
      goalStartedAt: restart ? today : existing!.goalStartedAt,
      durationDays,
      pace,
      mealRatios,
      source: manual ? 'manual' : 'auto',
      createdAt: existing?.createdAt ?? nowIso,
      updatedAt: nowIso,
      revision: existing?.revision ?? 0,
    };
    const result: PutGoalResult = {
      goal: presentGoal(next),
      previous: existing ? presentGoal(existing) : null,
      derivation: presentDerivation(derivation),
      switchedFromManual: false,
      ...(manual ? { manualPreserved: true as const } : {}),
      ...(existing ? {} : { created: true as const }),
      ...(profileUpdated ? { profileUpdated: true as const } : {}),
    };
    return { next, result };
  };

  return {
    putGoal(userId: string, nowIso: string, body: PutGoalBody): Promise<PutGoalResult> {
      return changeGoal(userId, (existing) => decidePutGoal(userId, nowIso, body, existing));
    },

    /** The operator's profile writes (OPERATOR-API.md → Accounts: "same rules as PUT /goals"). */
    async updateProfile(userId: string, nowIso: string, patch: Profile): Promise<Profile> {
      checkDateOfBirth(patch.dateOfBirth, jstDateOf(new Date(nowIso)));
      return profiles.merge(userId, patch, nowIso);
    },

    /**
     * OPERATOR-API.md → goal-manual: the user fixes the values in the app. A user who never set a goal
     * here gets one to maintain their weight, with the defaults PUT /goals would use, until PUT /goals
     * says more (the app has no other fields to give).
     */
    setManualGoal(userId: string, nowIso: string, values: ManualGoalBody): Promise<Goal> {
      return changeGoal(userId, async (stored) => {
        const base = stored ?? (await firstGoal(userId, nowIso));
        const next: StoredGoal = { ...base, ...values, source: 'manual', updatedAt: nowIso };
        return { next, result: presentGoal(next) };
      });
    },

    /** OPERATOR-API.md → goal-manual DELETE: back to automatic calculation, values recomputed now. */
    clearManualGoal(userId: string, nowIso: string): Promise<Goal> {
      return changeGoal(userId, async (stored) => {
        const existing = goalOrConflict(stored);
        const now = await loadBody(userId, nowIso, 'profile_incomplete');
        const derivation = await derive(userId, nowIso, now, existing, null);
        const next: StoredGoal = { ...existing, ...macrosOf(derivation), source: 'auto', updatedAt: nowIso };
        return { next, result: presentGoal(next) };
      });
    },

    async getGoalOverview(userId: string): Promise<GoalOverview> {
      const [goal, observed] = await Promise.all([goals.get(userId), metabolism.current(userId)]);
      return { goal: goal ? presentGoal(goal) : null, metabolism: observed };
    },

    /**
     * After new records (and nightly): recompute the observed metabolism and let an automatic goal
     * follow it; a manual goal keeps its values (API-SPEC.md → Goal: source).
     */
    async refresh(userId: string, nowIso: string): Promise<void> {
      const goal = await goals.get(userId);
      if (!goal) {
        await metabolism.refresh(userId, nowIso, null);
        return;
      }
      let now: BodyNow;
      try {
        now = await loadBody(userId, nowIso, 'profile_incomplete');
      } catch {
        await metabolism.refresh(userId, nowIso, null);
        return;
      }
      const derivation = await derive(userId, nowIso, now, goal, goal.source === 'manual' ? goal.cal : null);
      if (goal.source === 'manual') return;
      const values = macrosOf(derivation);
      if (values.cal === goal.cal && values.protein === goal.protein && values.fat === goal.fat && values.carbs === goal.carbs) return;
      // Refused when the goal changed meanwhile: that change derived its values from the same records.
      await goals.save(userId, { ...goal, ...values, updatedAt: nowIso });
    },

    /** The nightly job: every user with a goal. One failing user is reported and does not stop the others. */
    async refreshAll(nowIso: string, onFailure: (userId: string, error: unknown) => void): Promise<{ users: number; failed: number }> {
      const userIds = await goals.listUserIds();
      let failed = 0;
      for (const userId of userIds) {
        try {
          await this.refresh(userId, nowIso);
        } catch (error) {
          failed++;
          onFailure(userId, error);
        }
      }
      return { users: userIds.length, failed };
    },
  };
}

export type GoalsService = ReturnType<typeof createGoalsService>;

const macrosOf = (d: GoalDerivation) => ({ cal: d.cal, protein: d.protein, fat: d.fat, carbs: d.carbs });

function pickProfile(body: PutGoalBody): Profile {
  const patch: Profile = {};
  for (const item of PROFILE_ITEMS) if (body[item] !== undefined) Object.assign(patch, { [item]: body[item] });
  return patch;
}

/** Every missing item is known here (checked before), so the profile is complete; the weight may come from records. */
function complete(profile: Profile, recordedWeightKg: number | null): Required<Profile> {
  return { ...profile, weightKg: profile.weightKg ?? recordedWeightKg! } as Required<Profile>;
}

/** A birth date in the future or an age outside 10-120 cannot feed the formula. */
function checkDateOfBirth(dateOfBirth: string | undefined, today: string): void {
  if (dateOfBirth === undefined) return;
  const age = ageOn(dateOfBirth, today);
  if (dateOfBirth >= today || age < 10 || age > 120) {
    throw invalidRequest('dateOfBirth must be a past date giving an age of 10-120', { userMessage: '生年月日を正しく入力してください。' });
  }
}

/** The items of a goal 400's `missing`, as the user knows them. */
const MISSING_ITEM_LABELS: Record<string, string> = {
  goalType: '目標の種類',
  activityLevel: '活動レベル',
  heightCm: '身長',
  weightKg: '体重',
  dateOfBirth: '生年月日',
  gender: '性別',
};

/**
 * API-SPEC.md → Goals → Errors: 400 with reason and the list of missing items. Both messages name the
 * items (the userMessage is shown to the user as is, who could not tell what to enter), and a missing
 * weight says a weight record gives it too.
 */
function profileError(reason: 'no_active_goal' | 'profile_incomplete', missing: string[]): DomainError {
  const items = missing.join(', ');
  const weightNote = missing.includes('weightKg')
    ? ` (a weight recorded with POST /weights in the last ${CURRENT_WEIGHT_LOOKBACK_DAYS} days also gives the weight)`
    : '';
  const message =
    reason === 'no_active_goal'
      ? `no goal yet: send ${items} to create one${weightNote}`
      : `the profile is incomplete: send ${items}${weightNote}`;
  const labels = missing.map((item) => MISSING_ITEM_LABELS[item] ?? item).join('、');
  return invalidRequest(message, {
    reason,
    missing,
    userMessage:
      reason === 'no_active_goal'
        ? `目標を作成するには次の項目を入力してください: ${labels}。`
        : `目標の計算に必要なプロフィールが未入力です: ${labels}。`,
  });
}

function goalOrConflict(goal: StoredGoal | null): StoredGoal {
  if (!goal) throw new DomainError('conflict', 'the user has no goal yet; create it through PUT /goals first');
  return goal;
}
