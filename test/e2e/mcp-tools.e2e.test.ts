import { randomUUID } from 'node:crypto';
import { request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type {
  analyzeTextEndpoint,
  AnalyzeTextResult,
  createMealsEndpoint,
  CreateMealsResult,
  EndpointReply,
  ErrorBody,
  listMealsEndpoint,
  Me,
  MealsList,
  SetsResult,
  suggestSetsEndpoint,
} from '@shokuji/contracts';
import { useGateway } from '../support/api-fixtures';
import { request } from '../support/http-client';
import { connect, type Connection } from '../support/mcp-oauth';

/**
 * OPERATOR-API.md → MCP connector → Transport, Plans, quotas, errors and Tools, through the real
 * gateway with the SDK's own client over HTTP: the tools run the REST endpoints' pipeline (same
 * totals, one quota, the same error bodies), and the gates refuse foreign Origin and Host values.
 * The sign-in itself is tested in mcp-oauth*.e2e.test.ts.
 */
const ALLOWED_ORIGIN = 'https://app.example.com';
const { gateway, admin } = useGateway(
  { OAUTH_RATE_LIMIT_PER_IP_PER_MINUTE: '100000', MCP_ALLOWED_ORIGINS: ALLOWED_ORIGIN },
  { healthy: true },
);
const base = () => gateway().url;
const MINUTE = 60 * 1000;

/** An SDK client signed in as the account (through the sign-in pages) and connected to /mcp. */
async function mcpClient(userId: string): Promise<{ client: Client; connection: Connection }> {
  const connection = await connect(base(), admin, userId);
  const client = new Client({ name: 'shokuji-e2e', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`${base()}/mcp`), {
    requestInit: { headers: { authorization: `Bearer ${connection.accessToken}` } },
  });
  await client.connect(transport);
  return { client, connection };
}

/** A tool call's structured content, as the type the REST `data` has. */
async function call<T>(client: Client, name: string, args: Record<string, unknown> = {}): Promise<{ result: CallToolResult; data: T }> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  return { result, data: result.structuredContent as T };
}

async function refusal(client: Client, name: string, args: Record<string, unknown> = {}): Promise<ErrorBody> {
  const { result, data } = await call<ErrorBody>(client, name, args);
  expect(result.isError).toBe(true);
  expect(JSON.parse((result.content[0] as { text: string }).text)).toEqual(data);
  return data;
}

/** A JSON-RPC message posted by hand, to read the HTTP answer's status and headers. */
function postMcp(token: string | null, body: unknown, headers: Record<string, string> = {}) {
  return request<unknown>(`${base()}/mcp`, {
    method: 'POST',
    headers: {
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2025-11-25',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body,
  });
}

/** A POST to /mcp through node:http, which sends headers as given (a Host of our choosing, a header twice). */
function rawPost(headers: OutgoingHttpHeaders, body: unknown): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${base()}/mcp`,
      { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body: text }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

const toolCall = (name: string, args: Record<string, unknown>) => ({
  jsonrpc: '2.0',
  id: 1,
  method: 'tools/call',
  params: { name, arguments: args },
});

describe('tools/list', () => {
  it('lists every tool with a strict object input schema; write tools take idempotencyKey, reads do not', async () => {
    const { client } = await mcpClient(await admin.createUser({ plan: 'premium' }));
    const { tools } = await client.listTools();
    const byName = new Map(tools.map((tool) => [tool.name, tool]));
    expect(byName.size).toBeGreaterThanOrEqual(31);
    for (const tool of tools) {
      expect(tool.inputSchema).toMatchObject({ type: 'object', additionalProperties: false });
      // Anthropic's API refuses tools with these at the top of the input schema (and so every request of a Claude client).
      expect([tool.name, Object.keys(tool.inputSchema).filter((keyword) => ['oneOf', 'anyOf', 'allOf', 'not'].includes(keyword))]).toEqual([
        tool.name,
        [],
      ]);
      expect(tool.description!.length).toBeGreaterThan(40);
      expect(tool.outputSchema).toBeUndefined();
    }
    expect(byName.get('log_meals')!.inputSchema.properties).toHaveProperty('idempotencyKey');
    expect(byName.get('get_meals')!.inputSchema.properties).not.toHaveProperty('idempotencyKey');
    expect(byName.get('get_meals')!.annotations?.readOnlyHint).toBe(true);
    expect(byName.get('delete_meal')!.annotations?.destructiveHint).toBe(true);
    // The defaults REST states, also of a query number read from text (API-SPEC.md → GET /search, GET /meals/usual).
    expect(byName.get('search_catalog')!.inputSchema.properties).toMatchObject({ limit: { default: 20 }, offset: { default: 0 } });
    expect(byName.get('get_usual_meals')!.inputSchema.properties).toMatchObject({ limit: { default: 5 } });
    // A rule across fields the schema cannot carry at its top is said in words (PUT /meals/:id: quantity or portionRatio).
    expect(byName.get('update_meal')!.inputSchema.properties).toMatchObject({
      portionRatio: { description: expect.stringContaining('not with quantity') },
    });
    // The unit of each detailed nutrient a meal may carry (API-SPEC.md → Detailed nutrition keys).
    expect(byName.get('log_meals')!.inputSchema.$defs).toMatchObject({
      DetailedNutritionInput: {
        properties: { salt: { description: 'g' }, sodium: { description: 'mg' }, vitaminB12: { description: 'ug' } },
      },
    });
    // Over MCP a route a tool mirrors is named as the tool (shop ids from list_shops, not GET /shops).
    const listed = JSON.stringify(tools);
    expect(listed).toContain('one of list_shops');
    expect(listed.match(/\b(GET|POST|PUT|DELETE) \/(shops|meals|foods\/mine|exercises)\b/g)).toBeNull();
    // POST /sets and POST /search change nothing: a client need not ask before calling them.
    for (const name of ['suggest_sets', 'search_catalog']) {
      expect([name, byName.get(name)!.annotations]).toMatchObject([
        name,
        { readOnlyHint: true, idempotentHint: true, destructiveHint: false },
      ]);
    }
    // log_weight is a POST that overwrites the date's weight (API-SPEC.md → Weight): destructive and idempotent, as a PUT is (stop 81).
    expect(byName.get('log_weight')!.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true, idempotentHint: true });
    expect(byName.get('log_meals')!.annotations).toMatchObject({ destructiveHint: false, idempotentHint: false });
    // search_catalog lists idempotencyKey (its several-terms form is a POST); its one-query form ignores it, as a GET does.
    const single = await call<{ items: unknown[] }>(client, 'search_catalog', { q: '牛丼', limit: 1, idempotencyKey: 'k-single-search' });
    expect(single.result.isError).toBeFalsy();
    expect(single.data.items).toHaveLength(1);
    await client.close();
  });
});

describe('one pipeline, two transports', () => {
  it('meals logged through MCP give the same totals as the same meals through REST', async () => {
    const userId = await admin.createUser({ plan: 'premium' });
    const rest = await admin.issueToken(userId, '24h');
    const { client } = await mcpClient(userId);
    const found = await call<{ items: { productId?: number }[] }>(client, 'search_catalog', { q: '牛丼', include: 'products', limit: 1 });
    const productId = found.data.items[0]!.productId!;
    const records = (mealDate: string) => [
      { productId, quantity: 1.5, mealDate, mealType: 'lunch' },
      { mealName: '味噌汁', cal: 40, protein: 3, fat: 1.2, carbs: 4.5, mealDate, mealType: 'dinner' },
    ];
    const logged = await call<CreateMealsResult>(client, 'log_meals', { items: records('2026-11-10') });
    expect(logged.result.isError).toBeFalsy();
    expect(logged.data.count).toBe(2);
    const restLogged = await request<EndpointReply<typeof createMealsEndpoint>>(`${base()}/api/v1/ext/meals`, {
      method: 'POST',
      headers: { authorization: `Bearer ${rest.token}` },
      body: { items: records('2026-11-11') },
    });
    expect(restLogged.status).toBe(201);
    // The first-meal notice tells each client how it sends feedback: the tool over MCP, the route over REST.
    expect(logged.data.items[0]!.notice!.instruction).toContain('send_feedback');
    expect(logged.data.items[0]!.notice!.instruction).not.toContain('POST /feedback');
    expect(restLogged.body.data.items[0]!.notice!.instruction).toContain('POST /feedback');

    const overMcp = await call<MealsList>(client, 'get_meals', { startDate: '2026-11-10', endDate: '2026-11-11' });
    const [mcpDay, restDay] = overMcp.data.days;
    expect(mcpDay!.meals).toHaveLength(2);
    expect(mcpDay!.totals).toEqual(restDay!.totals);
    // The tool's structured content is the REST answer's data, field for field.
    const overRest = await request<EndpointReply<typeof listMealsEndpoint>>(
      `${base()}/api/v1/ext/meals?startDate=2026-11-10&endDate=2026-11-11`,
      { headers: { authorization: `Bearer ${rest.token}` } },
    );
    expect(overMcp.data).toEqual(overRest.body.data);
    await client.close();
  });

  it('answers a tools/call with the REST data as structured content and as its JSON text, under the client’s id, alone or in a batch', async () => {
    const userId = await admin.createUser({ plan: 'premium' });
    const rest = await admin.issueToken(userId, '24h');
    const { accessToken } = await connect(base(), admin, userId);
    const search = { q: 'おにぎり', limit: 3 };
    const overRest = await request<{ data: unknown }>(`${base()}/api/v1/ext/search?q=${encodeURIComponent(search.q)}&limit=3`, {
      headers: { authorization: `Bearer ${rest.token}` },
    });
    const answer = (id: number | string) => ({
      jsonrpc: '2.0',
      id,
      result: { content: [{ type: 'text', text: JSON.stringify(overRest.body.data) }], structuredContent: overRest.body.data },
    });
    for (const id of [7, 'call "7"']) {
      const single = await postMcp(accessToken, { ...toolCall('search_catalog', search), id });
      expect(single.status).toBe(200);
      expect(single.body).toEqual(answer(id));
    }
    const batch = await postMcp(accessToken, [
      { ...toolCall('search_catalog', search), id: 1 },
      { ...toolCall('search_catalog', search), id: 'b' },
    ]);
    expect(batch.body).toEqual([answer(1), answer('b')]);
  });

  it('shares one quota between REST and MCP, and refuses over it with quota_exceeded and the quota', async () => {
    await admin.clockAtNextHour(); // the day's count cannot roll over at midnight JST midway
    const userId = await admin.createUser();
    const rest = await admin.issueToken(userId);
    const { client, connection } = await mcpClient(userId);
    for (let i = 0; i < 3; i += 1) {
      expect((await request(`${base()}/api/v1/ext/shops`, { headers: { authorization: `Bearer ${rest.token}` } })).status).toBe(200);
      expect((await call(client, 'list_shops')).result.isError).toBeFalsy();
    }
    const me = await call<Me>(client, 'get_me');
    expect(me.data.quota).toMatchObject({ used: 7, limit: 10, remaining: 3, period: 'day' });

    // The HTTP answer of a tools/call carries the quota headers and RateLimit fields, as REST does.
    const raw = await postMcp(connection.accessToken, toolCall('list_shops', {}));
    expect(raw.status).toBe(200);
    expect(raw.headers.get('x-quota-used')).toBe('8');
    expect(raw.headers.get('ratelimit-policy')).toMatch(/^"ip";q=\d+;w=60, "user";q=10;w=86400$/);
    // Other MCP messages cost nothing, and carry the per-IP field only.
    const ping = await postMcp(connection.accessToken, { jsonrpc: '2.0', id: 2, method: 'ping' });
    expect(ping.headers.get('x-quota-used')).toBeNull();
    expect(ping.headers.get('ratelimit-policy')).toMatch(/^"ip";q=\d+;w=60$/);

    await call(client, 'list_shops');
    await call(client, 'list_shops');
    const over = await refusal(client, 'list_shops');
    expect(over).toMatchObject({ code: 'quota_exceeded', quota: { used: 10, limit: 10, remaining: 0, period: 'day' } });
    const restOver = await request<ErrorBody>(`${base()}/api/v1/ext/shops`, { headers: { authorization: `Bearer ${rest.token}` } });
    expect(restOver.status).toBe(429);
    // The wait the REST 429 gives in Retry-After comes with the refused tool call's answer too (stop 81).
    const rawOver = await postMcp(connection.accessToken, toolCall('get_me', {}));
    expect(rawOver.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect(Math.abs(Number(rawOver.headers.get('retry-after')) - Number(restOver.headers.get('retry-after')))).toBeLessThanOrEqual(1);
    // A call that passes does not carry it.
    expect((await postMcp(connection.accessToken, toolCall('send_feedback', { message: 'テスト' }))).headers.get('retry-after')).toBeNull();
    await client.close();
  });

  it('an idempotencyKey replays the first answer, also to a REST retry with the same key and body', async () => {
    const userId = await admin.createUser({ plan: 'premium' });
    const rest = await admin.issueToken(userId, '24h');
    const { client } = await mcpClient(userId);
    const key = `mcp-${randomUUID()}`;
    const items = [{ mealName: '一度だけ', cal: 300, mealDate: '2026-11-12', mealType: 'lunch' }];
    const first = await call<CreateMealsResult>(client, 'log_meals', { items, idempotencyKey: key });
    const again = await call<CreateMealsResult>(client, 'log_meals', { items, idempotencyKey: key });
    expect(again.data).toEqual(first.data);
    const overRest = await request<{ data: CreateMealsResult }>(`${base()}/api/v1/ext/meals`, {
      method: 'POST',
      headers: { authorization: `Bearer ${rest.token}`, 'Idempotency-Key': key },
      body: { items },
    });
    expect(overRest.status).toBe(201);
    expect(overRest.headers.get('idempotent-replayed')).toBe('true');
    expect(overRest.body.data).toEqual(first.data);
    const reused = await refusal(client, 'log_meals', { items: [{ ...items[0], cal: 301 }], idempotencyKey: key });
    expect(reused.code).toBe('idempotency_key_reused');
    const day = await call<MealsList>(client, 'get_meals', { date: '2026-11-12' });
    expect(day.data.days[0]!.meals).toHaveLength(1);
    await client.close();
  });

  it('analyze_meal_text records like POST /analyze-text, and shares its credits and the per-minute limit with REST', async () => {
    await admin.setClock('2026-11-21T03:30:00.000Z');
    const userId = await admin.createUser({ plan: 'premium', aiCredits: 10 });
    const rest = await admin.issueToken(userId);
    const { client } = await mcpClient(userId);
    const restAnalyze = () =>
      request<EndpointReply<typeof analyzeTextEndpoint>>(`${base()}/api/v1/ext/analyze-text`, {
        method: 'POST',
        headers: { authorization: `Bearer ${rest.token}` },
        body: { query: 'ご飯と味噌汁' },
      });
    const viaRest = await restAnalyze();
    expect(viaRest.body.data.creditBalance).toBe(9);
    const viaMcp = await call<AnalyzeTextResult>(client, 'analyze_meal_text', { query: 'ご飯と味噌汁', idempotencyKey: randomUUID() });
    expect(viaMcp.result.isError).toBeFalsy();
    expect(viaMcp.data).toMatchObject({ cal: viaRest.body.data.cal, creditBalance: 8, mealDate: '2026-11-21', mealType: 'lunch' });
    expect(viaMcp.data.notice!.instruction).toContain('send_feedback');
    expect(viaRest.body.data.notice!.instruction).toContain('POST /feedback');
    await restAnalyze();
    const limited = await refusal(client, 'analyze_meal_text', { query: 'ご飯' });
    expect(limited).toMatchObject({ code: 'rate_limited', quota: { limit: 3, period: 'minute' } });
    const day = await call<MealsList>(client, 'get_meals', { date: '2026-11-21' });
    expect(day.data.days[0]!.meals).toHaveLength(3);
    await client.close();
  });

  it('suggest_sets answers what POST /sets answers, and refuses a bad target as a tool result with the REST error body', async () => {
    const userId = await admin.createUser({ plan: 'premium' });
    const rest = await admin.issueToken(userId);
    const { client } = await mcpClient(userId);
    const body = { shopId: 'familymart', mealType: 'lunch', target: { cal: 620, protein: 35, fat: 20, carbs: 75 } };
    const viaRest = await request<EndpointReply<typeof suggestSetsEndpoint>>(`${base()}/api/v1/ext/sets`, {
      method: 'POST',
      headers: { authorization: `Bearer ${rest.token}` },
      body,
    });
    expect(viaRest.status).toBe(200);
    const viaMcp = await call<SetsResult>(client, 'suggest_sets', body);
    expect(viaMcp.result.isError).toBeFalsy();
    expect(viaMcp.data.sets.length).toBeGreaterThan(0);
    expect(viaMcp.data).toEqual(viaRest.body.data);
    // An empty list carries its emptyReason through the tool as through REST (docs/sets.md → Why a list is empty).
    const nothing = await call<SetsResult>(client, 'suggest_sets', {
      ...body,
      shopId: 'starbucks',
      target: { cal: 250, protein: 10, fat: 10, carbs: 30 },
    });
    expect(nothing.data.sets).toEqual([]);
    expect(nothing.data.emptyReason).toMatchObject({ reason: 'over_target', message: expect.stringContaining('mealType snack') });
    const refused = await refusal(client, 'suggest_sets', { ...body, target: { ...body.target, protein: 'lots' } });
    expect(refused.code).toBe('invalid_request');
    await client.close();
  });

  it('starts the trial on the first personal-data tool call, as a REST call does', async () => {
    const { client } = await mcpClient(await admin.createUser());
    expect((await call<Me>(client, 'get_me')).data.features.canStartTrial).toBe(true);
    const logged = await call<CreateMealsResult>(client, 'log_meals', { items: [{ mealName: 'おにぎり', cal: 180 }] });
    expect(logged.result.isError).toBeFalsy();
    const me = await call<Me>(client, 'get_me');
    expect(me.data.externalTrial.active).toBe(true);
    expect(me.data.tier).toBe('premium');
    // The call that started it says so in a second text block, as the REST answer does not (stop 85); the data stays REST's.
    expect(logged.result.content).toHaveLength(2);
    expect(logged.result.content[1]).toEqual({
      type: 'text',
      text: `This call started the account’s free 7-day Premium trial (ends ${me.data.externalTrial.endsAt}, UTC): tell the user, with the end in JST. After it, the tools that read or write records answer premium_required.`,
    });
    expect(JSON.parse((logged.result.content[0] as { text: string }).text)).toEqual(logged.data);
    // The calls after it carry no such block.
    const next = await call<CreateMealsResult>(client, 'log_meals', { items: [{ mealName: 'おにぎり', cal: 180 }] });
    expect(next.result.content).toHaveLength(1);
    await client.close();
  });
});

describe('refusals are tool results with the REST error body', () => {
  it('argument errors: invalid_request naming the argument, never a JSON-RPC error', async () => {
    const { client } = await mcpClient(await admin.createUser({ plan: 'premium' }));
    const empty = await refusal(client, 'log_meals', { items: [] });
    expect(empty.code).toBe('invalid_request');
    expect(empty.error).toContain('arguments.items');
    const unknown = await refusal(client, 'get_meals', { date: '2026-11-01', colour: 'red' });
    expect(unknown.code).toBe('invalid_request');
    expect(unknown.error).toContain('colour');
    const noArguments = await refusal(client, 'get_me', { extra: 1 });
    expect(noArguments.code).toBe('invalid_request');
    const badKey = await refusal(client, 'log_meals', { items: [{ mealName: 'x', cal: 1 }], idempotencyKey: 'has space' });
    expect(badKey.code).toBe('invalid_request');
    await client.close();
  });

  it('a shop sent by its name is refused with the id it names, so a model need not read list_shops (stop 85)', async () => {
    const { client } = await mcpClient(await admin.createUser({ plan: 'premium' }));
    const search = await refusal(client, 'search_catalog', { shop: 'セブン', targetCal: 600 });
    expect(search).toMatchObject({
      code: 'invalid_request',
      error: 'shop: unknown shop id(s) セブン; セブン is the name of shop id seven-eleven; use an id from list_shops',
      userMessage: '店舗ID「セブン」は見つかりません。「セブン」の店舗IDは seven-eleven（セブン-イレブン）です。',
    });
    const sets = await refusal(client, 'suggest_sets', { shopId: 'すき家', target: { cal: 600, protein: 30, fat: 20, carbs: 70 } });
    expect(sets).toMatchObject({ reason: 'unknown_shop', error: expect.stringContaining('すき家 is the name of shop id sukiya') });
    const meal = await refusal(client, 'log_meals', { items: [{ mealName: 'おにぎり', cal: 180, shopId: '7-Eleven' }] });
    expect(meal.error).toContain('7-Eleven is the name of shop id seven-eleven');
    // The id it names is taken.
    const found = await call<{ items: { shopId: string }[] }>(client, 'search_catalog', { shop: 'seven-eleven', targetCal: 600, limit: 1 });
    expect(found.data.items[0]!.shopId).toBe('seven-eleven');
    await client.close();
  });

  it('a refusal names arguments, never the REST body, query, path or header, nor a route no tool reaches (GET /help)', async () => {
    const { client } = await mcpClient(await admin.createUser({ plan: 'premium' }));
    const rest = /\b(body|query|params)[.:]|Idempotency-Key|\b(GET|POST|PUT|DELETE) \//;
    // Refusals the endpoint finds after its schema passed: REST says body:, body.shopId.
    const food = await refusal(client, 'log_meals', { foodId: 'f_never_made' });
    expect(food).toMatchObject({ code: 'not_found', error: 'arguments: food f_never_made not found' });
    const dish = await refusal(client, 'log_meals', { dishId: 999999999, mealType: 'dinner' });
    expect(dish.error).toMatch(/^arguments: dish 999999999 is not in the catalog/);
    const shop = await refusal(client, 'log_meals', { mealName: 'おにぎり', cal: 180, shopId: 'no-such-chain' });
    expect(shop).toMatchObject({ code: 'invalid_request' });
    expect(shop.error).toMatch(/^arguments\.shopId: unknown shop id\(s\) no-such-chain/);
    // A batch names its record as the argument it is in.
    expect((await refusal(client, 'log_meals', { items: [{ mealName: 'a', cal: 1 }, { foodId: 'f_gone' }] })).error).toMatch(
      /^items\[1\]: food f_gone/,
    );
    // The genre ids are in the tool's description; GET /help is no tool.
    const genre = await refusal(client, 'search_catalog', { q: 'カレー', genre: 'curry,no_such_genre' });
    expect(genre.code).toBe('invalid_request');
    expect(genre.error).toContain('no_such_genre');
    expect(`${genre.error} ${genre.userMessage}`).toContain('tools/list');
    // The key is an argument here, not a header.
    const badKey = await refusal(client, 'log_weight', { weightKg: 60, idempotencyKey: 'two words' });
    expect(badKey.error).toMatch(/^arguments\.idempotencyKey: must be 1-255 visible ASCII characters/);
    expect(badKey.userMessage).toMatch(/^idempotencyKey は/);
    const key = `mcp-${randomUUID()}`;
    expect((await call(client, 'log_weight', { weightKg: 60, idempotencyKey: key })).result.isError).toBeFalsy();
    const reused = await refusal(client, 'log_weight', { weightKg: 61, idempotencyKey: key });
    expect(reused.code).toBe('idempotency_key_reused');
    expect(reused.error).toBe(`idempotencyKey ${key} was first used for log_weight with another body; use a new key for another request`);
    // A key first used on a path with values names the tool with those arguments.
    const meal = (await call<{ items: Array<{ id: string }> }>(client, 'log_meals', { mealName: 'おにぎり', cal: 180 })).data.items[0]!.id;
    const deleteKey = `mcp-${randomUUID()}`;
    expect((await call(client, 'delete_meal', { id: meal, idempotencyKey: deleteKey })).result.isError).toBeFalsy();
    const elsewhere = await refusal(client, 'clear_slot_budget', { date: '2026-11-02', slot: 'late_night', idempotencyKey: deleteKey });
    expect(elsewhere.error).toBe(
      `idempotencyKey ${deleteKey} was first used for delete_meal with id=${meal}; use a new key for another request`,
    );
    const slotKey = `mcp-${randomUUID()}`;
    await call(client, 'clear_slot_budget', { date: '2026-11-02', slot: 'late_night', idempotencyKey: slotKey });
    expect((await refusal(client, 'remove_favorite', { type: 'dish', id: 1, idempotencyKey: slotKey })).error).toContain(
      'first used for clear_slot_budget with date=2026-11-02, slot=late_night;',
    );
    for (const body of [food, dish, shop, genre, badKey, reused, elsewhere])
      expect(`${body.error} ${body.userMessage} ${body.hint ?? ''}`).not.toMatch(rest);
    const { tools } = await client.listTools();
    expect(JSON.stringify(tools.find((tool) => tool.name === 'search_catalog'))).not.toContain('GET /help');
    await client.close();
  });

  it('an argument named __proto__ or constructor is an unknown key, as in a REST body, and passes nothing on (stop 81)', async () => {
    const userId = await admin.createUser({ plan: 'premium' });
    const { client, connection } = await mcpClient(userId);
    const rest = await admin.issueToken(userId);
    // JSON.parse keeps "__proto__" as a key of its own, as a client's JSON does; an object literal would not.
    const sent = (args: string) =>
      postMcp(
        connection.accessToken,
        JSON.parse(`{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"log_meals","arguments":${args}}}`),
      );
    const restBody = (
      await request<ErrorBody>(`${base()}/api/v1/ext/meals`, {
        method: 'POST',
        headers: { authorization: `Bearer ${rest.token}` },
        rawBody: '{"mealName":"プロト","__proto__":{"cal":123}}',
      })
    ).body;
    expect(restBody.code).toBe('invalid_request');
    for (const args of ['{"mealName":"プロト","__proto__":{"cal":123}}', '{"mealName":"プロト","cal":5,"__proto__":{"quantity":3}}']) {
      const result = ((await sent(args)).body as { result: CallToolResult }).result;
      expect(result.isError).toBe(true);
      expect(result.structuredContent).toMatchObject({ code: 'invalid_request' });
      expect((result.structuredContent as unknown as ErrorBody).error).toContain('unknown key(s) __proto__');
    }
    const read = await postMcp(
      connection.accessToken,
      JSON.parse(
        '{"jsonrpc":"2.0","id":8,"method":"tools/call","params":{"name":"get_meals","arguments":{"__proto__":{"date":"2026-11-01"}}}}',
      ),
    );
    expect((read.body as { result: CallToolResult }).result.structuredContent).toMatchObject({ code: 'invalid_request' });
    expect((await refusal(client, 'get_meals', { constructor: { date: '2026-11-01' } })).error).toContain('unknown key(s) constructor');
    // Nothing was recorded.
    const meals = await call<MealsList>(client, 'get_meals', {});
    expect(meals.data.days.flatMap((day) => day.meals).filter((meal) => meal.mealName === 'プロト')).toEqual([]);
    await client.close();
  });

  it('a refusal repeated with its idempotencyKey is the stored refusal again, as a tool result', async () => {
    const { client } = await mcpClient(await admin.createUser({ plan: 'premium' }));
    const key = `mcp-${randomUUID()}`;
    const first = await refusal(client, 'delete_meal', { id: 'm_never_logged', idempotencyKey: key });
    expect(first.code).toBe('not_found');
    // The stored answer of the first call (OPERATOR-API.md → Safe retries: every answer but a 5xx),
    // in the tool's words as the first one was.
    expect(await refusal(client, 'delete_meal', { id: 'm_never_logged', idempotencyKey: key })).toEqual(first);
    const unknownProduct = { items: [{ productId: 999999999 }], idempotencyKey: `mcp-${randomUUID()}` };
    const refused = await refusal(client, 'log_meals', unknownProduct);
    expect(await refusal(client, 'log_meals', unknownProduct)).toEqual(refused);
    await client.close();
  });

  it('a query flag is a boolean argument: JSON true and false work as includeDaily=true and false do over REST', async () => {
    const user = await admin.createUser({ plan: 'premium' });
    const { client } = await mcpClient(user);
    const { tools } = await client.listTools();
    const detailed = tools.find((tool) => tool.name === 'get_nutrition_detailed')!;
    expect((detailed.inputSchema.properties as Record<string, { type?: string }>).includeDaily!.type).toBe('boolean');
    const range = { startDate: '2026-09-01', endDate: '2026-09-02' };
    const withDaily = await call(client, 'get_nutrition_detailed', { ...range, includeDaily: true });
    expect(withDaily.result.isError).toBeFalsy();
    expect(withDaily.result.structuredContent).toHaveProperty('daily');
    const without = await call(client, 'get_nutrition_detailed', { ...range, includeDaily: false });
    expect(without.result.structuredContent).not.toHaveProperty('daily');
    // The text a REST client sends still works; anything else is refused by name.
    expect((await call(client, 'get_nutrition_detailed', { ...range, includeDaily: 'true' })).result.structuredContent).toHaveProperty(
      'daily',
    );
    expect((await refusal(client, 'get_nutrition_detailed', { ...range, includeDaily: 1 })).error).toContain('includeDaily');
    await client.close();
  });

  it('not_found with its hint, premium_required with upgrade, forbidden by region', async () => {
    const { client } = await mcpClient(await admin.createUser({ plan: 'premium' }));
    const missing = await refusal(client, 'delete_meal', { id: 'm_does_not_exist' });
    expect(missing.code).toBe('not_found');
    // The REST body names GET /meals?date=…; a model reaches it as a tool, so the texts name the tool.
    expect(missing.hint).toContain('get_meals with date=');
    expect(missing.userMessage).toContain('get_meals with date=');
    expect(JSON.stringify(missing)).not.toMatch(/\b(GET|POST|PUT|DELETE) \//);
    // A lone surrogate in an id (valid JSON, no UTF-8): refused like any unknown id, not an internal error.
    expect((await refusal(client, 'delete_meal', { id: '\ud800' })).code).toBe('not_found');
    await client.close();

    // A Free account whose trial has run out.
    const freeUser = await admin.createUser();
    const free = await mcpClient(freeUser);
    await call(free.client, 'get_weights');
    await admin.setClock(new Date(Date.now() + 8 * 24 * 60 * MINUTE).toISOString());
    const fresh = await mcpClient(freeUser);
    const wall = await refusal(fresh.client, 'get_weights');
    expect(wall).toMatchObject({ code: 'premium_required', upgrade: { requiredTier: 'premium' } });
    const search = await call(fresh.client, 'search_catalog', { q: 'サラダ', limit: 1 });
    expect(search.result.isError).toBeFalsy();

    const restricted = await mcpClient(await admin.createUser({ plan: 'premium', region: 'restricted' }));
    const refused = await refusal(restricted.client, 'list_shops');
    expect(refused.code).toBe('forbidden');
    expect(refused.upgrade).toBeUndefined();
  });

  it('arguments that are no object (null, [], a string, a number) are refused as a tool result that costs nothing; a tools/call without a name or without params is a protocol error', async () => {
    const userId = await admin.createUser({ plan: 'premium' });
    const { connection } = await mcpClient(userId);
    for (const args of [null, [], 'x', 5]) {
      const raw = await postMcp(connection.accessToken, { ...toolCall('log_weight', {}), params: { name: 'log_weight', arguments: args } });
      expect(raw.status).toBe(200);
      const { result } = raw.body as { result: CallToolResult };
      expect(result.isError).toBe(true);
      expect(result.structuredContent).toMatchObject({ code: 'invalid_request', error: expect.stringContaining('arguments') });
      // The userMessage names the problem too, as every other refused argument's does.
      expect(result.structuredContent).toMatchObject({ userMessage: expect.stringContaining('arguments: expected an object') });
      expect(raw.headers.get('x-quota-used')).toBe('0');
    }
    const stray = await postMcp(connection.accessToken, toolCall('get_me', { colour: 'red' }));
    expect((stray.body as { result: CallToolResult }).result.structuredContent).toMatchObject({
      code: 'invalid_request',
      userMessage: 'リクエストの内容に誤りがあります: arguments: unknown key(s) colour; this tool takes no arguments',
    });
    const nameless = await postMcp(connection.accessToken, { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { arguments: {} } });
    expect((nameless.body as { error: { code: number } }).error.code).toBe(-32602);
    // Without params at all it is the same protocol error, not an internal one (-32603 with a zod report).
    const paramless = await postMcp(connection.accessToken, { jsonrpc: '2.0', id: 2, method: 'tools/call' });
    expect((paramless.body as { error: { code: number; message: string } }).error).toMatchObject({
      code: -32602,
      message: expect.stringContaining('Invalid tools/call request'),
    });
  });

  it('a tools/call in a POST over 256 KB is refused as a tool result with the REST 413 body, costing nothing; other bodies over it stay a plain 413', async () => {
    const user = await admin.buildUser({ plan: 'premium' });
    const { connection } = await mcpClient(user.userId);
    const rest = await user.call<ErrorBody>('POST', '/meals', { mealName: 'x'.repeat(300 * 1024), cal: 1 });
    expect(rest.status).toBe(413);
    const oversized = { mealName: 'x'.repeat(300 * 1024), cal: 1 };
    const alone = await postMcp(connection.accessToken, { ...toolCall('log_meals', oversized), id: 'big' });
    expect(alone.status).toBe(200);
    expect(alone.body).toEqual({
      jsonrpc: '2.0',
      id: 'big',
      result: expect.objectContaining({ isError: true, structuredContent: rest.body }),
    });
    // In a batch, each tools/call gets the tool result and any other request the JSON-RPC error that carries the body.
    const batch = await postMcp(connection.accessToken, [toolCall('log_meals', oversized), { jsonrpc: '2.0', id: 2, method: 'ping' }]);
    expect(batch.body).toEqual([
      { jsonrpc: '2.0', id: 1, result: expect.objectContaining({ isError: true, structuredContent: rest.body }) },
      { jsonrpc: '2.0', id: 2, error: expect.objectContaining({ data: rest.body }) },
    ]);
    // A body over the limit without a tools/call, or too large to be read at all, is the HTTP 413.
    const ping = await postMcp(connection.accessToken, {
      jsonrpc: '2.0',
      id: 3,
      method: 'ping',
      params: { padding: 'x'.repeat(300 * 1024) },
    });
    expect([ping.status, ping.body]).toEqual([413, rest.body]);
    const huge = await postMcp(connection.accessToken, toolCall('log_meals', { mealName: 'x'.repeat(2 * 1024 * 1024), cal: 1 }));
    expect(huge.status).toBe(413);
    expect((huge.body as ErrorBody).code).toBe('payload_too_large');
    // Nothing ran and nothing was counted: the only call that cost is the REST one, which reached no quota either.
    const me = await user.call('GET', '/me');
    expect(me.headers.get('x-quota-used')).toBe('1');
    expect((await user.call<{ data: { days: { meals: unknown[] }[] } }>('GET', '/meals')).body.data.days[0]!.meals).toEqual([]);
  });

  it('an unknown tool is a protocol error (not a listed tool)', async () => {
    const { client } = await mcpClient(await admin.createUser({ plan: 'premium' }));
    await expect(client.callTool({ name: 'drop_tables', arguments: {} })).rejects.toThrow(/unknown tool/);
    await client.close();
  });

  it('a tools/call asking for a task runs as a plain call: this server declares no tasks capability (MCP 2025-11-25 → Tasks, stop 84)', async () => {
    const { connection } = await mcpClient(await admin.createUser({ plan: 'premium' }));
    const plain = await postMcp(connection.accessToken, toolCall('list_shops', {}));
    const tasked = await postMcp(connection.accessToken, {
      ...toolCall('list_shops', {}),
      params: { name: 'list_shops', arguments: {}, task: { ttl: 60000 } },
    });
    expect(tasked.status).toBe(200);
    expect((tasked.body as { result: CallToolResult }).result).toEqual((plain.body as { result: CallToolResult }).result);
    expect(tasked.headers.get('x-quota-used')).toBe('2');
  });

  it('params a method refuses are invalid params (-32602) naming the method, not an internal error (stop 84)', async () => {
    const { connection } = await mcpClient(await admin.createUser({ plan: 'premium' }));
    const cases: [string, unknown][] = [
      ['initialize', undefined],
      ['initialize', { capabilities: {}, clientInfo: { name: 'c', version: '1' } }],
      ['tools/list', { cursor: 5 }],
    ];
    for (const [method, params] of cases) {
      const reply = await postMcp(connection.accessToken, { jsonrpc: '2.0', id: 7, method, ...(params === undefined ? {} : { params }) });
      expect([method, reply.status, (reply.body as { error?: { code: number; message: string } }).error]).toEqual([
        method,
        200,
        { code: -32602, message: expect.stringContaining(`Invalid ${method} request`) },
      ]);
    }
    // Valid params still answer as before.
    const listed = await postMcp(connection.accessToken, { jsonrpc: '2.0', id: 8, method: 'tools/list', params: { cursor: 'c' } });
    expect((listed.body as { result: { tools: unknown[] } }).result.tools.length).toBeGreaterThan(30);
  });
});

describe('transport gates', () => {
  it('an access token expires on the service clock: 15 minutes for a Free account, then 401 with the challenge', async () => {
    const { client, connection } = await mcpClient(await admin.createUser());
    expect((await call(client, 'list_shops')).result.isError).toBeFalsy();
    await admin.setClock(new Date(Date.now() + 14 * MINUTE).toISOString());
    expect((await postMcp(connection.accessToken, { jsonrpc: '2.0', id: 1, method: 'ping' })).status).toBe(200);
    await admin.setClock(new Date(Date.now() + 16 * MINUTE).toISOString());
    const expired = await postMcp(connection.accessToken, toolCall('list_shops', {}));
    expect(expired.status).toBe(401);
    expect(expired.headers.get('www-authenticate')).toMatch(/^Bearer resource_metadata="[^"]+"$/);
    await expect(client.callTool({ name: 'list_shops', arguments: {} })).rejects.toThrow();
  });

  it('refuses a foreign Origin with 403 before authentication, and serves an allowed one with CORS', async () => {
    const foreign = await postMcp(null, { jsonrpc: '2.0', id: 1, method: 'ping' }, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect((foreign.body as ErrorBody).code).toBe('forbidden');
    const connection = await connect(base(), admin, await admin.createUser({ plan: 'premium' }));
    const allowed = await postMcp(connection.accessToken, toolCall('list_shops', {}), { origin: ALLOWED_ORIGIN });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
  });

  it('lets a browser client read the quota, rate-limit and Retry-After headers of its answers (stop 84)', async () => {
    const connection = await connect(base(), admin, await admin.createUser({ plan: 'premium' }));
    const allowed = await postMcp(connection.accessToken, toolCall('list_shops', {}), { origin: ALLOWED_ORIGIN });
    const exposed = (allowed.headers.get('access-control-expose-headers') ?? '').split(/,\s*/).map((name) => name.toLowerCase());
    const sent = [...allowed.headers.keys()].filter((name) => /^(x-quota-|ratelimit)/.test(name));
    expect(sent.length).toBeGreaterThanOrEqual(7);
    expect(sent.filter((name) => !exposed.includes(name))).toEqual([]);
    // Retry-After goes with a refusal over the limits (docs/mcp.md → Tools), and a client waits by it.
    expect(exposed).toEqual(expect.arrayContaining(['retry-after', 'www-authenticate']));
  });

  it('refuses a Host that is neither PUBLIC_BASE_URL’s nor an address (DNS rebinding), before authentication', async () => {
    const post = async (host: string) => (await rawPost({ host }, { jsonrpc: '2.0', id: 1, method: 'ping' })).status;
    expect(await post('rebound.evil.example')).toBe(403);
    expect(await post(`localhost:${gateway().port}`)).toBe(401);
    expect(await post(new URL(base()).host)).toBe(401);
  });

  it('answers POSTs by the Streamable HTTP rules: Accept, Content-Type, MCP-Protocol-Version, notifications', async () => {
    const { accessToken } = await connect(base(), admin, await admin.createUser({ plan: 'premium' }));
    const ping = { jsonrpc: '2.0', id: 1, method: 'ping' };
    const headers = { authorization: `Bearer ${accessToken}`, 'mcp-protocol-version': '2025-11-25' };
    const errorOf = (reply: { status: number; body: string }) => [
      reply.status,
      (JSON.parse(reply.body) as { error: { code: number } }).error.code,
    ];
    expect(errorOf(await rawPost({ ...headers, accept: 'application/json' }, ping))).toEqual([406, -32000]);
    expect(errorOf(await rawPost({ ...headers, 'content-type': 'text/plain' }, ping))).toEqual([415, -32000]);
    // Sent twice, Content-Type is ambiguous: refused although Node keeps only the first value.
    expect(errorOf(await rawPost({ ...headers, 'content-type': ['application/json', 'application/json'] }, ping))).toEqual([415, -32000]);
    expect(errorOf(await rawPost({ ...headers, 'mcp-protocol-version': '1999-01-01' }, ping))).toEqual([400, -32000]);
    expect(errorOf(await rawPost(headers, { jsonrpc: '2.0', id: 1 }))).toEqual([400, -32700]);
    expect(await rawPost(headers, { jsonrpc: '2.0', method: 'notifications/initialized' })).toEqual({ status: 202, body: '' });
    expect(JSON.parse((await rawPost(headers, ping)).body)).toEqual({ jsonrpc: '2.0', id: 1, result: {} });
  });

  it('refuses a body whose bytes are not UTF-8 (a Shift_JIS name) with 400 invalid_request, as the REST API does; nothing is logged', async () => {
    const userId = await admin.createUser({ plan: 'premium' });
    const { accessToken } = await connect(base(), admin, userId);
    const text = JSON.stringify(toolCall('log_meals', { items: [{ mealName: 'NAME', cal: 100 }] }));
    const [before, after] = text.split('NAME') as [string, string];
    const utf8 = (part: string) => new TextEncoder().encode(part);
    const shiftJis = new Uint8Array([...utf8(before), 0x8b, 0x8d, 0x93, 0xda, ...utf8(after)]);
    const reply = await request<ErrorBody>(`${base()}/mcp`, {
      method: 'POST',
      headers: {
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': '2025-11-25',
        authorization: `Bearer ${accessToken}`,
      },
      rawBody: shiftJis,
    });
    expect([reply.status, reply.body.code, reply.body.error]).toEqual([
      400,
      'invalid_request',
      'request body is not UTF-8: send the JSON text encoded in UTF-8',
    ]);
    const { client } = await mcpClient(userId);
    const meals = await call<{ days: { meals: unknown[] }[] }>(client, 'get_meals');
    expect(meals.data.days[0]!.meals).toEqual([]);
    await client.close();
  });

  it('is stateless: GET and DELETE answer 405 with Allow: POST, OPTIONS, as OPTIONS and its preflight list them', async () => {
    const connection = await connect(base(), admin, await admin.createUser({ plan: 'premium' }));
    for (const method of ['GET', 'DELETE', 'HEAD']) {
      const reply = await request<ErrorBody>(`${base()}/mcp`, {
        method,
        headers: { authorization: `Bearer ${connection.accessToken}`, accept: 'text/event-stream' },
      });
      expect(reply.status).toBe(405);
      // Until 2026-12-06 `Allow: POST`, while the preflight listed GET and DELETE (docs/decisions.md →
      // A known path asked with another method: OPTIONS is in Allow everywhere).
      expect(reply.headers.get('allow')).toBe('POST, OPTIONS');
    }
    const preflights: Record<string, string>[] = [{}, { origin: ALLOWED_ORIGIN, 'access-control-request-method': 'POST' }];
    for (const headers of preflights) {
      const options = await fetch(`${base()}/mcp`, { method: 'OPTIONS', headers });
      expect(options.status).toBe(204);
      expect(options.headers.get('allow')).toBe('POST, OPTIONS');
      expect(options.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    }
  });
});
