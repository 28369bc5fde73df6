import type { Request, Response, Router } from 'express';
import {
  DomainError,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  isSharedAnswer,
  type EndpointReply,
  type EndpointSpec,
  type Quota,
  type QuotaInfo,
} from '@shokuji/contracts';
import type { Clock } from '@shokuji/clock';
import type { AuthenticatedCaller, TokensService } from '../auth/tokens.service';
import { resolveEntitlement, type Entitlement } from '../entitlements/entitlement';
import { quotaHeaders, rateLimitHeaders, type QuotaService } from '../quota/quota.service';
import type { StoredResponse } from '../store/idempotency-keys.repository';
import type { PlatformStore } from '../store/platform-store';
import { parseEndpointInput, type EndpointInput } from './endpoint-input';
import { parseIdempotencyKey, type Idempotency } from './idempotency';
import { requestIdOf } from './request-context';

/** Region values that refuse every data call (OPERATOR-API.md → Accounts: region). */
const RESTRICTED_REGIONS = new Set(['restricted']);

export interface Caller extends AuthenticatedCaller {
  requestId: string;
  now: Date;
  entitlement: Entitlement;
  /** The quota after this call's cost was taken. */
  quota: Quota;
}

export interface AnonymousCall {
  requestId: string;
  now: Date;
}

export type CallerHandler<S extends EndpointSpec> = (input: EndpointInput<S>, caller: Caller) => Promise<EndpointReply<S>>;
export type AnonymousHandler<S extends EndpointSpec> = (input: EndpointInput<S>, call: AnonymousCall) => Promise<EndpointReply<S>>;

export interface PipelineDeps {
  clock: Clock;
  store: PlatformStore;
  tokens: TokensService;
  quota: QuotaService;
  idempotency: Idempotency;
  /** Checks responses against their schema (off in production): drift fails tests loudly. */
  validateResponses: boolean;
}

interface Admitted<S extends EndpointSpec> {
  authenticated: AuthenticatedCaller;
  entitlement: Entitlement;
  requestId: string;
  now: Date;
  startsTrial: boolean;
  input: EndpointInput<S>;
}

/**
 * Every public endpoint runs the same steps (docs/ARCHITECTURE.md → A request's path): authenticate → refuse by
 * region → entitle → validate → Idempotency-Key (writes) → take quota → call one service function →
 * start the trial when this was its first success → present.
 */
export function createEndpointPipeline(deps: PipelineDeps) {
  const present = <S extends EndpointSpec>(spec: S, reply: EndpointReply<S>): StoredResponse => {
    if (deps.validateResponses) checkResponse(spec, reply);
    const status = spec.successStatus ?? 200;
    if (spec.responseMediaType) return { status, contentType: spec.responseMediaType, body: String(reply) };
    // Not res.json: it copies a body over 1,000 characters into a Buffer, and under load those
    // copies (external memory) set off most of the full collections; node writes the string itself.
    return { status, contentType: 'application/json', body: jsonOf(reply) };
  };
  const send = (res: Response, response: StoredResponse) => {
    res.status(response.status).type(response.contentType).end(response.body);
  };

  /** X-Quota-* and the RateLimit fields: the account's quota beside the per-IP usage the API router noted. */
  const reportQuota = (res: Response, quota: Quota, now: Date) => {
    res.set({ ...quotaHeaders(quota), ...rateLimitHeaders({ ip: res.locals.ipUsage as QuotaInfo | undefined, user: quota }, now) });
  };

  /** A refused call costs nothing, but still reports the quota. */
  const reportingQuota = async <T>(
    res: Response,
    admitted: Pick<Admitted<EndpointSpec>, 'authenticated' | 'entitlement' | 'now'>,
    step: () => T | Promise<T>,
  ): Promise<T> => {
    try {
      return await step();
    } catch (error) {
      const { authenticated, entitlement, now } = admitted;
      reportQuota(res, await deps.quota.current(authenticated.account.userId, entitlement.tier, now), now);
      throw error;
    }
  };

  const admit = async <S extends EndpointSpec>(spec: S, req: Request, res: Response): Promise<Admitted<S>> => {
    const now = deps.clock.now();
    const authenticated = await deps.tokens.authenticate(req.header('authorization'), now);
    const entitlement = resolveEntitlement(authenticated.account, now);
    if (RESTRICTED_REGIONS.has(authenticated.account.region)) {
      throw new DomainError('forbidden', 'this service is not available in your region', {
        userMessage: 'お住まいの地域ではこの機能をご利用いただけません。',
      });
    }
    // A Free account with an untouched trial may call personal-data endpoints: the call's success starts the trial.
    const startsTrial = spec.access === 'premium' && entitlement.tier === 'free' && entitlement.trialStartable;
    if (spec.access === 'premium' && entitlement.tier === 'free' && !startsTrial) {
      throw new DomainError('premium_required', 'Premium required', {
        upgrade: { feature: spec.feature ?? spec.operationId, requiredTier: 'premium' },
      });
    }
    const input = await reportingQuota(res, { authenticated, entitlement, now }, () => parseEndpointInput(spec, req));
    return { authenticated, entitlement, requestId: requestIdOf(res), now, startsTrial, input };
  };

  const takeQuota = async (spec: EndpointSpec, admitted: Admitted<EndpointSpec>, res: Response): Promise<Caller> => {
    const { authenticated, entitlement, now } = admitted;
    let quota: Quota;
    try {
      quota = await deps.quota.consume(authenticated.account.userId, entitlement.tier, spec.quotaCost, now);
    } catch (error) {
      if (error instanceof DomainError && error.details.quota) reportQuota(res, error.details.quota as Quota, now);
      throw error;
    }
    reportQuota(res, quota, now);
    return { account: authenticated.account, token: authenticated.token, requestId: admitted.requestId, now, entitlement, quota };
  };

  /**
   * OPERATOR-API.md → Safe retries: a write with an Idempotency-Key runs quota, handler and trial
   * once; a repeat gets the stored answer, takes no quota and reports the current one.
   */
  const runOnce = async <S extends EndpointSpec>(
    spec: S,
    req: Request,
    res: Response,
    admitted: Admitted<S>,
    execute: () => Promise<EndpointReply<S>>,
  ) => {
    const key =
      spec.method === 'get'
        ? undefined
        : await reportingQuota(res, admitted, () => parseIdempotencyKey(req.header(IDEMPOTENCY_KEY_HEADER)));
    if (key === undefined) return present(spec, await execute());
    const userId = admitted.authenticated.account.userId;
    const call = { userId, key, method: req.method, path: req.path, body: req.body as unknown, now: admitted.now };
    const { response, replayed } = await reportingQuota(res, admitted, () =>
      deps.idempotency.run(call, async () => present(spec, await execute())),
    );
    if (replayed) {
      reportQuota(res, await deps.quota.current(userId, admitted.entitlement.tier, admitted.now), admitted.now);
      res.set(IDEMPOTENT_REPLAYED_HEADER, 'true');
    }
    return response;
  };

  return {
    /** Mounts an endpoint that needs a token (`all` or `premium`). */
    mount<S extends EndpointSpec>(router: Router, spec: S, handler: NoInfer<CallerHandler<S>>): void {
      router[spec.method](spec.path, async (req, res) => {
        const admitted = await admit(spec, req, res);
        const execute = async () => {
          const caller = await takeQuota(spec, admitted, res);
          const reply = await handler(admitted.input, caller);
          if (admitted.startsTrial) await startTrial(caller);
          return reply;
        };
        send(res, await runOnce(spec, req, res, admitted, execute));
      });
    },

    /** Mounts an endpoint without a token (GET /help, GET /openapi.json). */
    mountAnonymous<S extends EndpointSpec>(router: Router, spec: S, handler: NoInfer<AnonymousHandler<S>>): void {
      router[spec.method](spec.path, async (req, res) => {
        const input = parseEndpointInput(spec, req);
        send(res, present(spec, await handler(input, { requestId: requestIdOf(res), now: deps.clock.now() })));
      });
    },
  };

  /** API-SPEC.md → States → Access states: the trial starts with its first successful personal-data call. */
  async function startTrial(caller: Caller): Promise<void> {
    if (await deps.store.accounts.startTrial(caller.account.userId, caller.now.toISOString())) {
      await deps.tokens.extendForTrial(caller.token, caller.now);
    }
  }
}

export type EndpointPipeline = ReturnType<typeof createEndpointPipeline>;

/**
 * A shared reply (contracts → shared-answer.ts) never changes and is sent many times (the reply to a
 * cached search answer), so its JSON is kept with it. Only shared replies are keys: a WeakMap entry
 * keeps its value alive until a full collection (docs/benchmarks.md → WeakMap entries).
 */
const sharedReplyJson = new WeakMap<object, string>();
function jsonOf(reply: unknown): string {
  if (!isSharedAnswer(reply)) return JSON.stringify(reply);
  const shared = reply as object;
  let json = sharedReplyJson.get(shared);
  if (json === undefined) sharedReplyJson.set(shared, (json = JSON.stringify(reply)));
  return json;
}

function checkResponse<S extends EndpointSpec>(spec: S, reply: EndpointReply<S>): void {
  const result = spec.response.safeParse(reply);
  if (!result.success) {
    throw new Error(`response of ${spec.operationId} does not match its schema: ${result.error.message}`);
  }
}
