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

export const ExternalTrialSchema = z.object({
  state: TrialStateSchema,
  active: z.boolean(),
  startedAt: TimestampSchema.nullable(),
  endsAt: TimestampSchema.nullable(),
  daysRemaining: z.number().int().nullable(),
});

export const FeaturesSchema = z.object({
  canReadPersonalData: z.boolean(),
  canStartTrial: z.boolean(),
  canWrite: z.boolean(),
  canSetProposal: z.boolean(),
  rangeMaxDays: z.object({ meals: z.number().int(), nutrition: z.number().int() }),
});

export const MeSchema = z
  .object({
    tier: TierSchema,
    entitlementSource: EntitlementSourceSchema,
    externalTrial: ExternalTrialSchema,
    displayName: z.string().nullable(),
    goal: GoalSchema.nullable(),
    metabolism: MetabolismSchema.nullable(),
    features: FeaturesSchema,
    quota: QuotaSchema,
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
