import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { DomainError } from '@shokuji/contracts';
import type { Clock } from '@shokuji/clock';
import { noteCaller } from '../http/access-log';
import { clientAddressOf } from '../http/client-address';
import { createRollingMinuteLimit } from '../quota/rolling-minute-limit';
import type { CounterStore } from '../store/platform-store';

/**
 * Failed X-Admin-Token attempts one address (IPv6: its /64) may make per rolling minute on the
 * service clock before every admin request from it is 429 for the rest of the minute: enough for
 * an operator's typo, far too few to guess a 32-byte token. Successes count nothing.
 */
export const ADMIN_TOKEN_FAILURES_PER_MINUTE = 5;

export interface AdminTokenGuardDeps {
  adminToken: string;
  counters: CounterStore;
  clock: Clock;
}

/**
 * The admin 401's userMessage speaks to the operator (OPERATOR-API.md → Error body: same fields as
 * the public API): the default one sends an app user to the app for a new token, which an operator has no use for.
 */
export const ADMIN_UNAUTHORIZED_MESSAGE =
  '管理用トークンがないか、正しくありません。X-Admin-Token ヘッダーにサーバーの ADMIN_TOKEN の値を指定してください。';

const digest = (value: string) => createHash('sha256').update(value).digest();

const unauthorized = () => new DomainError('unauthorized', 'missing or wrong X-Admin-Token', { userMessage: ADMIN_UNAUTHORIZED_MESSAGE });

/**
 * The X-Admin-Token check with its per-address limit on failures, one middleware so any listener
 * serving /admin/v1 puts it first. Comparing digests keeps the check constant-time whatever the
 * length sent. A refused address is refused before its token is looked at, so a 429 tells nothing.
 * A request without the header (or with it empty) guesses nothing: it is the 401 OPERATOR-API.md
 * names, counted nowhere, so a client checking that rule route by route locks itself out of nothing.
 */
export function requireAdminToken(deps: AdminTokenGuardDeps): RequestHandler {
  const expected = digest(deps.adminToken);
  const failures = createRollingMinuteLimit(deps.counters, {
    name: 'admin-token-failures',
    limitPerMinute: ADMIN_TOKEN_FAILURES_PER_MINUTE,
    refusal: 'too many failed X-Admin-Token attempts from this address; wait a minute',
  });
  return async (req, res, next) => {
    const address = clientAddressOf(req);
    const now = deps.clock.now();
    try {
      const given = req.header('x-admin-token');
      if (!given) return next(unauthorized());
      await failures.refuseWhenFull(address, now);
      if (timingSafeEqual(digest(given), expected)) {
        noteCaller(res, 'admin', 'operator');
        return next();
      }
      await failures.record(address, now);
      next(unauthorized());
    } catch (error) {
      next(error);
    }
  };
}
