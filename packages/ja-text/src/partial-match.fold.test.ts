import { foldForPartialMatch, foldForReadingMatch } from './partial-match.fold';

/** Whether `part`, as typed, is found in `name` once both are folded. */
const finds = (name: string, part: string) => foldForPartialMatch(name).includes(foldForPartialMatch(part));

describe('foldForPartialMatch', () => {
  it('folds width, case and kana script', () => {
    expect(foldForPartialMatch('ＯＡＴミルク')).toBe('oatみるく');
    expect(foldForPartialMatch('ｶﾞｯﾂﾘ ｶﾚｰ')).toBe('がっつり かれー');
    expect(foldForPartialMatch('ｐｒｏｔｅｉｎ　１００％')).toBe('protein 100%');
    expect(foldForPartialMatch('Ｃafé ΣΑΛΑΤΑ')).toBe('café σαλατα');
  });

  it('finds a name however its part is typed', () => {
    expect(finds('OATミルク', 'ＯＡＴ')).toBe(true);
    expect(finds('OATミルク', 'ｏａｔみるく')).toBe(true);
    expect(finds('オートミール', 'おーとみーる')).toBe(true);
    expect(finds('オートミール', 'ｵｰﾄﾐｰﾙ')).toBe(true);
    expect(finds('ｶﾚｰﾗｲｽ', 'カレー')).toBe(true);
    expect(finds('からあげ弁当', 'カラアゲ')).toBe(true);
    expect(finds('プロテイン１００', '100')).toBe(true);
    // A part starting with ー still meets the name: the mark is never turned into a vowel.
    expect(finds('ラーメン', 'ーめん')).toBe(true);
  });

  it('folds nothing else: kanji, voicing, small kana, ー against a vowel', () => {
    expect(finds('唐揚げ', 'からあげ')).toBe(false);
    expect(finds('ガム', 'か')).toBe(false);
    expect(finds('ギュウドン', 'きゅ')).toBe(false);
    expect(finds('オートミール', 'おうとみいる')).toBe(false);
    expect(finds('オートミール', 'オ-トミ-ル')).toBe(false);
  });

  it('keeps % and _ as characters, with the spaces and punctuation around them', () => {
    expect(foldForPartialMatch('果汁100%・無糖_A')).toBe('果汁100%・無糖_a');
    expect(finds('ツナサラダ 100%', '％')).toBe(true);
    expect(finds('ツナサラダ', '%')).toBe(false);
    expect(finds('ツナサラダ', '_')).toBe(false);
  });
});

describe('foldForReadingMatch', () => {
  it('folds width, case and kana script as foldForPartialMatch does, and reads ー as its vowel', () => {
    expect(foldForReadingMatch('ＯＡＴミルク')).toBe('oatみるく');
    expect(foldForReadingMatch('ｺｰﾋｰ')).toBe('こうひい');
    for (const written of ['コーヒー', 'こーひー', 'こうひい']) expect(foldForReadingMatch(written)).toBe('こうひい');
    expect(foldForReadingMatch('唐揚げ')).toBe('唐揚げ');
    // A part starting with ー has no kana before it to take the vowel of: that is foldForPartialMatch's job.
    expect(foldForPartialMatch('ーめん')).toBe('ーめん');
  });
});
