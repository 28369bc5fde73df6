import { gramsOf, useTestEngine } from './meal-text.test-engine';

// The fiftieth round (docs/analyze-text.md): the leftovers of the forty-ninth. Each rule is tested on words of its own
// beside the ones that showed it.

const { estimate, answer } = useTestEngine();

describe('a hiragana run made of words the lexicon spells in katakana is those words, as the katakana is', () => {
  it.each([
    ['ちきんかつ', 'チキンカツ'],
    ['ちきんすてーき', 'チキンステーキ'],
    ['ちきんかつかれー', 'チキンカツカレー'],
    ['ちきんかつさんど', 'チキンカツサンド'],
    ['ちきんかつとごはん', 'チキンカツとごはん'],
    ['ちきんかつ食べた', 'チキンカツ'],
  ])('reads %s as %s', (hiragana, katakana) => {
    const read = estimate(hiragana);
    expect(read.unknownWords).toEqual([]);
    expect(read.cal).toBe(estimate(katakana).cal);
  });

  it.each(['ちゃいました', 'はつもの', '食べちゃいました'])('still finds no food in %s', (text) => {
    expect(answer(text).kind).toBe('nothing_edible');
  });
});

describe('a carton is the paper pack a drink is sold in', () => {
  it.each([
    ['a carton of juice', 'ジュース1パック'],
    ['1 carton of milk', '牛乳1パック'],
    ['2 cartons of soy milk', '豆乳2パック'],
  ])('reads %s as %s', (english, japanese) => {
    const read = estimate(english);
    expect(read.unknownWords).toEqual([]);
    expect(read.cal).toBe(estimate(japanese).cal);
  });
});

describe('さかな in hiragana is the fish of no kind 魚 is', () => {
  it.each([
    ['さかな', '魚'],
    ['さかなを食べた', '魚'],
    ['さかなとごはん', '魚とご飯'],
  ])('reads %s as %s', (hiragana, kanji) => {
    const read = estimate(hiragana);
    expect(read.unknownWords).toEqual([]);
    expect(read.cal).toBe(estimate(kanji).cal);
  });
});

describe('an English piece of a food counted whole and in lighter cut pieces is a cut piece', () => {
  it.each([
    ['2 pieces of tonkatsu sando', 'カツサンド2切れ'],
    ['2 pieces of sandwich', 'サンドイッチ2切れ'],
    ['a piece of egg sandwich', '卵サンド1切れ'],
    ['2 pieces of pineapple', 'パイナップル2切れ'],
    ['2 pcs katsu sando', 'カツサンド2切れ'],
  ])('reads %s as %s', (english, japanese) => {
    expect(estimate(english).cal).toBe(estimate(japanese).cal);
  });

  it.each([
    // Counted by its name, or with the Japanese counter of a whole one, it is whole.
    ['2 sandwiches', 'サンドイッチ2個'],
    ['カツサンド2個', 'カツサンド 2'],
    // A food with no lighter cut piece of its own is counted in its pieces as before.
    ['2 pieces of karaage', '唐揚げ2個'],
  ])('still reads %s as %s', (text, same) => {
    expect(estimate(text).cal).toBe(estimate(same).cal);
  });
});

describe('a chicken cutlet is a dish counted by the cutlet, as とんかつ is', () => {
  // 鶏もも's own 枚 is a whole raw thigh (250 g): before its row, チキンカツ1枚 read 250 g of thigh fried (811 kcal).
  it.each([
    ['チキンカツ1枚', 1],
    ['鶏カツ 2枚', 2],
    ['とりかつ', 1],
    ['chicken katsu x2', 2],
  ])('reads %s as %d cutlet(s) of 100 g with their sauce', (text, cutlets) => {
    const read = estimate(text);
    expect(read.unknownWords).toEqual([]);
    expect(gramsOf(read, '11221')).toBeCloseTo(100 * cutlets, 1);
    expect(gramsOf(read, '17003')).toBeCloseTo(15 * cutlets, 1);
  });

  it('keeps a whole raw thigh counted by 枚 when no cutlet is named', () => {
    expect(gramsOf(estimate('鶏もも肉 1枚'), '11221')).toBeCloseTo(250, 1);
  });
});
