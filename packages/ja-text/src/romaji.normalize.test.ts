import type * as Wanakana from 'wanakana';
import { toRomaji } from 'wanakana';
import { hiraganaToRomaji, readingToRomaji } from './romaji.normalize';

// wanakana's toRomaji, counted: a syllable read once is read again without it.
jest.mock('wanakana', () => {
  const actual = jest.requireActual<typeof Wanakana>('wanakana');
  return { ...actual, toRomaji: jest.fn(actual.toRomaji) };
});
const wanakana = jest.requireActual<typeof Wanakana>('wanakana');

// hiraganaToRomaji stands in for wanakana's toRomaji on the query path: it must give wanakana's answer on every text.
describe('hiraganaToRomaji equals wanakana’s toRomaji', () => {
  const hiragana = Array.from({ length: 0x3096 - 0x3041 + 1 }, (_, at) => String.fromCharCode(0x3041 + at));
  const differing = (texts: string[]) => texts.filter((text) => hiraganaToRomaji(text) !== wanakana.toRomaji(text));

  it('on every hiragana and every two of them', () => {
    expect(differing(hiragana.flatMap((first) => [first, ...hiragana.map((second) => first + second)]))).toEqual([]);
  });

  it('on every three of the kana its syllables are cut by, and of kana beside them', () => {
    const cut = [...'っんあいうえおやゆよぁぃぅぇぉゃゅょゎゕゖかきしじちぢてでにひふびぴみりゔわを'];
    expect(differing(cut.flatMap((a) => cut.flatMap((b) => cut.map((c) => a + b + c))))).toEqual([]);
  });

  it('on random longer texts of hiragana, and on texts with other characters', () => {
    let seed = 28;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const texts = Array.from({ length: 20_000 }, () =>
      Array.from({ length: 4 + Math.floor(next() * 10) }, () => hiragana[Math.floor(next() * hiragana.length)]).join(''),
    );
    expect(differing([...texts, '', 'らーめん', 'ラーメン', 'ぎゅうどん 2', 'abc', 'きゃっと・ふーど', '牛丼'])).toEqual([]);
  });

  it('reads a syllable without wanakana once it has read it', () => {
    expect(readingToRomaji('ぎゅうどんなみもり')).toBe('gyudonamimori');
    jest.mocked(toRomaji).mockClear();
    expect(hiraganaToRomaji('もりぎゅうどんな')).toBe('morigyuudonna');
    expect(toRomaji).not.toHaveBeenCalled();
  });
});
