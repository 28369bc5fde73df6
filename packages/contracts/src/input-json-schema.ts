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

/**
 * The contracts give an OpenAPI 3.0 `example` in their metadata (the OpenAPI document reads it), which
 * JSON Schema 2020-12 does not know: there an example is one of `examples`, an array (§9.5), and a
 * validator in strict mode (Ajv's default) refuses an unknown keyword. An MCP tool's input schema is
 * 2020-12 (MCP → Tools), so the input side writes it so (stop 84).
 */
const exampleAsExamples: JsonSchemaOverride = ({ jsonSchema }) => {
  if (!('example' in jsonSchema)) return;
  const { example } = jsonSchema as { example: unknown };
  delete (jsonSchema as { example?: unknown }).example;
  jsonSchema.examples ??= [example];
};

const inputOverride: JsonSchemaOverride = (context) => {
  keepInputDefault(context);
  exampleAsExamples(context);
};

/** The JSON Schema (2020-12) of what a client sends: the input side of coercions, with every default stated. */
export function inputJsonSchema(schema: z.ZodType): Record<string, unknown> {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12', override: inputOverride }) as Record<
    string,
    unknown
  >;
}
