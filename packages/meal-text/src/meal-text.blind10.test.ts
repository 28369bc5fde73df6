import { gramsOf, useTestEngine } from './meal-text.test-engine';

// Gaps the tenth blind set showed (test/analyze/BLIND.md), each closed by a lexicon row justified on its own
// (PORTIONS.md where it speaks, docs/analyze-text.md's conventions where it is silent). The descriptions here
// are the rows' own, written beside the set's, not the set's lines.

const { estimate, readsEach } = useTestEngine();

describe('dishes and foods that had no estimate', () => {
  readsEach(
    [
      ['スジ煮込み', '11101', 80],
      ['牛スジ煮込み 2皿', '11101', 160],
      ['蓮根のはさみ揚げ 2個', '06317', 40],
      ['焼きガキ 5個', '10292', 100],
      ['アラビアータ', '06184', 100],
      ['penne arrabbiata', '01063', 100],
      ['煮麺', '01043', 100],
      ['参鶏湯', '11221', 120],
      ['もろキュウ', '06065', 100],
      ['ライチ 3個', '07144', 60],
      ['ビワ 2個', '07114', 60],
      ['cheesesteak sandwich', '11037', 80],
      ['bangers & mash', '11189', 120],
      ['2 bruschetta', '01031', 60],
      ['calzone', '01076', 150],
      ['ratatouille', '06116', 50],
      ['gazpacho', '06182', 150],
      ['moussaka', '06191', 100],
      ['ズッキーニ 1本', '06116', 200],
      ['蓮根', '06317', 50],
    ],
    '%s reads %s at %d g',
  );
});

describe('a dish read as one of its words or a plainer dish', () => {
  readsEach(
    [
      ['ツナ丼', '17042', 15],
      ['シーチキン丼', '10263', 70],
      ['鴨そば', '11205', 60],
      ['鴨南蛮', '01128', 200],
      ['長芋の千切り', '02023', 60],
      ['ウオッカトニック', '16054', 124.8],
      ['vodka tonic', '16018', 28.5],
      ['3 enchiladas', '11221', 120],
      ['fajitas', '06245', 40],
      ['beef fajitas', '11047', 120],
      ['goulash', '11047', 100],
      ['gyros', '01076', 60],
      ['shepherds pie', '02017', 150],
      ['beans on toast', '04008', 100],
    ],
    '%s reads %s at %d g',
  );

  it('keeps a ツナマヨ おにぎり an onigiri, not a bowl', () => {
    const onigiri = estimate('ツナマヨおにぎり');
    expect(gramsOf(onigiri, '01088')).toBe(0);
    expect(gramsOf(onigiri, '10263')).toBe(10);
  });

  it('reads sour cream as cream, not a チューハイ', () => {
    const result = estimate('tacos and sour cream');
    expect(gramsOf(result, '16059')).toBe(0);
    expect(gramsOf(result, '13014')).toBe(20);
    expect(result.unknownWords).toEqual([]);
  });
});

describe('a dish or drink read as two foods', () => {
  readsEach(
    [
      ['とりハム', '11220', 100],
      ['カスタード今川焼き 2個', '15146', 200],
      ['グレープジュース', '07119', 208],
    ],
    '%s reads %s at %d g',
  );

  it('reads 鶏ハム without a ハム beside the chicken', () => {
    expect(gramsOf(estimate('鶏ハム 150g'), '11176')).toBe(0);
  });

  it('reads a pbj sandwich as one sandwich, not a second of ham and cheese', () => {
    for (const text of ['pbj sandwich', 'pb and j sandwich']) {
      const result = estimate(text);
      expect(gramsOf(result, '01175')).toBe(60);
      expect(gramsOf(result, '11176')).toBe(0);
    }
  });

  it('reads a fruit juice without the fruit or an orange juice', () => {
    const juice = estimate('ぶどうジュース 1杯');
    expect(gramsOf(juice, '07116')).toBe(0);
    expect(gramsOf(juice, '07043')).toBe(0);
  });
});

describe('counts and piece weights', () => {
  readsEach(
    [
      ['鰹のたたき 3切れ', '10086', 50],
      ['かつおのたたき 12切れ', '10086', 200],
      ['ささみの梅しそ焼き 4本', '11227', 160],
      ['ささみ梅しそ焼き', '11227', 80],
      ['冷凍炒飯 1袋', '18057', 450],
      ['冷凍チャーハン 半袋', '18057', 225],
      ['大葉 3枚', '06095', 3],
    ],
    '%s reads %s at %d g',
  );

  it('still reads a plain チャーハン and かつおのたたき at their servings', () => {
    expect(gramsOf(estimate('チャーハン'), '18057')).toBe(250);
    expect(gramsOf(estimate('冷凍チャーハン'), '18057')).toBe(250);
    expect(gramsOf(estimate('カツオのたたき'), '10086')).toBe(100);
  });
});

describe('piece weights of sweets, fruit and a fried dish', () => {
  readsEach(
    [
      ['みかんゼリー 2個', '15087', 200],
      ['水羊羹 2個', '15039', 160],
      ['カットパイナップル 1パック', '07097', 150],
      ['軟骨揚げ', '11236', 100],
      ['なんこつの唐揚げ', '11236', 100],
    ],
    '%s reads %s at %d g',
  );

  it('reads a fruit ゼリー as the ゼリー, not the fruit beside it', () => {
    const jelly = estimate('みかんゼリー');
    expect(gramsOf(jelly, '15087')).toBe(100);
    expect(jelly.components.map((component) => component.foodNumber)).toEqual(['15087']);
  });
});
