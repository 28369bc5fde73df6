import { dirname, join } from 'node:path';
import { builder, type IpadicFeatures, type Tokenizer } from 'kuromoji';
import { compactTargetMap } from './kuromoji-target-map.compact';

const buildTokenizer = () =>
  new Promise<Tokenizer<IpadicFeatures>>((resolve, reject) =>
    builder({ dicPath: join(dirname(require.resolve('kuromoji/package.json')), 'dict') }).build((error, tokenizer) =>
      error ? reject(error) : resolve(tokenizer),
    ),
  );

describe('compactTargetMap', () => {
  const SENTENCES = [
    '牛丼並盛とみそ汁のセット',
    'すき家の炭火やきとり丼、大盛りでお願いします',
    'ファミリーマートで買ったチキンサラダとおにぎり（鮭）',
    '東京都渋谷区の定食屋で焼き魚定食を食べた',
    'ｶﾞﾘｶﾞﾘ君ソーダ味 ＆ ほうじ茶ラテ 2024年限定',
    'ABC 123 ｱｲｳ 〜！？',
  ];

  it('tokenizes exactly as the original map does', async () => {
    const original = await buildTokenizer();
    const expected = SENTENCES.map((sentence) => original.tokenize(sentence));
    compactTargetMap(original);
    expect(SENTENCES.map((sentence) => original.tokenize(sentence))).toEqual(expected);
  }, 30000);
});
