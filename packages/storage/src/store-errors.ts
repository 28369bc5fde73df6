import type * as MongoDriver from 'mongodb';
import { DomainError } from '@shokuji/contracts';

/**
 * True when a store could not be reached (MongoDB down or unreachable, a SQLite file locked past
 * the busy timeout): the caller should answer 503 unavailable and retry later, not 500.
 */
export function isStoreUnavailableError(error: unknown): boolean {
  if (isMongoOutage(error)) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED';
}

/**
 * The driver's outage errors (and their subclasses), by instanceof. The driver is loaded here only
 * for an error whose name says it comes from the driver (every MongoDB error's name starts with
 * "Mongo"), so a process on the embedded stores never loads it (about 0.1 s of a start) and one
 * that can meet such an error has already loaded it.
 */
function isMongoOutage(error: unknown): boolean {
  if (!(error instanceof Error) || !error.name.startsWith('Mongo')) return false;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first need, see above
  const driver = require('mongodb') as typeof MongoDriver;
  return (
    error instanceof driver.MongoServerSelectionError ||
    error instanceof driver.MongoNetworkError ||
    error instanceof driver.MongoNotConnectedError ||
    error instanceof driver.MongoTopologyClosedError
  );
}

/**
 * A store outage as the domain error every caller answers with (503 unavailable, retry after 5 s);
 * null for any other error. The gateway's error handler and the service RPC router both use it.
 */
export function storeOutageError(error: unknown): DomainError | null {
  return isStoreUnavailableError(error) ? new DomainError('unavailable', 'a data store is unreachable', { retryAfterSec: 5 }) : null;
}
