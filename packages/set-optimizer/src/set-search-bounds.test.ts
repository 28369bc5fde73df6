import { optimizeSets } from './optimize-sets';
import { SearchBounds } from './set-search-bounds';
import { TailIndex } from './set-tail-ranges';
import { buildSetItem, buildSetRequest, macrosOf } from './set-test.factories';

type Check = (...args: unknown[]) => boolean;

describe('SearchBounds: the order of a range check (docs/sets.md → Plates, Cost)', () => {
  it('reads the bound of two or more pieces to come before it walks the tail for one more', () => {
    // A conveyor-sushi chain's plates (three lines each) with soups and desserts: most ranges of plate
    // lines hold a set of two more pieces, and a range the box bound of those lets through needs no walk.
    const plates = Array.from({ length: 40 }, (_, k) =>
      buildSetItem({
        role: 'main',
        kind: 'rice',
        small: true,
        soldByPiece: true,
        plate: true,
        ...macrosOf(80 + 3 * k, { protein: 0.12 + (k % 5) * 0.03, fat: 0.15 + (k % 4) * 0.05 }),
      }),
    );
    const soups = Array.from({ length: 4 }, (_, k) => buildSetItem({ role: 'soup', ...macrosOf(30 + 20 * k) }));
    const desserts = Array.from({ length: 6 }, (_, k) => buildSetItem({ role: 'dessert', ...macrosOf(150 + 40 * k) }));
    const bounds = SearchBounds.prototype as unknown as Record<'rangeMayHold' | 'severalWithin', Check>;
    const [rangeMayHold, severalWithin, anyWithin] = [bounds.rangeMayHold, bounds.severalWithin, TailIndex.prototype.anyWithin];
    // Per range check: whether the bound of several pieces held, and how many tail walks it took.
    let inRange = false;
    let severalHeld = false;
    let walks = 0;
    let rangesSeveralHeld = 0;
    let walksWhereSeveralHeld = 0;
    const range = jest.spyOn(bounds, 'rangeMayHold').mockImplementation(function (this: unknown, ...args: unknown[]) {
      [inRange, severalHeld, walks] = [true, false, 0];
      const holds = rangeMayHold.apply(this, args);
      inRange = false;
      if (severalHeld) {
        rangesSeveralHeld++;
        walksWhereSeveralHeld += walks;
      }
      return holds;
    });
    const several = jest.spyOn(bounds, 'severalWithin').mockImplementation(function (this: unknown, ...args: unknown[]) {
      const holds = severalWithin.apply(this, args);
      if (inRange && holds) severalHeld = true;
      return holds;
    });
    const walk = jest.spyOn(TailIndex.prototype, 'anyWithin').mockImplementation(function (this: TailIndex, ...args) {
      if (inRange) walks++;
      return anyWithin.apply(this, args);
    });
    try {
      const result = optimizeSets(buildSetRequest([...plates, ...soups, ...desserts], { cal: 800, protein: 35, fat: 25, carbs: 110 }));
      expect(result.sets.length).toBeGreaterThan(0);
    } finally {
      range.mockRestore();
      several.mockRestore();
      walk.mockRestore();
    }
    expect(rangesSeveralHeld).toBeGreaterThan(0);
    expect(walksWhereSeveralHeld).toBe(0);
  });
});
