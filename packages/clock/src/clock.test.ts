import { AdjustableClock, FixedClock, settledBefore } from './clock';

describe('settledBefore', () => {
  const REAL = new Date('2026-12-01T12:00:00.000Z');
  const day = (n: number) => new Date(REAL.getTime() + n * 24 * 60 * 60 * 1000);

  it('is now on a clock nobody sets', () => {
    expect(settledBefore(new FixedClock(REAL))).toEqual(REAL);
  });

  it('on a test clock, is the earliest of now, real time and every instant it was set to, through a reset', () => {
    const clock = new AdjustableClock(new FixedClock(REAL));
    expect(settledBefore(clock)).toEqual(REAL);
    clock.set(day(2));
    expect(settledBefore(clock)).toEqual(REAL);
    clock.set(day(-5));
    expect(settledBefore(clock)).toEqual(day(-5));
    clock.set(day(1));
    expect(settledBefore(clock)).toEqual(day(-5));
    clock.reset();
    expect(settledBefore(clock)).toEqual(day(-5));
  });
});
