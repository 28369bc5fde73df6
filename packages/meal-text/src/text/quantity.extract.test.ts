import { foldText, nfkcText } from '../lexicon/term-key';
import { extractQuantities } from './quantity.extract';

const quantitiesOf = (text: string): Array<[value: number, unit: string]> =>
  extractQuantities(foldText(nfkcText(text)), nfkcText(text)).quantities.map((quantity) => [quantity.value, quantity.unit]);

describe('extractQuantities', () => {
  it.each([
    ['しゅうまい 3コ', [[3, '個']]],
    ['しゅうまい 3ケ', [[3, '個']]],
    ['しゅうまい 4ヶ', [[4, '個']]],
    ['唐揚げ 4ピース', [[4, '個']]],
    ['豚汁 2椀', [[2, '杯']]],
    ['紅茶 2カップ', [[2, 'カップ']]],
    ['ピザ 2カット', [[2, '切れ']]],
    ['ねぎま 3串', [[3, '串']]],
    ['えび 4匹', [[4, '尾']]],
    ['half a bowl of rice', [[0.5, '杯']]],
    ['shumai 6 pcs', [[6, '個']]],
    ['tsukune, 2 skewers', [[2, '本']]],
  ] as Array<[string, Array<[number, string]>]>)('%s', (text, expected) => expect(quantitiesOf(text)).toEqual(expected));

  it('reads a bare number after a Japanese food word as a count, never as grams', () => {
    expect(quantitiesOf('コロッケ 3、ご飯')).toEqual([[3, 'count']]);
    expect(quantitiesOf('ミートボール4と味噌汁')).toEqual([[4, 'count']]);
    expect(quantitiesOf('ミートボール 4 balls')).toEqual([[4, 'count']]);
  });

  it('does not read a vessel inside a katakana name (デミグラス), but does one that is counted (ワイングラス1杯)', () => {
    expect(quantitiesOf('デミグラスソース')).toEqual([]);
    expect(quantitiesOf('ハンバーグ デミグラス')).toEqual([]);
    expect(quantitiesOf('ワイングラス1杯')).toEqual([
      [200, 'container-ml'],
      [1, '杯'],
    ]);
    expect(quantitiesOf('牛乳 コップ')).toEqual([[200, 'container-ml']]);
  });

  it('reads 缶 written as a word of its own after a food word as one can, never the 缶 of a name', () => {
    expect(quantitiesOf('ミルクティー 缶')).toEqual([[1, '缶']]);
    expect(quantitiesOf('緑茶 缶、おにぎり')).toEqual([[1, '缶']]);
    expect(quantitiesOf('ツナ缶')).toEqual([]);
    expect(quantitiesOf('缶コーヒー')).toEqual([]);
    expect(quantitiesOf('ビール 350ml缶')).toEqual([[350, 'ml']]);
    expect(quantitiesOf('コーヒー（缶）')).toEqual([[1, '缶']]);
    expect(quantitiesOf('ミルクティー (缶)、おにぎり')).toEqual([[1, '缶']]);
    expect(quantitiesOf('サバ(缶詰)')).toEqual([]);
  });

  it('does not read the first kana of a word as a counter (2コーヒー is no 2個)', () => {
    expect(quantitiesOf('2コーヒー')).toEqual([]);
    expect(quantitiesOf('2カップ麺')).toEqual([]);
    expect(quantitiesOf('串カツ 豚2 玉ねぎ1')).toEqual([
      [2, 'count'],
      [1, 'count'],
    ]);
    expect(quantitiesOf('おでん 卵1 玉子2')).toEqual([
      [1, 'count'],
      [2, 'count'],
    ]);
    expect(quantitiesOf('うどん 2玉')).toEqual([[2, '玉']]);
  });

  it('does not read a kana word after a number and a space as its counter (ねぎま2 つくね1 has no 2つ)', () => {
    expect(quantitiesOf('ねぎま2 つくね1')).toEqual([
      [2, 'count'],
      [1, 'count'],
    ]);
    expect(quantitiesOf('ねぎま3 ツナサラダ')).toEqual([[3, 'count']]);
    expect(quantitiesOf('砂肝2 まいたけ天')).toEqual([[2, 'count']]);
    expect(quantitiesOf('おにぎり2つと味噌汁')).toEqual([[2, '個']]);
    expect(quantitiesOf('ビール 2 はい')).toEqual([[2, '杯']]);
  });
});
