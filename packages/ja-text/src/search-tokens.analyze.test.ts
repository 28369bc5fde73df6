import { buildQueryTokens } from './search-tokens.analyze';

describe('buildQueryTokens', () => {
  // ja-text analyzes a query's latin words without kuromoji, passing no segments: that holds only while their tokens read none.
  it.each(['ramen', 'gyudon', 'mos', 'tenpura', 'x'])('reads no segment of the latin word %s', (word) => {
    const segmented = buildQueryTokens([{ word, segments: [{ surface: word, reading: 'ほかのよみ' }] }]);
    expect(buildQueryTokens([{ word, segments: [] }])).toEqual(segmented);
  });

  it('reads the segments of a word in Japanese', () => {
    const reading = buildQueryTokens([{ word: '牛丼', segments: [{ surface: '牛丼', reading: 'ぎゅうどん' }] }]);
    expect(reading.reading).toEqual(['ぎゅ', 'ゅう', 'うど', 'どん']);
    expect(reading.romaji).toEqual(['gyudon']);
  });
});
