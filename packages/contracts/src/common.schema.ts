import { z } from 'zod';
import { isCalendarDate } from '@shokuji/clock';

const calendarDate = z.string().refine(isCalendarDate, { message: 'must be a real calendar date written YYYY-MM-DD', abort: true });
const CALENDAR_DATE_META = { format: 'date', example: '2026-11-21' } as const;

/**
 * A real calendar date, YYYY-MM-DD (2026-02-30 is not), as answers carry it. The document says so
 * with `format: date` (RFC 3339 full-date) and the pattern. Answers keep the year 0000 readable: a
 * record dated so before requests refused it is still listed, and a window counted back from a test
 * clock set early in the year 0001 starts in it.
 */
export const IsoDateSchema = calendarDate.meta({
  ...CALENDAR_DATE_META,
  description: 'Calendar date YYYY-MM-DD (JST)',
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
});

/** The dates a request may send: the years 0001 to 9999 (docs/decisions-records.md → Dates a request may send). */
export const REQUEST_DATE_RANGE = { first: '0001-01-01', last: '9999-12-31' } as const;

/**
 * Every date a request sends, in a body, a query or a path: a real calendar date from 0001-01-01
 * to 9999-12-31. The year 0000 is no year of the calendar people write dates in (1 BC comes before
 * AD 1), and the date types of Python and .NET begin at 0001-01-01; four digits of year end at
 * 9999. The pattern leaves 0000 out too, so the document and the service agree.
 */
export const RequestDateSchema = calendarDate
  .refine((date) => date >= REQUEST_DATE_RANGE.first, {
    message: `must be a date from ${REQUEST_DATE_RANGE.first} to ${REQUEST_DATE_RANGE.last} (there is no year 0000)`,
  })
  .meta({
    ...CALENDAR_DATE_META,
    description: `Calendar date YYYY-MM-DD (JST), ${REQUEST_DATE_RANGE.first} to ${REQUEST_DATE_RANGE.last}`,
    pattern: '^(?:[1-9]\\d{3}|0[1-9]\\d{2}|00[1-9]\\d|000[1-9])-\\d{2}-\\d{2}$',
  });

/**
 * The largest amount a request may give of anything measured (kcal, g, mg, µg): a hundred thousand
 * is far beyond any meal, day or target, and keeps every sum and the fit arithmetic finite (a 1e308
 * target made every score NaN; a 1e308 nutrient summed to Infinity).
 */
export const AMOUNT_MAX = 100_000;

/** An amount an answer carries (kcal, g…): a number, 0 or more, its unit in the description. */
export const amountField = (description: string) => z.number().min(0).meta({ description });

// What String.prototype.trim removes, spelled out so the pattern below means the same in any regex engine.
const WHITESPACE = '\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff';
// Characters that show nothing and that trim() keeps: a name of them alone is as blank as spaces.
// The left-to-right and right-to-left marks (U+200E, U+200F, U+061C) are among them, and so are
// those that only modify or join the character before them or fill a place in a Hangul syllable:
// the combining grapheme joiner, Khmer's inherent vowels, Mongolian's variation selectors and vowel
// separator, the invisible operators, the variation selectors (U+FE0F after a ❤ stays: the ❤ shows)
// and the Hangul fillers. A search term of U+FE0F or U+3164 alone was searched, and echoed in its
// message as 「」. Beyond the BMP the same holds for the tag characters (U+E0000-E007F, which follow
// a flag emoji) and the supplementary variation selectors (U+E0100-E01EF, which follow an ideograph):
// written as the characters themselves, since a JSON Schema pattern is matched on code points
// (ECMA-262 with the u flag, Python's re, Rust's regex) and neither \u{E0000} nor a surrogate pair
// (\uDB40\uDC00) is an escape all of them read (docs/security.md → Text input).
const INVISIBLE_ASTRAL = '\u{e0000}-\u{e007f}\u{e0100}-\u{e01ef}';
const ZERO_WIDTH = `\\u034f\\u061c\\u115f\\u1160\\u17b4\\u17b5\\u180b-\\u180f\\u200b-\\u200f\\u2060-\\u2064\\u3164\\ufe00-\\ufe0f\\uffa0${INVISIBLE_ASTRAL}`;
// Control characters (Unicode Cc: C0, DEL, C1). Multi-line text keeps tab, LF and CR.
const CONTROLS = '\\u0000-\\u001f\\u007f-\\u009f';
const CONTROLS_BUT_LINES = '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f';
// Bidirectional embeddings, overrides and isolates: they reorder the text after them wherever the
// text is shown (docs/security.md → Bidirectional text), so a name could turn another party's page around.
const BIDI_CONTROLS = '\\u202a-\\u202e\\u2066-\\u2069';
const characters = (value: string) => Array.from(value).length;

// What a message echoing a caller's text must not carry as sent: a client showing the message would
// act on these rather than show them (terminal escapes, line breaks, text turned around), and a lone
// surrogate (a key sent as "\ud800"), which no UTF-8 output can hold: a client that printed the message
// failed on it (Python: UnicodeEncodeError). With the u flag the class matches a surrogate only alone.
const UNSHOWABLE = new RegExp(`[${CONTROLS}\\u2028\\u2029${BIDI_CONTROLS}\\ud800-\\udfff]`, 'gu');

/**
 * A message that may echo a caller's input (an id that names no record, a stray key) as a client
 * may show it: each control character, line or paragraph separator, bidirectional control and lone
 * surrogate is written as its `\uXXXX` escape. JSON escapes only C0 characters; DEL, C1, U+2028/9 and
 * the bidi controls went out as sent, and a lone surrogate as JSON's escape of it (2026-12-06: as text).
 */
export const withUnshowableEscaped = (text: string): string =>
  text.replace(UNSHOWABLE, (character) => `\\u${character.codePointAt(0)!.toString(16).padStart(4, '0')}`);

/**
 * How much of a caller's text a message names (docs/security.md → Error messages): a 400's message
 * goes back twice (error and userMessage), so a value or key echoed whole answered a long URL or
 * body with twice its length.
 */
export const ECHOED_TEXT_MAX = 40;

/** The caller's text as a message names it: its first ECHOED_TEXT_MAX characters, then `…`. */
export function echoedText(text: string): string {
  const characters = Array.from(text);
  return characters.length > ECHOED_TEXT_MAX ? `${characters.slice(0, ECHOED_TEXT_MAX).join('')}…` : text;
}

/** Whether a text may span lines: notes, messages and descriptions may; names, ids and search terms may not. */
export type TextLines = 'one-line' | 'multi-line';

/**
 * What a user-supplied string must be, whatever its field (docs/security.md → Text input): well-formed
 * Unicode (no lone surrogate, which JSON can spell as "\ud800"), free of control characters (tab, LF and CR allowed in multi-line
 * text) and of the bidirectional characters that reorder what follows them. `visible` also asks for one character that is neither whitespace nor zero-width. The
 * same rule as a JSON Schema pattern, so the document says exactly what the service refuses.
 */
function plainTextRule(lines: TextLines, visible: boolean) {
  const controls = lines === 'one-line' ? CONTROLS : CONTROLS_BUT_LINES;
  // No surrogates in the pattern: a JSON Schema string is code points, which a lone surrogate is
  // not (RFC 7493 §2.1), and Rust's and Python's regex engines refuse the escape. Refused all the same.
  const allowed = `[^${controls}${BIDI_CONTROLS}]`;
  const shown = `[^${controls}${BIDI_CONTROLS}${WHITESPACE}${ZERO_WIDTH}]`;
  const pattern = visible ? `^${allowed}*${shown}${allowed}*$` : `^${allowed}*$`;
  const control = new RegExp(`[${controls}]`, 'u');
  const bidiControl = new RegExp(`[${BIDI_CONTROLS}]`, 'u');
  const problem = (value: string): string | null => {
    const lone = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.exec(value);
    if (lone) return `must be well-formed Unicode text, not a lone UTF-16 surrogate (${codePointName(lone[0])})`;
    const found = control.exec(value);
    if (found)
      return lines === 'one-line'
        ? `must be one line of text without control characters (found ${codePointName(found[0])})`
        : `must not contain control characters other than tab and line breaks (found ${codePointName(found[0])})`;
    const reordering = bidiControl.exec(value);
    if (reordering)
      return `must not contain bidirectional embedding, override or isolate characters (found ${codePointName(reordering[0])})`;
    if (visible && isBlankText(value)) return 'must not be blank (only spaces or characters that show nothing alone)';
    return null;
  };
  return { pattern, problem };
}

// Each mark of the class is matched on its own, as a text of such marks alone shows nothing.
// eslint-disable-next-line no-misleading-character-class
const BLANK = new RegExp(`^[${WHITESPACE}${ZERO_WIDTH}]*$`, 'u');
/** Nothing to show: empty, or whitespace and characters that show nothing alone (ZERO_WIDTH). */
export const isBlankText = (value: string): boolean => BLANK.test(value);

const codePointName = (character: string) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** A zod string that refuses what plainTextRule refuses, each problem its own message. */
function plainText(lines: TextLines, visible: boolean) {
  const rule = plainTextRule(lines, visible);
  const schema = z.string().check((ctx) => {
    const problem = rule.problem(ctx.value);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
  });
  return { schema, rule };
}

/** A string bounded to min-max characters, counted as code points (see boundedString). */
function charactersBetween<T extends z.ZodString>(schema: T, max: number, min: number) {
  return schema
    .refine((value) => characters(value) >= min && characters(value) <= max, {
      message: min > 0 ? `must be ${min}-${max} characters` : `must be at most ${max} characters`,
    })
    .meta({ ...(min > 0 ? { minLength: min } : {}), maxLength: max });
}

/**
 * A string of min-max characters, counted as code points as the spec and JSON Schema count them
 * (zod's .max() counts UTF-16 units, so 60 emoji would be "120" and refused while the document
 * allowed them); one line of plain text (shop ids, English names, groups) unless `lines` says otherwise.
 */
export function boundedString(max: number, min = 0, lines: TextLines = 'one-line') {
  const { schema, rule } = plainText(lines, false);
  return charactersBetween(schema, max, min).meta({ pattern: rule.pattern });
}

/**
 * One line of plain text with no length of its own: a list whose parts are bounded one by one (comma-separated ids). The
 * document carries its pattern, so a character the parts' check refuses is refused by the document too.
 */
export function oneLineText() {
  const { schema, rule } = plainText('one-line', false);
  return schema.meta({ pattern: rule.pattern });
}

/**
 * The id of one of the caller's records (meal, food, exercise): looked up, never stored, so any
 * text that is no such id, a malformed one included, is the endpoint's 404, not a 400.
 */
export function recordIdField(max = 100) {
  return charactersBetween(z.string(), max, 1);
}

/**
 * Free text: at most `max` characters as sent, plain text with something visible in it, stored
 * trimmed. One line (names, search terms) unless `lines` says multi-line (messages, descriptions).
 */
export function textField(max: number, lines: TextLines = 'one-line') {
  const { schema, rule } = plainText(lines, true);
  return schema
    .refine((value) => characters(value) <= max, { message: `must be at most ${max} characters` })
    .trim()
    .meta({ minLength: 1, maxLength: max, pattern: rule.pattern });
}

/**
 * A shop id of GET /shops in a body (POST /sets, POST /analyze-text, a meal record, PUT /meals/:id, an app food), read
 * as GET /search reads an id of its shop filter: trimmed (" familymart " is familymart), and a blank one (spaces or
 * characters that show nothing) refused as blank, where it was looked up and refused as an unknown shop whose id printed
 * as a gap. The document's pattern says so.
 */
export function shopIdField() {
  return textField(100);
}

/**
 * An optional note: at most `max` characters as sent, plain multi-line text, stored trimmed; a
 * blank one (spaces or zero-width characters only) is no note (null), so a client that sends ""
 * for "nothing to say" stores nothing.
 */
export function noteField(max: number) {
  return boundedString(max, 0, 'multi-line')
    .trim()
    .transform((note) => (isBlankText(note) ? null : note));
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
    // Missing where required (a path id an MCP tool call left out): coerced, it would read "received NaN" (stop 84).
    if (value === undefined) {
      ctx.addIssue({
        code: 'invalid_type',
        expected: 'number',
        input: value,
        message: 'Invalid input: expected number, received undefined',
      });
      return z.NEVER;
    }
    if (value === '' || value === null) {
      ctx.addIssue({
        code: 'custom',
        message: value === '' ? 'must be a number written in decimal, not empty' : 'must be a number, not null',
      });
      return z.NEVER;
    }
    if (typeof value === 'string' && !DECIMAL_TEXT.test(value)) {
      ctx.addIssue({ code: 'custom', message: `must be a number written in decimal, not "${echoedText(value)}"` });
      return z.NEVER;
    }
    return value;
  }, inner);
}

/**
 * A whole number from min to max (a page size, an offset, a count of sets), refused once with its
 * own bound: zod's int() also bounds a number by the largest safe integer, so offset=1e20 was told
 * both "<=9007199254740991" and "<=10000". The bounds come first and end the check; the document is
 * the same (type integer, minimum, maximum).
 */
export function boundedCount<T extends z.ZodNumber | z.ZodCoercedNumber<unknown>>(number: T, min: number, max: number) {
  return number.min(min, { abort: true }).max(max, { abort: true }).int();
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

/**
 * A positive whole number within the range JSON numbers hold exactly (a catalog id), refused once as
 * boundedCount refuses a count: int() alone would add its own "<=9007199254740991" to the bound's.
 */
export function boundedId<T extends z.ZodNumber | z.ZodCoercedNumber<unknown>>(number: T) {
  return number.positive({ abort: true }).max(Number.MAX_SAFE_INTEGER, { abort: true }).int();
}

/** A catalog product or dish id: a positive integer within the range JSON numbers hold exactly. */
export const CatalogNumberIdSchema = boundedId(z.number());

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
