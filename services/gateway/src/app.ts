import { randomBytes } from 'node:crypto';
import express, { type Express } from 'express';
import {
  API_BASE_PATH,
  API_BODY_LIMIT_BYTES,
  ADMIN_BASE_PATH,
  publicEndpoints,
  type CatalogApi,
  type RecordsApi,
} from '@shokuji/contracts';
import type { AdjustableClock } from '@shokuji/clock';
import { createAccountsService } from './accounts/accounts.service';
import { mountAnalyzeTextRoutes } from './analyze-text/analyze-text.routes';
import { createAnalyzeTextService } from './analyze-text/analyze-text.service';
import { answerUnservedAdminMethods, createAdminRouter } from './admin/admin.routes';
import { keepClockSetting } from './admin/kept-clock';
import { requireAdminToken } from './admin/admin-token';
import { createTokensService } from './auth/tokens.service';
import { createBillingService } from './billing/billing.service';
import { mountCatalogPages, mountCatalogRoutes } from './catalog/catalog.routes';
import { mountBillingPortalPage, mountBillingRoutes } from './billing/billing.routes';
import type { GatewayConfig } from './config';
import { mountDocsPage } from './docs/docs.routes';
import { createFeedbackService } from './feedback/feedback.service';
import { mountFeedbackRoutes } from './feedback/feedback.routes';
import { mountHealthRoutes, type HealthDeps } from './health/health.routes';
import { mountHelpRoutes } from './help/help.routes';
import { observeRequests } from './http/access-log';
import { createEndpointPipeline } from './http/endpoint-pipeline';
import { createErrorHandler } from './http/error-handler';
import { adminNotFoundHandler, notFoundHandler } from './http/not-found';
import { createIdempotency } from './http/idempotency';
import { jsonBody } from './http/json-body';
import { answerUnservedMethods, methodNotAllowedHandler, servedPathsOf } from './http/method-not-allowed';
import { requestIdMiddleware } from './http/request-id';
import { securityHeaders } from './http/security-headers';
import { metricsText, type Logger } from '@shokuji/runtime';
import { createMeService } from './me/me.service';
import { mountMeRoutes } from './me/me.routes';
import { mountGoalsRoutes } from './goals/goals.routes';
import { mountBudgetsRoutes } from './budgets/budgets.routes';
import { mountDayNotesRoutes } from './day-notes/day-notes.routes';
import { mountExercisesRoutes } from './exercises/exercises.routes';
import { mountNutritionRoutes } from './nutrition/nutrition.routes';
import { mountWeightsRoutes } from './weights/weights.routes';
import { createMealPhotoUrls, mountMealPhotoMedia } from './meals/meal-photo-url';
import { mountMealPhotoBodyParser, mountMealsRoutes } from './meals/meals.routes';
import { createMealRecorder } from './meals/meals.service';
import { mountFavoritesRoutes } from './favorites/favorites.routes';
import { mountRatingsRoutes } from './ratings/ratings.routes';
import { createMcpConnector } from './mcp/mcp-connector';
import { aiAnalysisLimitsOf, createAiAnalysisQuota } from './quota/ai-analysis-quota.service';
import { purgeExpiredCounters } from './quota/counters-housekeeping';
import { countIpRequests } from './quota/ip-limit';
import { createQuotaService } from './quota/quota.service';
import { mountSetsRoutes } from './sets/sets.routes';
import { createSetsService } from './sets/sets.service';
import type { PlatformStore } from './store/platform-store';

export interface GatewayDeps {
  config: GatewayConfig;
  clock: AdjustableClock;
  logger: Logger;
  store: PlatformStore;
  catalog: CatalogApi;
  records: RecordsApi;
}

/**
 * Wires the gateway by hand, no container: services get their deps, routes get services. `adminApp`
 * is the admin listener's app when ADMIN_PORT is set, else null (the operator's routes are on `app`).
 */
export function createGatewayApp(deps: GatewayDeps): { app: Express; adminApp: Express | null } {
  const { config, clock, logger, store, catalog, records } = deps;
  const quota = createQuotaService(store.counters, {
    freePerDay: config.QUOTA_FREE_PER_DAY,
    premiumPerHour: config.QUOTA_PREMIUM_PER_HOUR,
    perIpPerMinute: config.RATE_LIMIT_PER_IP_PER_MINUTE,
  });
  const tokens = createTokensService({ store, clock });
  const aiQuota = createAiAnalysisQuota({ store, limits: aiAnalysisLimitsOf(config) });
  const accounts = createAccountsService({ store, records, aiQuota });
  const feedback = createFeedbackService({ store });
  const billing = createBillingService({ publicBaseUrl: config.publicBaseUrl, secret: config.BILLING_PORTAL_SECRET });
  const me = createMeService({ records });
  const mealRecorder = createMealRecorder({ records, feedback });
  const analyzeText = createAnalyzeTextService({ catalog, records, feedback, aiQuota, publicBaseUrl: config.publicBaseUrl });
  const sets = createSetsService({ catalog, records });
  const idempotency = createIdempotency(store.idempotencyKeys);
  const pipeline = createEndpointPipeline({
    clock,
    store,
    tokens,
    quota,
    idempotency,
    validateResponses: config.NODE_ENV !== 'production',
  });

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('trust proxy', config.TRUST_PROXY_HOPS);
  app.use(securityHeaders(config.publicBaseUrl));
  app.use(requestIdMiddleware);
  app.use(observeRequests(logger));
  app.use(purgeExpiredCounters(store.counters, clock, logger));

  mountDocsPage(app);
  mountHealthRoutes(app, { store, catalog, records, clock, timeoutMs: config.UPSTREAM_TIMEOUT_MS, layout: partsLayoutOf(config) });
  mountBillingPortalPage(app, { billing, store, clock });
  mountCatalogPages(app, { catalog, clock });
  // Without MEDIA_URL_SECRET (allowed outside production), photo links are signed with a per-process key.
  const photoUrls = createMealPhotoUrls(config.publicBaseUrl, config.MEDIA_URL_SECRET ?? randomBytes(32));
  mountMealPhotoMedia(app, { urls: photoUrls, records, clock });

  const api = express.Router();
  api.use(countIpRequests(quota, clock));
  api.use(methodNotAllowedHandler(publicEndpoints));
  mountMealPhotoBodyParser(api, { tokens, clock });
  api.use(jsonBody({ limitBytes: API_BODY_LIMIT_BYTES }));
  // The catalog's routes first: searches are most of the traffic, and express tries each route of
  // the router in turn (no two endpoints' paths overlap, so the order changes nothing else).
  mountCatalogRoutes(api, pipeline, { catalog, publicBaseUrl: config.publicBaseUrl });
  mountHelpRoutes(api, pipeline, `${config.publicBaseUrl}${API_BASE_PATH}`);
  mountMeRoutes(api, pipeline, me);
  mountGoalsRoutes(api, pipeline, records);
  mountFeedbackRoutes(api, pipeline, feedback);
  mountBillingRoutes(api, pipeline, billing);
  mountNutritionRoutes(api, pipeline, records);
  mountWeightsRoutes(api, pipeline, records);
  mountDayNotesRoutes(api, pipeline, records);
  mountExercisesRoutes(api, pipeline, records);
  mountBudgetsRoutes(api, pipeline, records);
  mountMealsRoutes(api, pipeline, { records, mealRecorder, photoUrls });
  mountAnalyzeTextRoutes(api, pipeline, analyzeText);
  mountFavoritesRoutes(api, pipeline, records);
  mountRatingsRoutes(api, pipeline, records);
  mountSetsRoutes(api, pipeline, { sets, publicBaseUrl: config.publicBaseUrl });
  app.use(API_BASE_PATH, api);
  // After the REST routes: each MCP tool runs the pipeline its endpoint's route mounted.
  const mcp = createMcpConnector({ config, clock, store, quota, logger, pipeline });
  mcp.mount(app);
  // Every route so far that no method matched: a path served outside the API (the health checks,
  // /docs, the catalog pages, OAuth) asked with another method is a 405 with Allow, as under the API
  // (docs/decisions.md → A known path asked with another method). The operator's routes come after:
  // they answer only behind X-Admin-Token.
  app.use(answerUnservedMethods(servedPathsOf(app.router)));

  // The operator's routes: on the admin listener when ADMIN_PORT is set (the main port then answers 404 there).
  const operator = express.Router();
  if (config.ADMIN_TOKEN) {
    // One guard for /metrics and /admin/v1: one check, one count of failed attempts per address.
    const adminGuard = requireAdminToken({ adminToken: config.ADMIN_TOKEN, counters: store.counters, clock });
    operator.get('/metrics', adminGuard, async (_req, res) => {
      const { contentType, body } = await metricsText();
      res.type(contentType).end(body);
    });
    operator.all('/metrics', adminGuard, answerUnservedMethods([{ path: '/metrics', methods: ['GET'] }]));
    const admin = createAdminRouter({
      adminGuard,
      pipeline,
      clockControl: config.CLOCK_CONTROL,
      clock,
      keepClock: () => keepClockSetting(config.DATA_DIR, clock),
      accounts,
      tokens,
      records,
    });
    mcp.mountAdmin(admin);
    answerUnservedAdminMethods(admin);
    operator.use(ADMIN_BASE_PATH, admin);
  }
  const adminApp = config.ADMIN_PORT === undefined ? null : express();
  if (adminApp) {
    adminApp.disable('x-powered-by');
    adminApp.set('etag', false);
    adminApp.use(securityHeaders(config.publicBaseUrl), requestIdMiddleware, observeRequests(logger), operator);
    adminApp.use(adminNotFoundHandler, createErrorHandler(logger));
  } else app.use(operator);

  app.use(notFoundHandler);
  app.use(createErrorHandler(logger));
  return { app, adminApp };
}

/** What /readyz names beside each part's state: where the parts run and on what (all from the configuration). */
function partsLayoutOf(config: GatewayConfig): HealthDeps['layout'] {
  const store = config.RECORDS_STORE === 'mongodb' ? 'mongodb' : 'sqlite';
  return {
    platformStore: store,
    records: config.RECORDS_URL ? { via: 'http' } : { via: 'in-process', store },
    catalog: { via: config.CATALOG_URL ? 'http' : 'in-process' },
  };
}
