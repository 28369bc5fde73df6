import { z } from 'zod';
import type { EndpointSpec } from '../endpoint';
import { API_BASE_PATH, publicEndpoints } from '../endpoints';
import { IDEMPOTENCY_KEY_HEADER } from '../idempotency.schema';
import { HELP_SECTIONS } from './help.sections';

const ACCESS_LABEL = { none: 'no auth', all: 'all plans', premium: 'Premium, trial or grace' } as const;

function describeFields(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, { description?: string; type?: unknown; enum?: unknown[] }>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, prop]) => {
    const required = json.required?.includes(name) ? 'required' : 'optional';
    const type = prop.enum ? `one of ${prop.enum.join(', ')}` : Array.isArray(prop.type) ? prop.type.join('|') : (prop.type ?? 'value');
    return `  - \`${name}\` (${type}, ${required})${prop.description ? `: ${prop.description}` : ''}`;
  });
}

function renderEndpoint(spec: EndpointSpec): string {
  const lines = [
    `### ${spec.method.toUpperCase()} ${spec.path}`,
    spec.summary,
    ...(spec.description ? [spec.description] : []),
    `Access: ${ACCESS_LABEL[spec.access]}. Quota cost: ${spec.quotaCost}.`,
  ];
  const query = describeFields(spec.query);
  if (query.length) lines.push('Query:', ...query);
  const body = describeFields(spec.body);
  if (body.length) lines.push('Body:', ...body);
  if (spec.method !== 'get') lines.push(`Header: \`${IDEMPOTENCY_KEY_HEADER}\` (optional): makes a retry safe (see Safe retries).`);
  return lines.join('\n');
}

/** GET /help: the whole API description, endpoint parts generated from the same descriptors as the code. */
export function renderHelpDocument(endpoints: EndpointSpec[] = publicEndpoints): string {
  const byTag = new Map<string, EndpointSpec[]>();
  for (const spec of endpoints) byTag.set(spec.tag, [...(byTag.get(spec.tag) ?? []), spec]);
  const endpointSections = [...byTag.entries()].map(([tag, specs]) => `## ${tag}\n\n${specs.map(renderEndpoint).join('\n\n')}`);
  return [
    `# Shokuji API\n\nBase path: \`${API_BASE_PATH}\`. Machine-readable description: \`GET ${API_BASE_PATH}/openapi.json\`.`,
    ...HELP_SECTIONS,
    '# Endpoints',
    ...endpointSections,
  ].join('\n\n');
}
