import { ECHOED_TEXT_MAX, createMealsEndpoint, removeFavoriteEndpoint, type EndpointSpec } from '@shokuji/contracts';
import { LISTED_PROBLEMS_MAX, NAMED_UNKNOWN_KEYS_MAX, parseEndpointParts, refuseNonUtf8Query } from './endpoint-input';

/** docs/security.md → Error messages: a 400 names what was wrong without echoing the whole input back. */
describe('the 400 of refused input', () => {
  const refusalOfParts = (spec: EndpointSpec, parts: Parameters<typeof parseEndpointParts>[1]) => {
    try {
      parseEndpointParts(spec, parts, (part) => part);
    } catch (error) {
      return error as { code: string; message: string; details: { userMessage: string } };
    }
    throw new Error('the input was accepted');
  };
  const refusalOf = (body: unknown) => refusalOfParts(createMealsEndpoint, { params: {}, query: {}, body });

  it('names a few unknown keys, each cut short, and counts the rest', () => {
    const body: Record<string, unknown> = { mealName: 'x', cal: 1 };
    for (let i = 0; i < 15_000; i++) body[`stray${i}`] = 1;
    const refusal = refusalOf(body);
    expect(refusal.code).toBe('invalid_request');
    expect(refusal.message).toBe(`body: unknown key(s) stray0, stray1, stray2, stray3, stray4 and ${15_000 - NAMED_UNKNOWN_KEYS_MAX} more`);
    expect(refusal.details.userMessage).toContain(refusal.message);

    const long = 'k'.repeat(100_000);
    expect(refusalOf({ mealName: 'x', cal: 1, [long]: 1 }).message).toBe(`body: unknown key(s) ${'k'.repeat(ECHOED_TEXT_MAX)}…`);
  });

  it('names a few characters of a value that is no number, whatever the length of the URL', () => {
    const id = '9'.repeat(8).padEnd(15_000, 'x');
    const refused = refusalOfParts(removeFavoriteEndpoint, { params: { type: 'product', id }, query: {}, body: undefined });
    expect(refused.message).toBe(`params.id: must be a number written in decimal, not "${id.slice(0, ECHOED_TEXT_MAX)}…"`);
  });

  it('lists the first problems of a body with thousands and counts the rest', () => {
    const component = { name: 1, cal: 'x', protein: 'x', fat: 'x', carbs: 'x' };
    const items = Array.from({ length: 10 }, () => ({ mealName: 'x', components: Array.from({ length: 50 }, () => component) }));
    const refusal = refusalOf({ items });
    expect(refusal.message.split('; ')).toHaveLength(LISTED_PROBLEMS_MAX + 1);
    expect(refusal.message).toMatch(/; and \d+ more problem\(s\)$/);
    expect(refusal.message.length).toBeLessThan(4000);
  });

  it('still names every problem of an ordinary refusal', () => {
    expect(refusalOf({ mealName: 'x', cal: 'many', colour: 'red' }).message).toBe(
      'body.cal: Invalid input: expected number, received string; body: unknown key(s) colour',
    );
  });
});

describe("a query's %-escapes", () => {
  afterEach(() => jest.restoreAllMocks());
  const refused = (url: string) => {
    try {
      refuseNonUtf8Query(url);
      return false;
    } catch (error) {
      return (error as { code: string }).code === 'invalid_request';
    }
  };

  it('pass without their bytes built when they are UTF-8', () => {
    const from = jest.spyOn(Buffer, 'from');
    expect(refused('/api/v1/ext/search?q=%E7%89%9B%E4%B8%BC&limit=5')).toBe(false);
    expect(from).not.toHaveBeenCalled();
  });

  it('are refused when their bytes are not UTF-8, and a stray % is left to validation, as before', () => {
    for (const query of ['q=%FF', 'q=%E7%89', 'q=%ED%A0%80', 'q=%C0%AF', 'q=%F4%90%80%80', 'q=%zz%FF', 'q=%E7a%89%9B']) {
      expect(refused(`/search?${query}`)).toBe(true);
    }
    for (const query of ['q=%zz', 'q=%zz%E7%89%9B', 'q=%E7%89%9B%', 'q=a%2', 'q=%EF%BB%BF', 'q=%00', 'q=a+b']) {
      expect(refused(`/search?${query}`)).toBe(false);
    }
  });
});
