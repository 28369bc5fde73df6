import { buildQueryTokens } from './search-tokens.analyze';

describe('buildQueryTokens', () => {
  // ja-text never reads a query's latin words (no kuromoji for them): that holds only while their tokens use no reading.
  it.each(['ramen', 'gyudon', 'mos', 'tenpura', 'x'])('uses no reading of the latin word %s', (word) => {
    expect(buildQueryTokens([{ word, reading: '' }])).toEqual(buildQueryTokens([{ word, reading: 'ほかのよみ' }]));
  });

  it('spells a latin word with an l also with r, as ら行 is spelled after the English letter (milano: ミラノ)', () => {
    expect(buildQueryTokens([{ word: 'milano', reading: '' }]).romaji).toEqual(expect.arrayContaining(['milano', 'mirano']));
    expect(buildQueryTokens([{ word: 'meron', reading: '' }]).romaji).toEqual(['meron']);
  });

  it('spells a doubled l as one ら行 sound, as the katakana of an English word writes it (vanilla: バニラ, mozzarella: モッツァレラ)', () => {
    expect(buildQueryTokens([{ word: 'vanilla', reading: '' }]).romaji).toEqual(expect.arrayContaining(['vanilla', 'banira']));
    expect(buildQueryTokens([{ word: 'mozzarella', reading: '' }]).romaji).toEqual(expect.arrayContaining(['mozzarera']));
  });

  it('uses the reading of a word in Japanese', () => {
    const tokens = buildQueryTokens([{ word: '牛丼', reading: 'ぎゅうどん' }]);
    expect(tokens.reading).toEqual(['ぎゅ', 'ゅう', 'うど', 'どん']);
    expect(tokens.romaji).toEqual(['gyudon']);
  });
});
