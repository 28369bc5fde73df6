import type { IpadicFeatures, Tokenizer } from 'kuromoji';
import { katakanaToHiragana } from './kana-script.convert';
import { loadKuromojiTokenizer } from './kuromoji-tokenizer.load';
import { HIRAGANA_READ_OTHERWISE, joinedReading, loadReadingTable, ReadingSegmenter } from './reading.dictionary';

/** kuromoji's dictionary as its tokenizer holds it: fixed 10-byte entries, each with its CSV features. */
interface TokenInfo {
  dictionary: { buffer: Uint8Array };
  getFeatures(id: number): string;
}

let tokenizer: Tokenizer<IpadicFeatures>;
let segmenter: ReadingSegmenter;
beforeAll(async () => {
  tokenizer = await loadKuromojiTokenizer();
  segmenter = new ReadingSegmenter(loadReadingTable(), tokenizer);
});

const ENTRY_BYTES = 10;
const SURFACE = 0;
const READING = 8;

describe('ReadingSegmenter.readingOf', () => {
  it('knows every IPAdic entry spelled in hiragana that reads otherwise', () => {
    const info = (tokenizer as unknown as { token_info_dictionary: TokenInfo }).token_info_dictionary;
    const readOtherwise = new Set<string>();
    for (let id = 0; id + ENTRY_BYTES <= info.dictionary.buffer.length; id += ENTRY_BYTES) {
      const features = info.getFeatures(id).split(',');
      const surface = features[SURFACE]!;
      const reading = features[READING];
      if (/^[\u3041-\u3096]+$/u.test(surface) && reading && reading !== '*' && katakanaToHiragana(reading) !== surface)
        readOtherwise.add(surface);
    }
    expect([...readOtherwise].sort()).toEqual(HIRAGANA_READ_OTHERWISE);
  });

  it('reads the 丼 after another word どん, as the dish is read (ぎゅう丼, ちゃあしゅう丼, みに丼), and 丼 alone どんぶり', () => {
    for (const [word, reading] of [
      ['ぎゅう丼', 'ぎゅうどん'],
      ['ちゃあしゅう丼', 'ちゃあしゅうどん'],
      ['みに丼', 'みにどん'],
      ['丼', 'どんぶり'],
      ['丼もの', 'どんぶりもの'],
    ]) {
      expect([word, segmenter.readingOf(word!)]).toEqual([word, reading]);
      expect([
        word,
        segmenter
          .segment(word!)
          .map((segment) => segment.reading)
          .join(''),
      ]).toEqual([word, reading]);
    }
  });

  it('reads a kanji written on with the kana that end its reading as the word (丼ぶり: どんぶり, not どんぶりぶり), and a compound before a word that begins so apart', () => {
    for (const [word, reading] of [
      ['丼ぶり', 'どんぶり'],
      ['海鮮丼ぶり', 'かいせんどんぶり'],
      ['丼ぶりもの', 'どんぶりもの'],
      ['大根こんにゃく', 'だいこんこんにゃく'],
    ]) {
      expect([word, segmenter.readingOf(word!)]).toEqual([word, reading]);
      expect([word, joinedReading(segmenter.segment(word!))]).toEqual([word, reading]);
    }
  });

  it('reads the words kuromoji misreads into another food as they are said (旨辛: うまから, not むね|からし)', () => {
    // Each misreading held a food's kana: むね (breast) or からし (mustard).
    for (const [word, reading, misread] of [
      ['旨辛かつ丼', 'うまからかつどん', 'むね'],
      ['辛旨ちきん', 'からうまちきん', 'からし'],
      ['ぴり辛もつ炒め丼', 'ぴりからもついためどん', 'からし'],
      ['中辛', 'ちゅうから', 'からし'],
      ['ころっけ旨塩', 'ころっけうましお', 'むね'],
      ['こく旨', 'こくうま', 'むね'],
      ['旨じゅわ', 'うまじゅわ', 'むね'],
      ['肉の旨味', 'にくのうまみ', 'むね'],
      ['辛味噌らあめん', 'からみそらあめん', 'からし'],
      ['辛味ちきん', 'からみちきん', 'からし'],
      ['びいふかれえ5辛', 'びいふかれえ5から', 'からし'],
      ['旨みと醤油', 'うまみとしょうゆ', 'むね'],
    ]) {
      expect([word, segmenter.readingOf(word!)]).toEqual([word, reading]);
      expect(segmenter.readingOf(word!)).not.toContain(misread);
    }
    // 辛子 and 唐辛子 are mustard and chili, and the table's longer entries still read them so; 辛 read から keeps 辛口 and 甘辛.
    for (const [word, reading] of [
      ['辛子明太子', 'からしめんたいこ'],
      ['唐辛子', 'とうがらし'],
      ['辛口かれえ', 'からくちかれえ'],
      ['甘辛たれ', 'あまからたれ'],
    ])
      expect([word, segmenter.readingOf(word!)]).toEqual([word, reading]);
  });

  it('reads 鶏 in a compound とり, as the names say it (若鶏: わかとり, which holds no かに), and 鶏 alone にわとり', () => {
    for (const [word, reading] of [
      ['若鶏のぐりる', 'わかとりのぐりる'],
      ['鶏そぼろ', 'とりそぼろ'],
      ['鶏', 'にわとり'],
      // The table's own rows for a compound still win (鶏むね肉, 棒棒鶏).
      ['鶏むね肉', 'とりむねにく'],
      ['棒棒鶏', 'ばんばんじい'],
    ]) {
      expect([word, segmenter.readingOf(word!)]).toEqual([word, reading]);
      expect([word, joinedReading(segmenter.segment(word!))]).toEqual([word, reading]);
    }
    expect(segmenter.readingOf('若鶏のぐりる')).not.toContain('かに');
  });

  it('reads the cities kuromoji cuts around 米 as the cities (久留米: くるめ, which holds no こめ), 米 alone still こめ (round 35)', () => {
    for (const [word, reading] of [
      ['久留米ほっとどっぐ', 'くるめほっとどっぐ'],
      ['米沢', 'よねざわ'],
      ['米子', 'よなご'],
      ['米', 'こめ'],
    ]) {
      expect([word, segmenter.readingOf(word!)]).toEqual([word, reading]);
      expect([word, joinedReading(segmenter.segment(word!))]).toEqual([word, reading]);
    }
  });

  it('equals the segments’ readings joined', () => {
    const words = [
      'ぎゅうどん',
      'らあめん',
      'いう',
      'ゆうといういみ',
      'からあげべんとう',
      '牛丼なみもり',
      'ちいずはんばあぐ',
      'mos',
      'ほっともっと',
      'ぁゔゕ',
      '鬱々',
      'たべもの屋',
      'カタカナ',
      'mosバーガー',
    ];
    const alphabet = [...'いうえおわかんっゃしてはのとらあ'];
    let seed = 5;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let round = 0; round < 3000; round++) {
      words.push(Array.from({ length: 1 + Math.floor(next() * 8) }, () => alphabet[Math.floor(next() * alphabet.length)]).join(''));
    }
    const joined = (word: string) =>
      segmenter
        .segment(word)
        .map((segment) => segment.reading)
        .join('');
    expect(words.filter((word) => segmenter.readingOf(word) !== joined(word))).toEqual([]);
  });
});
