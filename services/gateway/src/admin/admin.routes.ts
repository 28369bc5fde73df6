import express, { type RequestHandler, type Router } from 'express';
import {
  API_BODY_LIMIT_BYTES,
  appFoodEndpoint,
  clearManualGoalEndpoint,
  createUserEndpoint,
  getUserEndpoint,
  issueTokenEndpoint,
  listTokensEndpoint,
  patchUserEndpoint,
  photoConfirmEndpoint,
  resetClockEndpoint,
  revokeTokenEndpoint,
  setClockEndpoint,
  setManualGoalEndpoint,
  syncedExerciseEndpoint,
  type EndpointSpec,
  type RecordsApi,
} from '@shokuji/contracts';
import type { AdjustableClock } from '@shokuji/clock';
import type { AccountsService } from '../accounts/accounts.service';
import type { TokensService } from '../auth/tokens.service';
import type { GatewayCall } from '../http/caller';
import type { EndpointPipeline, GatewayCallHandler } from '../http/endpoint-pipeline';
import { operationKeyOfContent } from '../http/idempotency';
import { jsonBody } from '../http/json-body';
import { methodNotAllowedHandler } from '../http/method-not-allowed';
import { serviceContextOf } from '../http/request-context';

export interface AdminDeps {
  /** The X-Admin-Token check (admin-token.ts), the one instance every operator route shares. */
  adminGuard: RequestHandler;
  /** The endpoint pipeline the public API runs on: admin input is validated and replies checked by the same steps. */
  pipeline: EndpointPipeline;
  clockControl: boolean;
  clock: AdjustableClock;
  /** Keeps the clock's setting for a restart and the operator CLI (kept-clock.ts), after each PUT and DELETE /clock. */
  keepClock: () => Promise<void>;
  accounts: AccountsService;
  tokens: TokensService;
  records: RecordsApi;
}

/** The endpoints mountAdmin put on each admin router, for its 405 answers. */
const mountedAdminEndpoints = new WeakMap<Router, EndpointSpec[]>();

/** Mounts an admin endpoint on the admin router (whose X-Admin-Token check runs first) through the endpoint pipeline. */
export function mountAdmin<S extends EndpointSpec>(
  router: Router,
  pipeline: EndpointPipeline,
  spec: S,
  handler: NoInfer<GatewayCallHandler<S>>,
): void {
  pipeline.mountWithoutAccount(router, spec, handler);
  mountedAdminEndpoints.set(router, [...(mountedAdminEndpoints.get(router) ?? []), spec]);
}

/**
 * Last on the admin router, once every admin route is on it (the MCP connector adds its own): a
 * path it serves, asked with another method, answers 405 with Allow as the public API does; the
 * clock routes count only when CLOCK_CONTROL mounted them.
 */
export function answerUnservedAdminMethods(router: Router): void {
  router.use(methodNotAllowedHandler(mountedAdminEndpoints.get(router) ?? []));
}

/** /admin/v1 (OPERATOR-API.md → Admin API). Mounted only when ADMIN_TOKEN is set. Never consumes user quota. */
export function createAdminRouter(deps: AdminDeps): Router {
  const router = express.Router();
  router.use(deps.adminGuard);
  // After the guard: a body, however large, waits for the X-Admin-Token check (docs/decisions.md → Order of checks).
  router.use(jsonBody({ limitBytes: API_BODY_LIMIT_BYTES }));

  const mount = <S extends EndpointSpec>(spec: S, handler: NoInfer<GatewayCallHandler<S>>) =>
    mountAdmin(router, deps.pipeline, spec, handler);

  mount(createUserEndpoint, async ({ body }, call) => ({ data: await deps.accounts.create(call, body) }));
  mount(patchUserEndpoint, async ({ params, body }, call) => ({ data: await deps.accounts.patch(call, params.userId, body) }));
  mount(getUserEndpoint, async ({ params }, call) => ({ data: await deps.accounts.describe(call, params.userId) }));
  mount(issueTokenEndpoint, async ({ params, body }) => ({ data: await deps.tokens.issue(params.userId, body?.lifetime) }));
  mount(listTokensEndpoint, async ({ params }, call) => ({ data: await deps.accounts.activeTokens(call, params.userId) }));
  mount(revokeTokenEndpoint, async ({ params }) => {
    await deps.tokens.revoke(params.tokenId);
    return { data: { tokenId: params.tokenId, revoked: true as const } };
  });

  // The app's actions (OPERATOR-API.md → Actions that exist only in the app) act for a known user; unknown users are 404.
  const userContext = async (call: GatewayCall, userId: string) => {
    await deps.accounts.describe(call, userId);
    return serviceContextOf(call, userId);
  };
  // The health-data sync.
  mount(syncedExerciseEndpoint, async ({ params, body }, call) => ({
    data: await deps.records.createSyncedExercise(await userContext(call, params.userId), body),
  }));
  // The goal-manual switch.
  mount(setManualGoalEndpoint, async ({ params, body }, call) => ({
    data: await deps.records.setManualGoal(await userContext(call, params.userId), body),
  }));
  mount(clearManualGoalEndpoint, async ({ params }, call) => ({
    data: await deps.records.clearManualGoal(await userContext(call, params.userId), {}),
  }));
  // The photo confirmation and app-made foods.
  mount(photoConfirmEndpoint, async ({ params, body }, call) => ({
    data: await deps.records.confirmMealPhoto(await userContext(call, params.userId), body),
  }));
  // A PUT: the same body again is the same food (docs/decisions-records.md → App-only admin actions).
  mount(appFoodEndpoint, async ({ params, body }, call) => {
    const operationKey = operationKeyOfContent({ userId: params.userId, method: 'PUT', path: appFoodEndpoint.path, body });
    return { data: await deps.records.createAppFood({ ...(await userContext(call, params.userId)), operationKey }, body) };
  });

  if (deps.clockControl) {
    const clockState = () => ({ data: { now: deps.clock.now().toISOString(), adjusted: deps.clock.isAdjusted() } });
    mount(setClockEndpoint, async ({ body }) => {
      deps.clock.set(new Date(body.now));
      await deps.keepClock();
      return clockState();
    });
    mount(resetClockEndpoint, async () => {
      deps.clock.reset();
      await deps.keepClock();
      return clockState();
    });
  }
  return router;
}
