import { hash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { metrics, statusClassOf, type Logger } from '@shokuji/runtime';

/** How a caller proved who they are: a REST token, an MCP access token, the admin token, or nothing. */
export type CallerKind = 'rest' | 'mcp' | 'admin' | 'anonymous';

interface NotedCaller {
  kind: CallerKind;
  /** What the pseudonym is made from: the account id, or the client address of an anonymous caller. */
  subject: string;
}

/** The endpoint a request ran, by its operationId (the metrics label and the access log's `operation`). */
export function noteOperation(res: Response, operationId: string): void {
  res.locals.operation = operationId;
}

/** Who made the request, once its credentials passed. */
export function noteCaller(res: Response, kind: CallerKind, subject: string): void {
  res.locals.caller = { kind, subject } satisfies NotedCaller;
}

/**
 * A stable pseudonym: the same account (or address) gives the same id in every line and process,
 * and the line holds neither the account id nor anything that authenticates.
 */
export function pseudonymOf(subject: string): string {
  // One-shot, as the token hash: no Hash object per logged request.
  return hash('sha256', `shokuji-caller:${subject}`, 'base64url').slice(0, 16);
}

/**
 * The operation label: the operationId a mounted endpoint noted, else the route pattern express
 * matched (`/healthz`, `/media/meals/:mealId/:size.webp`), else `unmatched`. Never the raw path, so
 * neither the metrics nor the log can grow with what callers send.
 */
export function operationOf(req: Request, res: Response): string {
  const noted = res.locals.operation as string | undefined;
  if (noted) return noted;
  const route = (req as Request & { route?: { path?: unknown } }).route;
  return route?.path === undefined ? 'unmatched' : `${req.method} ${String(route.path)}`;
}

/**
 * One access-log line and the request metrics per request (docs/operations.md → Access logs): request
 * id, operation, method, status, duration, caller kind and pseudonym. Never a path, query, header
 * or body: tokens, sign-in codes, cookies and signed links travel there.
 */
export function observeRequests(logger: Logger): RequestHandler {
  // One pair of label children per (operation, status class): prom-client otherwise hashes the label
  // object on every call. The set is closed (operationOf), so the map is too.
  const seriesByLabels = new Map<
    string,
    { count: ReturnType<typeof metrics.httpRequests.labels>; duration: ReturnType<typeof metrics.httpDuration.labels> }
  >();
  const seriesOf = (operation: string, statusClass: string) => {
    const key = `${operation} ${statusClass}`;
    let series = seriesByLabels.get(key);
    if (!series) {
      series = {
        count: metrics.httpRequests.labels(operation, statusClass),
        duration: metrics.httpDuration.labels(operation, statusClass),
      };
      seriesByLabels.set(key, series);
    }
    return series;
  };
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const operation = operationOf(req, res);
      const series = seriesOf(operation, statusClassOf(res.statusCode));
      series.count.inc();
      series.duration.observe(seconds);
      // The line (and its pseudonym's hash) is built only when it is written.
      if (!logger.isLevelEnabled('info')) return;
      const caller = (res.locals.caller as NotedCaller | undefined) ?? { kind: 'anonymous', subject: req.ip ?? 'unknown' };
      logger.info(
        {
          requestId: res.locals.requestId as string,
          operation,
          method: req.method,
          status: res.statusCode,
          ms: Math.round(seconds * 1e5) / 100,
          caller: caller.kind,
          callerId: pseudonymOf(caller.subject),
          ...(res.writableFinished ? {} : { aborted: true }),
        },
        'request',
      );
    });
    next();
  };
}
