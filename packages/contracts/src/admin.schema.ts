import { z } from 'zod';
import { parseIsoInstant } from '@shokuji/clock';
import { boundedCount, TimestampSchema, dataEnvelope, textField } from './common.schema';
import { ProfileSchema } from './goals.schema';
import { EntitlementSourceSchema, ExternalTrialSchema, TierSchema } from './platform.schema';

/** OPERATOR-API.md → Admin API → Accounts. */
export const PlanSchema = z.enum(['free', 'premium']);
export const PremiumViaSchema = z.enum(['app_store', 'payment_provider']);

/** The region that refuses every data call (OPERATOR-API.md → Accounts: region). */
export const RESTRICTED_REGION = 'restricted';

const accountFields = {
  displayName: textField(100).nullable(),
  plan: PlanSchema,
  premiumVia: PremiumViaSchema,
  registeredOnWeb: z.boolean(),
  /**
   * A region code an operator types (`JP`, `restricted`): read trimmed and never blank, as a name is. Until 2026-12-06 it
   * was kept as sent, so `" restricted "` was stored padded and restricted nothing, and a region of full-width spaces was stored.
   * `restricted` is read in any case (stop 82): `Restricted` was stored so and restricted nothing either.
   */
  region: textField(32).overwrite((region) => (region.toLowerCase() === RESTRICTED_REGION ? RESTRICTED_REGION : region)),
  profile: ProfileSchema,
  aiCredits: boundedCount(z.number(), 0, 1_000_000).meta({
    description: 'AI-analysis credit balance (OPERATOR-API.md → AI analysis); sets it, default AI_CREDITS_INITIAL',
  }),
};

export const CreateUserBodySchema = z
  .strictObject({
    displayName: accountFields.displayName.optional(),
    plan: accountFields.plan.optional(),
    premiumVia: accountFields.premiumVia.optional(),
    registeredOnWeb: accountFields.registeredOnWeb.optional(),
    region: accountFields.region.optional(),
    profile: accountFields.profile.optional(),
    aiCredits: accountFields.aiCredits.optional(),
  })
  // Every field has a default (OPERATOR-API.md → Accounts), so a create without a body is a Free account.
  .prefault({});
export type CreateUserBody = z.infer<typeof CreateUserBodySchema>;

export const PatchUserBodySchema = CreateUserBodySchema;
export type PatchUserBody = CreateUserBody;

export const UserIdParamsSchema = z.strictObject({ userId: z.string().min(1) });

export const CreateUserResponseSchema = dataEnvelope(z.object({ userId: z.string() }));

export const AdminUserSchema = z
  .object({
    userId: z.string(),
    displayName: z.string().nullable(),
    plan: PlanSchema,
    premiumVia: PremiumViaSchema,
    registeredOnWeb: z.boolean(),
    region: z.string(),
    createdAt: TimestampSchema,
    profile: ProfileSchema.nullable(),
    entitlement: z.object({ tier: TierSchema, source: EntitlementSourceSchema }),
    externalTrial: ExternalTrialSchema,
    activeTokens: z.number().int(),
    aiCredits: z.number().int().meta({ description: 'AI-analysis credits left' }),
  })
  .meta({ id: 'AdminUser' });
export const AdminUserResponseSchema = dataEnvelope(AdminUserSchema);

export const TokenLifetimeSchema = z.enum(['15m', '1h', '6h', '24h']);
export type TokenLifetime = z.infer<typeof TokenLifetimeSchema>;

export const IssueTokenBodySchema = z.strictObject({ lifetime: TokenLifetimeSchema.optional() }).optional();

export const IssueTokenResponseSchema = dataEnvelope(z.object({ tokenId: z.string(), token: z.string(), expiresAt: TimestampSchema }));

export const TokenIdParamsSchema = z.strictObject({ tokenId: z.string().min(1) });

/** An account's tokens that still work (neither revoked nor expired), newest first; never the token itself, which is shown once. */
export const ActiveTokensResponseSchema = dataEnvelope(
  z.object({ tokens: z.array(z.object({ tokenId: z.string(), createdAt: TimestampSchema, expiresAt: TimestampSchema })) }),
);

export const RevokeTokenResponseSchema = dataEnvelope(z.object({ tokenId: z.string(), revoked: z.literal(true) }));

/**
 * The instants the test clock may be set to: years 0001 to 9998 (UTC). Every date the service
 * derives from now (today in JST, a window 90 days back, a trial's end, a refresh token's 30 days)
 * then stays a YYYY-MM-DD calendar date; at JST 10000-01-01 they became "+010000-01-01", which no
 * answer may carry, and records written then kept it after the clock was reset.
 */
export const TEST_CLOCK_RANGE = { from: '0001-01-01T00:00:00.000Z', before: '9999-01-01T00:00:00.000Z' } as const;
export const SetClockBodySchema = z.strictObject({
  // Any ISO 8601 date-time with a zone (OPERATOR-API.md → Clock: "<ISO 8601>"), passed on as the instant's own ISO string.
  now: z
    .string()
    .transform((now, ctx) => {
      const instant = parseIsoInstant(now);
      if (instant === null) {
        ctx.addIssue({
          code: 'custom',
          message: 'must be an ISO 8601 date and time with a zone, such as 2027-01-01T09:00:00+09:00 or 2027-01-01T00:00Z',
        });
        return z.NEVER;
      }
      if (instant < Date.parse(TEST_CLOCK_RANGE.from) || instant >= Date.parse(TEST_CLOCK_RANGE.before)) {
        ctx.addIssue({ code: 'custom', message: 'must be in the years 0001 to 9998 (UTC)' });
        return z.NEVER;
      }
      return new Date(instant).toISOString();
    })
    .meta({ description: 'ISO 8601 date and time with a zone (Z or an offset); seconds optional; basic form accepted' }),
});
export const ClockResponseSchema = dataEnvelope(z.object({ now: TimestampSchema, adjusted: z.boolean() }));
