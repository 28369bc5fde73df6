import { createServer } from 'node:net';

/**
 * A port on 127.0.0.1 that nothing listens on right now: the system hands out a free one, which is closed again at
 * once, so a connection to it is refused (ECONNREFUSED). For tests of what a start says about a store or an engine that
 * cannot be reached (MONGODB_URL, ELASTICSEARCH_URL), without a server. Imported by path, as
 * '@shokuji/storage/src/closed-port.test-support', by tests only.
 */
export async function closedLocalPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
