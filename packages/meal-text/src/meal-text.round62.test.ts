import { gramsOf, useTestEngine } from './meal-text.test-engine';

// The sixty-second round (docs/analyze-text.md): readings the sixteenth blind set showed (test/analyze/BLIND.md), each
// closed by a rule justified on its own. The descriptions here are the rules' own words, not the set's lines.

const { estimate, readsEach } = useTestEngine();

describe('a 切れ of a meat whose 枚 is a whole cut is a piece cut from it', () => {
  readsEach(
    [
      ['鶏もも 3切れ', '11221', 90],
      ['鶏むね肉 2切れ', '11220', 60],
      ['chicken thigh, 2 slices', '11221', 60],
    ],
    'reads %s as %s (%d g)',
  );

  it('keeps the 枚 of a whole cut, and a 切れ of a meat whose 枚 is a serving (guards)', () => {
    expect(gramsOf(estimate('鶏もも 1枚'), '11221')).toBe(250);
    expect(gramsOf(estimate('豚ロース 2切れ'), '11123')).toBe(200);
  });

  it('reads a 切れ of duck as a slice of the roast breast, 10 g', () => {
    expect(gramsOf(estimate('鴨ロース 6切れ'), '11205')).toBe(60);
  });
});

describe('a bare 瓶 of a drink with milk in it is the 180 ml milk bottle', () => {
  readsEach(
    [
      ['牛乳 瓶1本', '13003', 185.4],
      ['いちご牛乳 瓶2本', '13008', 370.8],
    ],
    'reads %s as %s (%d g)',
  );

  it("keeps a beer's bottle the 中瓶 and a drink's own bottle its own (guards)", () => {
    expect(gramsOf(estimate('ビール 瓶1本'), '16006')).toBe(505);
    expect(gramsOf(estimate('ラムネ 瓶1本'), '16054')).toBe(208);
  });
});
