// Public surface of @shokuji/set-optimizer: the pure heart of POST /sets (docs/sets.md).
export { deriveSetRole, setCandidateOf, type CatalogProductSource, type CatalogRoleSource } from './set-roles';
export { editionKeyOf } from './set-editions';
export { MEAL_KINDS, SET_ROLES, type MealKind, type SetRole, type SetRoleFlags } from './set-role-flags';
export {
  NO_HISTORY,
  type EmptySetsReason,
  type RankedSet,
  type SetAlgorithm,
  type SetCandidateItem,
  type SetFactors,
  type SetLine,
  type SetOptions,
  type SetRequest,
  type SetResult,
  type ShopHistory,
} from './set-request';
export {
  algorithmFor,
  APPROXIMATION_EPSILON,
  EXACT_MAX_ITEMS,
  optimizeSets,
  prepareSets,
  presentSet,
  type PreparedSetTables,
  SET_ALGORITHM,
  DEEP_WORK_BUDGET,
  DEEP_PAIR_WORK_BUDGET,
} from './optimize-sets';
export { adoptKeptSetTables, keptSetTables, type KeptSetTables } from './set-kept-tables';
export * as SET_RULES from './set-rules';
// For tests and benchmarks: the prepared pool and the exhaustive reference.
export { buildSetPool, type SetPool } from './set-pool';
export { enumerateSets } from './set-exhaustive';
export { searchSets, type SearchOutcome } from './set-search';
export type { FoundSet } from './set-ranking';
