import { buildOpenApiDocument } from './openapi/openapi.build';

type Properties = Record<string, { description?: string; $ref?: string; anyOf?: unknown[] }>;

describe('GET /me in the OpenAPI document (stop 84)', () => {
  const schemas = buildOpenApiDocument().components?.schemas as Record<string, { properties: Properties; description?: string }>;
  const undescribed = (properties: Properties) =>
    Object.entries(properties)
      .filter(([, field]) => !field.description)
      .map(([name]) => name);

  it('describes each field of Me, the goal and the metabolism keeping their own schemas', () => {
    expect(undescribed(schemas['Me']!.properties)).toEqual(['goal', 'metabolism']);
    expect(JSON.stringify(schemas['Me']!.properties['goal'])).toContain('#/components/schemas/Goal');
    expect(JSON.stringify(schemas['Me']!.properties['metabolism'])).toContain('#/components/schemas/Metabolism');
    expect(schemas['Metabolism']!.description).toContain('null while the records are insufficient');
  });

  it('describes each field of the goal as API-SPEC.md → Goal does, manual goals not following new records', () => {
    expect(undescribed(schemas['Goal']!.properties)).toEqual([]);
    expect(schemas['Goal']!.properties['source']!.description).toContain('do not follow new records');
  });
});
