import { FixedClock, jstHourOf } from '@shokuji/clock';
import { defaultExerciseSlot } from './exercise-slot';

describe('defaultExerciseSlot (JST hour → between-meal slot)', () => {
  it.each([
    [4, 'early_morning'],
    [7, 'early_morning'],
    [8, 'mid_morning'],
    [11, 'mid_morning'],
    [12, 'afternoon'],
    [17, 'afternoon'],
    [18, 'late_night'],
    [23, 'late_night'],
    [0, 'late_night'],
    [3, 'late_night'],
  ])('hour %i → %s', (hour, slot) => {
    expect(defaultExerciseSlot(hour)).toBe(slot);
  });

  it('reads the JST hour, not UTC', () => {
    const clock = new FixedClock(new Date('2026-11-20T22:30:00Z')); // 07:30 JST on the 21st
    expect(defaultExerciseSlot(jstHourOf(clock.now()))).toBe('early_morning');
  });
});
