export { AdjustableClock, FixedClock, settledBefore, systemClock } from './clock';
export type { Clock } from './clock';
export * from './jst';
