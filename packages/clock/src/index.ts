export { AdjustableClock, FixedClock, systemClock } from './clock';
export type { Clock } from './clock';
export * from './jst';
export { parseIsoInstant } from './iso-instant';
