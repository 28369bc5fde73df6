import { createJaCatalogAnalyzer } from './ja-catalog-analyzer';
import type { CatalogTextAnalyzer } from './catalog-text-analyzer';

let analyzer: CatalogTextAnalyzer;
beforeAll(async () => {
  analyzer = await createJaCatalogAnalyzer();
}, 30000);

const nameTokensOf = (q: string) =>
  analyzer.analyzeQuery(q).terms.map((term) => term.filter((clause) => clause.field === 'name').flatMap((clause) => clause.tokens));

describe('English food words in a query', () => {
  it('also match the Japanese names of the food, below the English name itself', () => {
    const [term] = analyzer.analyzeQuery('pudding').terms;
    const english = term!.find((clause) => clause.field === 'english')!;
    const japanese = term!.find((clause) => clause.field === 'name' && clause.tokens.includes('ぷり'))!;
    expect(japanese).toBeDefined();
    expect(japanese.boost).toBeLessThan(english.boost);
  });

  it('take a known phrase as one term (any of its Japanese names, or every word in the English name)', () => {
    expect(analyzer.analyzeQuery('fried chicken').words).toEqual(['fried chicken']);
    expect(nameTokensOf('fried chicken')[0]).toEqual(expect.arrayContaining(['から', 'あげ', '唐揚']));
    const english = analyzer.analyzeQuery('fried chicken').terms[0]!.find((clause) => clause.field === 'english')!;
    expect(english).toMatchObject({ tokens: ['fried', 'chicken'], minShould: 1 });
  });

  it('join only what the glossary knows, longest first, and leave other words alone', () => {
    expect(analyzer.analyzeQuery('chicken and egg bowl').words).toEqual(['chicken and egg bowl']);
    expect(analyzer.analyzeQuery('spicy fried chicken').words).toEqual(['spicy', 'fried chicken']);
    expect(analyzer.analyzeQuery('fried 牛丼').words).toEqual(['fried', '牛丼']);
  });
});
