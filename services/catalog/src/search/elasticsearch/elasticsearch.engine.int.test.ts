import { createServer } from 'node:net';
import { DomainError } from '@shokuji/contracts';
import { baseQuery } from '../search-engine.contract';
import { createElasticsearchSearchEngine } from './elasticsearch.engine';

/** A loopback port that was just free: connections to it are refused, as to a stopped node. */
async function refusingPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('Elasticsearch engine, its only node stopped', () => {
  it('a search fails as unavailable at once: its one retry waits 50-100 ms (the client alone waited 1-2 s)', async () => {
    const engine = createElasticsearchSearchEngine({ url: `http://127.0.0.1:${await refusingPort()}`, indexAlias: 'catalog' });
    try {
      const started = Date.now();
      const failure = await engine.search(baseQuery()).catch((error: unknown) => error);
      const elapsedMs = Date.now() - started;
      expect(failure).toBeInstanceOf(DomainError);
      expect((failure as DomainError).code).toBe('unavailable');
      expect(elapsedMs).toBeLessThan(900);
    } finally {
      await engine.close();
    }
  });
});
