import { defineEndpoint } from '../endpoint';
import {
  CreateExerciseBodySchema,
  CreateExerciseResponseSchema,
  DeleteExerciseResponseSchema,
  ExerciseIdParamsSchema,
  ExercisesQuerySchema,
  ExercisesResponseSchema,
} from '../exercises.schema';

/** API-SPEC.md → Endpoints → Exercise. */
const exercises = { tag: 'Exercise', access: 'premium', feature: 'exercise', quotaCost: 1 } as const;

export const listExercisesEndpoint = defineEndpoint({
  ...exercises,
  operationId: 'listExercises',
  method: 'get',
  path: '/exercises',
  summary: 'Exercise records and total burn of a day (default today, JST).',
  query: ExercisesQuerySchema,
  response: ExercisesResponseSchema,
});

export const createExerciseEndpoint = defineEndpoint({
  ...exercises,
  operationId: 'createExercise',
  method: 'post',
  path: '/exercises',
  summary: 'Record an exercise; its burn is added to that day’s effective goal in GET /nutrition.',
  description:
    'cal is an integer 0-5000. exerciseDate defaults to today (JST), future dates are refused. mealSlot defaults from the JST clock: 04-07 early_morning, 08-11 mid_morning, 12-17 afternoon, 18-03 late_night. The row gets source manual.',
  body: CreateExerciseBodySchema,
  bodyExample: { cal: 180, exerciseType: 'walking', durationMin: 40 },
  response: CreateExerciseResponseSchema,
  successStatus: 201,
});

export const deleteExerciseEndpoint = defineEndpoint({
  ...exercises,
  operationId: 'deleteExercise',
  method: 'delete',
  path: '/exercises/:id',
  summary: 'Delete an exercise record of source manual.',
  description: 'Rows from a health-data sync are protected: 403 forbidden with reason synced_exercise. An unknown id gives 404.',
  params: ExerciseIdParamsSchema,
  response: DeleteExerciseResponseSchema,
});

export const exercisesEndpoints = [listExercisesEndpoint, createExerciseEndpoint, deleteExerciseEndpoint];
