import type { Express, Response, Router } from 'express';
import { catalogItemsEndpoint, multiSearchEndpoint, notFound, searchEndpoint, shopsEndpoint, type CatalogApi } from '@shokuji/contracts';
import type { Clock } from '@shokuji/clock';
import type { EndpointPipeline } from '../http/endpoint-pipeline';
import { requestIdOf, serviceContextOf } from '../http/request-context';
import { renderCatalogImage } from './catalog-image';
import { PRODUCT_PAGE_CSP, PRODUCT_PAGE_LANGUAGES, renderProductNotFoundPage, renderProductPage } from './catalog-product-page';
import { createCatalogPresenter } from './catalog.presenter';
import { checkSearchTermsForPlan } from './search-terms.plan';

export interface CatalogRoutesDeps {
  catalog: CatalogApi;
  publicBaseUrl: string;
}

/** GET /search, POST /search, GET /catalog/items, GET /shops (API-SPEC.md → Catalog). */
export function mountCatalogRoutes(router: Router, pipeline: EndpointPipeline, deps: CatalogRoutesDeps): void {
  const { catalog } = deps;
  const present = createCatalogPresenter(deps.publicBaseUrl);

  pipeline.mount(
    router,
    searchEndpoint,
    async ({ query }, caller) => present.searchReply(await catalog.search(serviceContextOf(caller), query)),
    { utf8Json: present.searchReplyUtf8Json },
  );

  pipeline.mount(
    router,
    multiSearchEndpoint,
    async ({ body }, caller) => {
      const result = await catalog.searchTerms(serviceContextOf(caller), body);
      return { data: { ...result, results: result.results.map(present.linked) } };
    },
    { checkForPlan: checkSearchTermsForPlan },
  );

  pipeline.mount(router, catalogItemsEndpoint, async ({ query }, caller) => ({
    data: present.linked(await catalog.getItems(serviceContextOf(caller), { ids: query.ids })),
  }));

  pipeline.mount(router, shopsEndpoint, async (_input, caller) => {
    const shops = await catalog.listShops(serviceContextOf(caller), {});
    return { data: { count: shops.length, shops } };
  });
}

/**
 * The public pages of catalog items (no auth, cacheable): each item's generated image, and each
 * product's web page, the `pageUrl` its answers carry.
 */
export function mountCatalogPages(app: Express, deps: { catalog: CatalogApi; clock: Clock }): void {
  const contextOf = (res: Response) => serviceContextOf({ requestId: requestIdOf(res), now: deps.clock.now() });
  const itemOf = async (res: Response, id: string | undefined) => {
    if (!id) return undefined;
    const { items } = await deps.catalog.getItems(contextOf(res), { ids: [id] });
    return items[0];
  };
  const shopNameEnOf = async (res: Response, shopId: string) =>
    (await deps.catalog.listShops(contextOf(res), {})).find((shop) => shop.id === shopId)?.nameEn ?? null;

  app.get('/images/catalog/:file', async (req, res, next) => {
    try {
      const item = await itemOf(res, /^([pg]_\d+)\.svg$/.exec(req.params.file)?.[1]);
      if (!item) throw notFound(`no catalog image ${req.params.file}`);
      res.type('image/svg+xml').set('Cache-Control', 'public, max-age=86400').send(renderCatalogImage(item));
    } catch (error) {
      next(error);
    }
  });

  // GET /ja/shops/:shopId/products/:productId and GET /en/… (the path written once below): the links the
  // service hands out name ja; the same page is also served in English.
  for (const language of PRODUCT_PAGE_LANGUAGES) {
    app.get(`/${language}/shops/:shopId/products/:productId`, async (req, res, next) => {
      try {
        const { shopId, productId } = req.params;
        const item = await itemOf(res, /^\d{1,15}$/.test(productId) ? `p_${productId}` : undefined);
        if (!item || item.shopId !== shopId) {
          res.status(404).type('html').set({ 'Cache-Control': 'no-store', 'Content-Security-Policy': PRODUCT_PAGE_CSP });
          res.send(renderProductNotFoundPage(language));
          return;
        }
        const shopNameEn = language === 'en' ? await shopNameEnOf(res, shopId) : null;
        res
          .type('html')
          .set({ 'Cache-Control': 'public, max-age=3600', 'Content-Security-Policy': PRODUCT_PAGE_CSP })
          .send(renderProductPage(item, language, shopNameEn));
      } catch (error) {
        next(error);
      }
    });
  }
}
