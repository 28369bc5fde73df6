import { kanaToHiragana } from './kana-script.convert';
import { foldText, normalizeText } from './text.normalize';

const INVISIBLE = String.raw`\p{Cf}\u{FE00}-\u{FE0F}\u{E0100}-\u{E01EF}`;
const VARIANT_KANJI: Record<string, string> = { '𠮷': '吉', 髙: '高', 﨑: '崎', 德: '徳' };
const SMALL_KANA: Record<string, string> = { ゕ: 'か', ゖ: 'か', ヵ: 'か', ヶ: 'か', ゎ: 'わ' };
const JOINERS = new RegExp(`[・'’‐‑‒–—―\\-${INVISIBLE}]`, 'gu');
const SEPARATORS = /[\p{P}\p{S}\s\p{Cc}\p{Cs}]+/gu;

/** The folding pass by pass, as text.normalize.ts writes it without its shortcuts for a text already folded. */
function everyPass(text: string): string {
  let nfkc = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[𠮷髙﨑德]/gu, (ch) => VARIANT_KANJI[ch] ?? ch);
  let out = '';
  for (const ch of nfkc) {
    const prev = out.at(-1) ?? '';
    if ((ch === 'ゝ' || ch === 'ヽ') && prev) out += prev;
    else if ((ch === 'ゞ' || ch === 'ヾ') && prev) out += String.fromCodePoint(prev.codePointAt(0)! + 1);
    else out += ch;
  }
  nfkc = out;
  return kanaToHiragana(nfkc)
    .replace(/[ゕゖヵヶゎ]/gu, (ch) => SMALL_KANA[ch] ?? ch)
    .replace(JOINERS, '')
    .replace(SEPARATORS, ' ')
    .trim();
}

// normalizeText returns a text already folded as it is, and foldText a text folded once its kana are, without their last
// passes: both must give every pass's answer on every text, the folded ones and all others.
describe('normalizeText of a text already folded', () => {
  const everyCodeUnit = Array.from({ length: 0x10000 }, (_, code) => String.fromCharCode(code));
  const differing = (texts: string[]) =>
    texts.filter((text) => normalizeText(text) !== everyPass(text) || foldText(text) !== everyPass(text));

  it('equals every pass on every code unit alone, beside kana, kanji, latin and spaces', () => {
    const texts = everyCodeUnit.flatMap((unit) => [
      unit,
      `か${unit}`,
      `${unit}か`,
      `牛${unit}丼`,
      `a ${unit}`,
      `${unit} ${unit}`,
      ` ${unit}`,
      `${unit}ー`,
    ]);
    expect(differing(texts)).toEqual([]);
  });

  it('equals every pass on random texts of folded characters, spaces and a few others', () => {
    const alphabet = [...'abcxyzAZ019ぁあゔゕゖゎゝゞゟ゠アーカヵヶヮヽヾ々〆一丼牛鮭髙德﨑龥鿿豈 　-・、（）!？\u200d\ufe0f'];
    let seed = 28;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const texts = Array.from({ length: 20_000 }, () =>
      Array.from({ length: 1 + Math.floor(next() * 8) }, () => alphabet[Math.floor(next() * alphabet.length)]).join(''),
    );
    expect(differing(texts)).toEqual([]);
  });

  it('leaves a folded word, a table key or a words list as it is', () => {
    for (const text of ['ぎゅうどん', '牛丼', 'gyudon', 'ちいず 牛丼 2', '鮭おにぎり']) expect(normalizeText(text)).toBe(text);
    expect(normalizeText('髙菜')).toBe('高菜');
    expect(normalizeText('ギュードン')).toBe('ぎゅうどん');
    expect(normalizeText(' 牛丼  大盛 ')).toBe('牛丼 大盛');
  });

  it('does not run NFKC on a text already folded', () => {
    const nfkc = jest.spyOn(String.prototype, 'normalize');
    try {
      normalizeText('ぎゅうどん 牛丼 gyudon');
      expect(nfkc).not.toHaveBeenCalled();
      normalizeText('ギュウドン');
      expect(nfkc).toHaveBeenCalled();
    } finally {
      nfkc.mockRestore();
    }
  });
});
