import { FixedClock } from '@shokuji/clock';
import { createClientMetadataDocuments, DEFAULT_CLIENT_METADATA_LIMITS } from './client-metadata-document';

// A name server that never answers: the lookup's promise stays pending.
jest.mock('node:dns/promises', () => ({ lookup: () => new Promise(() => undefined) }));

describe('client metadata document fetch, the name lookup', () => {
  it('is bounded by the fetch deadline: a resolver that never answers refuses the client (without the bound this call never settles)', async () => {
    const documents = createClientMetadataDocuments(new FixedClock(new Date('2026-12-01T00:00:00Z')), {
      ...DEFAULT_CLIENT_METADATA_LIMITS,
      timeoutMs: 50,
    });
    await expect(documents.resolve('https://slow-dns.example/client.json')).rejects.toThrow(
      'slow-dns.example did not resolve within 50 ms',
    );
  });
});
