import { publicEndpoints } from '../endpoints';
import { ERROR_CODES, type ErrorCode } from '../errors';
import { renderHelpDocument } from './help.render';

describe('GET /help', () => {
  const help = renderHelpDocument();

  it('lists the error codes, each beside its HTTP status when the server gives them', () => {
    expect(help).toContain('Codes: invalid_request, unauthorized, ');
    const statusByCode = Object.fromEntries(ERROR_CODES.map((code, at) => [code, 400 + at])) as Record<ErrorCode, number>;
    const served = renderHelpDocument(publicEndpoints, statusByCode);
    expect(served).toContain('Codes: invalid_request (400), unauthorized (401), ');
    for (const code of ERROR_CODES) expect(served).toContain(`${code} (${statusByCode[code]})`);
  });

  it('gives the units of the detailed nutrients beside kcal and g, which GET /nutrition/detailed totals without a unit', () => {
    expect(help).toContain('Units: kcal; protein, fat and carbs in g; the detailed nutrients in g');
    expect(help).toMatch(/in mg, vitamin A, B12, D, K and folate in µg \(`ug` in the answers\)/);
  });

  it('says what the version is, that enumerations gain values and that a request takes only the keys listed (API-SPEC.md → Versioning, → Errors)', () => {
    expect(help).toContain('## Versioning');
    expect(help).toContain('`v1` in the base path `/api/v1/ext`');
    expect(help).toMatch(/the other enumerations of the answers \(.*\) may gain values/);
    expect(help).toContain('unknown key(s)');
  });

  it('says which answers carry the "user" RateLimit policy: those past an accepted token, not /help or a 405', () => {
    expect(help).toContain(
      'policy `"user"` is the account\'s call quota (answers to a call whose token was accepted; a 401, the refusals before the token',
    );
  });

  it('explains PFC, the MEXT table and DRI 2025 in its first section, before the endpoints use them', () => {
    const first = help.slice(0, help.indexOf('## Authentication'));
    expect(first).toContain('PFC is protein, fat and carbs');
    expect(first).toContain('the MEXT table is Japan’s Standard Tables of Food Composition');
    expect(first).toContain('DRI 2025 the Dietary Reference Intakes for Japanese (2025 edition');
  });

  it('gives the photo route its own body limit beside the API-wide 256 KB', () => {
    expect(help).toContain('Bodies over 256 KB give 413 payload_too_large (6 MB on PUT /meals/:id/photo)');
  });

  it('names the AI-analysis daily cap as a number, never as the variable that sets it', () => {
    expect(help).toContain('20 analyses per account per JST day unless the operator set another');
    expect(help).not.toMatch(/AI_ANALYSIS_DAILY_CAP|[A-Z]+_[A-Z]+_[A-Z]+=/);
  });

  it('gives one order of checks: every step before the token, and the Idempotency-Key before request validation, for POST /analyze-text too', () => {
    expect(help).toContain(
      'Order of checks: per-IP limit (429) → method (405) → body size (413) → token (401) → region and plan (403) → media type and JSON syntax (415, 400) → Idempotency-Key → request validation (400) → quota (429) → the operation.',
    );
    // A body refused by validation is remembered under its key (a replay answers it again), on every write.
    expect(help).toContain('- Order: token → plan → Idempotency-Key → request validation → call quota → replaceMealId (404)');
  });

  it('says HEAD is served wherever GET is, at the same cost', () => {
    expect(help).toContain('HEAD is served wherever GET is: the same checks, quota cost and headers, without the body.');
  });

  it('says the limits are defaults that the headers report for this service', () => {
    expect(help).toContain('`RateLimit-Policy` and the X-Quota headers always carry this service');
  });

  it('names every feature: sets, meal-text estimates and the MCP connector', () => {
    const intro = help.split('## Authentication')[0]!;
    for (const feature of ['POST /sets', 'POST /analyze-text', '`/mcp`']) expect(intro).toContain(feature);
  });

  it('lists every endpoint a Free account may call', () => {
    expect(help).toContain(
      '- Free: 15-minute tokens, 1 active token; catalog search, shops, catalog items, /me, POST /feedback and POST /billing/portal.',
    );
  });

  it('says what each way to Premium is, the web grace period too', () => {
    const authentication = help.split('## Authentication')[1]!.split('## Limits')[0]!;
    expect(authentication).toContain(
      'the web grace period: an account the app marks as registered on the web is Premium while the mark stays',
    );
  });

  it('names every fallback kind a search answers with', () => {
    const search = help.split('## Catalog search values')[1]!.split('# Endpoints')[0]!;
    for (const kind of ['typo', 'relaxed', 'semantic', 'none']) expect(search).toContain(`\`fallback.kind\` ${kind}`);
  });

  it('states each field’s bounds as the service enforces them', () => {
    for (const line of [
      '  - `limit` (integer 1-50, optional, default 20)',
      '  - `query` (string up to 300 chars, required)',
      '  - `queries` (array of 1-10 items, required)',
      '  - `durationMin` (number > 0, ≤ 1440 or null, optional)',
      '  - `bodyFatPct` (number 1-75 or null, optional)',
      '  - `targetCal` (number -100000 to 100000, optional)',
      '  - `productId` (integer > 0, optional)',
      '  - `setLimit` (integer 1-5, optional, default 3)',
      '  - `mealDate` (date YYYY-MM-DD, optional)',
    ])
      expect(help).toContain(line);
    expect(help).not.toMatch(/\(value, (required|optional)\)/);
  });

  it('states the default of a number read from the query string, as the OpenAPI document does', () => {
    const endpoint = (heading: string) => help.split(`### ${heading}\n`)[1]!.split('\n### ')[0]!;
    expect(endpoint('GET /search')).toContain('  - `limit` (integer 1-50, optional, default 20)');
    expect(endpoint('GET /search')).toContain('  - `offset` (integer 0-10000, optional, default 0)');
    expect(endpoint('GET /meals/search')).toContain('  - `limit` (integer 1-50, optional, default 20)');
    expect(endpoint('GET /meals/usual')).toContain('  - `limit` (integer 1-10, optional, default 5)');
    expect(endpoint('GET /foods/mine')).toContain('  - `limit` (integer 1-50, optional, default 20)');
  });

  it('describes the path parameters too, as the OpenAPI document does', () => {
    const endpoint = (heading: string) => help.split(`### ${heading}\n`)[1]!.split('\n### ')[0]!;
    expect(endpoint('DELETE /favorites/:type/:id')).toContain(
      'Path:\n  - `type` (one of product, dish, required)\n  - `id` (integer > 0, required)',
    );
    expect(endpoint('DELETE /budgets/slot/:date/:slot')).toContain(
      '  - `slot` (one of breakfast, lunch, dinner, early_morning, mid_morning, afternoon, late_night, required)',
    );
    expect(endpoint('DELETE /exercises/:id')).toMatch(/Path:\n {2}- `id` \(string up to 100 chars, required\): .*a synced row is a 403/);
  });

  it('says what an omitted or a past or future mealDate of POST /meals gives, as API-SPEC.md does', () => {
    const endpoint = (heading: string) => help.split(`### ${heading}\n`)[1]!.split('\n### ')[0]!;
    expect(endpoint('POST /meals')).toContain(
      '  - `mealDate` (date YYYY-MM-DD, optional): default today (JST); a past date back-fills, a future date plans the meal',
    );
    expect(endpoint('PUT /meals/:id')).toContain('  - `mealDate` (date YYYY-MM-DD, optional): moves the record to this date');
  });

  it('says what POST /search takes in queries, shop and genre: term length, the Free cap, ids as an array or text', () => {
    const endpoint = (heading: string) => help.split(`### ${heading}\n`)[1]!.split('\n### ')[0]!;
    const search = endpoint('POST /search');
    expect(search).toContain(
      "  - `queries` (array of 1-10 items, required): the terms, one food each, each as GET /search's q (up to 100 chars); at most 3 on Free",
    );
    expect(search).toContain(
      '  - `shop` (array of 1-1000 items or string, optional): shop ids, an array or one comma-separated string; each one of GET /shops (400 otherwise)',
    );
    expect(search).toMatch(
      / {2}- `genre` \(array of 1-1000 items or string, optional\): genre ids, an array or one comma-separated string/,
    );
  });

  it('names the keys of an object field, so a caller knows what a set target, a component row or a batch record holds', () => {
    const endpoint = (heading: string) => help.split(`### ${heading}\n`)[1]!.split('\n### ')[0]!;
    expect(endpoint('POST /sets')).toContain('  - `target` (object {cal, protein, fat, carbs}, required): what is left');
    expect(endpoint('POST /meals')).toContain('  - `components` (array of 1-50 objects {name, cal, protein, fat, carbs}, optional)');
    expect(endpoint('POST /meals')).toMatch(/ {2}- `detailedNutrition` \(object \{salt\?, sugar\?, .*pantothenicAcid\?\}, optional\)/);
    expect(endpoint('POST /meals')).toMatch(/ {2}- `items` \(array of 1-10 objects \{productId\?, .*\}, optional\): a batch/);
    expect(endpoint('PUT /meals/:id')).toContain(
      '  - `components` (array of 1-50 objects {name, cal, protein, fat, carbs, nameEn?, salt?, group?, ingredients?} or null, optional)',
    );
    expect(endpoint('GET /meals')).toContain('  - `detail` (one of full, optional): full adds to each meal portionRatio');
    expect(help).not.toMatch(/\(object, (required|optional)\)/);
  });

  it('shows a body that works as sent under each write that takes one', () => {
    const endpoint = (heading: string) => help.split(`### ${heading}\n`)[1]!.split('\n### ')[0]!;
    expect(endpoint('POST /meals')).toContain(
      'Example body: `{"mealName":"手作り弁当","cal":650,"protein":25,"fat":18,"carbs":95,"mealType":"lunch"}`',
    );
    expect(endpoint('POST /sets')).toContain('Example body: `{"target":{"cal":700,"protein":35,"fat":20,"carbs":90},"shopId":"familymart"');
    expect(endpoint('POST /billing/portal')).not.toContain('Example body');
  });

  it('says how GET /me’s metabolism and PUT /goals’ forecast are to be reported, as API-SPEC.md does', () => {
    const endpoint = (heading: string) => help.split(`### ${heading}\n`)[1]!.split('\n### ')[0]!;
    const me = endpoint('GET /me');
    expect(me).toContain('metabolism is null when the records are insufficient');
    expect(me).toContain('state observedTdeeKcal together with seKcal');
    expect(me).toContain('trusted false is a low-certainty value, not to be stated as fact');
    const goals = endpoint('PUT /goals');
    expect(goals).toContain('The answer: goal, previous (null when created) and derivation');
    expect(goals).toContain('remainingDays 0 means no target weight, already reached, or not approaching it: state no day count then');
  });

  it('says what each of GET /me’s features means, the untouched trial’s calls that succeed included, as API-SPEC.md → Me does', () => {
    const me = help.split('### GET /me\n')[1]!.split('\n### ')[0]!;
    expect(me).toContain(
      'canStartTrial true: the 7-day trial is untouched; canReadPersonalData is then false, yet a personal-data call succeeds and its first success starts the trial',
    );
    expect(me).toContain('canSetProposal: POST /sets may be called');
    expect(me).toContain('rangeMaxDays: the longest range in days GET /meals and GET /nutrition take on the plan in force');
  });
});
