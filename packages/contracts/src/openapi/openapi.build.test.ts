import { publicEndpoints } from '../endpoints';
import { toOpenApiPath } from '../endpoint';
import { buildOpenApiDocument } from './openapi.build';

describe('the OpenAPI document', () => {
  const document = buildOpenApiDocument();
  const tooLarge = (path: string, method: 'put' | 'post') =>
    document.paths?.[path]?.[method]?.responses?.['413'] as { description: string };

  it('states each route’s own body limit in its 413', () => {
    expect(tooLarge('/meals/{id}/photo', 'put').description).toBe('payload_too_large: body over 6 MB');
    expect(tooLarge('/meals', 'post').description).toBe('payload_too_large: body over 256 KB');
  });

  it('names on each error answer the headers the service sends with it (stop 84): RateLimit always, X-Quota past the token, the replay mark, the Bearer challenge', () => {
    type Responses = Record<string, { headers?: Record<string, { $ref: string }> }>;
    const responsesOf = (path: string, method: 'get' | 'post') => document.paths?.[path]?.[method]?.responses as Responses;
    const headerNames = (path: string, method: 'get' | 'post', status: string) =>
      Object.keys(responsesOf(path, method)[status]?.headers ?? {}).sort();
    const quota = ['X-Quota-Limit', 'X-Quota-Period', 'X-Quota-Remaining', 'X-Quota-Reset', 'X-Quota-Used'];
    const rateLimit = ['RateLimit', 'RateLimit-Policy'];
    // A 429 of the call quota or the analyses carries X-Quota and Retry-After; a write may replay a stored one.
    expect(headerNames('/analyze-text', 'post', '429')).toEqual(['Idempotent-Replayed', ...rateLimit, 'Retry-After', ...quota].sort());
    expect(headerNames('/analyze-text', 'post', '402')).toEqual(['Idempotent-Replayed', ...rateLimit, ...quota].sort());
    expect(headerNames('/me', 'get', '403')).toEqual([...rateLimit, ...quota].sort());
    expect(headerNames('/me', 'get', '401')).toEqual([...rateLimit, 'WWW-Authenticate'].sort());
    expect(headerNames('/meals', 'post', '413')).toEqual(rateLimit);
    // Past the token a refusal reports the quota, but a 401, a 413 or the per-IP 429 come before it: the fields are optional there.
    const quotaOnError = responsesOf('/me', 'get')['429']!.headers!['X-Quota-Used']!.$ref.replace('#/components/headers/', '');
    expect((document.components?.headers as Record<string, { required?: boolean }>)[quotaOnError]?.required).not.toBe(true);
  });

  it('refuses in a comma-separated id list what its ids refuse: a control or bidirectional character', () => {
    type Parameter = { name: string; schema: { pattern?: string } };
    const listed = (path: string, name: string) =>
      ((document.paths?.[path]?.get?.parameters ?? []) as Parameter[]).find((parameter) => parameter.name === name)?.schema.pattern;
    for (const [path, name] of [
      ['/catalog/items', 'ids'],
      ['/search', 'shop'],
      ['/search', 'genre'],
    ] as const) {
      const pattern = new RegExp(listed(path, name) ?? '', 'u');
      expect([path, name, pattern.test('p_1,p_2 ,🍙')]).toEqual([path, name, true]);
      for (const bad of ['p_\u008e', 'p_\u0000', 'p_\u202e1']) expect([path, name, pattern.test(bad)]).toEqual([path, name, false]);
    }
  });

  it('writes every pattern so each regex engine of a JSON Schema checker reads it alike, and a name of invisible characters beyond the BMP is blank there too', () => {
    const patterns = new Set<string>();
    const collect = (node: unknown): void => {
      if (!node || typeof node !== 'object') return;
      for (const [key, value] of Object.entries(node)) {
        if (key === 'pattern' && typeof value === 'string') patterns.add(value);
        else collect(value);
      }
    };
    collect(document);
    const visible: RegExp[] = [];
    for (const pattern of patterns) {
      // ECMA-262 with the u flag reads \u{…} and Rust's regex surrogates as errors, Python's re neither: code points are written as themselves.
      expect([pattern, /\\u\{|\\u[dD][89a-fA-F]/.test(pattern)]).toEqual([pattern, false]);
      const regex = new RegExp(pattern, 'u');
      if (!regex.test(' ') && regex.test('牛丼')) visible.push(regex);
    }
    expect(visible.length).toBeGreaterThan(0);
    for (const regex of visible) {
      for (const blank of ['\u{e0001}', '\u{e0100}\u{e007f} ', '\u3164'])
        expect([regex.source, blank, regex.test(blank)]).toEqual([regex.source, blank, false]);
      for (const shown of ['\u{1f3f4}\u{e0067}\u{e007f}', '\u845b\u{e0100}', '🍙'])
        expect([regex.source, shown, regex.test(shown)]).toEqual([regex.source, shown, true]);
    }
  });

  it('tells a reader of the reference how to authenticate and where the full description is served', () => {
    expect(document.info.description).toContain('sends `Authorization: Bearer <token>`, a token starting with ext_');
    expect(document.info.description).toContain('GET /api/v1/ext/help');
  });

  it('says whose text POST /feedback sends', () => {
    expect(document.paths?.['/feedback']?.post?.summary).toBe('Send feedback to the team: a message the user has read and agreed to send.');
  });

  it('describes each field of the observed metabolism, with how a client reports it (API-SPEC.md → Metabolism)', () => {
    const metabolism = document.components?.schemas?.['Metabolism'] as { properties: Record<string, { description?: string }> };
    const undescribed = Object.entries(metabolism.properties)
      .filter(([, field]) => !field.description)
      .map(([name]) => name);
    expect(undescribed).toEqual([]);
    expect(metabolism.properties['seKcal']!.description).toContain('report it together with observedTdeeKcal');
    expect(metabolism.properties['trusted']!.description).toContain('not to be stated as fact');
  });

  it('describes each field of GET /me’s features and trial (API-SPEC.md → Me)', () => {
    const schemas = document.components?.schemas as Record<string, { properties: Record<string, { description?: string }> }>;
    const me = schemas['Me']!.properties;
    const inline = (name: string) => (me[name] as unknown as { properties: Record<string, { description?: string }> }).properties;
    const undescribed = [...Object.entries(inline('features')), ...Object.entries(inline('externalTrial'))]
      .filter(([, field]) => !field.description)
      .map(([name]) => name);
    expect(undescribed).toEqual([]);
  });

  it('gives the unit of each nutrient GET /nutrition/detailed totals, as a meal record’s detailedNutrition does (API-SPEC.md → Detailed nutrition keys)', () => {
    const schemas = document.components?.schemas as Record<string, { properties: Record<string, { description?: string }> }>;
    const units = (name: string) =>
      Object.fromEntries(Object.entries(schemas[name]!.properties).map(([key, field]) => [key, field.description]));
    expect(units('NutritionTotals')).toEqual({ cal: 'kcal', protein: 'g', fat: 'g', carbs: 'g', ...units('DetailedNutrition') });
    expect(units('NutritionTotals')['vitaminA']).toBe('ug');
  });

  it('says which answers carry the "user" RateLimit policy, as GET /help does', () => {
    const policy = document.components?.headers?.['RateLimit-Policy'] as { description: string };
    expect(policy.description).toContain(
      'on answers to a call whose token was accepted (not a 401, a 405, a 413, the per-IP 429, GET /help or GET /openapi.json)',
    );
  });

  it('names no start-up variable in a description an API user reads', () => {
    expect(JSON.stringify(document)).not.toMatch(/AI_ANALYSIS_DAILY_CAP/);
  });

  it('shows an optional query parameter’s example without putting it in try-it, so an empty field takes its default', () => {
    type Parameter = { name: string; in: string; 'x-fill-example'?: string };
    const parameters = (path: string, method: 'get' | 'delete') => (document.paths?.[path]?.[method]?.parameters ?? []) as Parameter[];
    for (const path of ['/meals', '/nutrition', '/nutrition/detailed', '/weights', '/day-notes', '/exercises']) {
      const dates = parameters(path, 'get').filter((parameter) => ['date', 'startDate', 'endDate'].includes(parameter.name));
      expect({ path, fill: dates.map((parameter) => parameter['x-fill-example']) }).toEqual({ path, fill: dates.map(() => 'no') });
      expect(dates.length).toBeGreaterThan(0);
    }
    // A path parameter must be filled to call at all: its example stays in the field.
    const day = parameters('/budgets/day/{date}', 'delete').find((parameter) => parameter.name === 'date');
    expect(day).toMatchObject({ in: 'path' });
    expect(day).not.toHaveProperty('x-fill-example');
  });

  it('gives every request body an example its own schema accepts, which try-it and /help show', () => {
    const withBody = publicEndpoints.filter((spec) => spec.body !== undefined && !spec.body.safeParse(undefined).success);
    expect(withBody.length).toBeGreaterThan(10);
    for (const spec of withBody) {
      const name = `${spec.method.toUpperCase()} ${spec.path}`;
      expect({ name, accepted: spec.body!.safeParse(spec.bodyExample).success }).toEqual({ name, accepted: true });
      const media = document.paths?.[toOpenApiPath(spec.path)]?.[spec.method]?.requestBody as {
        content: Record<string, { examples?: Record<string, { value: unknown }> }>;
      };
      // A named example: RapiDoc's try-it puts it in the body field (it drops a plain `example` object).
      expect({ name, example: media.content['application/json']!.examples?.example?.value }).toEqual({ name, example: spec.bodyExample });
    }
  });

  it('refuses the year 0000 in every date a request sends, in a path, a query or a body, as the service does', () => {
    const components = (document.components?.schemas ?? {}) as Record<string, unknown>;
    const datePatterns: string[] = [];
    const seen = new Set<unknown>();
    const collect = (node: unknown): void => {
      if (!node || typeof node !== 'object' || seen.has(node)) return;
      seen.add(node);
      const schema = node as { $ref?: string; format?: string; pattern?: string };
      if (schema.$ref) collect(components[schema.$ref.replace('#/components/schemas/', '')]);
      if (schema.format === 'date') datePatterns.push(schema.pattern ?? '');
      for (const value of Object.values(node)) collect(value);
    };
    for (const operations of Object.values(document.paths ?? {})) {
      for (const operation of Object.values(operations ?? {}) as { parameters?: unknown; requestBody?: unknown }[]) {
        collect(operation.parameters);
        collect(operation.requestBody);
      }
    }
    expect(datePatterns.length).toBeGreaterThan(20);
    for (const pattern of datePatterns) {
      const regex = new RegExp(pattern, 'u');
      expect([pattern, ['0001-01-01', '2026-11-21', '9999-12-31'].map((date) => regex.test(date))]).toEqual([pattern, [true, true, true]]);
      expect([pattern, ['0000-01-01', '0000-12-31', '10000-01-01'].map((date) => regex.test(date))]).toEqual([
        pattern,
        [false, false, false],
      ]);
    }
  });
});
