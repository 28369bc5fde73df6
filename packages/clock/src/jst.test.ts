import {
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
import { AdjustableClock, FixedClock } from './clock';

describe('JST calendar', () => {
  it.each([
    ['2026-11-21T14:59:59Z', '2026-11-21', 23],
    ['2026-11-21T15:00:00Z', '2026-11-22', 0],
    ['2026-12-31T15:30:00Z', '2027-01-01', 0],
    ['2026-11-21T01:00:00Z', '2026-11-21', 10],
  ])('%s is %s at hour %i in JST', (iso, date, hour) => {
    expect(jstDateOf(new Date(iso))).toBe(date);
    expect(jstHourOf(new Date(iso))).toBe(hour);
  });

  it('numbers JST days: equal numbers exactly when the JST dates are equal', () => {
    const instants = [
      '2026-11-20T15:00:00Z',
      '2026-11-21T03:00:00Z',
      '2026-11-21T14:59:59.999Z',
      '2026-11-21T15:00:00Z',
      '1969-12-31T15:00:00Z',
    ];
    for (const a of instants) {
      for (const b of instants) {
        const sameNumber = jstDayNumberOf(Date.parse(a)) === jstDayNumberOf(Date.parse(b));
        expect([a, b, sameNumber]).toEqual([a, b, jstDateOf(new Date(a)) === jstDateOf(new Date(b))]);
      }
    }
  });

  it('resets the Free window at 00:00 JST', () => {
    expect(nextJstMidnight(new Date('2026-11-21T14:59:59Z')).toISOString()).toBe('2026-11-21T15:00:00.000Z');
    expect(nextJstMidnight(new Date('2026-11-21T15:00:00Z')).toISOString()).toBe('2026-11-22T15:00:00.000Z');
  });

  it('resets the Premium window at each full UTC hour', () => {
    expect(nextUtcHour(new Date('2026-11-21T10:59:59.999Z')).toISOString()).toBe('2026-11-21T11:00:00.000Z');
    expect(nextUtcHour(new Date('2026-11-21T11:00:00Z')).toISOString()).toBe('2026-11-21T12:00:00.000Z');
  });

  it.each([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['2026-04-31', false],
    ['20260401', false],
    // Years below 100 are real years too (Date.UTC would read 0001 as 1901).
    ['0001-01-01', true],
    ['0004-02-29', true],
    ['0099-02-29', false],
    ['9999-12-31', true],
  ])('isCalendarDate(%s) = %s', (value, ok) => {
    expect(isCalendarDate(value)).toBe(ok);
  });

  it('does date arithmetic across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-01', '2026-11-14')).toBe(13);
    expect(datesInRange('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
  });

  it('datesInRange ends at the last valid date 9999-12-31 (the day after it, +010000-01-01, sorts before it as text)', () => {
    expect(datesInRange('9999-12-31', '9999-12-31')).toEqual(['9999-12-31']);
    expect(datesInRange('9999-12-30', '9999-12-31')).toEqual(['9999-12-30', '9999-12-31']);
    expect(datesInRange('2026-01-02', '2026-01-01')).toEqual([]);
  });
});

describe('clocks', () => {
  it('an adjustable clock keeps running from the instant it was set to', () => {
    const base = new FixedClock(new Date('2026-01-01T00:00:00Z'));
    const clock = new AdjustableClock(base);
    clock.set(new Date('2030-05-05T05:05:05Z'));
    base.advance(1000);
    expect(clock.now().toISOString()).toBe('2030-05-05T05:05:06.000Z');
    clock.reset();
    expect(clock.now().toISOString()).toBe('2026-01-01T00:00:01.000Z');
  });
});
