import { jstHourOf } from '@shokuji/clock';
import {
  DomainError,
  recordNotFound,
  type CreateExerciseBody,
  type ExerciseDay,
  type ExercisesApi,
  type SyncedExerciseBody,
  type UserContext,
} from '@shokuji/contracts';
import { newId } from '@shokuji/storage';
import { JST_ZONE, assertNotFuture, todayOf } from '../date-range';
import { keyedGeneration, keyedRecordId } from '../operation-key';
import type { RecordsStore } from '../store/records-store';
import { defaultExerciseSlot } from './exercise-slot';
import type { ExerciseRecord, ExerciseSource } from './exercises.repository';
import { presentExercise } from './exercises.presenter';

/** Total burn per date (the exerciseBurn of GET /nutrition equals totalBurn of GET /exercises). */
export function burnByDate(rows: ExerciseRecord[]): Map<string, number> {
  const burn = new Map<string, number>();
  for (const row of rows) burn.set(row.exerciseDate, (burn.get(row.exerciseDate) ?? 0) + row.cal);
  return burn;
}

/** API-SPEC.md → Endpoints → Exercise; rows created here have source `manual`, sync rows are protected. */
export function createExercisesService(deps: { store: Pick<RecordsStore, 'exercises'> }): ExercisesApi {
  const { exercises } = deps.store;

  /**
   * The row of a write under an operation key (RequestContext.operationKey), as meals' keyedMealIds: its id is the
   * key's, so an attempt the gateway gave up on (a split records service that answered late) and the client's retry
   * write one row, and the retry is answered with it. The same key after its 24 hours is a new write, the next id.
   */
  async function keyedRow(ctx: UserContext, operationKey: string): Promise<{ id: string; earlier: ExerciseRecord | null }> {
    const { ids, earlier } = await keyedGeneration(
      (generation) => [keyedRecordId('ex', operationKey, 16, generation)],
      (id) => exercises.get(ctx.userId, id),
      ctx.now,
    );
    return { id: ids[0]!, earlier: earlier?.[0] ?? null };
  }

  const insert = (ctx: UserContext, source: ExerciseSource, input: CreateExerciseBody, id = newId('ex')) =>
    exercises.insert({
      id,
      userId: ctx.userId,
      exerciseDate: input.exerciseDate ?? todayOf(ctx.now),
      mealSlot: input.mealSlot ?? defaultExerciseSlot(jstHourOf(new Date(ctx.now))),
      type: input.exerciseType ?? null,
      cal: input.cal,
      durationMin: input.durationMin ?? null,
      notes: input.notes ?? null,
      source,
      createdAt: ctx.now,
    });

  return {
    async listExercises(ctx, input): Promise<ExerciseDay> {
      const date = input.date ?? todayOf(ctx.now);
      const rows = await exercises.listByDateRange(ctx.userId, date, date);
      return { date, timezone: JST_ZONE, totalBurn: burnByDate(rows).get(date) ?? 0, exercises: rows.map(presentExercise) };
    },

    async createExercise(ctx, input) {
      if (input.exerciseDate) assertNotFuture('exerciseDate', input.exerciseDate, ctx.now);
      const keyed = ctx.operationKey ? await keyedRow(ctx, ctx.operationKey) : null;
      if (keyed?.earlier) return presentExercise(keyed.earlier);
      if (!keyed) return presentExercise(await insert(ctx, 'manual', input));
      try {
        return presentExercise(await insert(ctx, 'manual', input, keyed.id));
      } catch (error) {
        // Another attempt of this write inserted the row first; any other failure stays the insert's.
        const inserted = await exercises.get(ctx.userId, keyed.id).catch(() => null);
        if (!inserted) throw error;
        return presentExercise(inserted);
      }
    },

    async deleteExercise(ctx, { id }) {
      const row = await exercises.get(ctx.userId, id);
      if (!row) throw recordNotFound('exercise', id, 'GET /exercises?date=YYYY-MM-DD');
      if (row.source !== 'manual') {
        throw new DomainError('forbidden', 'exercise rows from a health-data sync cannot be deleted through the API', {
          reason: 'synced_exercise',
          userMessage: 'ヘルスケア連携で取り込まれた運動記録はここでは削除できません。連携元のアプリで変更してください。',
        });
      }
      await exercises.delete(ctx.userId, id);
      return { id, deleted: true as const };
    },

    async createSyncedExercise(ctx, input: SyncedExerciseBody) {
      // A synced burn has happened as much as a logged one (docs/decisions-records.md → Future dates).
      assertNotFuture('exerciseDate', input.exerciseDate, ctx.now);
      return presentExercise(await insert(ctx, 'health_sync', input));
    },
  };
}
