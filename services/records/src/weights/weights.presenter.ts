import type { Weight } from '@shokuji/contracts';
import type { WeightRecord } from './weights.repository';

/** A stored weight in its response shape (API-SPEC.md → Weight and day notes): the owner stays inside. */
export const presentWeight = (row: WeightRecord): Weight => ({
  date: row.date,
  weightKg: row.weightKg,
  bodyFatPct: row.bodyFatPct,
  note: row.note,
  updatedAt: row.updatedAt,
});
