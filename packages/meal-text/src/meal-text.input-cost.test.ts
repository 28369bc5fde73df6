import { createMealTextEngine } from './meal-text.engine';
import type { MealTextEngine } from './meal-text.types';

// What one description may cost: POST /analyze-text reads up to 300 characters, and a text naming nothing
// edible is a 400 that takes no place of the 3 a minute, so its cost must stay near a plain one's.
let engine: MealTextEngine;
beforeAll(async () => {
  engine = await createMealTextEngine([]);
});

describe('one unbroken Latin run of 300 letters', () => {
  it('reads aloud only the pieces a set word may close (teishoku, don), not every piece of the run', () => {
    const { jaText } = engine as unknown as { jaText: { romaji(text: string): string } };
    const romaji = jest.spyOn(jaText, 'romaji');
    try {
      for (const text of ['a'.repeat(300), 'kyaaaa'.repeat(50)]) {
        romaji.mockClear();
        expect(engine.estimate({ text }).kind).toBe('nothing_edible');
        // Every suffix of the run was read (886 readings, 515 of them over 40 letters): time grew with the square of the length.
        expect(romaji.mock.calls.filter(([piece]) => piece.length > 40).length).toBeLessThanOrEqual(2);
      }
      // A food and its set word written as one still part there.
      expect(engine.estimate({ text: 'karaageteishoku' }).kind).toBe('estimate');
      expect(engine.estimate({ text: 'ebitendon' }).kind).toBe('estimate');
    } finally {
      romaji.mockRestore();
    }
  });
});
