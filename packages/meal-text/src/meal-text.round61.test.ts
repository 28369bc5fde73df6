import { gramsOf, useTestEngine } from './meal-text.test-engine';

// The sixty-first round (docs/analyze-text.md): readings the fifteenth blind set showed after round 60 (test/analyze/BLIND.md),
// each closed by a rule justified on its own. The descriptions here are the rules' own words, not the set's lines.

const { estimate, readsEach } = useTestEngine();

describe('a fish eaten raw is cut as sashimi: its 切れ is 15 g', () => {
  readsEach(
    [
      ['すずきの刺身 4切れ', '10188', 60],
      ['sea bass sashimi, 6 slices', '10188', 90],
    ],
    'reads %s as %s (%d g)',
  );

  it('keeps a fish counted in 切れ with no word of sashimi its fillet, and a fish whose 切れ is a slice its own (guards)', () => {
    expect(gramsOf(estimate('すずき 2切れ'), '10188')).toBe(160);
    expect(gramsOf(estimate('まぐろの刺身 4切れ'), '10253')).toBe(60);
  });
});

describe('a dish before と is no content of the dish after it', () => {
  it('reads あさりの味噌汁とぶりの刺身 as the soup and a plate of sashimi', () => {
    const read = estimate('あさりの味噌汁とぶりの刺身');
    expect(read.items).toHaveLength(2);
    expect(gramsOf(read, '10241')).toBe(80);
  });

  it('keeps the foods listed before a dish with の its contents (a guard)', () => {
    const read = estimate('豆腐とわかめの味噌汁');
    expect(read.items).toHaveLength(1);
  });
});

describe('a katakana name written with ・ inside it is the name', () => {
  readsEach(
    [
      ['ル・レクチエ 1個', '07091', 200],
      ['ピニャ・コラーダ', '16020', 42.8],
    ],
    'reads %s as %s (%d g)',
  );

  it('keeps a ・ between two foods a list (a guard)', () => {
    expect(gramsOf(estimate('ハム・チーズ・レタスのサンドイッチ'), '11176')).toBe(10);
  });
});

describe('a toast cut N枚切り has the slice for its bread, its toppings as before', () => {
  it('reads 小倉トースト 4枚切り1枚 as 90 g of bread under the butter and the bean paste', () => {
    const read = estimate('小倉トースト 4枚切り1枚');
    expect(gramsOf(read, '01026')).toBe(90);
    expect(gramsOf(read, '14017')).toBe(8);
    expect(gramsOf(read, '04006')).toBe(40);
  });

  it('reads バタートースト 5枚切り 1枚 as a 72 g slice and its 8 g of butter', () => {
    const read = estimate('バタートースト 5枚切り 1枚');
    expect(gramsOf(read, '01026')).toBe(72);
    expect(gramsOf(read, '14017')).toBe(8);
  });

  it('keeps plain bread counted in slices of its cut (a guard)', () => {
    expect(gramsOf(estimate('食パン 8枚切り 2枚'), '01026')).toBe(90);
  });
});

describe("a weight written after a dish named as a meat or fish and its flavour is the main food's", () => {
  it('reads 豚バラのねぎ塩焼き 200g as 200 g of pork belly', () => {
    const read = estimate('豚バラのねぎ塩焼き 200g');
    expect(gramsOf(read, '11129')).toBe(200);
    expect(gramsOf(read, '06226')).toBe(10);
    // The weight could be the whole dish's too, as on a dish of several foods.
    expect(read.confidence).toBe(0.9);
  });

  it('reads 鶏もものにんにく醤油焼き 180g as 180 g of thigh, not of soy sauce', () => {
    const read = estimate('鶏もものにんにく醤油焼き 180g');
    expect(gramsOf(read, '11221')).toBe(180);
    expect(gramsOf(read, '17007')).toBe(5);
  });

  it('keeps a weight after a flavour named alone its own (a guard)', () => {
    expect(gramsOf(estimate('ねぎ塩焼き 50g'), '06226')).toBe(50);
  });
});

describe("Osaka's いか焼き is the pressed flour-and-egg dish", () => {
  it('reads 阪神のいか焼き as the batter, egg and squid', () => {
    const read = estimate('阪神のいか焼き');
    expect(gramsOf(read, '01015')).toBe(30);
    expect(gramsOf(read, '12004')).toBe(50);
    expect(gramsOf(read, '10345')).toBe(30);
  });

  it('keeps いか焼き alone the grilled squid (a guard)', () => {
    expect(gramsOf(estimate('いか焼き'), '10345')).toBe(80);
  });
});

describe('a cooking word said of a dish the engine cannot cook lowers the confidence', () => {
  it('reads ハンバーグ 煮込み as the hamburg steak, less sure than the dish named alone', () => {
    const simmered = estimate('ハンバーグ 煮込み');
    const plain = estimate('ハンバーグ');
    expect(simmered.cal).toBe(plain.cal);
    expect(simmered.confidence).toBe(0.85);
    expect(plain.confidence).toBe(0.99);
  });
});

describe('the fish a 丼 is named by share the one bowl’s topping', () => {
  it('reads うにいくら丼 as 40 g of each on the bowl of rice', () => {
    const read = estimate('うにいくら丼');
    expect(gramsOf(read, '10365')).toBe(40);
    expect(gramsOf(read, '10140')).toBe(40);
    expect(gramsOf(read, '01088')).toBe(250);
  });

  it('keeps a 丼 of one fish its whole serving (a guard)', () => {
    expect(gramsOf(estimate('いくら丼'), '10140')).toBe(80);
  });
});
