import driData from '../../data/dri_2025_adults.json';
import { ageAt, ageBandOf, selectDriTargets, UL_SCOPES } from './dri-targets';

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
    expect(female.nutrients.iron).toEqual({
      value: 10.5,
      kind: 'rda',
      upperLimit: null,
      upperLimitEdition: null,
      upperLimitAppliesTo: null,
      unit: 'mg',
    });
    expect(male.nutrients.iron.value).toBe(7.5);
    expect(female.nutrients.calcium).toEqual({
      value: 650,
      kind: 'rda',
      upperLimit: 2500,
      upperLimitEdition: '2020',
      upperLimitAppliesTo: 'all_intake',
      unit: 'mg',
    });
    expect(female.nutrients.vitaminA).toMatchObject({ value: 700, kind: 'rda', upperLimit: 2700, upperLimitEdition: '2025' });
  });

  it('says what each UL bounds: the footnoted ones bound one source or one form, every other all intake', () => {
    const male = selectDriTargets({ sex: 'male', age: 40 }, 1, null)!.nutrients;
    // RDA 380 mg above a UL of 350 mg: that UL is on supplements and additives only.
    expect(male.magnesium).toMatchObject({ value: 380, upperLimit: 350, upperLimitAppliesTo: 'supplements_only' });
    expect(male.folate).toMatchObject({ upperLimitAppliesTo: 'supplements_only' });
    expect(male.vitaminA).toMatchObject({ upperLimitAppliesTo: 'one_form' });
    expect(male.vitaminD).toMatchObject({ upperLimit: 100, upperLimitAppliesTo: 'all_intake' });
    expect(male.salt).toMatchObject({ upperLimit: null, upperLimitAppliesTo: null });
    // The map follows the data: a key has a scope of its own exactly when its rows with a UL carry a note.
    const rows = (driData as { rows: { key: string; ul?: number | null; ulNote?: string }[] }).rows;
    const noted = [...new Set(rows.filter((r) => r.ul != null && r.ulNote).map((r) => r.key))].sort();
    expect(Object.keys(UL_SCOPES).sort()).toEqual(noted);
    for (const key of noted) expect(rows.filter((r) => r.key === key && r.ul != null).every((r) => r.ulNote)).toBe(true);
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
    expect(t.cal).toEqual({
      value: 14000,
      kind: 'goal',
      upperLimit: null,
      upperLimitEdition: null,
      upperLimitAppliesTo: null,
      unit: 'kcal',
    });
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
