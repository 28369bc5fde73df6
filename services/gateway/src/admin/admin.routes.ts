import { createHash, timingSafeEqual } from 'node:crypto';
import express, { type RequestHandler, type Router } from 'express';
import type { z } from 'zod';
import {
  DomainError,
  appFoodEndpoint,
  clearManualGoalEndpoint,
  createUserEndpoint,
  getUserEndpoint,
  issueTokenEndpoint,
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
import { newId } from '@shokuji/storage';
import type { AccountsService } from '../accounts/accounts.service';
import type { TokensService } from '../auth/tokens.service';
import { parseEndpointInput, type EndpointInput } from '../http/endpoint-input';

export interface AdminDeps {
  adminToken: string;
  clockControl: boolean;
  clock: AdjustableClock;
  accounts: AccountsService;
  tokens: TokensService;
  records: RecordsApi;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** X-Admin-Token check; comparing digests keeps it constant-time whatever the length sent. */
function requireAdminToken(adminToken: string): RequestHandler {
  const expected = digest(adminToken);
  return (req, _res, next) => {
    const given = req.header('x-admin-token');
    if (!given || !timingSafeEqual(digest(given), expected)) {
      next(new DomainError('unauthorized', 'missing or wrong X-Admin-Token'));
      return;
    }
    next();
  };
}

export function mountAdmin<S extends EndpointSpec>(
  router: Router,
  spec: S,
  handler: NoInfer<(input: EndpointInput<S>) => Promise<z.input<S['response']>>>,
) {
  router[spec.method](spec.path, async (req, res) => {
    const reply = await handler(parseEndpointInput(spec, req));
    res.status(spec.successStatus ?? 200).json(reply);
  });
}

/** /admin/v1 (OPERATOR-API.md → Admin API). Mounted only when ADMIN_TOKEN is set. Never consumes user quota. */
export function createAdminRouter(deps: AdminDeps): Router {
  const router = express.Router();
  router.use(requireAdminToken(deps.adminToken));

  mountAdmin(router, createUserEndpoint, async ({ body }) => ({ data: await deps.accounts.create(body) }));
  mountAdmin(router, patchUserEndpoint, async ({ params, body }) => ({ data: await deps.accounts.patch(params.userId, body) }));
  mountAdmin(router, getUserEndpoint, async ({ params }) => ({ data: await deps.accounts.describe(params.userId) }));
  mountAdmin(router, issueTokenEndpoint, async ({ params, body }) => ({ data: await deps.tokens.issue(params.userId, body?.lifetime) }));
  mountAdmin(router, revokeTokenEndpoint, async ({ params }) => {
    await deps.tokens.revoke(params.tokenId);
    return { data: { tokenId: params.tokenId, revoked: true as const } };
  });

  // The app's health-data sync (OPERATOR-API.md → Actions that exist only in the app); unknown users are 404.
  mountAdmin(router, syncedExerciseEndpoint, async ({ params, body }) => {
    await deps.accounts.describe(params.userId);
    const ctx = { requestId: newId('admin', 6), now: deps.clock.now().toISOString(), userId: params.userId };
    return { data: await deps.records.createSyncedExercise(ctx, body) };
  });

  // The app's goal-manual switch (OPERATOR-API.md → Actions that exist only in the app); unknown users are 404.
  const userContext = async (userId: string) => {
    await deps.accounts.describe(userId);
    return { requestId: newId('admin', 6), now: deps.clock.now().toISOString(), userId };
  };
  mountAdmin(router, setManualGoalEndpoint, async ({ params, body }) => ({
    data: await deps.records.setManualGoal(await userContext(params.userId), body),
  }));
  // The app's photo confirmation and app-made foods (OPERATOR-API.md → Actions that exist only in the app).
  mountAdmin(router, photoConfirmEndpoint, async ({ params, body }) => ({
    data: await deps.records.confirmMealPhoto(await userContext(params.userId), body),
  }));
  mountAdmin(router, appFoodEndpoint, async ({ params, body }) => ({
    data: await deps.records.createAppFood(await userContext(params.userId), body),
  }));
  mountAdmin(router, clearManualGoalEndpoint, async ({ params }) => ({
    data: await deps.records.clearManualGoal(await userContext(params.userId), {}),
  }));

  if (deps.clockControl) {
    const clockState = () => ({ data: { now: deps.clock.now().toISOString(), adjusted: deps.clock.isAdjusted() } });
    mountAdmin(router, setClockEndpoint, async ({ body }) => {
      deps.clock.set(new Date(body.now));
      return clockState();
    });
    mountAdmin(router, resetClockEndpoint, async () => {
      deps.clock.reset();
      return clockState();
    });
  }
  return router;
}
