import type { ApiMethodSet, UserContext } from './service-context';
import type { CreateExerciseBody, Exercise, ExerciseDay, ExerciseIdParams, ExercisesQuery, SyncedExerciseBody } from './exercises.schema';

/** API-SPEC.md → Endpoints → Exercise, plus the operator's synced-exercise action. */
export interface ExercisesApi {
  listExercises(ctx: UserContext, input: ExercisesQuery): Promise<ExerciseDay>;
  createExercise(ctx: UserContext, input: CreateExerciseBody): Promise<Exercise>;
  deleteExercise(ctx: UserContext, input: ExerciseIdParams): Promise<{ id: string; deleted: true }>;
  createSyncedExercise(ctx: UserContext, input: SyncedExerciseBody): Promise<Exercise>;
}

export const EXERCISES_API_METHODS: ApiMethodSet<ExercisesApi> = {
  listExercises: true,
  createExercise: true,
  deleteExercise: true,
  createSyncedExercise: true,
};
