import { RECORDS_API_METHODS, type RecordsApi } from '@shokuji/contracts';
import { histogramSeries, metrics } from '@shokuji/runtime';

/**
 * The records API with each method's time observed per store (shokuji_store_operation_duration_seconds).
 * The operation label is the method name, from the API's own list, so it never takes a caller's value.
 */
export function timedRecordsApi(api: RecordsApi, store: 'sqlite' | 'mongodb'): RecordsApi {
  const timed: Record<string, unknown> = {};
  for (const method of RECORDS_API_METHODS) {
    const call = api[method] as (ctx: unknown, input: unknown) => Promise<unknown>;
    // Both outcomes' series made once, not a label object a call (histogramSeries).
    const ok = histogramSeries(metrics.storeOperationDuration, { store, operation: method, outcome: 'ok' });
    const failed = histogramSeries(metrics.storeOperationDuration, { store, operation: method, outcome: 'error' });
    timed[method] = async (ctx: unknown, input: unknown) => {
      const started = process.hrtime.bigint();
      const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
      try {
        const result = await call(ctx, input);
        ok.observe(seconds());
        return result;
      } catch (error) {
        failed.observe(seconds());
        throw error;
      }
    };
  }
  return timed as unknown as RecordsApi;
}
