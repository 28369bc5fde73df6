import { clientAddressOf } from '../http/client-address';
import type { RequestHandler } from 'express';
import { DomainError, type QuotaInfo } from '@shokuji/contracts';
import type { Clock } from '@shokuji/clock';
import { rateLimitHeaders, type QuotaService } from './quota.service';

/**
 * The per-IP limit counts every HTTP request to /api/v1/ext and /mcp before anything else
 * (API-SPEC.md → Limits; OPERATOR-API.md → MCP connector → Plans, quotas, errors). Its RateLimit
 * fields go on every answer; the pipeline adds the account's quota beside them from
 * `res.locals.ipUsage`.
 */
export function countIpRequests(quota: QuotaService, clock: Clock): RequestHandler {
  return async (req, res, next) => {
    const now = clock.now();
    try {
      res.locals.ipUsage = await quota.consumeIp(clientAddressOf(req), now);
      res.set(rateLimitHeaders({ ip: res.locals.ipUsage as QuotaInfo }, now));
      next();
    } catch (error) {
      if (error instanceof DomainError && error.details.quota) res.set(rateLimitHeaders({ ip: error.details.quota }, now));
      next(error);
    }
  };
}
