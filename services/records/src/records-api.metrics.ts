import { RECORDS_API_METHODS, type RecordsApi } from '@shokuji/contracts';
import { metrics } from '@shokuji/runtime';

/**
 * The records API with each method's time observed per store (shokuji_store_operation_duration_seconds).
 * The operation label is the method name, from the API's own list, so it never takes a caller's value.
 */
export function timedRecordsApi(api: RecordsApi, store: 'sqlite' | 'mongodb'): RecordsApi {
  const timed: Record<string, unknown> = {};
  for (const method of RECORDS_API_METHODS) {
    const call = api[method] as (ctx: unknown, input: unknown) => Promise<unknown>;
    timed[method] = async (ctx: unknown, input: unknown) => {
      const end = metrics.storeOperationDuration.startTimer({ store, operation: method });
      try {
        const result = await call(ctx, input);
        end({ outcome: 'ok' });
        return result;
      } catch (error) {
        end({ outcome: 'error' });
        throw error;
      }
    };
  }
  return timed as unknown as RecordsApi;
}
