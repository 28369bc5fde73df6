import { gramsOf, useTestEngine } from './meal-text.test-engine';

// The fifty-first round (docs/analyze-text.md): gaps the thirteenth blind set showed (test/analyze/BLIND.md), each
// closed by a rule or a lexicon row justified on its own. The descriptions here are the rows' and rules' own, not the
// set's lines.

const { estimate, readsEach } = useTestEngine();

describe('dishes that had no estimate, or only a word beside them read', () => {
  readsEach(
    [
      ['わんこそば 45杯', '01128', 600],
      ['wanko soba', '01128', 200],
      ['トルコライス', '11276', 100],
      ['ハントンライス', '18021', 60],
      ['富山ブラック', '17063', 1],
      ['徳島ラーメン', '11129', 40],
      ['あんかけスパゲッティ', '01063', 100],
      ['tom kha', '07158', 100],
      ['フーチャンプルー', '01068', 15],
      ['はらこめし', '10140', 30],
      ['おやき 3個', '06231', 90],
      ['bao bun', '15181', 40],
      ['crème brûlée', '12010', 18],
      ['シャンディガフ', '16006', 151.5],
      ['刀削麺', '01039', 250],
      ['北京ダック 4枚', '11284', 40],
      ['ケランチム', '12004', 100],
      ['バインセオ 2枚', '01158', 80],
      ['ナシレマ', '07158', 20],
      ['ごまさば', '10154', 80],
      ['toad-in-the-hole', '11189', 100],
      ['ぶりのりゅうきゅう', '10241', 80],
      ['マーラータン', '02039', 30],
      ['lobster roll', '10320', 80],
      ['chicken and sausage gumbo', '11189', 40],
      ['ソルロンタン', '01043', 20],
      ['waldorf salad', '07148', 80],
      ['reuben', '11105', 60],
      ['corned beef hash', '11105', 60],
      ['3 souvlaki', '11221', 180],
      ['tzatziki', '13025', 40],
      ['biscuits and gravy', '11163', 40],
      ['soft pretzel', '01031', 100],
      ['general tso chicken', '11221', 150],
      ['kung pao chicken', '05035', 15],
      ['beef and broccoli', '17031', 10],
      ['smashed cucumber', '06065', 100],
      ['かすうどん', '11098', 20],
      ['ひっぱりうどん', '01042', 200],
      ['mango sticky rice', '07158', 40],
      ['ユッケジャン', '06123', 20],
      ['an old fashioned', '16016', 57],
      ['そばがき', '01122', 50],
      ['火鍋', '11202', 40],
      ['ミルフィーユ鍋', '11129', 80],
      ['fish burger', '18021', 60],
      ['ささみわさび 2本', '11227', 80],
      ['アスパラの肉巻き 6本', '11129', 90],
      ['chicken and waffles', '11289', 150],
      ['fried mozzarella', '13056', 84],
      ['mulled wine', '16011', 180],
      ['quinoa salad', '01167', 30],
      ['tofu hamburg', '18052', 100],
      ['豚足 2本', '11172', 240],
      ['genmaicha', '16041', 150],
      ['塩豆 ひとつかみ', '04015', 25],
      ['なめたけ', '08003', 20],
      ['黒はんぺん 3枚', '10423', 90],
      ['栃尾揚げ', '04040', 100],
      ['ソフト麺ミートソース', '01039', 180],
      ['sausages with gravy', '17105', 30],
      ['spaghetti marinara', '17037', 100],
      ['ガーリック', '06223', 5],
      ['信州そば', '01128', 200],
      ['甲府で もつ煮', '11170', 80],
    ],
    '%s reads %s at %d g',
  );
});

describe('dishes that were read as one of their words', () => {
  it.each([
    // [text, the food it was read as, a food of the dish itself, its grams]
    ['ウィンナーコーヒー', '11186', '13017', 20],
    ['いちご煮', '07012', '10365', 30],
    ['大根もち 2切れ', '01117', '01114', 24],
    ['har gow 8個', '18002', '10329', 120],
    ['マンゴープリン', '15086', '07132', 40],
    ['鶏のクリーム煮', '13014', '13003', 154.5],
    ['あんこう鍋', '11221', '10032', 20],
    ['ソフト麺ミートソース', '01063', '17033', 100],
    ['塩豆', '17012', '04015', 25],
    ['鮭ハラミ', '11274', '10139', 80],
    ['an old fashioned', '15078', '03003', 5],
    ['クリームチーズに酒盗', '16001', '10095', 10],
  ])('reads %s without %s, with %s at %d g', (text, wrong, right, grams) => {
    const read = estimate(text);
    expect(gramsOf(read, wrong)).toBe(0);
    expect(gramsOf(read, right)).toBeCloseTo(grams, 1);
  });

  it('keeps an old fashioned donut the doughnut (a guard)', () => {
    expect(gramsOf(estimate('old fashioned donut'), '15078')).toBe(60);
  });
});

describe('a particle after a kanji word is no part of a longer word', () => {
  it('reads 鮭と as salmon and the particle, not 酒盗 (read さけと by its kanji)', () => {
    const read = estimate('鮭と納豆');
    expect(gramsOf(read, '10139')).toBe(80);
    expect(gramsOf(read, '10095')).toBe(0);
    expect(gramsOf(estimate('酒盗'), '10095')).toBe(10);
  });
});

describe('a whole bird counted with 羽', () => {
  readsEach(
    [
      ['タッカンマリ 1羽', '11221', 300],
      ['タッカンマリ 1羽を3人で', '11221', 100],
    ],
    '%s reads %s at %d g',
  );
});

describe('noodles or rice written 1.5倍 or 2倍 are the shops’ 大盛り and 特盛', () => {
  readsEach(
    [
      ['ラーメン 麺1.5倍', '01047', 180],
      ['パスタ 麺2倍', '01063', 200],
      ['カレー ご飯1.5倍', '01088', 350],
    ],
    '%s reads %s at %d g',
  );
});

describe('a noodle dish’s kind after its general word, with an amount of its own', () => {
  it.each([
    // [text, its noodles, their grams, the food of the second bowl it was read with]
    ['そば ざるで2人前', '01128', 400, '17030'],
    ['うどん ざる1枚', '01039', 200, '01128'],
  ])('reads %s as one dish of that kind', (text, noodles, grams, secondBowl) => {
    const read = estimate(text);
    expect(gramsOf(read, noodles)).toBe(grams);
    expect(gramsOf(read, secondBowl)).toBe(0);
  });

  it('leaves a part with an amount of its own a part (a guard)', () => {
    const read = estimate('ラーメン チャーシュー2枚');
    expect(read.items).toHaveLength(1);
    expect(gramsOf(read, '11195')).toBe(20);
  });
});

describe('a drink’s paper pack named after it with no number', () => {
  readsEach(
    [
      ['milk carton', '13003', 206],
      ['2 soy milk cartons', '04053', 400],
      ['juice pack', '07043', 208],
    ],
    '%s reads %s at %d g',
  );
});

describe('a fish’s roe is a food of its own, not its fish', () => {
  it.each(['おにぎり 鮭といくら', 'おにぎり（いくら・鮭）'])('reads %s as two rice balls, one of each', (text) => {
    const read = estimate(text);
    expect(gramsOf(read, '01111')).toBe(200);
    expect(gramsOf(read, '10139')).toBe(10);
    expect(gramsOf(read, '10140')).toBe(10);
  });
});

describe('fruits named with a fruit sandwich are its fruits, not all it holds', () => {
  readsEach(
    [
      ['フルーツサンド（いちごとキウイ）', '13017', 30],
      ['フルーツサンド（メロン）', '13017', 30],
    ],
    '%s keeps its cream: %s at %d g',
  );
});
