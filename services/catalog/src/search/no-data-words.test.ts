import { noDataWordsIn } from './no-data-words';

describe('words that ask for what no item records (round 15)', () => {
  it.each([
    ['gluten free', ['gluten free'], '', false],
    ['Gluten-Free pasta', ['gluten-free'], 'pasta', false],
    ['グルテンフリー パン', ['グルテンフリー'], 'パン', false],
    ['卵アレルギー', ['アレルギー'], '卵', true],
    ['egg allergy', ['allergy'], 'egg', true],
    ['dairy free ice cream', ['dairy free'], 'ice cream', false],
    ['halal', ['halal'], '', false],
  ])('%s asks %j beside %s', (q, words, rest, allergy) => {
    expect(noDataWordsIn(q)).toEqual({ words, rest, allergy });
  });

  it.each([
    ['high fiber', ['high fiber'], ''],
    ['食物繊維 パン', ['食物繊維'], 'パン'],
    ['塩分 ラーメン', ['塩分'], 'ラーメン'],
    ['vitamin c', ['vitamin'], 'c'],
  ])('%s asks for a nutrient no item has a value of: %j beside %s (round 16)', (q, words, rest) => {
    expect(noDataWordsIn(q)).toEqual({ words, rest, allergy: false, nutrient: true });
  });

  it.each([['減塩 味噌汁'], ['塩分控えめ 弁当']])('%s: a label word names write is no question of a value', (q) => {
    expect(noDataWordsIn(q)).toBeNull();
  });

  it.each([['low salt'], ['low-sodium ramen'], ['塩分 少なめ'], ['塩分が少ない 弁当'], ['salt free']])(
    '%s asks for little salt, a wish the rows answer by their salt per serving, no question of a value (round 35)',
    (q) => {
      expect(noDataWordsIn(q)).toBeNull();
    },
  );

  it('sodium alone still asks a value the search items do not show', () => {
    expect(noDataWordsIn('sodium')).toEqual({ words: ['sodium'], rest: '', allergy: false, nutrient: true });
  });

  it('an allergen beside a nutrient is no nutrient question alone', () => {
    expect(noDataWordsIn('gluten free low salt')?.nutrient).toBeUndefined();
  });

  it.each([['小麦スナック'], ['卵サンド'], ['グリーンサラダ'], ['nuts']])('%s asks for none', (q) => {
    expect(noDataWordsIn(q)).toBeNull();
  });
});

describe('caffeine, a value no item records (round 17)', () => {
  it.each([
    ['caffeine free coffee', ['caffeine free'], 'coffee'],
    ['decaf coffee', ['decaf'], 'coffee'],
    ['カフェインレス コーヒー', ['カフェインレス'], 'コーヒー'],
    ['デカフェ', ['デカフェ'], ''],
    ['no caffeine tea', ['no caffeine'], 'tea'],
  ])('%s asks %j beside %s (free was met in フレッシュネスバーガー)', (q, words, rest) => {
    expect(noDataWordsIn(q)).toEqual({ words, rest, allergy: false, nutrient: true });
  });
});
