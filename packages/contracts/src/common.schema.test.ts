import { z } from 'zod';
import {
  CatalogNumberIdSchema,
  IsoDateSchema,
  RequestDateSchema,
  boundedString,
  noteField,
  queryNumber,
  textField,
  withUnshowableEscaped,
} from './common.schema';
import { CreateUserBodySchema } from './admin.schema';
import { CreateExerciseBodySchema, ExerciseCalSchema } from './exercises.schema';
import { FavoriteParamsSchema } from './favorites.schema';
import { PutGoalBodySchema } from './goals.schema';
import { MealSearchQuerySchema, MyFoodsQuerySchema, UsualMealsQuerySchema } from './meals.schema';
import { PutRatingBodySchema } from './ratings.schema';

describe('strings as the spec counts them', () => {
  it('counts characters as code points, as JSON Schema does', () => {
    const twoChars = boundedString(2, 1);
    expect(twoChars.safeParse('🍙🍣').success).toBe(true);
    expect(twoChars.safeParse('🍙🍣🍜').success).toBe(false);
    expect(twoChars.safeParse('').success).toBe(false);
  });

  it('text is trimmed, refused when blank, and bounded as sent', () => {
    const text = textField(5);
    expect(text.parse(' 牛丼 ')).toBe('牛丼');
    expect(text.safeParse(' \u3000\n').success).toBe(false);
    expect(text.safeParse('🍙🍙🍙🍙🍙').success).toBe(true);
    // The document bounds the value as sent (maxLength), so padding counts.
    expect(text.safeParse(' 12345').success).toBe(false);
  });

  it('refuses control characters, lone surrogates and names of zero-width characters, and keeps Japanese and emoji', () => {
    const name = textField(50);
    const description = textField(50, 'multi-line');
    const note = noteField(50);
    for (const bad of ['a\u0000', '\u0007', 'a\u001b[0m', 'a\u007f', 'a\u0085', '\ud800x', 'x\udc00']) {
      for (const schema of [name, description, note, boundedString(50)]) expect(schema.safeParse(bad).success).toBe(false);
    }
    for (const blank of ['\u200b', '\u200c\u200d \ufeff', '\u2060\u3000']) expect(name.safeParse(blank).success).toBe(false);
    // Characters that only modify or join the one before them, or fill a Hangul syllable's place, show nothing alone.
    for (const blank of ['\ufe0f', '\u3164', '\u034f ', '\u2061\u2064', '\u180e', '\uffa0\u115f\u1160', '\u17b4'])
      expect([blank, name.safeParse(blank).success]).toEqual([blank, false]);
    // The refusal says what blank means, not only "zero-width" (U+3164 takes a place, and shows nothing).
    expect(name.safeParse('\u3164').error?.issues[0]?.message).toBe(
      'must not be blank (only spaces or characters that show nothing alone)',
    );
    // Beyond the BMP too (2026-12-06): tag characters and the supplementary variation selectors alone are blank;
    // after the flag or ideograph they belong to, the text shows.
    for (const blank of ['\u{e0001}', '\u{e0020}\u{e007f}', '\u{e0100}', ' \u{e01ef}\u200b', '\u{e0067}\u{e0062}\u3000'])
      expect([blank, name.safeParse(blank).success, note.parse(blank)]).toEqual([blank, false, null]);
    for (const good of ['\u{1f3f4}\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}\u{e007f}', '\u845b\u{e0100}', 'a\u{e0080}'])
      expect([good, name.parse(good)]).toEqual([good, good]);
    expect(note.parse('\ufe0f')).toBeNull();
    expect(note.parse('\u200b ')).toBeNull();
    // Names and ids are one line; notes and descriptions keep tab and line breaks.
    for (const lines of ['a\tb', 'a\nb', 'a\r\nb']) {
      expect(name.safeParse(lines).success).toBe(false);
      expect(description.parse(lines)).toBe(lines);
      expect(note.parse(lines)).toBe(lines);
    }
    for (const good of ['牛丼 並盛', '🍙🍣', '👨‍👩‍👧', 'カフェ\u200bラテ', 'café', '\u2764\ufe0f', '葛\udb40\udd00', '한국어'])
      for (const schema of [name, description, note, boundedString(50)]) expect(schema.parse(good)).toBe(good);
  });

  it('refuses the bidirectional characters that reorder what follows them, in every kind of text; keeps the marks, which alone are blank', () => {
    const name = textField(50);
    const schemas = [name, textField(50, 'multi-line'), noteField(50), boundedString(50)];
    for (const reordering of ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069']) {
      for (const schema of schemas) {
        const result = schema.safeParse(`app\u0020${reordering}gnp.exe`);
        expect([reordering, result.success]).toEqual([reordering, false]);
        expect(result.error?.issues[0]?.message).toContain('bidirectional');
      }
    }
    // The marks fix the order of punctuation in right-to-left text and reorder nothing beyond it.
    for (const mark of ['\u200e', '\u200f', '\u061c']) {
      for (const schema of schemas) expect(schema.parse(`שלום${mark}!`)).toBe(`שלום${mark}!`);
      expect(name.safeParse(`${mark} `).success).toBe(false);
    }
  });

  it('says the same in the document: the pattern refuses what the schema refuses (a lone surrogate aside: no code point)', () => {
    for (const schema of [textField(50), textField(50, 'multi-line'), noteField(50), boundedString(50)]) {
      const pattern = new RegExp((z.toJSONSchema(schema, { io: 'input' }) as { pattern: string }).pattern, 'u');
      for (const text of [
        '牛丼',
        '🍙',
        'a\u0000',
        'a\u0085',
        '\u200b',
        'a\nb',
        'a\tb',
        ' ',
        'a\u202eb',
        'a\u2067b',
        '\u200f',
        'a\u200fb',
        '\ufe0f',
        '\u3164',
        '\u2764\ufe0f',
        '\u{e0001}',
        '\u{e0100}\u{e007f}',
        '\u{1f3f4}\u{e0067}\u{e007f}',
        '\u845b\u{e0100}',
      ])
        expect([text, pattern.test(text)]).toEqual([text, schema.safeParse(text).success]);
    }
  });

  it('a message echoing a caller’s text writes a lone surrogate as its escape, as it writes a control character (2026-12-06)', () => {
    // Sent as JSON's "\ud800" (a key, an id through MCP), it went back alone, and a client printing the message as UTF-8 failed.
    expect(withUnshowableEscaped('unknown key(s) \ud800, a\udc00b')).toBe('unknown key(s) \\ud800, a\\udc00b');
    expect(withUnshowableEscaped('meal a\u0000b\u202e not found')).toBe('meal a\\u0000b\\u202e not found');
    // A pair is one character that shows: kept, in the BMP and beyond it.
    for (const kept of ['🍙 おにぎり', '\u845b\u{e0100}', '\u{1f3f4}\u{e0067}\u{e007f}']) expect(withUnshowableEscaped(kept)).toBe(kept);
  });

  it('a number in a query string is coerced, and an empty value is refused rather than read as 0', () => {
    const offset = queryNumber(z.coerce.number().int().min(0)).optional();
    expect(offset.parse('12')).toBe(12);
    expect(offset.parse(undefined)).toBeUndefined();
    expect(offset.safeParse('').error?.issues.map((issue) => issue.message)).toEqual(['must be a number written in decimal, not empty']);
    expect(offset.safeParse(null).error?.issues.map((issue) => issue.message)).toEqual(['must be a number, not null']);
  });

  it('a required number that is missing says so, not "received NaN" (a path id through an MCP tool, stop 84)', () => {
    const id = queryNumber(z.coerce.number().int());
    expect(id.safeParse(undefined).error?.issues.map((issue) => issue.message)).toEqual([
      'Invalid input: expected number, received undefined',
    ]);
  });

  it('a number in a query string is decimal text: what Number() reads in other text is refused', () => {
    const bound = queryNumber(z.coerce.number().min(0));
    for (const text of ['12', '12.5', '.5', '1e3', '+3']) expect(bound.safeParse(text).success).toBe(true);
    for (const text of ['0x10', ' 12', '12 ', 'Infinity', '1_000', '0b1', '12abc']) expect(bound.safeParse(text).success).toBe(false);
  });
});

describe('dates', () => {
  it('takes in a request the real calendar dates of the years 0001 to 9999, and answers any real calendar date', () => {
    for (const date of ['0001-01-01', '0004-02-29', '2024-02-29', '2026-11-21', '9999-12-31']) {
      expect([date, RequestDateSchema.safeParse(date).success]).toEqual([date, true]);
    }
    for (const date of [
      '0000-01-01',
      '0000-02-29',
      '0000-12-31',
      '2026-02-30',
      '2025-02-29',
      '10000-01-01',
      '+010000-01-01',
      '2026-1-5',
      '',
    ]) {
      expect([date, RequestDateSchema.safeParse(date).success]).toEqual([date, false]);
    }
    // One message a date, the one that says what is wrong with it.
    expect(RequestDateSchema.safeParse('0000-01-01').error?.issues.map((issue) => issue.message)).toEqual([
      'must be a date from 0001-01-01 to 9999-12-31 (there is no year 0000)',
    ]);
    expect(RequestDateSchema.safeParse('').error?.issues.map((issue) => issue.message)).toEqual([
      'must be a real calendar date written YYYY-MM-DD',
    ]);
    expect(IsoDateSchema.safeParse('0000-12-31').success).toBe(true);
  });
});

describe('whole numbers of the API (stop 84)', () => {
  const messagesOf = (schema: z.ZodType, value: unknown) => {
    const parsed = schema.safeParse(value);
    return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it.each([
    ['GET /meals/search limit', MealSearchQuerySchema, { q: 'x', limit: '1e20' }, 'limit: Too big: expected number to be <=50'],
    ['GET /meals/usual limit', UsualMealsQuerySchema, { limit: '1e20' }, 'limit: Too big: expected number to be <=10'],
    ['GET /foods/mine limit', MyFoodsQuerySchema, { limit: '-1e20' }, 'limit: Too small: expected number to be >=1'],
    ['POST /exercises cal', CreateExerciseBodySchema, { cal: 1e20 }, 'cal: Too big: expected number to be <=5000'],
    ['PUT /goals activityLevel', PutGoalBodySchema, { activityLevel: 1e20 }, 'activityLevel: Too big: expected number to be <=5'],
    ['PUT /ratings rating', PutRatingBodySchema, { mealId: 'm_1', rating: 1e20 }, 'rating: Too big: expected number to be <=9'],
    ['admin aiCredits', CreateUserBodySchema, { aiCredits: 1e16 }, 'aiCredits: Too big: expected number to be <=1000000'],
    ['a catalog id (POST /meals productId)', CatalogNumberIdSchema, 1e20, ': Too big: expected number to be <=9007199254740991'],
    [
      'DELETE /favorites/:type/:id id',
      FavoriteParamsSchema,
      { type: 'product', id: '1e20' },
      'id: Too big: expected number to be <=9007199254740991',
    ],
  ])('%s out of its bounds is refused once, with its own bound', (_label, schema, value, message) => {
    const messages = messagesOf(schema, value).filter((text) => text.startsWith(message.split(':')[0]!));
    expect(messages).toEqual([message]);
  });

  it('a fraction is still refused as no whole number', () => {
    expect(messagesOf(ExerciseCalSchema, 1.5)).toEqual([': Invalid input: expected int, received number']);
  });
});
