import { RECORDS_API_METHODS, type RecordsApi } from '@shokuji/contracts';
import { metricsText } from '@shokuji/runtime';
import { timedRecordsApi } from './records-api.metrics';

/** The count of one store operation's series in /metrics, 0 while it has none. */
async function countOf(operation: string, outcome: string): Promise<number> {
  const line = (await metricsText()).body
    .split('\n')
    .find((row) =>
      row.startsWith(`shokuji_store_operation_duration_seconds_count{store="mongodb",operation="${operation}",outcome="${outcome}"} `),
    );
  return line === undefined ? 0 : Number(line.split(' ')[1]);
}

describe('timedRecordsApi', () => {
  it('observes each call once, under its store, method and outcome, in that label order', async () => {
    const failing = new Error('store down');
    const api = Object.fromEntries(
      RECORDS_API_METHODS.map((method) => [method, async () => (method === 'deleteMeal' ? Promise.reject(failing) : method)]),
    ) as unknown as RecordsApi;
    const timed = timedRecordsApi(api, 'mongodb') as unknown as Record<string, (ctx: unknown, input: unknown) => Promise<unknown>>;
    const before = { ok: await countOf('createMeals', 'ok'), error: await countOf('deleteMeal', 'error') };

    await expect(timed.createMeals!({}, {})).resolves.toBe('createMeals');
    await expect(timed.createMeals!({}, {})).resolves.toBe('createMeals');
    await expect(timed.deleteMeal!({}, {})).rejects.toBe(failing);

    expect(await countOf('createMeals', 'ok')).toBe(before.ok + 2);
    expect(await countOf('deleteMeal', 'error')).toBe(before.error + 1);
    // A series appears with its first call only: no empty series for the methods not called.
    expect(await countOf('createMeals', 'error')).toBe(0);
  });
});
