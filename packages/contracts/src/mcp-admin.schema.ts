import { z } from 'zod';
import { TimestampSchema, dataEnvelope } from './common.schema';

/** OPERATOR-API.md → MCP connector: the operator's side of sign-in (codes, grants, upstream subjects). */
export const SignInCodeResponseSchema = dataEnvelope(
  z.object({
    code: z.string().meta({ description: 'One-time sign-in code, shown once', example: 'K7QP-3MZD-WX9A' }),
    expiresAt: TimestampSchema,
  }),
);

export const RevokeMcpGrantsResponseSchema = dataEnvelope(
  z.object({ revoked: z.number().int().min(0).meta({ description: 'Grants (approved sign-ins) revoked' }) }),
);

export const OidcSubjectSchema = z
  .object({ issuer: z.string(), subject: z.string(), userId: z.string(), createdAt: TimestampSchema })
  .meta({ id: 'OidcSubject' });

export const LinkOidcSubjectBodySchema = z.strictObject({
  subject: z.string().min(1).max(255).meta({ description: "The provider's `sub` claim for this person" }),
  issuer: z.url().optional().meta({ description: 'Default: the configured MCP_OIDC_ISSUER' }),
});
export type LinkOidcSubjectBody = z.infer<typeof LinkOidcSubjectBodySchema>;

export const OidcSubjectResponseSchema = dataEnvelope(OidcSubjectSchema);
export const OidcSubjectsResponseSchema = dataEnvelope(z.array(OidcSubjectSchema));

export const OidcSubjectParamsSchema = z.strictObject({ userId: z.string().min(1), subject: z.string().min(1).max(255) });
export const OidcIssuerQuerySchema = z.strictObject({ issuer: z.url().optional() });

export const UnlinkOidcSubjectResponseSchema = dataEnvelope(
  z.object({ subject: z.string(), issuer: z.string(), unlinked: z.literal(true) }),
);
