import type { Request, Response, Router } from 'express';
import {
  DomainError,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  isSharedAnswer,
  RESTRICTED_REGION,
  type EndpointReply,
  type EndpointSpec,
  type Quota,
  type QuotaInfo,
  type Tier,
} from '@shokuji/contracts';
import { jstDateOf, type Clock } from '@shokuji/clock';
import { metrics } from '@shokuji/runtime';
import type { TokensService } from '../auth/tokens.service';
import { resolveEntitlement, TRIAL_DAYS, type Entitlement } from '../entitlements/entitlement';
import { quotaHeaders, rateLimitHeaders, type QuotaService } from '../quota/quota.service';
import type { StoredResponse } from '../store/idempotency-keys.repository';
import type { PlatformStore } from '../store/platform-store';
import type { Account } from '../store/accounts.repository';
import {
  checkRestInput,
  meantBody,
  parseEndpointInput,
  parseEndpointParts,
  type EndpointInput,
  type EndpointParts,
  type PartLabel,
} from './endpoint-input';
import { parseIdempotencyKey, type Idempotency } from './idempotency';
import { noteCaller, noteOperation } from './access-log';
import type { CallChannel, Caller, GatewayCall } from './caller';
import { isCostFreeFailure } from './error-handler';
import { requestIdOf } from './request-context';

/** Who makes a call, as its transport authenticated them. */
export interface CallCredentials {
  account: Account;
  /**
   * What else a trial start changes: a REST token gets the trial's longer lifetime; an MCP access
   * token keeps the expiry fixed at its issue (docs/mcp.md → Tokens), so MCP passes none.
   */
  extendForTrial?: (now: Date) => Promise<void>;
}

export type CallerHandler<S extends EndpointSpec> = (input: EndpointInput<S>, caller: Caller) => Promise<EndpointReply<S>>;
export type GatewayCallHandler<S extends EndpointSpec> = (input: EndpointInput<S>, call: GatewayCall) => Promise<EndpointReply<S>>;

/**
 * One call of an endpoint, whichever transport carried it: a REST request, or an MCP tools/call
 * (mcp/mcp-tools.ts). Everything after this is the same pipeline.
 */
export interface EndpointCall {
  requestId: string;
  channel: CallChannel;
  /** The caller behind the transport's credentials, or a 401 DomainError. */
  authenticate(now: Date): Promise<CallCredentials>;
  /** The transport's own checks of the input, run where validation runs (REST: the body's media type). */
  precheck?: () => void;
  parts: EndpointParts;
  labelOf: PartLabel;
  /** The Idempotency-Key (header or tool argument) as sent, undefined when absent. */
  idempotencyKey: unknown;
  /** The REST request this call is or mirrors: method and path of the Idempotency-Key fingerprint. */
  method: string;
  path: string;
  /** The per-IP usage of this HTTP request, for the RateLimit fields beside the account's quota. */
  ipUsage: QuotaInfo | undefined;
  /** Where the quota headers go (the HTTP response of either transport). */
  setHeaders(headers: Record<string, string>): void;
}

export interface CallAnswer {
  response: SentResponse;
  /** The handler's reply as the object the body was made of, when this call ran it (not a replay): another transport need not parse the body back. */
  reply?: unknown;
  /** The answer repeats the stored answer of an earlier call with the same Idempotency-Key. */
  replayed: boolean;
  /** This call started the account's 7-day trial, at this instant (API-SPEC.md → States): a tool result says so to the model. */
  trialStartedAt?: string;
}

/** A mounted endpoint's pipeline, for another transport than REST. */
export type EndpointRunner = (call: EndpointCall) => Promise<CallAnswer>;

export interface PipelineDeps {
  clock: Clock;
  store: PlatformStore;
  tokens: TokensService;
  quota: QuotaService;
  idempotency: Idempotency;
  /** Checks responses against their schema (off in production): drift fails tests loudly. */
  validateResponses: boolean;
}

interface Admitted {
  credentials: CallCredentials;
  entitlement: Entitlement;
  now: Date;
  startsTrial: boolean;
  /** The stored answer this call repeats, where the plan would refuse it now (earlierAnswer). */
  replay: StoredResponse | null;
}

/** The paywall's refusal, saying why this account is Free now (its trial ended) and what opens the feature. */
function premiumRequired(spec: EndpointSpec, entitlement: Entitlement): DomainError {
  const endedOn = entitlement.trial.state === 'ended' && entitlement.trial.endsAt ? jstDateOf(new Date(entitlement.trial.endsAt)) : null;
  return new DomainError(
    'premium_required',
    `Premium required: this account is Free${endedOn ? ` (its ${TRIAL_DAYS}-day trial ended on ${endedOn})` : ''}; Premium is subscribed in the app`,
    {
      upgrade: { feature: spec.feature ?? spec.operationId, requiredTier: 'premium' },
      userMessage: `この機能はプレミアムプランでご利用いただけます。${endedOn ? `無料体験は${endedOn}に終了しました。` : ''}プレミアムプランはアプリから登録できます。`,
    },
  );
}

/**
 * Every public endpoint runs the same steps (docs/ARCHITECTURE.md → A request's path): authenticate → refuse by
 * region → entitle → Idempotency-Key (writes) → validate → take quota → call one service function →
 * start the trial when this was its first success → present. REST and MCP (tools/call) are two
 * ways into the same steps: an endpoint is mounted once, and its handler serves both. Endpoints no
 * account calls (GET /help, the admin API) skip the account's steps: validate → handler → present.
 */
export function createEndpointPipeline(deps: PipelineDeps) {
  const runners = new Map<EndpointSpec, EndpointRunner>();
  /** An endpoint's own writer of its reply's JSON as UTF-8 bytes, when it has one (MountOptions). */
  const utf8JsonWriters = new Map<EndpointSpec, (reply: never) => string>();

  /** `sentBy` 'rest': the body goes out as it is made, so an endpoint's UTF-8 writer may make it; another transport reads it as text. */
  const present = <S extends EndpointSpec>(spec: S, reply: EndpointReply<S>, sentBy?: CallChannel): SentResponse => {
    if (deps.validateResponses) checkResponse(spec, reply);
    const status = spec.successStatus ?? 200;
    if (spec.responseMediaType) return { status, contentType: spec.responseMediaType, body: String(reply) };
    const utf8Json = sentBy === 'rest' ? utf8JsonWriters.get(spec) : undefined;
    if (utf8Json)
      return { status, contentType: 'application/json', body: jsonOf(reply, utf8Json, sharedReplyUtf8Json), bodyEncoding: 'latin1' };
    // Not res.json: it copies a body over 1,000 characters into a Buffer, and under load those
    // copies (external memory) set off most of the full collections; node writes the string itself.
    return { status, contentType: 'application/json', body: jsonOf(reply, JSON.stringify, sharedReplyJson) };
  };
  const send = (res: Response, response: SentResponse) => {
    res
      .status(response.status)
      .type(response.contentType)
      .end(response.body, response.bodyEncoding ?? 'utf8');
  };

  /**
   * X-Quota-* and the RateLimit fields: the account's quota beside the per-IP usage of the HTTP request.
   * Object.assign onto the first object, not a spread of both into a new one: spreading these two
   * cost about 8 µs a call against 1 (docs/benchmarks.md → Records: a day's macros kept).
   */
  const reportQuota = (call: EndpointCall, quota: Quota, now: Date) => {
    call.setHeaders(Object.assign(quotaHeaders(quota), rateLimitHeaders({ ip: call.ipUsage, user: quota }, now)));
  };

  /** A refused call costs nothing, but still reports the quota. */
  const reportingQuota = async <T>(
    call: EndpointCall,
    admitted: Pick<Admitted, 'credentials' | 'entitlement' | 'now'>,
    step: () => T | Promise<T>,
  ): Promise<T> => {
    try {
      return await step();
    } catch (error) {
      const { credentials, entitlement, now } = admitted;
      reportQuota(call, await deps.quota.current(credentials.account.userId, entitlement.tier, now), now);
      throw error;
    }
  };

  /**
   * OPERATOR-API.md → Safe retries: a repeat within 24 hours gets the first answer. A write the plan
   * refuses now may repeat one made while it allowed it (the trial ended or Premium lapsed between a
   * lost answer and its retry): its stored answer, or null. Best effort: a key or body that cannot
   * match, or a store that does not answer, leaves the paywall's refusal.
   */
  const earlierAnswer = async (spec: EndpointSpec, call: EndpointCall, userId: string, now: Date): Promise<StoredResponse | null> => {
    if (spec.method === 'get' || call.idempotencyKey === undefined) return null;
    try {
      const key = parseIdempotencyKey(call.idempotencyKey);
      if (key === undefined) return null;
      const body = meantBody(spec, call.parts.body);
      return await deps.idempotency.storedAnswer({ userId, key, method: call.method, path: call.path, body, now });
    } catch {
      return null;
    }
  };

  const admit = async (spec: EndpointSpec, call: EndpointCall): Promise<Admitted> => {
    const now = deps.clock.now();
    const credentials = await call.authenticate(now);
    const { account } = credentials;
    const entitlement = resolveEntitlement(account, now);
    // A Free account with an untouched trial may call personal-data endpoints: the call's success starts the trial.
    const startsTrial = spec.access === 'premium' && entitlement.tier === 'free' && entitlement.trialStartable;
    const refusedByPlan = spec.access === 'premium' && entitlement.tier === 'free' && !startsTrial;
    const replay = refusedByPlan && account.region !== RESTRICTED_REGION ? await earlierAnswer(spec, call, account.userId, now) : null;
    // Refusals past authentication report the quota too (API-SPEC.md → Limits: headers on every data-endpoint response).
    await reportingQuota(call, { credentials, entitlement, now }, () => {
      if (account.region === RESTRICTED_REGION) {
        throw new DomainError('forbidden', 'this service is not available in your region', {
          userMessage: 'お住まいの地域ではこの機能をご利用いただけません。',
        });
      }
      if (refusedByPlan && !replay) throw premiumRequired(spec, entitlement);
      call.precheck?.();
    });
    return { credentials, entitlement, now, startsTrial, replay };
  };

  const takeQuota = async (spec: EndpointSpec, admitted: Admitted, call: EndpointCall): Promise<Caller> => {
    const { credentials, entitlement, now } = admitted;
    let quota: Quota;
    try {
      quota = await deps.quota.consume(credentials.account.userId, entitlement.tier, spec.quotaCost, now);
    } catch (error) {
      if (error instanceof DomainError && error.details.quota) reportQuota(call, error.details.quota as Quota, now);
      throw error;
    }
    reportQuota(call, quota, now);
    return { account: credentials.account, requestId: call.requestId, channel: call.channel, now, entitlement, quota };
  };

  /**
   * A call the service failed (a 5xx: the catalog still loading, a store down, a bug) costs nothing:
   * a retry, which the 503 asks for, must not spend a Free day's 10 calls. Nor does one a limit of the
   * service refused with a 429 (an AI analysis over the minute or the day): it ran nothing, and the
   * retry it asks for after the wait is paid for then. Best effort: when the store cannot take the
   * units back either, the caller still gets the first failure.
   */
  const giveQuotaBack = async (spec: EndpointSpec, admitted: Admitted, call: EndpointCall) => {
    const { credentials, entitlement, now } = admitted;
    try {
      await deps.quota.release(credentials.account.userId, entitlement.tier, spec.quotaCost, now);
      reportQuota(call, await deps.quota.current(credentials.account.userId, entitlement.tier, now), now);
    } catch {
      // The units stay taken; the answer is the service's failure, not this one.
    }
  };

  /** A stored answer sent again: counted, with the account's current quota (a replay takes none). */
  const reportReplay = async (call: EndpointCall, admitted: Admitted) => {
    metrics.idempotentReplays.inc({ channel: call.channel });
    const { credentials, entitlement, now } = admitted;
    reportQuota(call, await deps.quota.current(credentials.account.userId, entitlement.tier, now), now);
  };

  /**
   * OPERATOR-API.md → Safe retries: a write with an Idempotency-Key runs quota, handler and trial
   * once; a repeat gets the stored answer, takes no quota and reports the current one.
   */
  const runOnce = async <S extends EndpointSpec>(
    spec: S,
    call: EndpointCall,
    admitted: Admitted,
    execute: (operationKey?: string) => Promise<EndpointReply<S>>,
  ): Promise<CallAnswer> => {
    const key = spec.method === 'get' ? undefined : await reportingQuota(call, admitted, () => parseIdempotencyKey(call.idempotencyKey));
    if (key === undefined) {
      const reply = await execute();
      return { response: present(spec, reply, call.channel), replayed: false, reply };
    }
    const userId = admitted.credentials.account.userId;
    const fingerprinted = { userId, key, method: call.method, path: call.path, body: meantBody(spec, call.parts.body), now: admitted.now };
    const answer = await reportingQuota(call, admitted, () =>
      deps.idempotency.run(fingerprinted, async (operationKey) => present(spec, await execute(operationKey))),
    );
    if (answer.replayed) await reportReplay(call, admitted);
    return answer;
  };

  const run = async <S extends EndpointSpec>(
    spec: S,
    handler: CallerHandler<S>,
    call: EndpointCall,
    checkForPlan: MountOptions<S>['checkForPlan'],
  ): Promise<CallAnswer> => {
    const admitted = await admit(spec, call);
    if (admitted.replay) {
      await reportReplay(call, admitted);
      return { response: admitted.replay, replayed: true };
    }
    let trialStartedAt: string | undefined;
    const execute = async (operationKey?: string) => {
      // Validated inside the Idempotency-Key's step: a refused body is the key's first answer too
      // (OPERATOR-API.md → Safe retries: only a 5xx is not remembered).
      const input = await reportingQuota(call, admitted, () => {
        const parsed = parseEndpointParts(spec, call.parts, call.labelOf);
        checkForPlan?.(parsed, admitted.entitlement.tier);
        return parsed;
      });
      const caller = { ...(await takeQuota(spec, admitted, call)), ...(operationKey ? { operationKey } : {}) };
      const reply = await handler(input, caller).catch(async (error: unknown) => {
        if (isCostFreeFailure(error)) await giveQuotaBack(spec, admitted, call);
        throw error;
      });
      if (admitted.startsTrial && (await startTrial(caller, admitted.credentials))) trialStartedAt = caller.now.toISOString();
      return reply;
    };
    const answer = await runOnce(spec, call, admitted, execute);
    return trialStartedAt && !answer.replayed ? { ...answer, trialStartedAt } : answer;
  };

  /** The REST side of a call: credentials from the bearer header, input from the request, headers on the response. */
  const restCall = (spec: EndpointSpec, req: Request, res: Response): EndpointCall => ({
    requestId: requestIdOf(res),
    channel: 'rest',
    authenticate: async (now) => {
      const { account, token } = await deps.tokens.authenticate(req.header('authorization'), now);
      noteCaller(res, 'rest', account.userId);
      return { account, extendForTrial: (at) => deps.tokens.extendForTrial(token, at) };
    },
    precheck: () => checkRestInput(spec, req),
    parts: { params: req.params, query: req.query, body: req.body as unknown },
    labelOf: (part) => part,
    idempotencyKey: req.header(IDEMPOTENCY_KEY_HEADER),
    method: req.method,
    path: req.path,
    ipUsage: res.locals.ipUsage as QuotaInfo | undefined,
    setHeaders: (headers) => res.set(headers),
  });

  return {
    /** Mounts an endpoint that needs a token (`all` or `premium`); its handler also serves the MCP tools that mirror it. */
    mount<S extends EndpointSpec>(router: Router, spec: S, handler: NoInfer<CallerHandler<S>>, options: MountOptions<S> = {}): void {
      runners.set(spec, (call) => run(spec, handler, call, options.checkForPlan));
      if (options.utf8Json) {
        // Only a reply sent at once may be bytes: an Idempotency-Key's stored answer is text (GET takes no key).
        if (spec.method !== 'get') throw new Error(`${spec.operationId}: only a GET endpoint's reply may be written as UTF-8 bytes`);
        utf8JsonWriters.set(spec, options.utf8Json);
      }
      router[spec.method](spec.path, async (req, res) => {
        noteOperation(res, spec.operationId);
        const { response, replayed } = await run(spec, handler, restCall(spec, req, res), options.checkForPlan);
        if (replayed) res.set(IDEMPOTENT_REPLAYED_HEADER, 'true');
        send(res, response);
      });
    },

    /**
     * Mounts an endpoint no account calls: the public GET /help and GET /openapi.json, and the
     * operator's /admin/v1 endpoints, whose router checks X-Admin-Token before any of its routes
     * (admin/admin-token.ts). The same steps as every endpoint otherwise: input validated, reply
     * checked against its schema and presented.
     */
    mountWithoutAccount<S extends EndpointSpec>(router: Router, spec: S, handler: NoInfer<GatewayCallHandler<S>>): void {
      router[spec.method](spec.path, async (req, res) => {
        noteOperation(res, spec.operationId);
        send(res, present(spec, await handler(parseEndpointInput(spec, req), { requestId: requestIdOf(res), now: deps.clock.now() })));
      });
    },

    /** The pipeline of a mounted endpoint, for the MCP tools; undefined when no route mounted it. */
    runnerOf(spec: EndpointSpec): EndpointRunner | undefined {
      return runners.get(spec);
    },
  };

  /** API-SPEC.md → States → Access states: the trial starts with its first successful personal-data call; true when this call started it. */
  async function startTrial(caller: Caller, credentials: CallCredentials): Promise<boolean> {
    if (!(await deps.store.accounts.startTrial(caller.account.userId, caller.now.toISOString()))) return false;
    await credentials.extendForTrial?.(caller.now);
    return true;
  }
}

export type EndpointPipeline = ReturnType<typeof createEndpointPipeline>;

export interface MountOptions<S extends EndpointSpec> {
  /**
   * Writes the reply's JSON as its UTF-8 bytes, one character a byte (sent with the 'latin1'
   * encoding): the bytes of JSON.stringify's text, for a reply whose parts an endpoint can write
   * faster itself. GET endpoints only.
   */
  utf8Json?: (reply: NoInfer<EndpointReply<S>>) => string;
  /**
   * A limit of the caller's plan on valid input (POST /search: 3 terms on Free), checked with
   * validation: its 400 costs no quota, as the schema's own refusals do (docs/decisions.md).
   */
  checkForPlan?: (input: EndpointInput<NoInfer<S>>, tier: Tier) => void;
}

/** A response as sent: a stored one, or one whose body holds UTF-8 bytes, one character a byte ('latin1'). */
export interface SentResponse extends StoredResponse {
  bodyEncoding?: 'latin1';
}

/**
 * A shared reply (contracts → shared-answer.ts) never changes and is sent many times (the reply to a
 * cached search answer), so its JSON is kept with it, text and bytes apart. Only shared replies are
 * keys: a WeakMap entry keeps its value alive until a full collection (docs/benchmarks.md → WeakMap
 * entries).
 */
const sharedReplyJson = new WeakMap<object, string>();
const sharedReplyUtf8Json = new WeakMap<object, string>();
function jsonOf(reply: unknown, write: (reply: never) => string, kept: WeakMap<object, string>): string {
  if (!isSharedAnswer(reply)) return write(reply as never);
  const shared = reply as object;
  let json = kept.get(shared);
  if (json === undefined) kept.set(shared, (json = write(reply as never)));
  return json;
}

function checkResponse<S extends EndpointSpec>(spec: S, reply: EndpointReply<S>): void {
  const result = spec.response.safeParse(reply);
  if (!result.success) {
    throw new Error(`response of ${spec.operationId} does not match its schema: ${result.error.message}`);
  }
}
