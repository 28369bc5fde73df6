import { englishPluralsOf } from './english-plural.read';

describe('englishPluralsOf (round 49)', () => {
  it('spells the plurals a prefix cannot reach apart from those it can', () => {
    expect(englishPluralsOf('Strawberry')).toEqual({ changed: ['strawberries'], added: ['strawberrys', 'strawberryes'] });
    expect(englishPluralsOf('loaf').changed).toEqual(['loaves']);
    expect(englishPluralsOf('knife').changed).toEqual(['knives']);
    expect(englishPluralsOf('tomato')).toEqual({ changed: [], added: ['tomatos', 'tomatoes'] });
    expect(englishPluralsOf('day').changed).toEqual([]);
  });

  it('inflects no abbreviation or word of other letters', () => {
    expect(englishPluralsOf('ml')).toEqual({ changed: [], added: [] });
    expect(englishPluralsOf('いちご')).toEqual({ changed: [], added: [] });
    expect(englishPluralsOf('7up')).toEqual({ changed: [], added: [] });
  });
});
