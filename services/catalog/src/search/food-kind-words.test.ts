import { foodKindWordsIn } from './food-kind-words';

describe('a word for a kind of food the catalog files by genre', () => {
  it.each([
    ['飲み物', ''],
    ['カロリーゼロ 飲み物', 'カロリーゼロ'],
    ['セブン のみもの', 'セブン'],
    ['cold drinks', 'cold'],
    ['Beverages', ''],
  ])('%s names the drinks, the rest %p', (q, rest) => {
    expect(foodKindWordsIn(q)).toMatchObject({ genres: ['drink_coffee', 'drink_tea', 'drink_other'], rest });
  });

  it.each([
    ['dessert', ''],
    ['low fat desserts', 'low fat'],
    ['sweets under 200 kcal', 'under 200 kcal'],
  ])('%s names the sweets in English, the rest %p (round 14)', (q, rest) => {
    expect(foodKindWordsIn(q)).toMatchObject({ genres: ['sweets'], rest });
  });

  it.each([
    ['甘いもの', ''],
    ['甘い物 200kcal以下', '200kcal以下'],
    ['あまいもの', ''],
    ['something sweet', ''],
  ])('%s names the sweets, the rest %p (round 37)', (q, rest) => {
    expect(foodKindWordsIn(q)).toMatchObject({ genres: ['sweets'], rest });
  });

  it.each([['ドリンクバー'], ['乳酸菌飲料'], ['drink']])('%s is left to the names (they hold it)', (q) => {
    expect(foodKindWordsIn(q)).toBeNull();
  });
});
