import type { Express, Router } from 'express';
import {
  DomainError,
  MAX_SEARCH_TERMS,
  catalogItemsEndpoint,
  multiSearchEndpoint,
  searchEndpoint,
  shopsEndpoint,
  type CatalogApi,
  type SearchResult,
} from '@shokuji/contracts';
import type { Clock } from '@shokuji/clock';
import type { EndpointPipeline } from '../http/endpoint-pipeline';
import { requestIdOf, serviceContextOf } from '../http/request-context';
import { renderCatalogImage } from './catalog-image';
import { withCatalogLinks } from './catalog.presenter';

/** GET /search, POST /search, GET /catalog/items, GET /shops (API-SPEC.md → Catalog). */
export function mountCatalogRoutes(router: Router, pipeline: EndpointPipeline, catalog: CatalogApi, publicBaseUrl: string): void {
  const link = <T extends { items: Parameters<typeof withCatalogLinks>[0][] }>(result: T): T =>
    Object.assign({}, result, { items: result.items.map((item) => withCatalogLinks(item, publicBaseUrl)) });
  // The catalog hands out a cached search answer as the same (frozen) object each time: its reply
  // is built once and frozen too, so the pipeline serializes it once.
  const searchReplies = new WeakMap<SearchResult, { data: SearchResult }>();
  const searchReply = (result: SearchResult) => {
    // Only cached answers are remembered: an entry keeps its answer alive until a full collection.
    if (!Object.isFrozen(result)) return { data: link(result) };
    let reply = searchReplies.get(result);
    if (!reply) {
      reply = Object.freeze({ data: link(result) });
      searchReplies.set(result, reply);
    }
    return reply;
  };

  pipeline.mount(router, searchEndpoint, async ({ query }, caller) => searchReply(await catalog.search(serviceContextOf(caller), query)));

  pipeline.mount(router, multiSearchEndpoint, async ({ body }, caller) => {
    const allowed = MAX_SEARCH_TERMS[caller.entitlement.tier];
    if (body.queries.length > allowed) {
      throw new DomainError('invalid_request', `at most ${allowed} terms per POST /search on this plan`, {
        userMessage: `一度に検索できる語は${allowed}件までです。`,
      });
    }
    const result = await catalog.searchTerms(serviceContextOf(caller), body);
    return { data: { ...result, results: result.results.map(link) } };
  });

  pipeline.mount(router, catalogItemsEndpoint, async ({ query }, caller) => ({
    data: link(await catalog.getItems(serviceContextOf(caller), { ids: query.ids })),
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
