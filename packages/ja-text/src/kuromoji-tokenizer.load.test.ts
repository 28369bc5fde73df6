import { dirname, join } from 'node:path';
import { builder, type IpadicFeatures, type Tokenizer } from 'kuromoji';
import { loadKuromojiTokenizer, packTargetMap } from './kuromoji-tokenizer.load';

const kuromojiOwnTokenizer = () =>
  new Promise<Tokenizer<IpadicFeatures>>((resolve, reject) =>
    builder({ dicPath: join(dirname(require.resolve('kuromoji/package.json')), 'dict') }).build((error, tokenizer) =>
      error ? reject(error) : resolve(tokenizer),
    ),
  );

/** tid_map.dat's layout: a record count, then per record its key, the number of ids and the ids. */
const targetMapFile = (records: [number, number[]][]) =>
  new Uint8Array(Int32Array.from([records.length, ...records.flatMap(([key, ids]) => [key, ids.length, ...ids])]).buffer);

describe('packTargetMap', () => {
  it('lists each key’s ids in file order, a repeated key appending, and nothing for keys without ids', () => {
    const map = packTargetMap(
      targetMapFile([
        [3, [30, 31]],
        [0, [7]],
        [3, [32]],
        [5, []],
      ]),
    );
    expect(Array.from(map[3]!)).toEqual([30, 31, 32]);
    expect(Array.from(map[0]!)).toEqual([7]);
    for (const key of [1, 2, 5, 6, -1]) expect(map[key]).toBeUndefined();
  });
});

describe('loadKuromojiTokenizer', () => {
  const SENTENCES = [
    '牛丼並盛とみそ汁のセット',
    'すき家の炭火やきとり丼、大盛りでお願いします',
    'ファミリーマートで買ったチキンサラダとおにぎり（鮭）',
    '東京都渋谷区の定食屋で焼き魚定食を食べた',
    'ｶﾞﾘｶﾞﾘ君ソーダ味 ＆ ほうじ茶ラテ 2024年限定',
    'ABC 123 ｱｲｳ 〜！？',
  ];

  it('tokenizes exactly as kuromoji’s own loader does', async () => {
    const [own, packed] = await Promise.all([kuromojiOwnTokenizer(), loadKuromojiTokenizer()]);
    expect(SENTENCES.map((sentence) => packed.tokenize(sentence))).toEqual(SENTENCES.map((sentence) => own.tokenize(sentence)));
  }, 30000);
});
