import { publicEndpoints, type EndpointSpec } from '@shokuji/contracts';
import { buildEndpointTools, errorBodyInToolWords, type ToolRow } from './endpoint-tools';
import { MCP_SERVER_INSTRUCTIONS, MCP_TOOLS } from './mcp-tools';

/** OPERATOR-API.md → MCP connector → Tools: every fixed name and the REST request(s) it mirrors. */
const OPERATOR_API_TOOLS: Record<string, string[]> = {
  get_me: ['GET /me'],
  search_catalog: ['GET /search', 'POST /search'],
  get_catalog_items: ['GET /catalog/items'],
  list_shops: ['GET /shops'],
  log_meals: ['POST /meals'],
  update_meal: ['PUT /meals/:id'],
  delete_meal: ['DELETE /meals/:id'],
  analyze_meal_text: ['POST /analyze-text'],
  get_meals: ['GET /meals'],
  search_my_meals: ['GET /meals/search'],
  get_usual_meals: ['GET /meals/usual'],
  list_my_foods: ['GET /foods/mine'],
  get_nutrition: ['GET /nutrition'],
  get_nutrition_detailed: ['GET /nutrition/detailed'],
  log_exercise: ['POST /exercises'],
  get_exercises: ['GET /exercises'],
  delete_exercise: ['DELETE /exercises/:id'],
  log_weight: ['POST /weights'],
  get_weights: ['GET /weights'],
  set_day_note: ['PUT /day-notes'],
  get_day_notes: ['GET /day-notes'],
  get_favorites: ['GET /favorites'],
  add_favorite: ['POST /favorites'],
  remove_favorite: ['DELETE /favorites/:type/:id'],
  rate_meal: ['PUT /ratings'],
  remove_rating: ['DELETE /ratings/:mealId'],
  set_slot_budget: ['PUT /budgets/slot'],
  clear_slot_budget: ['DELETE /budgets/slot/:date/:slot'],
  set_day_budget: ['PUT /budgets/day'],
  clear_day_budget: ['DELETE /budgets/day/:date'],
  update_goals: ['PUT /goals'],
  suggest_sets: ['POST /sets'],
  send_feedback: ['POST /feedback'],
};

const routeOf = (endpoint: EndpointSpec) => `${endpoint.method.toUpperCase()} ${endpoint.path}`;

/**
 * The fixed tools whose endpoints exist but which the table lacks or maps elsewhere. A tool whose
 * endpoint is not built yet is not asked for; once its endpoint is, this names it.
 */
function toolProblems(table: Record<string, ToolRow>, endpoints: EndpointSpec[]): string[] {
  const existing = new Set(endpoints.map(routeOf));
  return Object.entries(OPERATOR_API_TOOLS).flatMap(([name, routes]) => {
    if (!routes.every((route) => existing.has(route))) return [];
    const row = table[name];
    if (!row) return [`${name}: missing (mirrors ${routes.join(', ')})`];
    const mirrored = [row.endpoint, ...(row.or ? [row.or] : [])].map(routeOf);
    return mirrored.join() === routes.join() ? [] : [`${name}: mirrors ${mirrored.join(', ')} instead of ${routes.join(', ')}`];
  });
}

describe('the tool table', () => {
  it('has every tool of OPERATOR-API.md whose endpoint exists, mirroring that endpoint', () => {
    expect(toolProblems(MCP_TOOLS, publicEndpoints)).toEqual([]);
  });

  it('names a fixed tool that is missing or mirrors another endpoint (the check can fail)', () => {
    const { list_shops: _dropped, ...withoutShops } = MCP_TOOLS;
    expect(toolProblems(withoutShops, publicEndpoints)).toEqual(['list_shops: missing (mirrors GET /shops)']);
    const swapped = { ...MCP_TOOLS, get_me: { ...MCP_TOOLS.get_me!, endpoint: MCP_TOOLS.list_shops!.endpoint } };
    expect(toolProblems(swapped, publicEndpoints)).toEqual(['get_me: mirrors GET /shops instead of GET /me']);
    // A tool is required once its endpoint exists, not before (POST /analyze-text, built after the connector).
    const { analyze_meal_text: _pending, ...withoutAnalysis } = MCP_TOOLS;
    const beforeAnalysis = publicEndpoints.filter((endpoint) => endpoint.path !== '/analyze-text');
    expect(toolProblems(withoutAnalysis, beforeAnalysis)).toEqual([]);
    expect(toolProblems(withoutAnalysis, publicEndpoints)).toEqual(['analyze_meal_text: missing (mirrors POST /analyze-text)']);
  });

  it('has no tool beyond those unless it mirrors an existing endpoint', () => {
    const existing = new Set(publicEndpoints);
    for (const row of Object.values(MCP_TOOLS)) expect(existing.has(row.endpoint)).toBe(true);
  });
});

describe('tool inputs (OPERATOR-API.md → Tools: field names of API-SPEC.md)', () => {
  const tools = buildEndpointTools(MCP_TOOLS);
  const properties = (name: string) => Object.keys(tools.get(name)!.definition.inputSchema.properties as object);

  it.each([
    ['update_meal', ['id']],
    ['delete_meal', ['id']],
    ['delete_exercise', ['id']],
    ['remove_favorite', ['type', 'id']],
    ['remove_rating', ['mealId']],
    ['clear_slot_budget', ['date', 'slot']],
    ['clear_day_budget', ['date']],
  ])('%s names its path parameters %j', (name, params) => {
    expect(properties(name)).toEqual(expect.arrayContaining(params));
    expect(tools.get(name)!.definition.inputSchema.required).toEqual(expect.arrayContaining(params));
  });

  it('log_meals takes items; search_catalog takes queries beside the GET /search parameters', () => {
    expect(properties('log_meals')).toContain('items');
    expect(properties('search_catalog')).toEqual(expect.arrayContaining(['q', 'shop', 'targetCal', 'limit', 'queries', 'limitPerQuery']));
  });

  it('write tools take idempotencyKey, read tools do not', () => {
    for (const [name, tool] of tools) {
      const write = tool.endpoints.some((endpoint) => endpoint.method !== 'get');
      expect([name, properties(name).includes('idempotencyKey')]).toEqual([name, write]);
    }
  });

  it('routes arguments onto the REST request they mirror', () => {
    const search = tools.get('search_catalog')!;
    expect(routeOf(search.route({ q: '牛丼' }).endpoint)).toBe('GET /search');
    const terms = search.route({ queries: ['牛丼', 'みそ汁'], shop: 'yoshinoya' });
    expect(routeOf(terms.endpoint)).toBe('POST /search');
    expect(terms.parts.body).toEqual({ queries: ['牛丼', 'みそ汁'], shop: 'yoshinoya' });
    // q is one of the tool's arguments: sent with queries it is a conflict, not an unknown key.
    expect(() => search.route({ q: '牛丼', queries: ['みそ汁'] }).precheck()).toThrow('arguments: q cannot be combined with queries');
    expect(() => search.route({ q: '牛丼', limitPerQuery: 2 }).precheck()).toThrow('arguments: q cannot be combined with limitPerQuery');

    const favorite = tools.get('remove_favorite')!.route({ type: 'product', id: 12, idempotencyKey: 'k-1' });
    expect(favorite).toMatchObject({
      path: '/favorites/product/12',
      idempotencyKey: 'k-1',
      parts: { params: { type: 'product', id: 12 } },
    });
    const update = tools.get('update_meal')!.route({ id: 'm 1', quantity: 2 });
    expect(update).toMatchObject({ path: '/meals/m%201', parts: { params: { id: 'm 1' }, body: { quantity: 2 } } });
  });

  it('states the defaults of the REST contract, also of a query number read from text', () => {
    const property = (name: string, key: string) => (tools.get(name)!.definition.inputSchema.properties as Record<string, object>)[key];
    expect(property('search_catalog', 'limit')).toMatchObject({ default: 20, minimum: 1, maximum: 50 });
    expect(property('search_my_meals', 'limit')).toMatchObject({ default: 20 });
    expect(property('get_usual_meals', 'limit')).toMatchObject({ default: 5, maximum: 10 });
    expect(property('list_my_foods', 'limit')).toMatchObject({ default: 20 });
    expect(property('search_catalog', 'limitPerQuery')).toMatchObject({ default: 5 });
  });

  it('writes examples as JSON Schema 2020-12 does (`examples`, an array), never OpenAPI 3.0’s `example`, which a strict validator refuses (stop 84)', () => {
    const keysOf = (value: unknown, path: string): string[] =>
      value && typeof value === 'object'
        ? Object.entries(value).flatMap(([key, inner]) => [
            ...(key === 'example' || (key === 'examples' && !Array.isArray(inner)) ? [`${path}.${key}`] : []),
            ...keysOf(inner, `${path}.${key}`),
          ])
        : [];
    expect([...tools.values()].flatMap((tool) => keysOf(tool.definition.inputSchema, tool.definition.name))).toEqual([]);
    const date = (tools.get('get_meals')!.definition.inputSchema.properties as Record<string, object>).date;
    expect(date).toMatchObject({ format: 'date', examples: ['2026-11-21'] });
  });

  it('gives the unit of every detailed nutrient a meal may carry (API-SPEC.md → Detailed nutrition keys)', () => {
    expect(tools.get('log_meals')!.definition.inputSchema.$defs).toMatchObject({
      DetailedNutritionInput: {
        properties: {
          salt: { description: 'g' },
          sodium: { description: 'mg' },
          vitaminA: { description: 'ug' },
          folate: { description: 'ug' },
          pantothenicAcid: { description: 'mg' },
        },
      },
    });
  });

  it('says in words the limits and the rules across fields that the schema cannot carry at its top (docs/mcp.md → Input schemas)', () => {
    const property = (name: string, key: string) => (tools.get(name)!.definition.inputSchema.properties as Record<string, object>)[key];
    // PUT /meals/:id: quantity or portionRatio, not both (a `not` the tool's schema leaves out).
    expect(property('update_meal', 'quantity')).toMatchObject({ description: expect.stringContaining('not with portionRatio') });
    expect(property('update_meal', 'portionRatio')).toMatchObject({ description: expect.stringContaining('not with quantity') });
    // API-SPEC.md → Limits: the meal caps and 30 records per date.
    expect(tools.get('log_meals')!.definition.description).toMatch(
      /10,000 kcal, 1,000 g protein, 1,000 g fat and 2,000 g carbs.*30 records/,
    );
  });

  it('get_meals names what detail=full adds (API-SPEC.md → Meal record; source is on every meal)', () => {
    expect(tools.get('get_meals')!.definition.description).toMatch(
      /detail=full adds components, portionRatio, productId or dishId, nutritionSource/,
    );
  });

  describe('tells a model what the next step needs (docs/mcp.md → Decisions: descriptions for the common requests)', () => {
    const description = (name: string) => tools.get(name)!.definition.description;

    it('update_goals: what creating a goal needs and how a wish in kg a week becomes a pace', () => {
      // A goal is refused as no_active_goal until the profile is complete; the model should ask first.
      expect(description('update_goals')).toMatch(
        /Creating a goal needs goalType, activityLevel and the whole profile: heightCm, dateOfBirth, gender and a weight \(weightKg, or a log_weight record\)/,
      );
      // pace is in % of body weight: 0.5 kg a week at 62 kg is 0.8 %, nearest firm (0.75 %).
      expect(description('update_goals')).toMatch(/gentle 0\.25 %, standard 0\.5 %, firm 0\.75 %.*divide by the current weight/);
    });

    it('update_meal: quantity is no change of size; another product replaces through analyze_meal_text', () => {
      expect(description('update_meal')).toMatch(/does not turn one size or variant into another/);
      expect(description('update_meal')).toMatch(/analyze_meal_text .*replaceMealId/);
    });

    it('suggest_sets: every axis of target is required and 0 or more', () => {
      // get_nutrition's remaining goes below 0 when over budget, and is null without a goal.
      expect(description('suggest_sets')).toMatch(/all four required, each 0 or more.*an axis below 0 sent as 0/);
      expect(description('suggest_sets')).toMatch(/no goal \(remaining null\).*ask the user/);
      expect(description('get_nutrition')).toMatch(/remaining below 0 means that axis is over the goal/);
    });

    it('suggest_sets: an empty list comes with emptyReason, whose message says why and what to ask instead', () => {
      // POST /sets' emptyReason (docs/sets.md → Why a list is empty) is in the tool's structured output; the model should pass it on.
      expect(description('suggest_sets')).toMatch(/empty sets list means nothing fits: say so with emptyReason\.message/);
    });

    it('get_nutrition: what each slot source means, none included', () => {
      // API-SPEC.md → Slot budget entry: none is a slot without allocation (every slot when there is no goal).
      expect(description('get_nutrition')).toMatch(/none = no budget: a between-meal slot without one, or no goal/);
    });

    it('get_usual_meals: what recordedDays counts and where a count over another period comes from', () => {
      expect(description('get_usual_meals')).toMatch(/recordedDays is the number of days it was recorded/);
      expect(description('get_usual_meals')).toMatch(/get_meals over ranges of up to 14 days/);
    });

    it('log_meals: the date and slot default per record', () => {
      expect(description('log_meals')).toMatch(/each record on its own: set mealDate on every record of a past day/);
    });

    it('names the tools every plan may call and the trial the others start', () => {
      expect(MCP_SERVER_INSTRUCTIONS).toMatch(/get_me, search_catalog, get_catalog_items, list_shops and send_feedback work on every plan/);
      expect(MCP_SERVER_INSTRUCTIONS).toMatch(/canStartTrial true\) the first such call that succeeds starts the 7-day trial/);
    });

    it('search_my_meals and list_my_foods: count is what was returned, with no paging, so a full page may not be all (stop 85)', () => {
      for (const name of ['search_my_meals', 'list_my_foods']) {
        expect([name, MCP_TOOLS[name]!.description]).toEqual([
          name,
          expect.stringMatching(/count is the number returned, not a total, and there is no paging/),
        ]);
      }
    });

    it('relative days count from the service’s JST today, read from an answer, not from the model’s clock (stop 85)', () => {
      expect(MCP_SERVER_INSTRUCTIONS).toMatch(
        /for yesterday, this week or last Monday, count from the date an answer without a date gives/,
      );
    });

    it('a shop named instead of its id is answered with the id, so list_shops is not read first (stop 85)', () => {
      expect(MCP_SERVER_INSTRUCTIONS).toMatch(/a chain’s name or alias sent instead \(セブン, 7-Eleven\) is refused with the id it names/);
    });

    it('the quota reset instant is UTC, said to the user in JST', () => {
      expect(MCP_SERVER_INSTRUCTIONS).toMatch(/quota\.resetAt` \(an ISO instant in UTC: tell the user the time in JST\)/);
    });
  });

  it('refuses arguments of a tool that takes none, and leaves unknown ones to the strict schema', () => {
    expect(() => tools.get('get_me')!.route({ extra: 1 }).precheck()).toThrow(/unknown key\(s\) extra/);
    const meals = tools.get('get_meals')!.route({ date: '2026-11-01', colour: 'red', idempotencyKey: 'k' });
    expect(meals.parts.query).toEqual({ date: '2026-11-01', colour: 'red', idempotencyKey: 'k' });
    expect(meals.idempotencyKey).toBeUndefined();
  });
});

describe('refusals in tool words', () => {
  it('names a path with its values as the tool with those arguments, and leaves a path no tool serves as it is', () => {
    const inToolWords = errorBodyInToolWords(MCP_TOOLS);
    const { error, hint } = inToolWords({
      error: 'key first used for DELETE /meals/m_1 and DELETE /budgets/slot/2026-11-02/late_night',
      hint: 'DELETE /meals/m_1/photo is no tool',
    });
    expect(error).toBe('key first used for delete_meal with id=m_1 and clear_slot_budget with date=2026-11-02, slot=late_night');
    expect(hint).toBe('DELETE /meals/m_1/photo is no tool');
  });
});
