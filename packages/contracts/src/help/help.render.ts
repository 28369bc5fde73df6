import type { z } from 'zod';
import type { EndpointSpec } from '../endpoint';
import { API_BASE_PATH, publicEndpoints } from '../endpoints';
import type { ErrorCode } from '../errors';
import { IDEMPOTENCY_KEY_HEADER, takesIdempotencyKey } from '../idempotency.schema';
import { inputJsonSchema } from '../input-json-schema';
import { helpSections } from './help.sections';

const ACCESS_LABEL = { none: 'no auth', all: 'all plans', premium: 'Premium, trial or grace' } as const;

/** The parts of a field's JSON Schema GET /help states: its kind and the bounds the service enforces. */
interface FieldSchema {
  description?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  anyOf?: FieldSchema[];
  $ref?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  items?: FieldSchema;
  properties?: Record<string, FieldSchema>;
  required?: string[];
}

/** The named schemas a field's `$ref` points into (`#/$defs/<name>`). */
type Definitions = Record<string, FieldSchema>;

/** The object a field holds, through its `$ref` when it has one; undefined when it holds no object. */
function objectOf(prop: FieldSchema, defs: Definitions): FieldSchema | undefined {
  const target = prop.$ref ? defs[prop.$ref.replace('#/$defs/', '')] : prop;
  return target?.properties ? target : undefined;
}

/** "{cal, protein, fat, carbs}", a key the object may leave out marked "?": what an object field takes. */
function keysOf(object: FieldSchema): string {
  const keys = Object.keys(object.properties ?? {}).map((key) => (object.required?.includes(key) ? key : `${key}?`));
  return `{${keys.join(', ')}}`;
}

/** "1-50", "-100000 to 100000", "≤ 1000", "> 0, ≤ 1440": the range a number or a count must fall in. */
function range(low: number | string | undefined, high: number | undefined): string {
  // An id's bound is the largest safe integer: no limit a client needs to know.
  const top = high !== undefined && high < Number.MAX_SAFE_INTEGER ? high : undefined;
  if (typeof low === 'string' && top !== undefined) return `${low}, ≤ ${top}`;
  if (low !== undefined && top !== undefined) return typeof low === 'number' && low < 0 ? `${low} to ${top}` : `${low}-${top}`;
  if (top !== undefined) return `≤ ${top}`;
  return low === undefined ? '' : typeof low === 'number' ? `≥ ${low}` : low;
}

/**
 * What a client may send in one field: "integer 1-50", "string up to 300 chars", "array of 1-10 items",
 * "number or null", "object {cal, protein, fat, carbs}", "array of 1-50 objects {name, cal, …, salt?}".
 */
function fieldKind(prop: FieldSchema, defs: Definitions): string {
  if (prop.enum) return `one of ${prop.enum.join(', ')}`;
  if (prop.anyOf) return prop.anyOf.map((alternative) => fieldKind(alternative, defs)).join(' or ');
  const object = objectOf(prop, defs);
  if (object) return `object ${keysOf(object)}`;
  if (prop.$ref) return 'object';
  if (Array.isArray(prop.type)) return prop.type.join('|');
  switch (prop.type) {
    case 'integer':
    case 'number': {
      const low = prop.minimum ?? (prop.exclusiveMinimum === undefined ? undefined : `> ${prop.exclusiveMinimum}`);
      return [prop.type, range(low, prop.maximum)].filter(Boolean).join(' ');
    }
    case 'string':
      if (prop.format === 'date') return 'date YYYY-MM-DD';
      return prop.maxLength === undefined ? 'string' : `string up to ${prop.maxLength} chars`;
    case 'array': {
      const count = prop.minItems === undefined && prop.maxItems === undefined ? '' : ` of ${range(prop.minItems, prop.maxItems)}`;
      const element = prop.items && objectOf(prop.items, defs);
      return element ? `array${count} objects ${keysOf(element)}` : count ? `array${count} items` : 'array';
    }
    default:
      return prop.type ?? 'value';
  }
}

function describeFields(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const json = inputJsonSchema(schema) as {
    properties?: Record<string, FieldSchema>;
    required?: string[];
    $defs?: Definitions;
  };
  const defs = json.$defs ?? {};
  return Object.entries(json.properties ?? {}).map(([name, prop]) => {
    const required = json.required?.includes(name) ? 'required' : 'optional';
    const fallback = prop.default === undefined ? '' : `, default ${String(prop.default)}`;
    // A named object's description lives on its definition, where the field only points.
    const description = prop.description ?? (prop.$ref ? objectOf(prop, defs)?.description : undefined);
    return `  - \`${name}\` (${fieldKind(prop, defs)}, ${required}${fallback})${description ? `: ${description}` : ''}`;
  });
}

function renderEndpoint(spec: EndpointSpec): string {
  const lines = [
    `### ${spec.method.toUpperCase()} ${spec.path}`,
    spec.summary,
    ...(spec.description ? [spec.description] : []),
    `Access: ${ACCESS_LABEL[spec.access]}. Quota cost: ${spec.quotaCost}.`,
  ];
  const path = describeFields(spec.params);
  if (path.length) lines.push('Path:', ...path);
  const query = describeFields(spec.query);
  if (query.length) lines.push('Query:', ...query);
  const body = describeFields(spec.body);
  if (body.length) lines.push('Body:', ...body);
  if (spec.bodyExample !== undefined) lines.push(`Example body: \`${JSON.stringify(spec.bodyExample)}\``);
  if (takesIdempotencyKey(spec)) lines.push(`Header: \`${IDEMPOTENCY_KEY_HEADER}\` (optional): makes a retry safe (see Safe retries).`);
  return lines.join('\n');
}

/**
 * GET /help: the whole API description, endpoint parts generated from the same descriptors as the
 * code; with `statusByCode`, each error code beside its HTTP status.
 */
export function renderHelpDocument(endpoints: EndpointSpec[] = publicEndpoints, statusByCode?: Record<ErrorCode, number>): string {
  const byTag = new Map<string, EndpointSpec[]>();
  for (const spec of endpoints) byTag.set(spec.tag, [...(byTag.get(spec.tag) ?? []), spec]);
  const endpointSections = [...byTag.entries()].map(([tag, specs]) => `## ${tag}\n\n${specs.map(renderEndpoint).join('\n\n')}`);
  return [
    `# Shokuji API\n\nBase path: \`${API_BASE_PATH}\`. Machine-readable description: \`GET ${API_BASE_PATH}/openapi.json\`.`,
    ...helpSections(statusByCode),
    '# Endpoints',
    ...endpointSections,
  ].join('\n\n');
}
