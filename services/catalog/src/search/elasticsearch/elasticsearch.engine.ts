import { Client, errors } from '@elastic/elasticsearch';
import { DomainError } from '@shokuji/contracts';
import { elasticsearchNodesOf } from '@shokuji/runtime';
import type { EngineQuery, EngineResult, SearchDocument, SearchEngine, TermClauses, TextClause } from '../search-engine';
import { CATALOG_INDEX_MAPPINGS, CATALOG_INDEX_SETTINGS } from './elasticsearch.mapping';

export interface ElasticsearchEngineOptions {
  /** One node's URL, or every node of a cluster comma-separated: the client spreads requests and fails over between them. */
  url: string;
  /** Searches go through this alias; every build is a new index swapped in behind it. */
  indexAlias: string;
  timeoutMs?: number;
  /** Of each index built (ELASTICSEARCH_SHARDS / ELASTICSEARCH_REPLICAS); default 1 shard, no replica. */
  shards?: number;
  replicas?: number;
}

type QueryNode = Record<string, unknown>;
const BULK_CHUNK = 2000;
/**
 * Index builds send megabytes per request and on a busy machine outlast the searches' timeout, so
 * they go through a client of their own: the connection's timeout bounds every request on it (a
 * child client's or a request's longer requestTimeout still failed after the searches' 2 s).
 */
const BUILD_TIMEOUT_MS = 120000;
/**
 * Requests a caller waits on retry after 50-100 ms (the client counts in seconds). The client's
 * default waits 1-2 s once every node has been tried, so on a one-node cluster that is down a search
 * took that long to say 503; a retry is for a dropped connection, and longer waits are the caller's
 * (the 503 carries Retry-After). Between nodes of a cluster the client fails over without waiting.
 */
const PROMPT_RETRY = { retryBackoff: () => 0.05 + Math.random() * 0.05 };

/**
 * Connection failures and timeouts become 503 unavailable with a clear message, and so does a
 * cluster's 503 (no copy of some shard is available, e.g. while a node that held the only one is
 * down): searches refuse partial results, so an answer is either whole or a 503.
 */
function unavailable(error: unknown): never {
  if (error instanceof errors.ConnectionError || error instanceof errors.TimeoutError || error instanceof errors.NoLivingConnectionsError) {
    throw new DomainError('unavailable', `search engine unreachable: ${error.message}`, { retryAfterSec: 5 });
  }
  if (error instanceof errors.ResponseError && error.statusCode === 503) {
    throw new DomainError('unavailable', `search engine cannot answer: ${error.message}`, { retryAfterSec: 5 });
  }
  throw error;
}

const required = (tokens: string[], share: number) => Math.max(1, Math.ceil(share * tokens.length - 1e-9));

/** One clause: a match over its tokens, or a fuzzy query (scored as the embedded engine mirrors it). */
function clauseQuery(clause: TextClause): QueryNode {
  const tokens = [...new Set(clause.tokens)];
  const field = `text.${clause.field}`;
  if (clause.fuzzy) {
    // The default rewrite: the 50 most similar terms, their document frequencies blended (search-engine.ts → TextClause.fuzzy).
    return {
      fuzzy: {
        [field]: {
          value: tokens[0],
          fuzziness: clause.fuzzy,
          transpositions: true,
          prefix_length: clause.fuzzyKeepsFirst ? 1 : 0,
          max_expansions: 50,
          boost: clause.boost,
        },
      },
    };
  }
  const match = {
    match: {
      [field]: {
        query: tokens.join(' '),
        operator: 'or',
        minimum_should_match: String(required(tokens, clause.minShould)),
        boost: clause.boost,
      },
    },
  };
  // Adjacency (TextClause.readingPiece) and exclusion (notReadingPieces): filters, so the score stays the match's.
  const excluded = clause.notReadingPieces ?? [];
  if (clause.readingPiece === undefined && !excluded.length) return match;
  return {
    bool: {
      must: [match],
      ...(clause.readingPiece === undefined ? {} : { filter: [{ term: { 'text.readingPieces': clause.readingPiece } }] }),
      ...(excluded.length ? { must_not: [{ terms: { 'text.readingPieces': excluded } }] } : {}),
    },
  };
}

/** A term as dis_max over its clauses, like the embedded engine's best-clause match. */
function termQuery(term: TermClauses): QueryNode {
  return { dis_max: { tie_breaker: 0, queries: term.map(clauseQuery) } };
}

function filterClauses(query: EngineQuery): { filter: QueryNode[]; mustNot: QueryNode[] } {
  const { filter } = query;
  const clauses: QueryNode[] = [];
  if (filter.types) clauses.push({ terms: { type: filter.types } });
  if (filter.shopIds) clauses.push({ terms: { shopId: filter.shopIds } });
  if (filter.genres) clauses.push({ terms: { genres: filter.genres } });
  for (const [field, range] of Object.entries(filter.ranges ?? {})) {
    clauses.push({
      range: {
        [`numbers.${field}`]: {
          ...(range.min !== undefined ? { gte: range.min } : {}),
          ...(range.max !== undefined ? { lte: range.max } : {}),
        },
      },
    });
    if (range.min === undefined && range.max === undefined) clauses.push({ exists: { field: `numbers.${field}` } });
  }
  const mustNot = query.excluded.map(termQuery);
  if (filter.excludeBreakfastOnly) mustNot.push({ term: { breakfastOnly: true } });
  return { filter: clauses, mustNot };
}

/** The same orders as the embedded engine: function_score for relevance and fit (no scripts needed), sorts otherwise. */
function searchBody(query: EngineQuery): { query: QueryNode; sort: QueryNode[] } {
  const { filter, mustNot } = filterClauses(query);
  const base: QueryNode = {
    bool: { must: query.terms.length ? query.terms.map(termQuery) : [{ match_all: {} }], filter, must_not: mustNot },
  };
  const tiebreak = [{ 'numbers.popularity': { order: 'desc', missing: '_last' } }, { id: { order: 'asc' } }];
  const order = query.order;
  switch (order.kind) {
    case 'relevance':
      return {
        query: {
          function_score: {
            query: base,
            functions: [
              { weight: 1 },
              {
                field_value_factor: { field: 'numbers.popularity', modifier: 'ln1p', factor: 1, missing: 0 },
                weight: query.popularityFactor,
              },
            ],
            score_mode: 'sum',
            boost_mode: 'multiply',
          },
        },
        sort: ['_score', ...tiebreak] as unknown as QueryNode[],
      };
    case 'fit':
      return {
        query: {
          function_score: {
            query: base,
            functions: order.axes.map((axis) => ({
              gauss: { [`numbers.${axis.field}`]: { origin: axis.origin, offset: axis.offset, scale: axis.scale, decay: axis.decay } },
            })),
            score_mode: 'multiply',
            boost_mode: 'replace',
          },
        },
        sort: ['_score', ...tiebreak] as unknown as QueryNode[],
      };
    case 'theme':
      return { query: base, sort: [{ [`themes.${order.theme}`]: { order: 'desc' } }, ...tiebreak] };
    case 'field':
      return { query: base, sort: [{ [`numbers.${order.field}`]: { order: order.direction, missing: '_last' } }, ...tiebreak] };
  }
}

/**
 * The Elasticsearch engine. Builds go to a fresh index named after their content key and the alias
 * is switched atomically, so a reindex never takes search down or shows a half-built index.
 */
export function createElasticsearchSearchEngine(options: ElasticsearchEngineOptions): SearchEngine {
  const nodes = elasticsearchNodesOf(options.url);
  const client = new Client({ nodes, requestTimeout: options.timeoutMs ?? 2000, maxRetries: 1 });
  const builder = new Client({ nodes, requestTimeout: BUILD_TIMEOUT_MS, maxRetries: 1 });
  const layout = { number_of_shards: options.shards ?? 1, number_of_replicas: options.replicas ?? 0 };
  const alias = options.indexAlias;

  async function currentIndices(): Promise<string[]> {
    try {
      return Object.keys(await client.indices.getAlias({ name: alias }, PROMPT_RETRY));
    } catch (error) {
      if (error instanceof errors.ResponseError && error.statusCode === 404) return [];
      return unavailable(error);
    }
  }

  /**
   * Whether the alias names exactly one index, built for `key`; the indices it names. An index it
   * serves gets the result window of today's settings (one built before them had the default).
   */
  async function servedIndices(key: string): Promise<{ serves: boolean; previous: string[] }> {
    const previous = await currentIndices();
    const serves = previous.length === 1 && previous[0]!.startsWith(`${alias}-${key}-`);
    if (serves)
      await builder.indices.putSettings({ index: previous[0]!, settings: { max_result_window: CATALOG_INDEX_SETTINGS.max_result_window } });
    return { serves, previous };
  }

  return {
    name: 'elasticsearch',

    async replaceAll(documents: SearchDocument[], key: string) {
      const { serves, previous } = await servedIndices(key);
      if (serves) return;
      const index = `${alias}-${key}-${Date.now()}`;
      await builder.indices.create({
        index,
        settings: { ...CATALOG_INDEX_SETTINGS, ...layout, refresh_interval: '-1' },
        mappings: CATALOG_INDEX_MAPPINGS,
      });
      for (let start = 0; start < documents.length; start += BULK_CHUNK) {
        const operations = documents
          .slice(start, start + BULK_CHUNK)
          .flatMap((document) => [
            { index: { _index: index, _id: document.id } },
            { ...document, text: Object.fromEntries(Object.entries(document.text).map(([field, tokens]) => [field, tokens.join(' ')])) },
          ]);
        const response = await builder.bulk({ operations });
        if (response.errors) {
          const failed = response.items.find((item) => item.index?.error)?.index?.error;
          await builder.indices.delete({ index });
          throw new Error(`bulk indexing into ${index} failed: ${JSON.stringify(failed)}`);
        }
      }
      await builder.indices.putSettings({ index, settings: { refresh_interval: CATALOG_INDEX_SETTINGS.refresh_interval } });
      await builder.indices.refresh({ index });
      await builder.indices.updateAliases({
        actions: [...previous.map((old) => ({ remove: { index: old, alias } })), { add: { index, alias } }],
      });
      if (previous.length) await builder.indices.delete({ index: previous }).catch(() => undefined);
    },

    async restore(key) {
      return (await servedIndices(key)).serves;
    },

    async search(query): Promise<EngineResult> {
      const { query: esQuery, sort } = searchBody(query);
      try {
        const response = await client.search<SearchDocument>(
          {
            index: alias,
            // Term statistics over the whole index, so scores (and the order) do not depend on how
            // documents fall into shards; on one shard Elasticsearch skips this extra round.
            search_type: 'dfs_query_then_fetch',
            allow_partial_search_results: false,
            query: esQuery,
            sort: sort as never,
            from: query.from,
            size: query.size,
            track_total_hits: true,
            _source: false,
            docvalue_fields: ['id'],
          },
          PROMPT_RETRY,
        );
        const total = typeof response.hits.total === 'number' ? response.hits.total : (response.hits.total?.value ?? 0);
        return {
          total,
          hits: response.hits.hits.map((hit) => ({
            id: hit._id!,
            score: query.order.kind === 'theme' ? Number(hit.sort?.[0] ?? 0) : query.order.kind === 'field' ? 1 : (hit._score ?? 0),
          })),
        };
      } catch (error) {
        return unavailable(error);
      }
    },

    async count() {
      try {
        return (await client.count({ index: alias }, PROMPT_RETRY)).count;
      } catch (error) {
        return unavailable(error);
      }
    },

    // The minimal distribution has no GET / (ping answers 405); cluster health is always there.
    async ping() {
      try {
        return (await client.cluster.health({ timeout: '1s' }, PROMPT_RETRY)).status;
      } catch (error) {
        return unavailable(error);
      }
    },

    async close() {
      await Promise.all([client.close(), builder.close()]);
    },
  };
}
