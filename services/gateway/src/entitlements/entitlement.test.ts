import { addDays } from '@shokuji/clock';
import { MealsQuerySchema, NutritionQuerySchema } from '@shokuji/contracts';
import { TRIAL_DURATION_MS, featuresOf, resolveEntitlement } from './entitlement';
import { buildAccount } from '../store/platform-store.factories';

const now = new Date('2026-11-21T03:00:00.000Z');

describe('resolveEntitlement', () => {
  it('Free with an untouched trial can start it', () => {
    const e = resolveEntitlement(buildAccount(), now);
    expect(e).toMatchObject({ tier: 'free', source: 'none', trialStartable: true });
    expect(e.trial).toEqual({ state: 'untouched', active: false, startedAt: null, endsAt: null, daysRemaining: 7 });
    expect(featuresOf(e)).toEqual({
      canReadPersonalData: false,
      canStartTrial: true,
      canWrite: false,
      canSetProposal: false,
      rangeMaxDays: { meals: 0, nutrition: 0 },
    });
  });

  it.each([
    ['app_store', 'app_store'],
    ['payment_provider', 'payment_provider'],
  ] as const)('a purchase through %s is Premium from %s, trial not applicable', (via, source) => {
    const e = resolveEntitlement(buildAccount({ plan: 'premium', premiumVia: via, trialStartedAt: '2026-01-01T00:00:00.000Z' }), now);
    expect(e).toMatchObject({ tier: 'premium', source, trialStartable: false });
    expect(e.trial.state).toBe('not_applicable');
    expect(featuresOf(e).rangeMaxDays).toEqual({ meals: 14, nutrition: 90 });
  });

  it('web registration is the grace period and never consumes the trial', () => {
    const e = resolveEntitlement(buildAccount({ registeredOnWeb: true }), now);
    expect(e).toMatchObject({ tier: 'premium', source: 'web_grace', trialStartable: false });
    expect(e.trial.state).toBe('not_applicable');
  });

  it('an active trial lasts 168 hours from its start', () => {
    const startedAt = '2026-11-20T03:00:00.000Z';
    const e = resolveEntitlement(buildAccount({ trialStartedAt: startedAt }), now);
    expect(e).toMatchObject({ tier: 'premium', source: 'external_trial' });
    expect(e.trial).toEqual({ state: 'active', active: true, startedAt, endsAt: '2026-11-27T03:00:00.000Z', daysRemaining: 6 });
    const lastMs = new Date(Date.parse(startedAt) + TRIAL_DURATION_MS - 1);
    expect(resolveEntitlement(buildAccount({ trialStartedAt: startedAt }), lastMs).tier).toBe('premium');
  });

  it('shows at most 7 days remaining, also at a time before the start (a test clock set back)', () => {
    const startedAt = '2026-11-21T03:00:00.000Z';
    expect(resolveEntitlement(buildAccount({ trialStartedAt: startedAt }), now).trial.daysRemaining).toBe(7);
    const before = resolveEntitlement(buildAccount({ trialStartedAt: startedAt }), new Date('2026-11-01T00:00:00.000Z'));
    expect(before.trial).toMatchObject({ state: 'active', daysRemaining: 7 });
  });

  it('after 168 hours the account is Free again and the trial has ended', () => {
    const startedAt = '2026-11-14T03:00:00.000Z';
    const e = resolveEntitlement(buildAccount({ trialStartedAt: startedAt }), now);
    expect(e).toMatchObject({ tier: 'free', source: 'none', trialStartable: false });
    expect(e.trial).toMatchObject({ state: 'ended', active: false, daysRemaining: 0 });
    expect(featuresOf(e).canStartTrial).toBe(false);
  });
});

describe('featuresOf', () => {
  // A guard: GET /me's rangeMaxDays is the range the query schemas take, so a client sizing its ranges by it is never refused.
  it("names Premium's longest ranges as the ones GET /meals and GET /nutrition accept", () => {
    const { rangeMaxDays } = featuresOf(resolveEntitlement(buildAccount({ plan: 'premium', premiumVia: 'app_store' }), now));
    const range = (days: number) => ({ startDate: '2026-11-01', endDate: addDays('2026-11-01', days - 1) });
    expect(MealsQuerySchema.safeParse(range(rangeMaxDays.meals)).success).toBe(true);
    expect(MealsQuerySchema.safeParse(range(rangeMaxDays.meals + 1)).success).toBe(false);
    expect(NutritionQuerySchema.safeParse(range(rangeMaxDays.nutrition)).success).toBe(true);
    expect(NutritionQuerySchema.safeParse(range(rangeMaxDays.nutrition + 1)).success).toBe(false);
  });
});
