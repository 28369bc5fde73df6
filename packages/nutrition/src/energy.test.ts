import { ACTIVITY_FACTORS, activityFactor, ageOn, formulaTdeeKcal, mifflinStJeorBmrKcal } from './energy';

describe('Mifflin-St Jeor resting energy', () => {
  it('gives 10·kg + 6.25·cm − 5·age − 161 for women and + 5 for men', () => {
    expect(mifflinStJeorBmrKcal({ heightCm: 160, weightKg: 60, ageYears: 36, gender: 'female' })).toBe(1259);
    expect(mifflinStJeorBmrKcal({ heightCm: 175, weightKg: 70, ageYears: 30, gender: 'male' })).toBe(1648.75);
  });

  it('multiplies by the activity factor of levels 1-5', () => {
    expect(Object.values(ACTIVITY_FACTORS)).toEqual([1.2, 1.375, 1.55, 1.725, 1.9]);
    expect(formulaTdeeKcal({ heightCm: 160, weightKg: 60, ageYears: 36, gender: 'female' }, 2)).toBeCloseTo(1731.125, 3);
    expect(() => activityFactor(6)).toThrow(RangeError);
    expect(() => activityFactor(2.5)).toThrow(RangeError);
  });
});

describe('ageOn', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('1990-11-21', '2026-11-20')).toBe(35);
    expect(ageOn('1990-11-21', '2026-11-21')).toBe(36);
    expect(ageOn('1990-02-28', '2026-03-01')).toBe(36);
  });
});
