import { MongoNetworkError, MongoNotConnectedError, MongoServerSelectionError, MongoTopologyClosedError } from 'mongodb';
import { DomainError } from '@shokuji/contracts';

/**
 * True when a store could not be reached (MongoDB down or unreachable, a SQLite file locked past
 * the busy timeout): the caller should answer 503 unavailable and retry later, not 500.
 */
export function isStoreUnavailableError(error: unknown): boolean {
  if (
    error instanceof MongoServerSelectionError ||
    error instanceof MongoNetworkError ||
    error instanceof MongoNotConnectedError ||
    error instanceof MongoTopologyClosedError
  ) {
    return true;
  }
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED';
}

/**
 * A store outage as the domain error every caller answers with (503 unavailable, retry after 5 s);
 * null for any other error. The gateway's error handler and the service RPC router both use it.
 */
export function storeOutageError(error: unknown): DomainError | null {
  return isStoreUnavailableError(error) ? new DomainError('unavailable', 'a data store is unreachable', { retryAfterSec: 5 }) : null;
}
