export { AdjustableClock, FixedClock, settledBefore, systemClock } from './clock';
export type { Clock } from './clock';
export {
  JST_ZONE,
  addDays,
  datesInRange,
  daysBetween,
  isCalendarDate,
  jstDateOf,
  jstDayNumberOf,
  jstHourOf,
  nextJstMidnight,
  nextUtcHour,
} from './jst';
