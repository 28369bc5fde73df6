/**
 * Rules across fields that zod checks in refinements, spelled in JSON Schema (OpenAPI 3.1) and
 * attached to the same zod schema with `.meta()`, so the document says what the service enforces.
 * Rules across query parameters cannot be said this way (each parameter has its own schema); those
 * are in the parameter descriptions.
 */
type Rule = Record<string, unknown>;

/** None of these keys may be present. */
export const noneOf = (keys: readonly string[]): Rule => ({ not: { anyOf: keys.map((key) => ({ required: [key] })) } });

/** Exactly one of these keys. */
export const exactlyOneOf = (keys: readonly string[]): Rule => ({ oneOf: keys.map((key) => ({ required: [key] })) });

/** These keys never all together. */
export const notTogether = (keys: readonly string[]): Rule => ({ not: { required: keys } });

/** All of these keys, or none of them. */
export const allOrNone = (keys: readonly string[]): Rule => ({ anyOf: [{ required: keys }, noneOf(keys)] });
