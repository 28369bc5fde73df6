import { defineEndpoint } from '../endpoint';
import {
  CatalogItemsQuerySchema,
  CatalogItemsResponseSchema,
  MultiSearchBodySchema,
  MultiSearchResponseSchema,
  SearchQuerySchema,
  SearchResponseSchema,
  ShopsResponseSchema,
} from '../catalog.schema';

/** API-SPEC.md → Endpoints → Catalog. Open to every plan; never starts the trial. */
const catalog = { tag: 'Catalog', access: 'all', quotaCost: 1 } as const;

export const searchEndpoint = defineEndpoint({
  ...catalog,
  operationId: 'searchCatalog',
  method: 'get',
  path: '/search',
  summary:
    'Search products and dishes (kana, romaji, synonyms), filter by shop, genre and nutrient ranges, or order by fit to a remaining budget.',
  description:
    'Give at least one of q, shop, genre, a range, a target or sort (400 otherwise). One dish name per q: several dish names in one q match nothing; send them as separate terms to POST /search. Terms without a hit must not get invented numbers: ask the user to log manually, or use POST /analyze-text.',
  query: SearchQuerySchema,
  response: SearchResponseSchema,
});

export const multiSearchEndpoint = defineEndpoint({
  ...catalog,
  operationId: 'searchCatalogTerms',
  method: 'post',
  readsOnly: true,
  path: '/search',
  summary: 'Search several terms at once (1-10; 3 on Free) with the same filters for every term; one quota unit.',
  body: MultiSearchBodySchema,
  bodyExample: { queries: ['牛丼', 'サラダチキン', 'おにぎり 鮭'], limitPerQuery: 3 },
  response: MultiSearchResponseSchema,
});

export const catalogItemsEndpoint = defineEndpoint({
  ...catalog,
  operationId: 'getCatalogItems',
  method: 'get',
  path: '/catalog/items',
  summary: 'Catalog items by id, in the input order; discontinued, hidden and unknown ids are listed in notFound.',
  query: CatalogItemsQuerySchema,
  response: CatalogItemsResponseSchema,
});

export const shopsEndpoint = defineEndpoint({
  ...catalog,
  operationId: 'listShops',
  method: 'get',
  path: '/shops',
  summary: 'Every chain and brand in the catalog.',
  response: ShopsResponseSchema,
});

export const catalogEndpoints = [searchEndpoint, multiSearchEndpoint, catalogItemsEndpoint, shopsEndpoint];
