import { gramsOf, useTestEngine } from './meal-text.test-engine';

// Gaps the twelfth blind set showed (test/analyze/BLIND.md), each closed by a rule or a lexicon row justified on its
// own (PORTIONS.md where it speaks, docs/analyze-text.md's conventions where it is silent). The descriptions here are
// the rules' and rows' own, written beside the set's, not the set's lines.

const { estimate, readsEach } = useTestEngine();

describe('a count corrected in the same breath', () => {
  readsEach(
    [
      // The count after いや, じゃなくて, ではなく is the one eaten; the first was taken back.
      ['ビール 2杯、いや3杯', '16006', 1060.5],
      ['焼き鳥 5本じゃなくて6本', '11221', 180],
      ['餃子 4個ではなく5個', '18002', 125],
    ],
    '%s reads %s at %d g',
  );

  it('leaves a food ruled out by じゃなくて to the negation words', () => {
    const karaage = estimate('ハムカツじゃなくて唐揚げ 2個');
    expect(gramsOf(karaage, '11305')).toBe(0);
    expect(gramsOf(karaage, '11289')).toBe(60);
    expect(gramsOf(estimate('ご飯 1杯じゃなくてパン 2枚'), '01088')).toBe(0);
  });
});

describe('a cut word after a meat', () => {
  it('reads 赤身 after a meat as its lean cut, not tuna', () => {
    const loin = estimate('豚ロース 赤身 100g');
    expect(gramsOf(loin, '11127')).toBe(100);
    expect(gramsOf(loin, '10253')).toBe(0);
    const momo = estimate('牛もも（赤身） 150g');
    expect(gramsOf(momo, '11051')).toBe(150);
    expect(gramsOf(momo, '10253')).toBe(0);
  });

  it('keeps 赤身 alone, or after a fish, the tuna', () => {
    expect(gramsOf(estimate('赤身 3切れ'), '10253')).toBe(45);
    expect(gramsOf(estimate('まぐろ 赤身'), '10253')).toBe(80);
  });
});

describe('dishes and foods that had no estimate', () => {
  readsEach(
    [
      ['ポンデケージョ 5個', '02028', 30],
      ['ひよこ豆のカレー', '04066', 100],
      ['saag paneer', '13056', 60],
      ['cumin rice', '01168', 200],
      ['タイピーエン', '02039', 30],
      ['げそ揚げ', '10420', 80],
      ['ゲソ唐 2皿', '10420', 160],
      ['カムジャ湯', '11115', 100],
      ['sloppy joes x2', '11089', 160],
      ['ボッサム', '06362', 30],
      ['yum woon sen', '02039', 25],
      ['ヤムウンセン', '10329', 40],
      ['ベトナムぜんざい', '07158', 50],
      ['chicken alfredo', '13014', 60],
      ['人形焼き 3個', '15029', 60],
      ['レッドアイ 3杯', '06185', 468],
      ['gado-gado', '05037', 20],
      ['bún chả', '01115', 70],
      ['khao soy', '07158', 120],
      ['lomo saltado', '02020', 80],
      ['肉骨茶', '11129', 120],
      ['味噌チゲ', '17048', 25],
      ['stroganoff', '08031', 40],
      ['green papaya salad', '07110', 100],
      ['チョレギ', '09004', 2],
      ['cebiche', '10188', 100],
      ['kai yang', '11221', 120],
      ['けいちゃん', '06061', 80],
      ['beef empanada x3', '15079', 135],
      ['salade niçoise', '10397', 3],
      ['人参しりしり', '06214', 60],
      ['団子汁', '01018', 30],
      ['八戸せんべい汁', '15051', 20],
      ['ツナメルトサンド', '13037', 20],
      ['いも羊羹 3切れ', '02007', 126],
      ['肉巻きおむすび 3個', '11129', 90],
      ['ジャガバター', '02018', 135],
      ['chicken parmigiana', '13056', 30],
      ['柿の葉ずし 10個', '10163', 100],
      ['生グレープフルーツサワー 2杯', '07063', 124.8],
      ['焼き饅頭 2串', '17044', 20],
      ['あんバタートースト', '04006', 40],
      ['辛子蓮根 6切れ', '06318', 72],
      ['富士宮焼きそば', '10045', 2],
      ['peruvian roast chicken', '11221', 200],
      ['swedish meatball', '18015', 120],
      ['豚ばら大根', '11129', 60],
      ['鶏大根', '11221', 60],
      ['ピーナツクリーム トースト', '03003', 5],
      ['手羽中 10本', '11218', 150],
      ['いちご牛乳 1本', '13008', 206],
      ['onion gratin soup', '13032', 20],
      ['sticky rice', '01154', 100],
    ],
    '%s reads %s at %d g',
  );
});

describe('a dish read as one of its words', () => {
  it('reads a tofu or 厚揚げ steak with no beef', () => {
    expect(gramsOf(estimate('豆腐ステーキ'), '11043')).toBe(0);
    expect(gramsOf(estimate('とうふステーキ 2枚'), '04032')).toBe(300);
    expect(gramsOf(estimate('厚揚げステーキ'), '11043')).toBe(0);
  });

  it('reads 明太 卵焼き with a little 明太子, not a serving of it', () => {
    expect(gramsOf(estimate('明太子入り卵焼き'), '10204')).toBe(10);
  });

  it('reads fruit milk as the milk drink, not fruit beside milk', () => {
    const milk = estimate('フルーツ牛乳');
    expect(gramsOf(milk, '13008')).toBe(206);
    expect(gramsOf(milk, '13003')).toBe(0);
  });

  it('reads a chocolate dip or sauce as melted chocolate, not a bar or ソース', () => {
    const churros = estimate('チュロス 3本 チョコソース');
    expect(gramsOf(churros, '15186')).toBe(20);
    expect(gramsOf(churros, '17002')).toBe(0);
    const pancakes = estimate('pancakes with chocolate sauce');
    expect(gramsOf(pancakes, '15186')).toBe(20);
    expect(gramsOf(pancakes, '15116')).toBe(0);
  });

  it('reads イカの一夜干し as the grilled squid, with no word unknown', () => {
    const squid = estimate('イカの一夜干し');
    expect(gramsOf(squid, '10347')).toBe(120);
    expect(squid.unknownWords).toEqual([]);
  });
});

describe('piece weights', () => {
  it('counts ちんすこう by the 本 as by the 個', () => {
    expect(gramsOf(estimate('ちんすこう 5本'), '15098')).toBe(60);
  });

  it('reads a place name before a dish as no food', () => {
    expect(estimate('群馬 うどん').unknownWords).toEqual([]);
    expect(estimate('八戸 ラーメン').unknownWords).toEqual([]);
  });
});
