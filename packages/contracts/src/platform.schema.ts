import { z } from 'zod';
import { QuotaSchema, TimestampSchema, dataEnvelope, successEnvelope, textField } from './common.schema';
import { GoalSchema, MetabolismSchema } from './goals.schema';

export const TierSchema = z.enum(['free', 'premium']);
export type Tier = z.infer<typeof TierSchema>;

/** OPERATOR-API.md → "Values the spec leaves open". */
export const EntitlementSourceSchema = z.enum(['app_store', 'payment_provider', 'external_trial', 'web_grace', 'none']);
export type EntitlementSource = z.infer<typeof EntitlementSourceSchema>;

export const TrialStateSchema = z.enum(['untouched', 'active', 'ended', 'not_applicable']);
export type TrialState = z.infer<typeof TrialStateSchema>;

/** API-SPEC.md → Me and → States → Access states; the values OPERATOR-API.md fixes (docs/decisions.md → Platform). */
export const ExternalTrialSchema = z.object({
  state: TrialStateSchema.meta({
    description: 'untouched (not started), active, ended, or not_applicable (a purchase or the web grace period gives Premium)',
  }),
  active: z.boolean().meta({ description: 'true while the 168-hour trial runs' }),
  startedAt: TimestampSchema.nullable().meta({ description: 'the first successful personal-data call; null while untouched' }),
  endsAt: TimestampSchema.nullable().meta({ description: '168 hours after startedAt; null while untouched' }),
  daysRemaining: z
    .number()
    .int()
    .nullable()
    .meta({ description: 'untouched 7; active the whole days left, rounded up; ended 0; not_applicable null' }),
});

export const FeaturesSchema = z.object({
  canReadPersonalData: z.boolean().meta({ description: 'the plan in force opens the personal records (Premium, trial or grace)' }),
  canStartTrial: z.boolean().meta({
    description:
      'the 7-day trial is untouched: canReadPersonalData is then false, yet a personal-data call succeeds and its first success starts the trial',
  }),
  canWrite: z.boolean().meta({ description: 'the plan in force lets records be written' }),
  canSetProposal: z.boolean().meta({ description: 'POST /sets (set suggestions) may be called on the plan in force' }),
  rangeMaxDays: z
    .object({ meals: z.number().int(), nutrition: z.number().int() })
    .meta({ description: 'the longest date range GET /meals and GET /nutrition take on the plan in force, in days; 0 on Free' }),
});

export const MeSchema = z
  .object({
    tier: TierSchema.meta({ description: 'the effective plan: premium (a purchase, the trial or the web grace period) or free' }),
    entitlementSource: EntitlementSourceSchema.meta({ description: 'where the access comes from' }),
    externalTrial: ExternalTrialSchema.meta({ description: 'the 7-day trial of this API' }),
    displayName: z.string().nullable().meta({ description: 'null unless Premium or an active trial (or when the account has none)' }),
    // Described on their own schemas: a description here would copy them inline in place of their $ref.
    goal: GoalSchema.nullable(),
    metabolism: MetabolismSchema.nullable(),
    features: FeaturesSchema.meta({ description: 'what the plan in force opens' }),
    quota: QuotaSchema.meta({ description: 'the call quota, as the X-Quota headers give it (this call counted)' }),
  })
  .meta({ id: 'Me' });
export type Me = z.infer<typeof MeSchema>;

export const MeResponseSchema = dataEnvelope(MeSchema);

export const FeedbackCategorySchema = z.enum(['feature', 'bug', 'usability', 'question', 'impression', 'other']);

export const FeedbackBodySchema = z.strictObject({
  message: textField(2000, 'multi-line'),
  category: FeedbackCategorySchema.optional(),
});
export type FeedbackBody = z.infer<typeof FeedbackBodySchema>;

export const FeedbackResponseSchema = successEnvelope(
  z.object({ id: z.string(), category: FeedbackCategorySchema, createdAt: TimestampSchema }),
);

export const EmptyBodySchema = z.strictObject({}).optional();

export const BillingPortalResponseSchema = successEnvelope(z.object({ url: z.string() }));

/** Shown once per conversation to users who never sent feedback (API-SPEC.md → Account and support). */
export const FeedbackNoticeSchema = z.object({ body: z.string(), instruction: z.string() });
export type FeedbackNotice = z.infer<typeof FeedbackNoticeSchema>;
