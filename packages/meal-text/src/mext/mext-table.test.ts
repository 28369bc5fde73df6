import { MextTable } from './mext-table';

describe('MextTable.variantGap', () => {
  const table = MextTable.load();
  const gap = (foodNumber: string, stated: Array<'skin' | 'trim'> = []): number => table.variantGap(table.get(foodNumber), new Set(stated));

  it("is the energy gap to MEXT's main item (lowest food number) among the variants the text left open", () => {
    expect(gap('11220')).toBeCloseTo((133 - 105) / 105, 6); // 鶏むね 皮なし → 皮つき 11219
    expect(gap('11126')).toBeCloseTo((248 - 190) / 190, 6); // 豚ロース 皮下脂肪なし → 脂身つき 11123
    expect(gap('11127')).toBeCloseTo((248 - 140) / 140, 6); // 豚ロース 赤肉 → 脂身つき
  });

  it('is 0 for the main item, for a variant the text states and for a food MEXT lists once', () => {
    expect(gap('11219')).toBe(0);
    expect(gap('11123')).toBe(0);
    expect(gap('11220', ['skin'])).toBe(0);
    expect(gap('11126', ['trim'])).toBe(0);
    expect(gap('11227')).toBe(0); // ささみ: no skin or trim variants
    expect(gap('11128')).toBe(0); // 豚ロース 脂身 is another part, not a trim
  });
});
