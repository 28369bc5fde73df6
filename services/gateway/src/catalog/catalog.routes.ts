import type { Express, Router } from 'express';
import { DomainError, catalogItemsEndpoint, multiSearchEndpoint, searchEndpoint, shopsEndpoint, type CatalogApi } from '@shokuji/contracts';
import type { Clock } from '@shokuji/clock';
import type { EndpointPipeline } from '../http/endpoint-pipeline';
import { requestIdOf, serviceContextOf } from '../http/request-context';
import { renderCatalogImage } from './catalog-image';
import { createCatalogPresenter } from './catalog.presenter';
import type { CatalogService } from './catalog.service';

export interface CatalogRoutesDeps {
  catalog: CatalogApi;
  catalogService: CatalogService;
  publicBaseUrl: string;
}

/** GET /search, POST /search, GET /catalog/items, GET /shops (API-SPEC.md → Catalog). */
export function mountCatalogRoutes(router: Router, pipeline: EndpointPipeline, deps: CatalogRoutesDeps): void {
  const { catalog, catalogService } = deps;
  const present = createCatalogPresenter(deps.publicBaseUrl);

  pipeline.mount(
    router,
    searchEndpoint,
    async ({ query }, caller) => present.searchReply(await catalog.search(serviceContextOf(caller), query)),
    { utf8Json: present.searchReplyUtf8Json },
  );

  pipeline.mount(router, multiSearchEndpoint, async ({ body }, caller) => {
    const result = await catalogService.searchTerms(serviceContextOf(caller), caller.entitlement.tier, body);
    return { data: { ...result, results: result.results.map(present.linked) } };
  });

  pipeline.mount(router, catalogItemsEndpoint, async ({ query }, caller) => ({
    data: present.linked(await catalog.getItems(serviceContextOf(caller), { ids: query.ids })),
  }));

  pipeline.mount(router, shopsEndpoint, async (_input, caller) => {
    const shops = await catalog.listShops(serviceContextOf(caller), {});
    return { data: { count: shops.length, shops } };
  });
}

/** Public generated images of catalog items (no auth, cacheable). */
export function mountCatalogImages(app: Express, deps: { catalog: CatalogApi; clock: Clock }): void {
  app.get('/images/catalog/:file', async (req, res, next) => {
    try {
      const id = /^([pg]_\d+)\.svg$/.exec(req.params.file)?.[1];
      const { items } = id
        ? await deps.catalog.getItems(serviceContextOf({ requestId: requestIdOf(res), now: deps.clock.now() }), { ids: [id] })
        : { items: [] };
      if (!items[0]) throw new DomainError('not_found', `no catalog image ${req.params.file}`);
      res.type('image/svg+xml').set('Cache-Control', 'public, max-age=86400').send(renderCatalogImage(items[0]));
    } catch (error) {
      next(error);
    }
  });
}
