export {
  createShokujiClient,
  DEFAULT_RETRY_POLICY,
  IDEMPOTENCY_KEY_HEADER,
  retryDelayMs,
  retryingFetch,
  type RetryPolicy,
  type ShokujiClient,
  type ShokujiClientOptions,
} from './shokuji-client';
export type { components, operations, paths } from './openapi-types.gen';
