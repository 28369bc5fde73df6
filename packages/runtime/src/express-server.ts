import { createServer, IncomingMessage, ServerResponse, STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Express } from 'express';

/**
 * How long an idle keep-alive connection stays open. Node's default, 5 s, is shorter than the idle
 * reuse of many clients and proxies (load balancers commonly keep 60 s; node's own agents reuse
 * up to 4 s, fetch up to 3 s): a request sent on a connection the server is closing at that moment is
 * lost with a reset (ECONNRESET), and on a busy machine late timers on both sides make that moment
 * common. A client never reuses a connection the server has announced to keep longer than it does.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * An HTTP server whose request and response objects are born with the express app's prototypes.
 *
 * Express 5 moves every request and response onto its app's prototypes with Object.setPrototypeOf
 * (express/lib/application.js, app.handle). V8 handles a prototype change on a fresh object badly:
 * under load every request's objects survived young-generation collections (about 4 MB per
 * scavenge on a bare handler), so scavenges took 3-4 ms instead of 0.2 and a bare express handler
 * answered a quarter of what the same server does without the change (docs/benchmarks.md → HTTP
 * hosting). When the objects already have those prototypes, express's call changes nothing.
 */
export function createExpressServer(): { server: Server; attach: (app: Express) => void } {
  class AppRequest extends IncomingMessage {}
  class AppResponse extends ServerResponse<AppRequest> {}
  const server = createServer({ IncomingMessage: AppRequest, ServerResponse: AppResponse });
  server.on('clientError', answerClientError);
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Node's documentation: above the idle timeout, for connections behind a proxy.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
  return {
    server,
    attach(app) {
      app.request = adoptPrototype(AppRequest.prototype, app.request);
      app.response = adoptPrototype(AppResponse.prototype, app.response);
      server.on('request', app);
    },
  };
}

/** Gives `target` the own properties and the parent of `prototype`, so it can stand in for it. */
function adoptPrototype<T extends object>(target: object, prototype: T): T {
  Object.setPrototypeOf(target, Object.getPrototypeOf(prototype));
  Object.defineProperties(target, Object.getOwnPropertyDescriptors(prototype));
  return target as T;
}

/**
 * A request node's HTTP parser refuses never reaches express; node's own answer is a bare 400. The
 * caller gets the service's error body instead (OPERATOR-API.md → Error body), with the usual cause
 * named: a URL with raw non-ASCII characters (curl sends `?q=牛丼` as it is).
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  // As node's own answer (_http_server.js socketOnError): only when no answer on this connection has
  // started, so none is cut into.
  const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const [status, message] = clientErrorAnswer(error);
  const body = JSON.stringify({ error: message, code: 'invalid_request', userMessage: 'リクエストの形式に誤りがあります。' });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** The methods the services serve: node's parser refuses any other before a route could answer 405. */
const SERVED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE and OPTIONS';

/**
 * The status and message of a request node's parser refused, naming its cause: a URL with raw
 * non-ASCII characters or spaces (the usual one) gets the hint to percent-encode; a method the
 * parser does not know (FOO), a malformed header or a broken Content-Length says so instead of
 * sending the caller to fix a URL that was fine.
 */
function clientErrorAnswer(error: NodeJS.ErrnoException & { reason?: string }): [status: number, message: string] {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return [431, 'request headers too large'];
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return [408, 'request not received in time'];
    case 'HPE_INVALID_URL':
    case 'HPE_INVALID_CONSTANT':
      return [400, 'malformed HTTP request; percent-encode non-ASCII characters and spaces in the URL (q=%E7%89%9B%E4%B8%BC, not q=牛丼)'];
    case 'HPE_INVALID_METHOD':
      return [400, `unknown HTTP method; this service answers ${SERVED_METHODS}`];
    default:
      return [400, `malformed HTTP request${error.reason ? ` (${error.reason.toLowerCase()})` : ''}`];
  }
}
