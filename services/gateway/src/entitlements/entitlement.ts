import { MEALS_RANGE_MAX_DAYS, NUTRITION_RANGE_MAX_DAYS, type EntitlementSource, type Tier, type TrialState } from '@shokuji/contracts';
import type { Account } from '../store/accounts.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The external trial lasts 168 hours, 7 days, from its first successful personal-data call (API-SPEC.md → States). */
export const TRIAL_DAYS = 7;
export const TRIAL_DURATION_MS = TRIAL_DAYS * DAY_MS;

export interface TrialStatus {
  state: TrialState;
  active: boolean;
  startedAt: string | null;
  endsAt: string | null;
  daysRemaining: number | null;
}

export interface Entitlement {
  tier: Tier;
  source: EntitlementSource;
  trial: TrialStatus;
  /** A Free account whose untouched trial the next successful personal-data call starts. */
  trialStartable: boolean;
}

/**
 * The effective plan of an account at an instant (API-SPEC.md → Authentication 6-9, States;
 * OPERATOR-API.md → values fixed): a purchase wins, then the web grace period, then the trial.
 */
export function resolveEntitlement(account: Account, now: Date): Entitlement {
  const notApplicable: TrialStatus = { state: 'not_applicable', active: false, startedAt: null, endsAt: null, daysRemaining: null };
  if (account.plan === 'premium') {
    return { tier: 'premium', source: account.premiumVia, trial: notApplicable, trialStartable: false };
  }
  if (account.registeredOnWeb) {
    return { tier: 'premium', source: 'web_grace', trial: notApplicable, trialStartable: false };
  }
  if (!account.trialStartedAt) {
    const untouched: TrialStatus = { state: 'untouched', active: false, startedAt: null, endsAt: null, daysRemaining: TRIAL_DAYS };
    return { tier: 'free', source: 'none', trial: untouched, trialStartable: true };
  }
  const endsAtMs = Date.parse(account.trialStartedAt) + TRIAL_DURATION_MS;
  const trial = {
    startedAt: account.trialStartedAt,
    endsAt: new Date(endsAtMs).toISOString(),
  };
  if (now.getTime() < endsAtMs) {
    // A test clock set before the start still shows the trial as started: at most its 7 days remain.
    const daysRemaining = Math.min(TRIAL_DAYS, Math.ceil((endsAtMs - now.getTime()) / DAY_MS));
    return {
      tier: 'premium',
      source: 'external_trial',
      trial: { state: 'active', active: true, ...trial, daysRemaining },
      trialStartable: false,
    };
  }
  return { tier: 'free', source: 'none', trial: { state: 'ended', active: false, ...trial, daysRemaining: 0 }, trialStartable: false };
}

/**
 * Range limits by plan (API-SPEC.md → Authentication 6: Free has no range queries): Premium's are
 * the ones the query schemas enforce (API-SPEC.md → Limits), so GET /me never names another.
 */
export const RANGE_MAX_DAYS = {
  premium: { meals: MEALS_RANGE_MAX_DAYS, nutrition: NUTRITION_RANGE_MAX_DAYS },
  free: { meals: 0, nutrition: 0 },
} as const;

export function featuresOf(entitlement: Entitlement) {
  const premium = entitlement.tier === 'premium';
  return {
    canReadPersonalData: premium,
    canStartTrial: entitlement.trialStartable,
    canWrite: premium,
    canSetProposal: premium,
    rangeMaxDays: { ...RANGE_MAX_DAYS[entitlement.tier] },
  };
}
