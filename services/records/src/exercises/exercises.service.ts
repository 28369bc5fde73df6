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

  const insert = (ctx: UserContext, source: ExerciseSource, input: CreateExerciseBody) =>
    exercises.insert({
      id: newId('ex'),
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
      return presentExercise(await insert(ctx, 'manual', input));
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
