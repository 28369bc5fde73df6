import type { Server } from 'node:http';
import type { Express } from 'express';
import { createExpressServer } from './express-server';
import type { Logger } from './logger';
import { listenFailure, type ListenVariables } from './startup-checks';

export interface ServeOptions {
  port: number;
  host: string;
  logger: Logger;
  /** Closes stores and clients after the server stopped accepting. */
  onClose: () => Promise<void>;
  shutdownTimeoutMs: number;
  /** The variables `port` and `host` come from: a port in use or an address not this machine's then fails the start naming them. */
  variables?: ListenVariables;
}

/**
 * Listens first, then builds the app with the port it got (PORT=0 picks a free one, and links the
 * service hands out must name the real port). On SIGTERM/SIGINT stops accepting, lets requests in flight finish, closes the
 * stores, and force-quits after SHUTDOWN_TIMEOUT_MS.
 */
export async function serveHttp(createApp: (port: number) => Express, options: ServeOptions): Promise<Server> {
  const { server, attach } = createExpressServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) => reject(listenFailure(error, options.port, options.host, options.variables)));
    server.listen(options.port, options.host, () => resolve());
  });
  attach(createApp(listeningPort(server)));
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    options.logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      options.logger.error('shutdown timed out; exiting');
      process.exit(1);
    }, options.shutdownTimeoutMs);
    force.unref();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    await options.onClose();
    options.logger.info('stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
  return server;
}

/** The port a server actually listens on (PORT=0 picks a free one). */
export function listeningPort(server: Server): number {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

/** A second listener (the gateway's admin port): bound first, its app attached once built, closed by its owner. */
export async function listenHttp(
  port: number,
  host: string,
  variables?: ListenVariables,
): Promise<{ server: Server; attach: (app: Express) => void; close: () => Promise<void> }> {
  const { server, attach } = createExpressServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) => reject(listenFailure(error, port, host, variables)));
    server.listen(port, host, () => resolve());
  });
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
  return { server, attach, close };
}
