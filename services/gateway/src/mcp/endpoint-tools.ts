import { IdempotencyKeySchema, inputJsonSchema, takesIdempotencyKey, type EndpointSpec } from '@shokuji/contracts';
import { inputRefusal, unknownKeysText, type EndpointParts } from '../http/endpoint-input';
import { routePattern } from '../http/route-pattern';

/**
 * One row of the tool table (mcp-tools.ts): the endpoint a tool mirrors and what a model must know
 * to use it. Everything else (input schema, access, quota, validation, handler) is the endpoint's.
 */
export interface ToolRow {
  endpoint: EndpointSpec;
  /**
   * A second endpoint the same tool reaches when the arguments hold a field only it knows
   * (search_catalog with `queries` is POST /search, without it GET /search).
   */
  or?: EndpointSpec;
  description: string;
  /**
   * Hints the endpoint's method does not give (annotationsOf): a POST that replaces what was there
   * (POST /weights, one a day) is destructive and idempotent, as a PUT is.
   */
  annotations?: Partial<Pick<ToolDefinition['annotations'], 'destructiveHint' | 'idempotentHint'>>;
}

/** The MCP tool definition (tools/list), input as JSON Schema 2020-12. */
export interface ToolDefinition {
  name: string;
  description: string;
  inputSchema: { type: 'object'; [keyword: string]: unknown };
  annotations: { readOnlyHint: boolean; destructiveHint: boolean; idempotentHint: boolean; openWorldHint: boolean };
}

/** What a tools/call becomes: the endpoint to run and its input, laid out as the REST request would carry it. */
export interface RoutedCall {
  endpoint: EndpointSpec;
  parts: EndpointParts;
  /** Arguments no part of the endpoint takes, when it has no schema to refuse them itself. */
  precheck: () => void;
  idempotencyKey: unknown;
  /** The REST path this call mirrors (`/meals/m_1`): the Idempotency-Key fingerprint matches the REST twin. */
  path: string;
}

export interface EndpointTool {
  definition: ToolDefinition;
  /** The endpoints the tool mirrors (one, or two for search_catalog). */
  endpoints: EndpointSpec[];
  /** `args` as the client sent them: anything but an object is refused by the call's precheck. */
  route(args: unknown): RoutedCall;
}

/** OPERATOR-API.md → Plans, quotas, errors: write tools take the Idempotency-Key as this optional argument. */
export const IDEMPOTENCY_ARGUMENT = 'idempotencyKey';

const PARTS = ['params', 'query', 'body'] as const;
type Part = (typeof PARTS)[number];
type JsonSchema = Record<string, unknown>;

const isFlag = (property: unknown) => {
  const values = (property as JsonSchema | undefined)?.enum;
  return Array.isArray(values) && values.length === 2 && values.includes('true') && values.includes('false');
};

/**
 * A query flag (includeDaily=true) is the text "true" or "false" on REST; a tool argument is JSON, so
 * the tool lists it as a boolean, which a model sends naturally (routeWith writes it back as text).
 */
function withFlagsAsBooleans(schema: JsonSchema): JsonSchema {
  const properties = schema.properties as JsonSchema | undefined;
  if (!properties) return schema;
  return {
    ...schema,
    properties: Object.fromEntries(
      Object.entries(properties).map(([key, property]) => {
        if (!isFlag(property)) return [key, property];
        const { enum: _values, type: _type, ...rest } = property as JsonSchema;
        return [key, { ...rest, type: 'boolean' }];
      }),
    ),
  };
}

/** An endpoint's input parts as JSON Schemas, and which part takes which argument. */
function layoutOf(endpoint: EndpointSpec) {
  const schemas: Partial<Record<Part, JsonSchema>> = {};
  const partOf = new Map<string, Part>();
  for (const part of PARTS) {
    const schema = endpoint[part];
    if (!schema) continue;
    schemas[part] = part === 'query' ? withFlagsAsBooleans(inputJsonSchema(schema)) : inputJsonSchema(schema);
    for (const key of Object.keys((schemas[part].properties as JsonSchema | undefined) ?? {})) if (!partOf.has(key)) partOf.set(key, part);
  }
  return { endpoint, schemas, partOf };
}
type Layout = ReturnType<typeof layoutOf>;

/**
 * The tool's input: the endpoint's path parameters, query and body fields side by side (they never
 * share a name), as one strict object; with a second endpoint, a field is required only when both
 * require it. The body's rules across fields (one route of a meal, all four meal ratios or none)
 * are not kept at the top: Anthropic's API refuses every request whose tools have oneOf, anyOf or
 * allOf there, which would stop a Claude client from working at all. The tool's description says
 * them in words and the service checks them (invalid_request naming the fields).
 */
function inputSchemaOf(layouts: Layout[]): ToolDefinition['inputSchema'] {
  const properties: JsonSchema = {};
  const $defs: JsonSchema = {};
  const requiredBy = layouts.map(
    (layout) => new Set(PARTS.flatMap((part) => (layout.schemas[part]?.required as string[] | undefined) ?? [])),
  );
  for (const layout of layouts) {
    for (const part of PARTS) {
      const schema = layout.schemas[part];
      if (!schema) continue;
      for (const [key, property] of Object.entries((schema.properties as JsonSchema | undefined) ?? {})) properties[key] ??= property;
      Object.assign($defs, schema.$defs);
    }
  }
  if (layouts.some((layout) => takesIdempotencyKey(layout.endpoint))) {
    const { $schema: _dialect, ...keySchema } = inputJsonSchema(IdempotencyKeySchema);
    properties[IDEMPOTENCY_ARGUMENT] = {
      ...keySchema,
      description:
        'Optional. A fresh unique string (a UUID) for this one write. If the answer is lost (timeout), call again with the same arguments and key: the first answer comes back and nothing is written twice. Never reuse a key for another write.',
    };
  }
  const required = [...requiredBy[0]!].filter((key) => requiredBy.every((set) => set.has(key)));
  return {
    type: 'object',
    properties,
    ...(required.length ? { required } : {}),
    additionalProperties: false,
    ...(Object.keys($defs).length ? { $defs } : {}),
  };
}

function annotationsOf(endpoint: EndpointSpec): ToolDefinition['annotations'] {
  const readOnly = endpoint.method === 'get' || endpoint.readsOnly === true;
  return {
    readOnlyHint: readOnly,
    // A POST adds (a meal, an exercise, feedback); PUT and DELETE replace or remove what was there (a row may say more: log_weight).
    destructiveHint: endpoint.method === 'put' || endpoint.method === 'delete',
    idempotentHint: readOnly || endpoint.method !== 'post',
    // The service's own catalog and records, nothing beyond.
    openWorldHint: false,
  };
}

/**
 * `/meals/:id` with `{ id: 'm_1' }` → `/meals/m_1`, as a REST client writes it. A lone surrogate
 * (JSON allows "\ud800") has no UTF-8 and cannot be percent-encoded: it is written as U+FFFD, as
 * a REST path decodes it; the argument itself reaches the endpoint as sent.
 */
function pathOf(endpoint: EndpointSpec, params: Record<string, unknown>): string {
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) =>
    encodeURIComponent(String(params[name] ?? '').replace(/\p{Surrogate}/gu, '\uFFFD')),
  );
}

/**
 * `offersKey`: the tool lists idempotencyKey (one of its endpoints is a write). A call that routes
 * to its read (search_catalog with q) ignores the key, as a REST read ignores the header.
 */
function routeWith(layout: Layout, args: Record<string, unknown>, offersKey: boolean): RoutedCall {
  const { endpoint, schemas, partOf } = layout;
  const write = takesIdempotencyKey(endpoint);
  const values: Record<Part, Record<string, unknown>> = { params: {}, query: {}, body: {} };
  // An argument no part names goes where a strict schema refuses it by name, as REST refuses an unknown key.
  const fallback = (['body', 'query', 'params'] as const).find((part) => schemas[part]);
  const strays: string[] = [];
  for (const [key, value] of Object.entries(args)) {
    if (value === undefined || (offersKey && key === IDEMPOTENCY_ARGUMENT)) continue;
    const part = partOf.get(key) ?? fallback;
    // A query carries text: a flag sent as JSON true reaches the endpoint as a REST client writes it (includeDaily=true).
    if (part) ownKey(values[part], key, part === 'query' && typeof value === 'boolean' ? String(value) : value);
    else strays.push(key);
  }
  return {
    endpoint,
    parts: {
      params: schemas.params ? values.params : undefined,
      query: schemas.query ? values.query : undefined,
      body: schemas.body ? values.body : undefined,
    },
    precheck: () => {
      if (strays.length) throw inputRefusal(`arguments: ${unknownKeysText(strays)}; this tool takes no arguments`);
    },
    idempotencyKey: write ? args[IDEMPOTENCY_ARGUMENT] : undefined,
    path: pathOf(endpoint, values.params),
  };
}

/**
 * Sets `key` as a key of the object's own, as JSON.parse makes every key of a REST body. An
 * assignment would take `__proto__` for the object's prototype: the strict schema then saw no
 * unknown key and read the fields under it as sent (`{"mealName":"x","__proto__":{"cal":1}}`
 * logged a meal of 1 kcal where REST refuses the body), and the key's fingerprint left them out.
 */
function ownKey(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Named arguments: a JSON object, not null, an array or a scalar. */
export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A call whose arguments are no object (null, an array, a string): refused as REST refuses a body that is no JSON object. */
function notAnObject(layout: Layout, args: unknown): RoutedCall {
  const kind = args === null ? 'null' : Array.isArray(args) ? 'an array' : typeof args;
  return {
    ...routeWith(layout, {}, false),
    precheck: () => {
      throw inputRefusal(`arguments: expected an object of named arguments, received ${kind}`);
    },
  };
}

const REST_ROUTE = /\b(GET|POST|PUT|DELETE) (\/[A-Za-z0-9_/:-]*[A-Za-z0-9_-])(\?[^\s),;]*)?/g;

/**
 * The argument descriptions come from the REST contract and name its routes (ids "from GET /shops");
 * over MCP the model calls tools, so a route a tool mirrors is named as that tool (list_shops;
 * GET /meals?date=… → get_meals with date=…; GET /help → tools/list). Routes no tool mirrors stay
 * as they are.
 */
function inToolWords(text: string, toolOfRoute: Map<string, string>): string {
  return text.replace(REST_ROUTE, (route, method: string, path: string, query: string | undefined) => {
    const tool = toolOfRoute.get(`${method} ${path}`);
    if (!tool) return toolOfPath(method, path, toolOfRoute) ?? route;
    return query ? `${tool} with ${query.slice(1).split('&').join(', ')}` : tool;
  });
}

interface RouteTemplate {
  method: string;
  pattern: RegExp;
  names: string[];
  tool: string;
}

const templatesByTable = new WeakMap<Map<string, string>, RouteTemplate[]>();

/** The routes with path parameters (`DELETE /meals/:id`), each as a pattern of the paths it serves. */
function templatesOf(toolOfRoute: Map<string, string>): RouteTemplate[] {
  let templates = templatesByTable.get(toolOfRoute);
  if (!templates) {
    templates = [...toolOfRoute]
      .filter(([route]) => route.includes('/:'))
      .map(([route, tool]) => {
        const [method, path] = route.split(' ') as [string, string];
        const { source, names } = routePattern(path);
        return { method, pattern: new RegExp(`^${source}$`), names, tool };
      });
    templatesByTable.set(toolOfRoute, templates);
  }
  return templates;
}

/**
 * A path a REST text names with its values (an Idempotency-Key first used for
 * `DELETE /meals/m_1`): the tool with those arguments (`delete_meal with id=m_1`).
 */
function toolOfPath(method: string, path: string, toolOfRoute: Map<string, string>): string | undefined {
  for (const template of templatesOf(toolOfRoute)) {
    const match = template.method === method ? template.pattern.exec(path) : null;
    if (match) return `${template.tool} with ${template.names.map((name, at) => `${name}=${match[at + 1]}`).join(', ')}`;
  }
  return undefined;
}

/** Every `description` of a JSON Schema, in tool words. */
function describedInToolWords<T>(schema: T, toolOfRoute: Map<string, string>): T {
  if (Array.isArray(schema)) return schema.map((item: unknown) => describedInToolWords(item, toolOfRoute)) as T;
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === 'description' && typeof value === 'string' ? inToolWords(value, toolOfRoute) : describedInToolWords(value, toolOfRoute),
    ]),
  ) as T;
}

/**
 * GET /help is the REST API's description; over MCP that is tools/list, whose descriptions carry
 * what a REST text sends a reader to /help for (the genre ids of search_catalog).
 */
const API_DESCRIPTION: readonly [string, string] = ['GET /help', 'tools/list'];

const toolOfRouteIn = (table: Record<string, ToolRow>) =>
  new Map([
    ...Object.entries(table).flatMap(([name, row]) =>
      [row.endpoint, ...(row.or ? [row.or] : [])].map((endpoint) => [`${endpoint.method.toUpperCase()} ${endpoint.path}`, name] as const),
    ),
    API_DESCRIPTION,
  ]);

/**
 * Where a REST refusal says which part of the request a problem is in (`body: food … not found`,
 * `body.shopId: unknown shop`, a problem after another's `; ` or after userMessage's lead `…: `):
 * a tool has only its arguments. Checks past the endpoint's schema (the records service, a shop
 * lookup) word their texts for REST; the schema's own problems already say `arguments`.
 */
const PART_OF_REQUEST = /(^|: |; )(?:body|query|params)(?=[.:[])/g;
/** The Idempotency-Key header is the idempotencyKey argument over MCP; a problem with its value names it like any argument. */
const KEY_PROBLEM = /(^|: |; )Idempotency-Key:/g;
const KEY_HEADER = /\bIdempotency-Key\b/g;

/** A refusal's text in tool words: routes (below), the part a problem is in, the key's header. */
function refusalInToolWords(text: string, toolOfRoute: Map<string, string>): string {
  return inToolWords(text, toolOfRoute)
    .replace(PART_OF_REQUEST, '$1arguments')
    .replace(KEY_PROBLEM, '$1arguments.idempotencyKey:')
    .replace(KEY_HEADER, IDEMPOTENCY_ARGUMENT);
}

/**
 * A refusal's texts in tool words: the REST error body names routes in `error`, `hint` and
 * `userMessage` (GET /meals?date=… to find an id), which a model reaches through the tools, and
 * the part of the request or the header a problem is in, where a model sent arguments.
 */
export function errorBodyInToolWords(table: Record<string, ToolRow>): (body: Record<string, unknown>) => Record<string, unknown> {
  const toolOfRoute = toolOfRouteIn(table);
  return (body) =>
    Object.fromEntries(
      Object.entries(body).map(([key, value]) => [
        key,
        ['error', 'hint', 'userMessage'].includes(key) && typeof value === 'string' ? refusalInToolWords(value, toolOfRoute) : value,
      ]),
    );
}

/** Builds a tool per row: its definition for tools/list, and the routing of its arguments onto the endpoint. */
export function buildEndpointTools(table: Record<string, ToolRow>): Map<string, EndpointTool> {
  const tools = new Map<string, EndpointTool>();
  const toolOfRoute = toolOfRouteIn(table);
  for (const [name, row] of Object.entries(table)) {
    const main = layoutOf(row.endpoint);
    const second = row.or ? layoutOf(row.or) : undefined;
    const layouts = second ? [main, second] : [main];
    // The second endpoint is chosen by an argument only it takes.
    const distinguishing = second ? [...second.partOf.keys()].filter((key) => !main.partOf.has(key)) : [];
    const offersKey = layouts.some((layout) => takesIdempotencyKey(layout.endpoint));
    tools.set(name, {
      definition: {
        name,
        description: inToolWords(row.description, toolOfRoute),
        inputSchema: describedInToolWords(inputSchemaOf(layouts), toolOfRoute),
        annotations: { ...annotationsOf(row.endpoint), ...row.annotations },
      },
      endpoints: layouts.map((layout) => layout.endpoint),
      route: (args) => {
        if (!isPlainObject(args)) return notAnObject(main, args);
        const chosenBy = distinguishing.filter((key) => args[key] !== undefined);
        if (!second || !chosenBy.length) return routeWith(main, args, offersKey);
        const routed = routeWith(second, args, offersKey);
        // The schema lists both endpoints' arguments: one only the other endpoint takes is no unknown key, it is a conflict.
        const conflicting = Object.keys(args).filter((key) => args[key] !== undefined && main.partOf.has(key) && !second.partOf.has(key));
        if (!conflicting.length) return routed;
        return {
          ...routed,
          precheck: () => {
            throw inputRefusal(`arguments: ${conflicting.join(', ')} cannot be combined with ${chosenBy.join(', ')}`);
          },
        };
      },
    });
  }
  return tools;
}
