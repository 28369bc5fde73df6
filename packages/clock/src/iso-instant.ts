import { isCalendarDate } from './jst';

/**
 * An ISO 8601 date and time with its zone, in the extended form (2027-01-01T09:00:00+09:00; seconds
 * and their fraction optional; the zone Z, ±hh:mm, ±hhmm or ±hh) or the basic one (20270101T000000Z).
 * A time without a zone names no instant.
 */
const ISO_INSTANT = /^(\d{4})-?(\d{2})-?(\d{2})T(\d{2}):?(\d{2})(?::?(\d{2})(\.\d+)?)?(Z|([+-])(\d{2})(?::?(\d{2}))?)$/i;

/** The instant an ISO 8601 date-time with a zone names (ms since the epoch), or null for anything else (2027-02-31, 24:00, no zone). */
export function parseIsoInstant(text: string): number | null {
  const match = ISO_INSTANT.exec(text);
  if (!match) return null;
  const [, y, mo, d, h, mi, s = '00', fraction = '', zone, sign, zh = '00', zm = '00'] = match;
  if (!isCalendarDate(`${y}-${mo}-${d}`) || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null;
  if (zone!.toUpperCase() !== 'Z' && (Number(zh) > 23 || Number(zm) > 59)) return null;
  const offset = zone!.toUpperCase() === 'Z' ? 'Z' : `${sign}${zh}:${zm}`;
  const ms = Date.parse(`${y}-${mo}-${d}T${h}:${mi}:${s}${fraction.slice(0, 4)}${offset}`);
  return Number.isNaN(ms) ? null : ms;
}
