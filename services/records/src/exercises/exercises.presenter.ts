import type { Exercise } from '@shokuji/contracts';
import type { ExerciseRecord } from './exercises.repository';

/** A stored exercise row in its response shape (API-SPEC.md → Exercise): the owner stays inside. */
export function presentExercise(row: ExerciseRecord): Exercise {
  return {
    id: row.id,
    exerciseDate: row.exerciseDate,
    mealSlot: row.mealSlot,
    type: row.type,
    cal: row.cal,
    durationMin: row.durationMin,
    notes: row.notes,
    source: row.source,
    createdAt: row.createdAt,
  };
}
