/**
 * Japan Standard Time helpers. JST has no daylight saving time, so a fixed +9 h offset is exact
 * (API-SPEC.md → "What the service does" 8).
 */
export const JST_ZONE = 'Asia/Tokyo';
const JST_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The number of the JST day an instant (ms since the epoch) falls on: equal numbers, the same JST date. */
export function jstDayNumberOf(instantMs: number): number {
  return Math.floor((instantMs + JST_OFFSET_MS) / DAY_MS);
}

/** The JST calendar date (YYYY-MM-DD) of an instant. */
export function jstDateOf(instant: Date): string {
  return new Date(instant.getTime() + JST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The JST hour of day (0-23) of an instant. */
export function jstHourOf(instant: Date): number {
  return new Date(instant.getTime() + JST_OFFSET_MS).getUTCHours();
}

/** The instant of the next 00:00 JST after an instant (the Free quota reset). */
export function nextJstMidnight(instant: Date): Date {
  const shifted = instant.getTime() + JST_OFFSET_MS;
  return new Date(Math.floor(shifted / DAY_MS) * DAY_MS + DAY_MS - JST_OFFSET_MS);
}

/** The instant of the next full UTC hour after an instant (the Premium quota reset). */
export function nextUtcHour(instant: Date): Date {
  return new Date(Math.floor(instant.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS);
}

/** True for a real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match;
  // setUTCFullYear, not Date.UTC: Date.UTC maps the years 0-99 to 1900-1999.
  const date = new Date(0);
  date.setUTCFullYear(Number(y), Number(m) - 1, Number(d));
  return date.toISOString().slice(0, 10) === value;
}

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const base = Date.parse(`${date}T00:00:00Z`);
  return new Date(base + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to` (both YYYY-MM-DD); 0 for the same date. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * Every date from `start` to `end` inclusive. Counted, not compared as text: the day after
 * 9999-12-31 is written +010000-01-01, which sorts before it, so a text comparison never ended.
 */
export function datesInRange(start: string, end: string): string[] {
  const count = daysBetween(start, end) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(start, i));
}
