import { gramsOf, useTestEngine } from './meal-text.test-engine';

// The fifty-sixth round (docs/analyze-text.md): gaps the fourteenth blind set showed (test/analyze/BLIND.md), each closed
// by a rule or a lexicon row justified on its own, and what the fifty-fifth round left. The descriptions here are the rows'
// and rules' own words, not the set's lines.

const { estimate, answer, readsEach, readsAsTheSweetAlone } = useTestEngine();

describe('dishes that had no estimate, or only a seasoning, a side or one word read', () => {
  readsEach(
    [
      ['このは丼', '10379', 30],
      ['あなご丼', '10016', 80],
      ['ビビン冷麺', '01043', 100],
      ['いそべ焼き 2個', '01117', 100],
      ['おきりこみうどん', '01039', 200],
      ['ナクチポックン', '10362', 100],
      ['a cupcake', '15082', 40],
      ['piña colada', '16020', 42.8],
      ['bloody mary', '06185', 123.6],
      ['鳥刺し', '11221', 80],
      ['ブリしゃぶ 2人前', '10241', 200],
      ['白子ぽん酢', '10207', 60],
      ['prawn scampi', '10329', 120],
      // a row now, its pecans counted (round 54's case of a nut before a sweet moved to macadamia pie)
      ['pecan pie', '05030', 25],
      ['huevos rancheros', '12021', 90],
      ['pasta alla vodka', '13014', 40],
      ['明太子フランス', '01031', 80],
      ['風呂吹き大根', '17124', 20],
      ['かぼちゃのそぼろ煮', '11230', 40],
      ['玉こん 3串', '02003', 180],
      ['なすの煮浸し', '14006', 4],
      ['pastrami sandwich', '01032', 60],
      ['pea soup', '04012', 40],
      ['vegetable lo mein', '01049', 150],
      ['meatball sandwich', '01028', 75],
      ['creamy polenta', '01133', 50],
      ['lamb shank', '11203', 200],
      ['鱒寿司 4切れ', '10132', 60],
      ['ゆば刺し', '04059', 50],
      ['イカソーメン', '10345', 60],
      ['カルピスハイ 3杯', '16015', 171],
      ['佐世保ハンバーガー', '11183', 17],
      ['country fried steak', '11047', 150],
      ['orange chicken', '07043', 31.2],
      ['apple crisp', '01015', 25],
      ['mushroom soup', '13003', 103],
      ['prosciutto and melon', '11181', 24],
      ['きくらげ卵炒め', '08007', 40],
      ['ほたてフライ 6個', '10313', 150],
      ['えびカレー', '10329', 60],
      ['ravioli', '01149', 100],
      ['apple sauce', '07148', 60],
      ['魚の甘酢あんかけ', '10205', 80],
      ['kale chips', '06080', 30],
      ['jacket potato', '02064', 150],
      ['ham & cheese croissant', '11176', 20],
      ['チータンタン', '12004', 50],
    ],
    'reads %s with its own food %s (%d g)',
  );

  it.each([
    // a dish named after a part of it that is a dish or food of its own, read as that part before
    ['イカソーメン', '01043'],
    ['ゆば刺し', '11109'],
    ['kale chips', '15103'],
    ['えびカレー', '11115'],
  ])('reads %s without the %s its name holds', (text, foodNumber) => {
    expect(gramsOf(estimate(text), foodNumber)).toBe(0);
  });
});

describe('foods the lexicon lacked', () => {
  readsEach(
    [
      ['ホタテ 2個', '10313', 50],
      ['焼き穴子 1本', '10016', 80],
      ['太刀魚 2切れ', '10198', 160],
      ['ちりめんじゃこ', '10056', 8],
      ['あさつき', '06003', 3],
      ['うるめの丸干し 2尾', '10043', 40],
      ['パインジュース', '07099', 208],
      ['練り味噌', '17124', 20],
      ['ババロワ 2個', '15091', 180],
      ['鱒 1切れ', '10132', 80],
      ['湯葉 2枚', '04059', 50],
      ['linguine', '01063', 100],
      ['カップ酒', '16001', 180],
      ['紅葉饅頭 2個', '15029', 70],
      ['ミルクキャラメル 3粒', '15105', 15],
    ],
    'reads %s as %s (%d g)',
  );

  it('reads お抹茶 as a bowl of the tea, its 2 g of powder, not 200 g of the powder a 杯', () => {
    expect(gramsOf(estimate('お抹茶 1杯'), '16035')).toBe(2);
    expect(gramsOf(estimate('薄茶 2杯'), '16035')).toBe(4);
  });

  it('reads a chocolate latte as the latte with a mocha syrup, not 50 g of chocolate beside it', () => {
    const read = estimate('チョコレートラテ');
    expect(gramsOf(read, '15116')).toBe(10);
    expect(gramsOf(read, '13003')).toBe(180);
  });
});

describe('a count in 本 after a word ending in カップ counts what it names', () => {
  it('reads ワンカップ 3本 as three cup-sake bottles', () => {
    expect(gramsOf(estimate('ワンカップ 3本'), '16001')).toBe(540);
  });

  it('keeps カップ 2 after milk two measuring cups (a guard)', () => {
    expect(gramsOf(estimate('牛乳 カップ 2'), '13003')).toBe(412);
  });
});

describe('キャラメル glued to an ice cream is its flavour; アイス after 抹茶 is an ice cream', () => {
  readsAsTheSweetAlone([['キャラメルアイスクリーム', '15105', '13043', 100]]);

  it('keeps the ice cream of 抹茶 アイス (a space between), no iced matcha', () => {
    expect(gramsOf(estimate('抹茶 アイス'), '13043')).toBe(100);
  });

  it.each(['キャラメルフラペチーノ', '抹茶フラペチーノ'])(
    'leaves %s a name of its own, no caramels or matcha read in it (a guard)',
    (text) => {
      const read = answer(text);
      expect(read.kind === 'estimate' ? read.components : []).toEqual([]);
    },
  );

  it.each([
    // a café drink's iced word after it stays its temperature (guards)
    ['抹茶ラテ アイス', '13043', 0],
    ['コーヒー アイス', '13043', 0],
  ])('reads %s with %s at %d g (a guard)', (text, foodNumber, grams) => {
    expect(gramsOf(estimate(text), foodNumber)).toBe(grams);
  });
});
