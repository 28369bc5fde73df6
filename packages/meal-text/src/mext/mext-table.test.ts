import { MextTable, type VariantDimension } from './mext-table';

describe('MextTable.variantGap', () => {
  const table = MextTable.load();
  const gap = (foodNumber: string, stated: VariantDimension[] = []): number => table.variantGap(table.get(foodNumber), new Set(stated));

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

  it('reads the bean paste of a sweet, the sugar grade of a jam, straight or reconstituted juice and wild or farmed fish as open variants', () => {
    expect(gap('07014')).toBeCloseTo((250 - 194) / 194, 6); // いちごジャム 低糖度 → 高糖度 07013
    expect(gap('15156')).toBeCloseTo((292 - 282) / 282, 6); // どら焼 こしあん入り → つぶしあん入り 15027
    expect(gap('07150')).toBeCloseTo((47 - 43) / 47, 6); // りんごジュース 濃縮還元 → ストレート 07149
    expect(gap('10450')).toBeCloseTo((153 - 115) / 153, 6); // くろまぐろ 養殖 赤身 → 天然 10253
    for (const main of ['07013', '15027', '07149', '10253']) expect(gap(main)).toBe(0);
    expect(gap('07014', ['sugar'])).toBe(0);
    expect(gap('07123')).toBe(0); // ぶどうジャム: one grade only
  });
});
