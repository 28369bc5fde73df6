import { z } from 'zod';

type JsonSchemaOverride = NonNullable<Parameters<typeof z.toJSONSchema>[1]>['override'];

/**
 * A default zod leaves out of an input schema because its field transforms (a query number read
 * from text: `limit` of GET /search, default 20), stated again where the value is also one a
 * client could send. The OpenAPI document states it; GET /help and an MCP tool's schema, written
 * from this input side, would otherwise not say what an omitted limit gives.
 */
const keepInputDefault: JsonSchemaOverride = ({ zodSchema, jsonSchema }) => {
  if (!(zodSchema instanceof z.ZodDefault) || 'default' in jsonSchema) return;
  const value: unknown = zodSchema.def.defaultValue;
  if (z.safeParse(zodSchema.def.innerType, value).success) jsonSchema.default = value;
};

/** The JSON Schema (2020-12) of what a client sends: the input side of coercions, with every default stated. */
export function inputJsonSchema(schema: z.ZodType): Record<string, unknown> {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12', override: keepInputDefault }) as Record<
    string,
    unknown
  >;
}
