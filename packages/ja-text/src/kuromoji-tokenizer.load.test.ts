import { mkdtemp, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { builder, type IpadicFeatures, type Tokenizer } from 'kuromoji';
import InvokeDefinitionMap from 'kuromoji/src/dict/InvokeDefinitionMap';
import {
  buildTokenizer,
  keptDictionaryFile,
  loadKuromojiTokenizer,
  packTargetMap,
  readKeptDictionary,
  targetMapView,
  unpackDictionary,
} from './kuromoji-tokenizer.load';

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
    const map = targetMapView(
      packTargetMap(
        targetMapFile([
          [3, [30, 31]],
          [0, [7]],
          [3, [32]],
          [5, []],
        ]),
      ),
    );
    expect(Array.from(map[3]!)).toEqual([30, 31, 32]);
    expect(Array.from(map[0]!)).toEqual([7]);
    for (const key of [1, 2, 5, 6, -1]) expect(map[key]).toBeUndefined();
  });
});

describe('unpackDictionary', () => {
  it('drops only zero padding, and no character refers to a character class kuromoji would have made from it', async () => {
    const { characters, compatible, invoke } = await unpackDictionary();
    const classes = InvokeDefinitionMap.load(invoke).map;
    expect(classes.length).toBeGreaterThan(5);
    expect(classes.filter(({ class_name }) => class_name === '')).toEqual([]);
    expect(Math.max(...characters)).toBeLessThan(classes.length);
    expect(Math.max(...compatible)).toBeLessThan(2 ** classes.length);
  }, 30000);
});

describe('loadKuromojiTokenizer', () => {
  const SENTENCES = [
    '牛丼並盛とみそ汁のセット',
    'すき家の炭火やきとり丼、大盛りでお願いします',
    'ファミリーマートで買ったチキンサラダとおにぎり（鮭）',
    '東京都渋谷区の定食屋で焼き魚定食を食べた',
    'ｶﾞﾘｶﾞﾘ君ソーダ味 ＆ ほうじ茶ラテ 2024年限定',
    'ABC 123 ｱｲｳ 〜！？',
    '今日は朝ごはんを抜いて、昼にラーメンと餃子を食べすぎてしまった。',
    'ヨーグルト（無糖）100g、バナナ1本、プロテイン30グラム',
    '彼女が作ってくれた肉じゃがは、母の味に似ていた',
    'ﾏｸﾄﾞﾅﾙﾄﾞのﾋﾞｯｸﾞﾏｯｸとポテトＬサイズ、コーラ（ゼロ）',
    '𠮷野家の牛すき鍋膳🍲は冬季限定です',
    'ｇｒｅｅｎ ｓｍｏｏｔｈｉｅ を飲みました',
    'さしすせそ、かきくけこ。あいうえお！',
    '醤油ラーメン・味噌ラーメン・塩ラーメンの食べ比べ',
  ];
  const tokenized = (tokenizer: Tokenizer<IpadicFeatures>) => SENTENCES.map((sentence) => tokenizer.tokenize(sentence));

  let own: Tokenizer<IpadicFeatures>;
  let dir: string;
  beforeAll(async () => {
    own = await kuromojiOwnTokenizer();
  }, 30000);
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'kuromoji-kept-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('tokenizes exactly as kuromoji’s own loader does', async () => {
    expect(tokenized(await loadKuromojiTokenizer(null))).toEqual(tokenized(own));
  }, 30000);

  it('keeps the unpacked dictionary on a first load, and a tokenizer on the kept arrays tokenizes exactly as kuromoji’s own', async () => {
    expect(await readKeptDictionary(dir)).toBeNull();
    expect(tokenized(await loadKuromojiTokenizer(dir))).toEqual(tokenized(own));
    const kept = await readKeptDictionary(dir);
    expect(kept).not.toBeNull();
    expect(tokenized(buildTokenizer(kept!))).toEqual(tokenized(own));
    expect(tokenized(await loadKuromojiTokenizer(dir))).toEqual(tokenized(own));
  }, 30000);

  it('counts a damaged or truncated kept file as absent, unpacks the dictionary again and keeps it whole', async () => {
    await loadKuromojiTokenizer(dir);
    const file = keptDictionaryFile(dir);
    const bytes = await readFile(file);
    // One byte in the middle of the arrays (the trie and the word entries fill the start of the file).
    bytes[Math.floor(bytes.length / 3)]! ^= 0x5a;
    await writeFile(file, bytes);
    expect(await readKeptDictionary(dir)).toBeNull();
    expect(tokenized(await loadKuromojiTokenizer(dir))).toEqual(tokenized(own));
    expect(await readKeptDictionary(dir)).not.toBeNull();

    await truncate(file, (await stat(file)).size - 1000);
    expect(await readKeptDictionary(dir)).toBeNull();
    expect(tokenized(await loadKuromojiTokenizer(dir))).toEqual(tokenized(own));
    expect(await readKeptDictionary(dir)).not.toBeNull();
  }, 60000);
});
