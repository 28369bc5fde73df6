import { gramsOf, useTestEngine } from './meal-text.test-engine';

// The sixtieth round (docs/analyze-text.md): readings the fifteenth blind set showed (test/analyze/BLIND.md), each closed
// by a rule justified on its own. The descriptions here are the rules' own words, not the set's lines.

const { estimate, readsEach } = useTestEngine();

describe('a Japanese side dish MEXT lists, read by its table name, is a 小鉢 of 50 g', () => {
  readsEach(
    [
      ['卯の花いり 小鉢', '18029', 50],
      ['紅白なます', '18027', 50],
      ['わかめとねぎの酢みそ和え', '18026', 50],
    ],
    'reads %s as %s (%d g)',
  );

  it('keeps a bowl of a 丼の具 and a lexicon dish their own servings (guards)', () => {
    expect(gramsOf(estimate('親子丼の具'), '18030')).toBe(230);
    expect(gramsOf(estimate('筑前煮'), '18035')).toBe(100);
  });
});

describe('昆布茶 is a cup of the dissolved powder', () => {
  readsEach(
    [
      ['昆布茶', '16051', 2],
      ['昆布茶 3杯', '16051', 6],
    ],
    'reads %s as %s (%d g)',
  );
});

describe('a こ before と or や is the counter', () => {
  it('reads みかん3こと柿 as three mandarins and a persimmon', () => {
    const read = estimate('みかん3こと柿');
    expect(gramsOf(read, '07027')).toBe(240);
    expect(gramsOf(read, '07049')).toBe(180);
    expect(read.unknownWords).toEqual([]);
  });

  it('keeps a こ that begins a word after a count its word (a guard)', () => {
    expect(gramsOf(estimate('ケーキ2個とコーヒー'), '16045')).toBe(150);
  });
});

describe('an English count taken back after the words of what it counts', () => {
  it('reads "2 glasses of red wine, no wait, 3" as three glasses', () => {
    expect(estimate('2 glasses of red wine, no wait, 3').cal).toBe(estimate('3 glasses of red wine').cal);
  });

  it('keeps "no" before a food, no count after it (a guard)', () => {
    expect(gramsOf(estimate('3 eggs, no salt'), '12004')).toBe(150);
  });
});

describe('"N of them" after a food is its count', () => {
  readsEach(
    [
      ['fish fingers, about 5 of them', '18021', 125],
      ['dumplings, 8 of them', '18002', 200],
    ],
    'reads %s as %s (%d g)',
  );

  it('reads the count as no item of its own', () => {
    expect(estimate('dumplings, 8 of them').items).toHaveLength(1);
  });
});

describe('a fish stick is a piece of 25 g', () => {
  readsEach([['fish sticks x3', '18021', 75]], 'reads %s as %s (%d g)');

  it('keeps a fish fry its 100 g (a guard)', () => {
    expect(gramsOf(estimate('fish fry'), '18021')).toBe(100);
  });
});
