import { toHiragana, toKatakana } from 'wanakana';
import { kanaToHiragana, katakanaToHiragana, katakanaToHiraganaKeepingLongMark } from './kana-script.convert';

// The conversions stand in for wanakana's on the query path: each must give wanakana's answer.
const wanakanaHiragana = (text: string) => toHiragana(text, { passRomaji: true });
const wanakanaFold = (text: string) => toHiragana(toKatakana(text, { passRomaji: true }), { passRomaji: true });
const wanakanaKeepingLongMark = (text: string) => toHiragana(text, { passRomaji: true, convertLongVowelMark: false });
/** The texts on which any conversion differs from wanakana's (compared plainly: 400,000 expects are slow). */
const differing = (texts: string[]) =>
  texts.filter(
    (text) =>
      katakanaToHiragana(text) !== wanakanaHiragana(text) ||
      kanaToHiragana(text) !== wanakanaFold(text) ||
      katakanaToHiraganaKeepingLongMark(text) !== wanakanaKeepingLongMark(text),
  );

describe('kana-script conversions equal wanakana (passRomaji)', () => {
  const everyCodeUnit = Array.from({ length: 0x10000 }, (_, code) => String.fromCharCode(code));

  it('on every code unit alone, after a kana, and before and after ー', () => {
    const texts = everyCodeUnit.flatMap((unit) => [unit, `カ${unit}`, `か${unit}`, `${unit}ー`, `ア${unit}ー`, `ー${unit}ー`]);
    expect(differing(texts)).toEqual([]);
  });

  it('on the cases the folded surface depends on', () => {
    expect(kanaToHiragana('ラーメン')).toBe('らあめん');
    expect(kanaToHiragana('ぎゅーどん')).toBe('ぎゅうどん');
    expect(kanaToHiragana('コーヒー')).toBe(wanakanaFold('コーヒー'));
    expect(kanaToHiragana('ーあ')).toBe('ーあ');
    expect(kanaToHiragana('ンー')).toBe(wanakanaFold('ンー'));
    expect(kanaToHiragana('一ヶ月')).toBe('一ヶ月');
    expect(kanaToHiragana('ハム・チーズ')).toBe('はむ・ちいず');
    expect(kanaToHiragana('only カナ')).toBe('only かな');
    expect(katakanaToHiragana('ぎゅーどん')).toBe(wanakanaHiragana('ぎゅーどん'));
    expect(katakanaToHiraganaKeepingLongMark('オートミール')).toBe('おーとみーる');
    expect(katakanaToHiraganaKeepingLongMark('ヴ・ヶ')).toBe('ゔ・ヶ');
  });

  it('on random strings of kana, marks, latin and kanji', () => {
    const alphabet = [...'あかんっゃゕゖアカンッャヵヶヴヷーー・ｰabc 牛丼1-ゝゞ'];
    let seed = 11;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const texts = Array.from({ length: 20000 }, () =>
      Array.from({ length: 1 + Math.floor(next() * 8) }, () => alphabet[Math.floor(next() * alphabet.length)]).join(''),
    );
    expect(differing(texts)).toEqual([]);
  });
});
