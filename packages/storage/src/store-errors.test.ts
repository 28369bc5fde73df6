import { MongoNetworkError, MongoNetworkTimeoutError, MongoServerSelectionError } from 'mongodb';
import { isStoreUnavailableError, storeOutageError } from './store-errors';

describe('isStoreUnavailableError', () => {
  it('recognises an unreachable MongoDB and a locked SQLite file', () => {
    expect(isStoreUnavailableError(new MongoNetworkError('connect ECONNREFUSED 127.0.0.1:27027'))).toBe(true);
    expect(
      isStoreUnavailableError(
        new MongoServerSelectionError('Server selection timed out after 1500 ms', {
          type: 'Unknown',
          servers: new Map(),
          stale: false,
          compatible: true,
          heartbeatFrequencyMS: 10000,
          localThresholdMS: 15,
          setName: null,
          maxElectionId: null,
          maxSetVersion: null,
          commonWireVersion: 0,
          logicalSessionTimeoutMinutes: null,
        } as never),
      ),
    ).toBe(true);
    expect(isStoreUnavailableError(Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isStoreUnavailableError(new Error('boom'))).toBe(false);
    expect(isStoreUnavailableError(Object.assign(new Error('UNIQUE constraint failed'), { code: 'SQLITE_CONSTRAINT_PRIMARYKEY' }))).toBe(
      false,
    );
    expect(isStoreUnavailableError(null)).toBe(false);
  });

  it("tells the driver's errors by class, not by their name", () => {
    class MongoNetworkError extends Error {
      override name = 'MongoNetworkError';
    }
    expect(isStoreUnavailableError(new MongoNetworkError('not from the driver'))).toBe(false);
    expect(isStoreUnavailableError(new MongoNetworkTimeoutError('connection timed out'))).toBe(true);
  });

  it('becomes the 503 unavailable callers answer with, and nothing for other errors', () => {
    expect(storeOutageError(Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }))).toMatchObject({
      code: 'unavailable',
      details: { retryAfterSec: 5 },
    });
    expect(storeOutageError(new Error('boom'))).toBeNull();
  });
});
