import type { CatalogTextAnalyzer } from './catalog-text-analyzer';
import { createJaCatalogAnalyzer } from './ja-catalog-analyzer';

let analyzer: CatalogTextAnalyzer;
beforeAll(async () => {
  analyzer = await createJaCatalogAnalyzer();
});

describe('foodNamedAfter, a catalog name read again', () => {
  it('answers as before', () => {
    expect(analyzer.foodNamedAfter('パスタサラダ ツナ', 'パスタ')).toBe('さらだ');
    expect(analyzer.foodNamedAfter('ミートソースパスタ', 'パスタ')).toBeNull();
  });

  it('folds a name once while a few thousand others are read between its asks (a query’s best matches, search after search)', () => {
    const name = 'パスタサラダ ツナマヨ';
    const others = Array.from({ length: 600 }, (_, i) => `サンドイッチ${String.fromCharCode(0x30a2 + (i % 80))}${i}`);
    const normalize = jest.spyOn(String.prototype, 'normalize');
    try {
      const foldsOfName = () => normalize.mock.contexts.filter((text) => String(text) === name).length;
      const first = analyzer.foodNamedAfter(name, 'パスタ');
      expect(foldsOfName()).toBeGreaterThan(0);
      for (const other of others) analyzer.foodNamedAfter(other, 'サラダ');
      normalize.mockClear();
      expect(analyzer.foodNamedAfter(name, 'パスタ')).toBe(first);
      analyzer.foodNamedAfter(name, 'ツナ');
      expect(foldsOfName()).toBe(0);
    } finally {
      normalize.mockRestore();
    }
  });
});
