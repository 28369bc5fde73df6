import { gramsOf, useTestEngine } from './meal-text.test-engine';

// The fifty-third round (docs/analyze-text.md): what the fifty-second round left, each closed by a rule or a lexicon row
// justified on its own. The descriptions here are the rules' own words, not any labelled set's lines.

const { estimate, readsEach } = useTestEngine();

describe('English words of nuts, vegetables, cheeses and cured meats the lexicon lacked', () => {
  readsEach(
    [
      ['cashews', '05005', 20],
      ['10 cashews', '05005', 15],
      ['pecans', '05030', 20],
      ['pistachios', '05026', 20],
      ['hazelnuts', '05029', 20],
      ['10 macadamia nuts', '05031', 25],
      ['brazil nuts', '05028', 20],
      ['pumpkin seeds', '05006', 10],
      ['sunflower seeds', '05027', 10],
      ['kale', '06080', 50],
      ['brisket', '11046', 100],
      ['chorizo', '11188', 50],
      ['ricotta', '13058', 30],
      ['grilled halloumi', '13040', 50],
      ['pastrami', '11105', 60],
    ],
    '%s reads %s at %d g',
  );

  it('reads the cashews of a stir fry (cashew was an unknown word)', () => {
    const read = estimate('chicken and cashew stir fry');
    expect(read.unknownWords).toEqual([]);
    expect(gramsOf(read, '05005')).toBe(20);
  });
});

describe('a bracket naming the dish by its own piece counts the dish', () => {
  it.each([
    // [text, grams of the dish's flour]: two biscuits are one serving of biscuits and gravy
    ['biscuits and gravy (2 biscuits)', 68],
    ['biscuits and gravy (4 biscuits)', 136],
  ])('reads %s as the dish, no cookies beside it', (text, flour) => {
    const read = estimate(text);
    expect(read.items).toHaveLength(1);
    expect(gramsOf(read, '01015')).toBe(flour);
    expect(gramsOf(read, '15098')).toBe(0);
  });

  it('counts tacos (3 tacos) as 3 tacos (a guard)', () => {
    expect(gramsOf(estimate('tacos (3 tacos)'), '11089')).toBe(90);
  });
});
