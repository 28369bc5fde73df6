import type { parseArgs } from 'node:util';
import { z } from 'zod';
import { CreateUserBodySchema } from '@shokuji/contracts';

/** The operator CLI's flags (admin.cli.ts): the body fields of the admin routes, spelt in kebab case. */
export const CLI_OPTIONS = {
  'display-name': { type: 'string' },
  plan: { type: 'string' },
  'premium-via': { type: 'string' },
  'registered-on-web': { type: 'boolean' },
  region: { type: 'string' },
  'height-cm': { type: 'string' },
  'weight-kg': { type: 'string' },
  'date-of-birth': { type: 'string' },
  gender: { type: 'string' },
  'ai-credits': { type: 'string' },
  lifetime: { type: 'string' },
  out: { type: 'string' },
  from: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export type CliFlags = ReturnType<typeof parseArgs<{ options: typeof CLI_OPTIONS; allowPositionals: true }>>['values'];

/** A JSON number written as text: what the route's body could carry for the same field. */
const DECIMAL_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * A number flag as the body's number: decimal text only. Number() would read `--ai-credits " "` as 0
 * and `0x10` as 16, values no JSON body can say; they are refused by the field's body name instead.
 */
function numberFlag(value: string | undefined, path: string[], issues: z.core.$ZodIssue[]): number | undefined {
  if (value === undefined) return undefined;
  if (DECIMAL_TEXT.test(value)) return Number(value);
  issues.push({ code: 'custom', path, message: `must be a number written in decimal, not "${value}"`, input: value });
  return undefined;
}

/** Flags → the same body POST /admin/v1/users takes, validated by the same schema. */
export function accountBody(flags: CliFlags) {
  const issues: z.core.$ZodIssue[] = [];
  const profile = {
    heightCm: numberFlag(flags['height-cm'], ['profile', 'heightCm'], issues),
    weightKg: numberFlag(flags['weight-kg'], ['profile', 'weightKg'], issues),
    dateOfBirth: flags['date-of-birth'],
    gender: flags.gender,
  };
  const aiCredits = numberFlag(flags['ai-credits'], ['aiCredits'], issues);
  if (issues.length > 0) throw new z.ZodError(issues);
  const hasProfile = Object.values(profile).some((value) => value !== undefined);
  return CreateUserBodySchema.parse({
    displayName: flags['display-name'],
    plan: flags.plan,
    premiumVia: flags['premium-via'],
    registeredOnWeb: flags['registered-on-web'],
    region: flags.region,
    aiCredits,
    ...(hasProfile ? { profile } : {}),
  });
}
