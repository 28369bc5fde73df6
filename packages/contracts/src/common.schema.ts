import { z } from 'zod';
import { isCalendarDate } from '@shokuji/clock';

/**
 * A real calendar date, YYYY-MM-DD (2026-02-30 is a 400). The document says so with `format: date`
 * (RFC 3339 full-date, which is exactly a real calendar date) and the pattern.
 */
export const IsoDateSchema = z
  .string()
  .refine(isCalendarDate, { message: 'must be a real calendar date written YYYY-MM-DD' })
  .meta({ description: 'Calendar date YYYY-MM-DD (JST)', format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$', example: '2026-11-21' });

/**
 * The largest amount a request may give of anything measured (kcal, g, mg, µg): a hundred thousand
 * is far beyond any meal, day or target, and keeps every sum and the fit arithmetic finite (a 1e308
 * target made every score NaN; a 1e308 nutrient summed to Infinity).
 */
export const AMOUNT_MAX = 100_000;

// What String.prototype.trim removes, spelled out so the pattern below means the same in any regex engine.
const WHITESPACE = '\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff';
const characters = (value: string) => Array.from(value).length;

/**
 * A string of min-max characters, counted as code points as the spec and JSON Schema count them
 * (zod's .max() counts UTF-16 units, so 60 emoji would be "120" and refused while the document
 * allowed them).
 */
export function boundedString(max: number, min = 0) {
  return z
    .string()
    .refine((value) => characters(value) >= min && characters(value) <= max, {
      message: min > 0 ? `must be ${min}-${max} characters` : `must be at most ${max} characters`,
    })
    .meta({ ...(min > 0 ? { minLength: min } : {}), maxLength: max });
}

/** Free text: at most `max` characters as sent, not blank, stored trimmed. */
export function textField(max: number) {
  return z
    .string()
    .refine((value) => characters(value) <= max, { message: `must be at most ${max} characters` })
    .trim()
    .refine((value) => value.length > 0, { message: 'must not be blank' })
    .meta({ minLength: 1, maxLength: max, pattern: `[^${WHITESPACE}]` });
}

/**
 * An optional note: at most `max` characters as sent, stored trimmed; a blank one is no note (null),
 * so a client that sends "" for "nothing to say" stores nothing.
 */
export function noteField(max: number) {
  return boundedString(max)
    .trim()
    .transform((note) => note || null);
}

/** A number as a query string writes it in decimal: what Number() also reads (0x10, " 12", Infinity) is not one. */
const DECIMAL_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * A number in a query string or path: decimal text coerced to a number. An empty value is a 400, not
 * the 0 that Number('') makes (and the document does not offer null, which a query cannot carry);
 * other text is a 400 too, not the number Number() would read in it.
 */
export function queryNumber<T extends z.ZodType<number, unknown>>(inner: T) {
  return z.preprocess((value, ctx) => {
    if (value === '' || value === null) return undefined;
    if (typeof value === 'string' && !DECIMAL_TEXT.test(value)) {
      ctx.addIssue({ code: 'custom', message: `must be a number written in decimal, not "${value}"` });
      return z.NEVER;
    }
    return value;
  }, inner);
}

/**
 * What is left on one axis, as GET /nutrition's `remaining` gives it (API-SPEC.md: "feed them a
 * day's remaining"): a day over budget is below 0, which leaves nothing on that axis, so it counts
 * as 0 instead of refusing the very value the service handed out.
 */
export const remainingAmount = (amount: z.ZodNumber | z.ZodCoercedNumber<unknown>) =>
  amount
    .min(-AMOUNT_MAX)
    .max(AMOUNT_MAX)
    .transform((value) => Math.max(0, value));

/** A catalog product or dish id: a positive integer within the range JSON numbers hold exactly. */
export const CatalogNumberIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const TimestampSchema = z.string().meta({ description: 'ISO 8601 timestamp', example: '2026-11-21T03:00:00.000Z' });

export const MacroSetSchema = z.object({
  cal: z.number().meta({ description: 'kcal' }),
  protein: z.number().meta({ description: 'g' }),
  fat: z.number().meta({ description: 'g' }),
  carbs: z.number().meta({ description: 'g' }),
});
export type MacroSet = z.infer<typeof MacroSetSchema>;

export const QuotaSchema = z.object({
  period: z.enum(['day', 'hour']),
  limit: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
  resetAt: TimestampSchema,
});
export type Quota = z.infer<typeof QuotaSchema>;

export const SuccessFlagSchema = z.literal(true);

/** Success bodies carry the payload under `data` (API-SPEC.md → "What the service does" 9). */
export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: SuccessFlagSchema, data });
}

export const ErrorBodySchema = z
  .object({
    error: z.string().meta({ description: 'short identifier for logs; never branch on it' }),
    code: z.string().meta({ description: 'machine-readable reason; branch on this' }),
    userMessage: z.string().optional(),
    upgrade: z.object({ feature: z.string(), requiredTier: z.literal('premium') }).optional(),
    quota: z.object({ used: z.number(), limit: z.number(), remaining: z.number(), period: z.string(), resetAt: z.string() }).optional(),
    reason: z.string().optional(),
    missing: z.array(z.string()).optional(),
    hint: z.string().optional(),
    creditBalance: z.number().int().optional().meta({ description: 'AI-analysis credits left; with insufficient_credits' }),
    logId: z.string().optional(),
  })
  .meta({ id: 'Error' });
/** The flat error body of every failure (OPERATOR-API.md → Error body). */
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
