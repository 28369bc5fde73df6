import { buildOpenApiDocument } from './openapi.build';

describe('the OpenAPI document', () => {
  const document = buildOpenApiDocument();
  const tooLarge = (path: string, method: 'put' | 'post') =>
    document.paths?.[path]?.[method]?.responses?.['413'] as { description: string };

  it('states each route’s own body limit in its 413', () => {
    expect(tooLarge('/meals/{id}/photo', 'put').description).toBe('payload_too_large: body over 6 MB');
    expect(tooLarge('/meals', 'post').description).toBe('payload_too_large: body over 256 KB');
  });

  it('names no start-up variable in a description an API user reads', () => {
    expect(JSON.stringify(document)).not.toMatch(/AI_ANALYSIS_DAILY_CAP/);
  });
});
