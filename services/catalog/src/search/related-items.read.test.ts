import { bigrams } from './catalog-tokens';
import { createJaCatalogAnalyzer } from './ja-catalog-analyzer';
import type { CatalogTextAnalyzer } from './catalog-text-analyzer';

let analyzer: CatalogTextAnalyzer;
beforeAll(async () => {
  analyzer = await createJaCatalogAnalyzer();
}, 30000);

/** The loose clauses (components, categories, names) of q's related query that a text holding these bigrams meets. */
function looseClausesMeeting(q: string, text: string) {
  const held = new Set(bigrams(text));
  return (analyzer.analyzeRelatedQuery(q)?.terms.flat() ?? []).filter(
    (clause) =>
      clause.field !== 'reading' &&
      clause.tokens.filter((token) => held.has(token)).length >= Math.ceil(clause.minShould * new Set(clause.tokens).size),
  );
}

describe('related items of a kana word', () => {
  it('are not met by a fragment of the word inside another one (まんじゅう: オレンジジュース by ん|じゅ|ゅう)', () => {
    expect(looseClausesMeeting('まんじゅう', 'おれんじじゅうす')).toEqual([]);
    expect(looseClausesMeeting('栗まんじゅう', 'おれんじじゅうす')).toEqual([]);
  });

  it('are met by the word whole, and by a known food word it ends with that is most of it (チーズハンバーグ: ハンバーグ)', () => {
    expect(looseClausesMeeting('まんじゅう', 'くりまんじゅう')).not.toEqual([]);
    const hamburg = looseClausesMeeting('チーズハンバーグ', 'おろしはんばあぐ');
    expect(hamburg.map((clause) => clause.field)).toEqual(expect.arrayContaining(['name', 'components', 'category']));
    expect(Math.max(...hamburg.map((clause) => clause.boost))).toBeLessThan(0.6);
  });

  it('written in kanji are still met by half their bigrams (牛肉コロッケ: 牛肉)', () => {
    expect(looseClausesMeeting('牛肉コロッケ', '牛肉').length + looseClausesMeeting('牛肉コロッケ', 'ころっけ').length).toBeGreaterThan(0);
  });
});
