import { Router } from 'express';
import * as Contracts from '@shokuji/contracts';
import type { EndpointPipeline } from '../http/endpoint-pipeline';
import { mountHelpRoutes } from './help.routes';

jest.mock('@shokuji/contracts', () => {
  const actual = jest.requireActual<typeof Contracts>('@shokuji/contracts');
  return { ...actual, buildOpenApiDocument: jest.fn(actual.buildOpenApiDocument) };
});

describe('mountHelpRoutes', () => {
  it('generates the OpenAPI document on the first GET /openapi.json, not at start, and serves that one after', async () => {
    const handlers = new Map<string, () => Promise<unknown>>();
    const pipeline = {
      mountWithoutAccount: (_router: Router, spec: { operationId: string }, handler: () => Promise<unknown>) =>
        handlers.set(spec.operationId, handler),
    } as unknown as EndpointPipeline;
    const build = jest.mocked(Contracts.buildOpenApiDocument);

    mountHelpRoutes(Router(), pipeline, 'https://api.example.com/api/v1/ext');
    expect(build).not.toHaveBeenCalled();

    const openApi = handlers.get(Contracts.openApiEndpoint.operationId)!;
    const document = (await openApi()) as ReturnType<typeof Contracts.buildOpenApiDocument>;
    expect(document.servers).toEqual([{ url: 'https://api.example.com/api/v1/ext' }]);
    expect(document.paths).toEqual(jest.requireActual<typeof Contracts>('@shokuji/contracts').buildOpenApiDocument().paths);
    expect(await openApi()).toBe(document);
    expect(build).toHaveBeenCalledTimes(1);
    expect(await handlers.get(Contracts.helpEndpoint.operationId)!()).toBe(await handlers.get(Contracts.helpEndpoint.operationId)!());
  });
});
