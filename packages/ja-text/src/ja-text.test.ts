import cases from './__fixtures__/normalization-cases.json';
import { createJaText, dishShortForms, type FieldTokens, type JaText, type QueryTerm } from './index';

let jaText: JaText;
beforeAll(async () => {
  jaText = await createJaText();
});

const FIELDS: (keyof FieldTokens)[] = ['surface', 'reading', 'romaji', 'words'];

/**
 * The match rule the engines apply: a term (or one of its expansions) hits a name when all its surface,
 * reading or word tokens are in that field, or any of its romaji spellings is; every term must hit.
 */
function queryMatches(query: string, name: string): boolean {
  const index = jaText.indexTokens(name);
  const allIn = (tokens: string[], field: keyof FieldTokens): boolean =>
    tokens.length > 0 && tokens.every((token) => index[field].includes(token));
  const hits = (tokens: FieldTokens): boolean =>
    allIn(tokens.surface, 'surface') ||
    allIn(tokens.reading, 'reading') ||
    allIn(tokens.words, 'words') ||
    tokens.romaji.some((token) => index.romaji.includes(token));
  const termHits = (term: QueryTerm): boolean => hits(term.tokens) || term.expansions.some((expansion) => hits(expansion.tokens));
  const { terms } = jaText.parseQuery(query);
  return terms.length > 0 && terms.every(termHits);
}

describe('normalize', () => {
  it.each(cases.normalize)('%s → %s', (input, expected) => expect(jaText.normalize(input!)).toBe(expected));
});

describe('text that is not text', () => {
  it.each([['\u0000'], ['a\u0000b'], ['\ud98c'], ['牛丼\udd1d'], ['\u001b[31m']])('%j is analyzed without throwing', (input) => {
    expect(() => jaText.parseQuery(input)).not.toThrow();
    expect(() => jaText.indexTokens(input)).not.toThrow();
    expect(jaText.normalize(input)).not.toMatch(/[\p{Cc}\p{Cs}]/u);
  });
});

describe('reading (dictionary-corrected kuromoji)', () => {
  it.each(cases.reading)('%s → %s', (input, expected) => expect(jaText.reading(input!)).toBe(expected));
});

describe('canonical romaji', () => {
  it.each(cases.romaji)('%s → %s', (input, expected) => expect(jaText.romaji(input!)).toBe(expected));
});

describe('IME and Hepburn spellings meet the canonical romaji', () => {
  it.each(cases.romajiQuery)('%s ≡ %s', (typed, kana) => {
    const [term] = jaText.parseQuery(typed!).terms;
    expect(term?.tokens.romaji).toContain(jaText.romaji(kana!));
  });
});

describe('query matches catalog name', () => {
  it.each(cases.matches)('%s finds %s', (query, name) => expect(queryMatches(query!, name!)).toBe(true));
});

describe('query does not match', () => {
  it.each(cases.noMatch)('%s misses %s', (query, name) => expect(queryMatches(query!, name!)).toBe(false));
});

describe('parseQuery', () => {
  it.each(cases.query as [string, string[], string[]][])('%j', (query, terms, excluded) => {
    const parsed = jaText.parseQuery(query);
    expect(parsed.terms.map((term) => term.text)).toEqual(terms);
    expect(parsed.excluded.map((term) => term.text)).toEqual(excluded);
  });

  it('marks quoted phrases', () => {
    const [phrase, word] = jaText.parseQuery('"牛丼 並盛" 豚汁').terms;
    expect(phrase?.phrase).toBe(true);
    expect(word?.phrase).toBe(false);
  });

  it('expands synonyms and aliases into analyzed expansions', () => {
    const [term] = jaText.parseQuery('ファミマ').terms;
    expect(term?.expansions.map((expansion) => expansion.text)).toContain('ファミリーマート');
    expect(term?.expansions.find((expansion) => expansion.text === 'ファミリーマート')?.tokens.words).toEqual(['ふぁみりいまあと']);
  });
});

describe('firstTermTokens', () => {
  it.each([
    'ramen',
    'gyudon namimori',
    '-ramen udon',
    '"cold soba" ramen',
    '- sandoicchi',
    '%% tenpura',
    'ラーメン',
    '牛丼 ramen',
    '"" ',
    'mac&cheese',
  ])('equals the tokens of parseQuery’s first term: %j', (query) =>
    expect(jaText.firstTermTokens(query)).toEqual(jaText.parseQuery(query).terms[0]?.tokens),
  );

  it.each([
    'ramen',
    'milano',
    'gyudon namimori',
    '-ramen udon',
    '"cold soba" ramen',
    'ラーメン',
    'ちーず 牛丼',
    '牛丼 ramen',
    '"" ',
    'mac&cheese',
    'x',
  ])('firstTermRomaji is its romaji tokens alone: %j', (query) =>
    expect(jaText.firstTermRomaji(query)).toEqual(jaText.firstTermTokens(query)?.romaji ?? []),
  );
});

describe('synonymsOf', () => {
  it.each(cases.synonyms)('%s ↔ %s', (term, synonym) => expect(jaText.synonymsOf(term!)).toContain(synonym));

  it('returns nothing for unknown words', () => expect(jaText.synonymsOf('ぴよぴよ')).toEqual([]));
});

describe('japaneseOfEnglish', () => {
  it.each([
    ['pudding', 'プリン'],
    ['Fried  Chicken', 'からあげ'],
    ['rice ball', 'おにぎり'],
    ['beef bowl', '牛丼'],
  ])('%s → %s (case and spacing ignored)', (english, japanese) => expect(jaText.japaneseOfEnglish(english)).toContain(japanese));

  it('returns nothing for words outside the glossary', () => {
    expect(jaText.japaneseOfEnglish('spaceship')).toEqual([]);
    expect(jaText.japaneseOfEnglish('')).toEqual([]);
  });
});

describe('indexTokens', () => {
  it('gives surface unigrams and bigrams, reading bigrams, romaji edge n-grams from each morpheme and whole words', () => {
    const tokens = jaText.indexTokens('牛丼並盛');
    expect(tokens.surface).toEqual(['牛', '丼', '並', '盛', '牛丼', '丼並', '並盛']);
    expect(tokens.reading).toContain('ぎゅ');
    expect(tokens.reading).not.toContain('うし');
    expect(tokens.romaji).toEqual(expect.arrayContaining(['gy', 'gyudon', 'na', 'namimori']));
    expect(tokens.romaji).not.toContain('g');
    expect(tokens.words).toEqual(['牛丼並盛', '牛丼', '並盛']);
  });

  it('keeps the token count of a 60-character name bounded', () => {
    const tokens = jaText.indexTokens('期間限定 直火焼牛カルビ丼 大盛 ごはん大盛無料 Premium Beef Bowl with Egg 特製たれ仕上げ 温玉付');
    expect(FIELDS.reduce((sum, field) => sum + tokens[field].length, 0)).toBeLessThan(800);
  });

  it('indexes English names as lowercase words and prefixes', () => {
    const tokens = jaText.indexTokens('Chicken Nuggets');
    expect(tokens.words).toEqual(['chicken', 'nuggets']);
    expect(tokens.romaji).toEqual(expect.arrayContaining(['ch', 'chick', 'nuggets']));
  });
});

describe('dishShortForms', () => {
  it('gives the short forms Sudachi lists for a dish, by its full spelling, without Latin ones', () => {
    const shortForms = dishShortForms();
    expect(shortForms.get('ポテトサラダ')).toEqual(['ポテサラ']);
    expect([...shortForms.values()].flat().some((surface) => /[a-z]/iu.test(surface))).toBe(false);
  });
});

describe('knowsFoodWord: Japanese sweets the typo pass took for other names (round 35)', () => {
  it.each([['ういろう'], ['外郎'], ['やつはし'], ['八ツ橋'], ['くずもち'], ['葛餅'], ['かるかん'], ['きんつば']])(
    'knows %s, so it is no typo',
    (word) => {
      expect(jaText.knowsFoodWord(word)).toBe(true);
    },
  );

  it('still takes a misspelling of a known sweet for a typo (ういろお)', () => {
    expect(jaText.knowsFoodWord('ういろお')).toBe(false);
  });
});

describe('knowsFoodWord: 釜飯 in its three spellings (round 38)', () => {
  it.each([['釜飯'], ['釜めし'], ['かまめし']])('knows %s, so it is no typo of 牛めし or かてめし', (word) => {
    expect(jaText.knowsFoodWord(word)).toBe(true);
  });
});
