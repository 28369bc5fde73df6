import type { WeightsApi } from '@shokuji/contracts';
import { JST_ZONE, assertNotFuture, resolveDateRange, todayOf } from '../date-range';
import type { RecordsStore } from '../store/records-store';
import { presentWeight } from './weights.presenter';

/** API-SPEC.md → Weight and day notes: one weight per day; omitted bodyFatPct/note keep, null erases. */
export function createWeightsService(deps: { store: Pick<RecordsStore, 'weights'> }): WeightsApi {
  const { weights } = deps.store;
  return {
    async listWeights(ctx, input) {
      const { startDate, endDate } = resolveDateRange(input, ctx.now);
      const rows = await weights.listByDateRange(ctx.userId, startDate, endDate);
      return { startDate, endDate, timezone: JST_ZONE, items: rows.map(presentWeight) };
    },

    async recordWeight(ctx, input) {
      const date = input.date ?? todayOf(ctx.now);
      assertNotFuture('date', date, ctx.now);
      const { record, created } = await weights.upsert(
        ctx.userId,
        date,
        { weightKg: input.weightKg, bodyFatPct: input.bodyFatPct, note: input.note },
        ctx.now,
      );
      return { ...presentWeight(record), created };
    },
  };
}
