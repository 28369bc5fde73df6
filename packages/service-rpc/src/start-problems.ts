import { invalidConfiguration } from '@shokuji/runtime';
import { StartConnectionProblem } from '@shokuji/storage';

/**
 * A main's `.catch` on what connects at start (a store on MongoDB): the StartConnectionProblem that
 * names its variable (`MONGODB_URL: …`) becomes the service's invalid-configuration start error, as a
 * bad variable checked before it is; any other error goes on unchanged. Every main that opens a store
 * uses it, the gateway's included. It lives here because this package depends on both runtime, which
 * makes the start error, and storage, which throws the problem; runtime may not depend on storage.
 */
export function namedAtStart(service: string): (error: unknown) => never {
  return (error) => {
    throw error instanceof StartConnectionProblem ? invalidConfiguration(service, [error.problem]) : error;
  };
}
