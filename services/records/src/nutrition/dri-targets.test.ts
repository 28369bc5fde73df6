import { ageAt, ageBandOf, selectDriTargets } from './dri-targets';

describe('DRI 2025 target selection (GET /nutrition/detailed targets)', () => {
  it('computes completed years at the date and the adult age band', () => {
    expect(ageAt('1990-11-22', '2026-11-21')).toBe(35);
    expect(ageAt('1990-11-21', '2026-11-21')).toBe(36);
    expect(ageBandOf(17)).toBeNull();
    expect(ageBandOf(18)).toBe('18-29');
    expect(ageBandOf(49)).toBe('30-49');
    expect(ageBandOf(50)).toBe('50-64');
    expect(ageBandOf(80)).toBe('75+');
  });

  it('uses the RDA by sex and band, the menstruation iron RDA for women, UL with its edition', () => {
    const male = selectDriTargets({ sex: 'male', age: 40 }, 1, null)!;
    const female = selectDriTargets({ sex: 'female', age: 40 }, 1, null)!;
    expect(male.basis).toMatchObject({ sex: 'male', age: 40, ageBand: '30-49', days: 1 });
    expect(female.nutrients.iron).toEqual({ value: 10.5, kind: 'rda', upperLimit: null, upperLimitEdition: null, unit: 'mg' });
    expect(male.nutrients.iron.value).toBe(7.5);
    expect(female.nutrients.calcium).toEqual({ value: 650, kind: 'rda', upperLimit: 2500, upperLimitEdition: '2020', unit: 'mg' });
    expect(female.nutrients.vitaminA).toMatchObject({ value: 700, kind: 'rda', upperLimit: 2700, upperLimitEdition: '2025' });
  });

  it('uses DG bounds where the DRI sets a goal: fiber and potassium minimum, salt and sodium maximum', () => {
    const t = selectDriTargets({ sex: 'female', age: 35 }, 1, null)!.nutrients;
    expect(t.fiber).toMatchObject({ value: 18, kind: 'dg_min' });
    expect(t.potassium).toMatchObject({ value: 2600, kind: 'dg_min' });
    expect(t.salt).toMatchObject({ value: 6.5, kind: 'dg_max' });
    expect(t.sodium).toMatchObject({ value: 2559, kind: 'dg_max', unit: 'mg' });
    expect(t.vitaminD).toMatchObject({ value: 9, kind: 'ai', upperLimit: 100 });
    for (const key of ['sugar', 'transFat', 'cholesterol', 'unsaturatedFat'] as const)
      expect(t[key]).toMatchObject({ value: null, kind: 'not_set' });
  });

  it('replaces cal and PFC by the personal goal; saturated fat is 7 % of the goal energy; everything scales with the days', () => {
    const t = selectDriTargets({ sex: 'male', age: 25 }, 7, { cal: 14000, protein: 700, fat: 420, carbs: 1750 })!.nutrients;
    expect(t.cal).toEqual({ value: 14000, kind: 'goal', upperLimit: null, upperLimitEdition: null, unit: 'kcal' });
    expect(t.protein).toMatchObject({ value: 700, kind: 'goal' });
    expect(t.saturatedFat).toMatchObject({ value: 108.9, kind: 'dg_max' });
    expect(t.calcium.value).toBe(800 * 7);
  });

  it('falls back to the protein RDA and leaves cal, fat and carbs unset without a goal; null under 18', () => {
    const t = selectDriTargets({ sex: 'male', age: 25 }, 2, null)!.nutrients;
    expect(t.protein).toMatchObject({ value: 130, kind: 'rda' });
    expect(t.cal).toMatchObject({ value: null, kind: 'not_set' });
    expect(selectDriTargets({ sex: 'female', age: 16 }, 1, null)).toBeNull();
  });
});
