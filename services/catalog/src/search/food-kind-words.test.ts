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

  it.each([
    ['あったかいもの', ''],
    ['温かい物 セブン', 'セブン'],
    ['あたたかいもの', ''],
    ['warm food', ''],
  ])('%s names the soups and the ramen, the rest %p (round 38)', (q, rest) => {
    expect(foodKindWordsIn(q)).toMatchObject({ genres: ['soup', 'ramen'], rest });
  });

  it.each([
    ['しょっぱいもの', ''],
    ['塩辛い物', ''],
    ['something salty', ''],
  ])('%s names the snacks, the rest %p (round 38)', (q, rest) => {
    expect(foodKindWordsIn(q)).toMatchObject({ genres: ['snack'], rest });
  });

  it.each([
    ['something warm and light', ['soup', 'ramen'], 'light'],
    ['something sweet and light', ['sweets'], 'light'],
    ['something salty and cheap', ['snack'], 'cheap'],
  ])('%s leaves the wish after "and" (round 38)', (q, genres, rest) => {
    expect(foodKindWordsIn(q)).toMatchObject({ genres, rest, words: [q.split(' and ')[0]] });
  });

  it.each([['noodles'], ['Noodle'], [' noodles ']])(
    '%s typed alone names the ramen and the udon and soba, read before the names (stop 83)',
    (q) => {
      expect(foodKindWordsIn(q)).toMatchObject({ genres: ['ramen', 'udon_soba'], rest: '', alone: true });
    },
  );

  it.each([['cup noodles'], ['glass noodles'], ['udon noodles'], ['low carb noodles'], ['noodles soup']])(
    '%s is left to the names: noodles beside another word is a word of a dish’s name (stop 83)',
    (q) => {
      expect(foodKindWordsIn(q)).toBeNull();
    },
  );

  it('a kind read anywhere in q is no kind alone (飲み物, dessert)', () => {
    expect([foodKindWordsIn('飲み物')?.alone, foodKindWordsIn('low fat desserts')?.alone]).toEqual([false, false]);
  });

  it.each([['ドリンクバー'], ['乳酸菌飲料'], ['drink']])('%s is left to the names (they hold it)', (q) => {
    expect(foodKindWordsIn(q)).toBeNull();
  });
});
