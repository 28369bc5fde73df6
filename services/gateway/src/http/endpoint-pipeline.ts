import type { Request, Response, Router } from 'express';
import type { z } from 'zod';
import { DomainError, type EndpointSpec, type Quota } from '@shokuji/contracts';
import type { Clock } from '@shokuji/clock';
import type { AuthenticatedCaller, TokensService } from '../auth/tokens.service';
import { resolveEntitlement, type Entitlement } from '../entitlements/entitlement';
import { quotaHeaders, type QuotaService } from '../quota/quota.service';
import type { PlatformStore } from '../store/platform-store';
import { parseEndpointInput, type EndpointInput } from './endpoint-input';

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

type Reply<S extends EndpointSpec> = z.input<S['response']>;
export type CallerHandler<S extends EndpointSpec> = (input: EndpointInput<S>, caller: Caller) => Promise<Reply<S>>;
export type AnonymousHandler<S extends EndpointSpec> = (input: EndpointInput<S>, call: AnonymousCall) => Promise<Reply<S>>;

export interface PipelineDeps {
  clock: Clock;
  store: PlatformStore;
  tokens: TokensService;
  quota: QuotaService;
  /** Checks responses against their schema (off in production): drift fails tests loudly. */
  validateResponses: boolean;
}

/**
 * Every public endpoint runs the same steps (STYLE.md → thin routes): authenticate → refuse by
 * region → entitle → validate → take quota → call one service function → start the trial when
 * this was its first success → present.
 */
export function createEndpointPipeline(deps: PipelineDeps) {
  const send = <S extends EndpointSpec>(spec: S, res: Response, reply: Reply<S>) => {
    if (deps.validateResponses) checkResponse(spec, reply);
    res.status(spec.successStatus ?? 200);
    if (spec.responseMediaType) res.type(spec.responseMediaType).send(reply);
    // Not res.json: it copies a body over 1,000 characters into a Buffer, and under load those
    // copies (external memory) set off most of the full collections; node writes the string itself.
    else res.type('json').end(jsonOf(reply));
  };

  const admit = async <S extends EndpointSpec>(
    spec: S,
    req: Request,
    res: Response,
  ): Promise<{ caller: Caller; startsTrial: boolean; input: EndpointInput<S> }> => {
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
    const userId = authenticated.account.userId;
    const requestId = String(res.locals.requestId);
    let quota: Quota;
    let input: EndpointInput<S>;
    try {
      input = parseEndpointInput(spec, req);
    } catch (error) {
      // A refused call costs nothing, but still reports the quota.
      res.set(quotaHeaders(await deps.quota.current(userId, entitlement.tier, now)));
      throw error;
    }
    try {
      quota = await deps.quota.consume(userId, entitlement.tier, spec.quotaCost, now);
    } catch (error) {
      if (error instanceof DomainError && error.details.quota) res.set(quotaHeaders(error.details.quota as Quota));
      throw error;
    }
    res.set(quotaHeaders(quota));
    return {
      caller: { account: authenticated.account, token: authenticated.token, requestId, now, entitlement, quota },
      startsTrial,
      input,
    };
  };

  return {
    /** Mounts an endpoint that needs a token (`all` or `premium`). */
    mount<S extends EndpointSpec>(router: Router, spec: S, handler: NoInfer<CallerHandler<S>>): void {
      router[spec.method](spec.path, async (req, res) => {
        const { caller, startsTrial, input } = await admit(spec, req, res);
        const reply = await handler(input, caller);
        if (startsTrial) await startTrial(caller);
        send(spec, res, reply);
      });
    },

    /** Mounts an endpoint without a token (GET /help, GET /openapi.json). */
    mountAnonymous<S extends EndpointSpec>(router: Router, spec: S, handler: NoInfer<AnonymousHandler<S>>): void {
      router[spec.method](spec.path, async (req, res) => {
        const input = parseEndpointInput(spec, req);
        send(spec, res, await handler(input, { requestId: String(res.locals.requestId), now: deps.clock.now() }));
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

/** A frozen reply never changes, so its JSON is kept with it (a cached search answer is sent many times). */
const frozenReplyJson = new WeakMap<object, string>();
function jsonOf(reply: unknown): string {
  if (typeof reply !== 'object' || reply === null || !Object.isFrozen(reply)) return JSON.stringify(reply);
  let json = frozenReplyJson.get(reply);
  if (json === undefined) frozenReplyJson.set(reply, (json = JSON.stringify(reply)));
  return json;
}

function checkResponse<S extends EndpointSpec>(spec: S, reply: Reply<S>): void {
  const result = spec.response.safeParse(reply);
  if (!result.success) {
    throw new Error(`response of ${spec.operationId} does not match its schema: ${result.error.message}`);
  }
}
