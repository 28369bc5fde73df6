import { createServer, IncomingMessage, ServerResponse, type Server } from 'node:http';
import type { Express } from 'express';

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
