import { join } from 'node:path';
import { runInNode } from '../support/run-in-node';
import type { storeSetsKeptScenarios } from './store-sets-kept.scenarios';

/**
 * prepareStoreSetsKept (services/catalog/src/sets/store-sets.persist.ts): every store's set tables built once, read back at the next start, built again when the catalog
 * or the kept file changed. The starts and the POST /sets answers run in a node process of their own
 * (store-sets-kept.scenarios.ts through runInNode: the optimizer's loops run about twice as slowly in jest's vm, and
 * a test beside the service's code cannot reach test/support), each on a small real catalog; the tests assert on what
 * they give back.
 */
let scenarios: Awaited<ReturnType<typeof storeSetsKeptScenarios>>;
beforeAll(() => {
  scenarios = runInNode<typeof storeSetsKeptScenarios>(join(__dirname, 'store-sets-kept.scenarios.ts'), 'storeSetsKeptScenarios', [], {
    timeoutMs: 170_000,
  });
}, 180_000);

describe('prepareStoreSetsKept', () => {
  it('builds every store’s tables once, then reads them back, and POST /sets answers exactly as with tables built', () => {
    const { first, keptAfterFirst, second, answersFirst, answersSecond } = scenarios.builtThenKept;
    expect(first).toMatchObject({ tables: 'built' });
    expect(first.stores).toBeGreaterThan(5);
    expect(first.items).toBeGreaterThan(100);
    expect(keptAfterFirst).toHaveLength(1);

    expect(second).toMatchObject({ tables: 'kept', stores: first.stores, items: first.items });
    expect(answersSecond.some((answer) => answer.sets.length > 0)).toBe(true);
    expect(answersSecond).toEqual(answersFirst);
  });

  it('builds the tables again when a catalog file changed, and keeps the new ones', () => {
    const { changed, again, kept } = scenarios.afterACatalogChange;
    expect(changed).toMatchObject({ tables: 'built' });
    expect(again).toMatchObject({ tables: 'kept' });
    expect(kept).toHaveLength(2);
  });

  it.each(['truncated', 'damaged in the middle (one flipped byte of the tables)', 'empty'])(
    'builds the tables again when the kept file is %s',
    (damage) => {
      const { first, again, third, answersFirst, answersAgain } = scenarios.afterADamagedKeptFile.find(([name]) => name === damage)![1];
      expect(again).toMatchObject({ tables: 'built', stores: first.stores, items: first.items });
      expect(answersAgain).toEqual(answersFirst);
      expect(third).toMatchObject({ tables: 'kept' });
    },
  );
});
