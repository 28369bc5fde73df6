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

  it.each([['小麦スナック'], ['卵サンド'], ['グリーンサラダ'], ['nuts']])('%s asks for none', (q) => {
    expect(noDataWordsIn(q)).toBeNull();
  });
});
