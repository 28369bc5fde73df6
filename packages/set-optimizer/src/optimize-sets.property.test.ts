import fc from 'fast-check';
import { MEAL_TYPE_KCAL_CAP, TARGET_KCAL_TOLERANCE, type SearchMealType } from '@shokuji/contracts';
import { optimizeSets } from './optimize-sets';
import { enumerateSets } from './set-exhaustive';
import { BLOCKS, buildSetPool } from './set-pool';
import type { RankedSet, SetCandidateItem, SetRequest, SetResult } from './set-request';
import { FOOD_ROLES, GROUP_RULES, LIKELIHOOD, MOST_PLATES_ON_A_LINE, ROLE_RULES, SNACK_MEAL_TYPES } from './set-rules';
import { MEAL_KINDS, SET_ROLES, type SetRole } from './set-role-flags';
import { buildSetItem } from './set-test.factories';

/**
 * Properties of optimizeSets over random shops (docs/sets.md → Proof), checked against the rules
 * as written in set-rules.ts and against an exhaustive enumeration of every valid set.
 */

const SHOP = 'prop-mart';
const MEAL_TYPES: SearchMealType[] = ['breakfast', 'lunch', 'dinner', 'early_morning', 'mid_morning', 'afternoon', 'late_night', 'snack'];

const itemArbitrary = (id: number): fc.Arbitrary<SetCandidateItem> =>
  fc
    .record({
      role: fc.constantFrom<SetRole>(...SET_ROLES, 'main', 'main', 'main', 'side', 'side', 'drink'),
      kind: fc.constantFrom(...MEAL_KINDS),
      small: fc.boolean(),
      soldByPiece: fc.boolean(),
      plate: fc.boolean(),
      cal: fc.oneof({ arbitrary: fc.constant(0), weight: 1 }, { arbitrary: fc.integer({ min: 1, max: 700 }), weight: 9 }),
      proteinShare: fc.double({ min: 0, max: 0.9, noNaN: true }),
      fatShare: fc.double({ min: 0, max: 0.9, noNaN: true }),
      unpublished: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
      popularity: fc.integer({ min: 0, max: 1000 }),
      breakfastOnly: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
      status: fc.constantFrom<SetCandidateItem['status']>(...Array<'active'>(8).fill('active'), 'discontinued', 'hidden'),
      elsewhere: fc.integer({ min: 0, max: 19 }).map((n) => n === 0),
      // Half the items are editions of one of four products (docs/sets.md → Editions).
      edition: fc.integer({ min: 0, max: 7 }),
      // Some come with a part, so no piece of it joins beside them (docs/sets.md → Included parts).
      // Some are sold without their rice, so a set holds them only beside a side of plain rice (docs/sets.md → Roles).
      // Some are plain bread, which beside a bread main keeps less of its naturalness (docs/sets.md → Bread beside bread).
      comesWith: fc.constantFrom('', '', '', '', '', 'おでん ', 'ドリンクバー ', 'みそ汁付 ', 'おかずのみ ', 'ライス', 'クロワッサン '),
    })
    .map((r) => {
      const proteinShare = r.proteinShare;
      const fatShare = Math.min(r.fatShare, 1 - proteinShare);
      return {
        id: `p_${id}`,
        shopId: r.elsewhere ? 'other-mart' : SHOP,
        name: r.comesWith === 'ライス' ? 'ライス' : `${r.comesWith}item ${id}`,
        role: r.role,
        kind: r.kind,
        small: r.role === 'main' && r.small,
        soldByPiece: r.soldByPiece,
        plate: r.role === 'main' && r.small && r.plate,
        cal: r.cal,
        protein: r.unpublished ? null : Math.round(((r.cal * proteinShare) / 4) * 10) / 10,
        fat: Math.round(((r.cal * fatShare) / 9) * 10) / 10,
        carbs: Math.round(((r.cal * (1 - proteinShare - fatShare)) / 4) * 10) / 10,
        popularity: r.popularity,
        breakfastOnly: r.breakfastOnly,
        status: r.status,
        ...(r.edition < 4 ? { editionKey: `product ${r.edition}` } : {}),
      };
    });

/** A plain active item of the shop with the factories' usual split, for the hand-made cases. */
const mealItem = (id: string, role: SetRole, cal: number): SetCandidateItem =>
  buildSetItem({ id, shopId: SHOP, name: id, role, kind: 'rice', cal });

const shopOf = (min: number, max: number) =>
  fc.integer({ min, max }).chain((count) => fc.tuple(...Array.from({ length: count }, (_, k) => itemArbitrary(k + 1))));

/** Mostly a meal's budget; now and then zeros. */
const orZero = (arbitrary: fc.Arbitrary<number>) => fc.oneof({ arbitrary: fc.constant(0), weight: 1 }, { arbitrary, weight: 9 });
const targetArbitrary = fc.record({
  cal: orZero(fc.integer({ min: 150, max: 1100 })),
  protein: orZero(fc.integer({ min: 0, max: 70 })),
  fat: orZero(fc.integer({ min: 0, max: 45 })),
  carbs: orZero(fc.integer({ min: 0, max: 140 })),
});

/** Mostly lunch and dinner, and a minimum of one or two pieces, as most requests are. */
const optionsArbitrary = fc
  .record({
    mealType: fc.oneof(
      { arbitrary: fc.constantFrom<SearchMealType>('lunch', 'dinner'), weight: 3 },
      { arbitrary: fc.constantFrom(...MEAL_TYPES), weight: 1 },
    ),
    minItems: fc.oneof({ arbitrary: fc.integer({ min: 1, max: 2 }), weight: 4 }, { arbitrary: fc.integer({ min: 1, max: 5 }), weight: 1 }),
    extra: fc.integer({ min: 0, max: 4 }),
    setLimit: fc.integer({ min: 1, max: 5 }),
  })
  .map(({ mealType, minItems, extra, setLimit }) => ({ mealType, minItems, maxItems: Math.min(5, minItems + extra), setLimit }));

const requestOf = (shop: fc.Arbitrary<SetCandidateItem[]>, options: fc.Arbitrary<SetRequest['options']>): fc.Arbitrary<SetRequest> =>
  fc.tuple(shop, targetArbitrary, options).chain(([items, target, options]) =>
    fc
      .record({
        items: fc.array(fc.record({ k: fc.nat(items.length - 1), days: fc.integer({ min: 0, max: 5 }) }), { maxLength: 4 }),
        pairs: fc.array(fc.record({ a: fc.nat(items.length - 1), b: fc.nat(items.length - 1), days: fc.integer({ min: 0, max: 5 }) }), {
          maxLength: 4,
        }),
      })
      .map((history) => ({
        shopId: SHOP,
        items,
        target,
        options,
        history: {
          items: history.items.map(({ k, days }) => ({ id: items[k]!.id, days })),
          pairs: history.pairs.map(({ a, b, days }) => ({ ids: [items[a]!.id, items[b]!.id] as [string, string], days })),
        },
      })),
  );

/** Small shops, any options: the exhaustive enumeration stays quick up to 5 pieces. */
const requestArbitrary = requestOf(shopOf(3, 14), optionsArbitrary);
/** Shops large enough for the search's range bounds to prune (ranges over 8 items), up to 3 pieces. */
const largeShopRequestArbitrary = requestOf(
  shopOf(60, 160),
  optionsArbitrary.map((options) => ({ ...options, minItems: Math.min(options.minItems, 3), maxItems: Math.min(options.maxItems, 3) })),
);

/**
 * Shops a meal is made of — rice mains, side dishes, soups, drinks and desserts, all on sale — with a
 * history (requestOf), so most logged pieces come beside the core: the checks of a logged piece to
 * come, its pairings and companion factor block by block and the blocks it closes (おでん), decide there.
 */
const mealShopRequestArbitrary = requestOf(
  fc.integer({ min: 8, max: 30 }).chain((count) =>
    fc.tuple(
      ...Array.from({ length: count }, (_, k) =>
        fc
          .tuple(itemArbitrary(k + 1), fc.constantFrom<SetRole>('main', 'side', 'side', 'soup', 'drink', 'dessert'))
          .map(([item, role]) => ({
            ...item,
            role,
            kind: role === 'main' ? ('rice' as const) : item.kind,
            small: false,
            plate: false,
            shopId: SHOP,
            status: 'active' as const,
            breakfastOnly: false,
          })),
      ),
    ),
  ),
  fc.record({
    mealType: fc.constant<SearchMealType>('lunch'),
    minItems: fc.constant(2),
    maxItems: fc.constant(3),
    setLimit: fc.integer({ min: 1, max: 3 }),
  }),
);

/**
 * One seed for every property of a run, so a failure can be replayed: SETS_PROPERTY_SEED=<seed> replays a run,
 * SETS_PROPERTY_RUNS=<n> multiplies the runs of each property (a long search for a counterexample). The seed is
 * printed when the file starts and carried by every failure's message.
 */
const SEED = process.env.SETS_PROPERTY_SEED ? Number(process.env.SETS_PROPERTY_SEED) : Math.floor(Math.random() * 2 ** 31);
const RUN_FACTOR = Math.max(1, Number(process.env.SETS_PROPERTY_RUNS ?? 1) || 1);
if (!Number.isInteger(SEED)) throw new Error(`SETS_PROPERTY_SEED must be an integer, got ${process.env.SETS_PROPERTY_SEED}`);
process.stdout.write(`optimize-sets properties: seed ${SEED} (replay with SETS_PROPERTY_SEED=${SEED})\n`);

/** fc.assert with the run's seed; a failure names the seed and how to replay it before fast-check's own report. */
function check<Ts extends [unknown, ...unknown[]]>(property: fc.IProperty<Ts>, parameters: fc.Parameters<Ts>): void {
  const numRuns = Math.round((parameters.numRuns ?? 100) * RUN_FACTOR);
  try {
    fc.assert(property, { ...parameters, numRuns, seed: SEED });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const replay = `seed ${SEED}: replay with SETS_PROPERTY_SEED=${SEED} npx jest packages/set-optimizer/src/optimize-sets.property`;
    throw Object.assign(new Error(`${replay}\n${message}`), { cause: error });
  }
}

const RUNS = { numRuns: 200 };

/** What min/maxItems and the role limits count: each piece, but a sushi plate's line once (docs/sets.md → Plates). */
function pieces(set: RankedSet): SetCandidateItem[] {
  return set.lines.flatMap((line) => Array<SetCandidateItem>(line.item.plate ? 1 : line.quantity).fill(line.item));
}

/** A line as the ranking's key names it: the id, with a plate line's quantity. */
const lineIds = (set: RankedSet) =>
  set.lines.flatMap((line) =>
    line.item.plate
      ? [line.quantity === 1 ? line.item.id : `${line.item.id}×${line.quantity}`]
      : Array<string>(line.quantity).fill(line.item.id),
  );

/** The rules of docs/sets.md, read from the tables, independently of the search's own checks. */
function ruleViolations(request: SetRequest, set: RankedSet): string[] {
  const { options, target } = request;
  const all = pieces(set);
  const problems: string[] = [];
  const fail = (why: string) => problems.push(why);
  if (all.length < options.minItems || all.length > options.maxItems) fail(`${all.length} pieces`);
  for (const item of all) {
    if (!request.items.includes(item)) fail(`${item.id} is not one of the shop's items`);
    if (item.shopId !== request.shopId) fail(`${item.id} is from ${item.shopId}`);
    if (item.status !== 'active') fail(`${item.id} is ${item.status}`);
    if (item.breakfastOnly && options.mealType !== 'breakfast') fail(`${item.id} is breakfast-only`);
    if (item.protein === null || item.fat === null || item.carbs === null) fail(`${item.id} has no P/F/C`);
    if (item.cal === 0 && item.role !== 'drink') fail(`${item.id} is 0 kcal food`);
  }
  for (const line of set.lines)
    if (line.quantity < 1 || line.quantity > (line.item.plate ? MOST_PLATES_ON_A_LINE : line.item.soldByPiece ? 2 : 1))
      fail(`${line.item.id} × ${line.quantity}`);
  const editionKeys = set.lines.flatMap((line) => (line.item.editionKey === undefined ? [] : [line.item.editionKey]));
  if (new Set(editionKeys).size < editionKeys.length) fail(`two editions of one product: ${editionKeys.join(', ')}`);
  for (const role of SET_ROLES) {
    const ofRole = all.filter((item) => item.role === role);
    const rule = ROLE_RULES[role];
    const limit = ofRole.every((item) => item.small) && rule.maxWhenAllSmall ? rule.maxWhenAllSmall : rule.max;
    if (ofRole.length > limit) fail(`${ofRole.length} × ${role}`);
  }
  const snackTime = SNACK_MEAL_TYPES.has(options.mealType);
  if (snackTime && !all.some((item) => FOOD_ROLES.has(item.role))) fail('a snack with nothing to eat');
  const hasCore = all.some((item) => ROLE_RULES[item.role].group === 'core');
  for (const item of all) if (ROLE_RULES[item.role].needsCore && !hasCore) fail(`${item.id} (${item.role}) without a core`);
  for (const [group, rule] of Object.entries(GROUP_RULES)) {
    const ofGroup = all.filter((item) => ROLE_RULES[item.role].group === group);
    // At snack time something to eat stands in for the core (docs/sets.md → Snack time).
    const min = snackTime && group === 'core' ? 0 : rule.min;
    if (ofGroup.length < min || ofGroup.length > rule.max) fail(`${ofGroup.length} in ${group}`);
    if (rule.oneRole && new Set(ofGroup.map((item) => item.role)).size > 1) fail(`mixed ${group}`);
  }
  const cap = Math.min(target.cal * TARGET_KCAL_TOLERANCE, MEAL_TYPE_KCAL_CAP[options.mealType] ?? Infinity);
  const rawCal = set.lines.reduce((sum, line) => sum + line.item.cal * line.quantity, 0);
  if (rawCal > cap + 1e-9) fail(`${rawCal} kcal over the cap ${cap}`);
  for (const axis of ['cal', 'protein', 'fat', 'carbs'] as const) {
    const sum = set.lines.reduce((total, line) => total + line[axis], 0);
    if (Math.abs(set.totals[axis] - sum) > 1e-9) fail(`totals.${axis} ${set.totals[axis]} ≠ ${sum}`);
    for (const line of set.lines)
      if (Math.abs(line[axis] - Math.round(line.item[axis]! * line.quantity * 10) / 10) > 1e-9) fail(`${line.item.id}.${axis}`);
  }
  const logged = (a: string, b: string) =>
    request.history.pairs.some(
      (pair) => pair.days >= LIKELIHOOD.usualPairMinDays && pair.ids.includes(a) && pair.ids.includes(b) && a !== b,
    );
  const ids = set.lines.map((line) => line.item.id);
  const usual = ids.some((a) => ids.some((b) => a < b && logged(a, b)));
  if (set.usual !== usual) fail(`usual ${set.usual}`);
  return problems;
}

const productOf = (item: SetCandidateItem) => item.editionKey ?? item.id;
/** Its core's products; at snack time, a set without a core by its first thing to eat in the search order (role, kcal, id). */
const coreOf = (set: RankedSet) => {
  const core = pieces(set).filter((item) => ROLE_RULES[item.role].group === 'core');
  if (core.length > 0) return core.map(productOf).sort().join();
  const byOrder = (a: SetCandidateItem, b: SetCandidateItem) =>
    BLOCKS.findIndex((block) => block.role === a.role) - BLOCKS.findIndex((block) => block.role === b.role) ||
    a.cal - b.cal ||
    (a.id < b.id ? -1 : 1);
  const lead = pieces(set)
    .filter((item) => FOOD_ROLES.has(item.role))
    .sort(byOrder)[0];
  return `~${lead ? productOf(lead) : ''}`;
};

const summary = (result: SetResult) =>
  result.sets.map((set) => ({
    ids: lineIds(set).sort(),
    objective: set.objective,
  }));

describe('optimizeSets properties (docs/sets.md → Proof)', () => {
  it('returns only sets of one shop that keep every rule, ranked, one per core product, with totals that add up', () => {
    check(
      fc.property(requestArbitrary, (request) => {
        const result = optimizeSets(request);
        expect(result.sets.length).toBeLessThanOrEqual(request.options.setLimit);
        for (const set of result.sets) expect(ruleViolations(request, set)).toEqual([]);
        const cores = result.sets.map(coreOf);
        expect(new Set(cores).size).toBe(cores.length);
        for (let k = 1; k < result.sets.length; k++)
          expect(result.sets[k - 1]!.objective).toBeGreaterThanOrEqual(result.sets[k]!.objective);
      }),
      RUNS,
    );
  });

  it('finds the best sets of an exhaustive enumeration: exactly up to 3 pieces, within maxGap above', () => {
    check(
      fc.property(requestArbitrary, (request) => {
        const result = optimizeSets(request);
        const reference = enumerateSets(buildSetPool(request), request.options.setLimit)!;
        const best = reference.sets[0]?.objective ?? 0;
        if (request.options.maxItems <= 3) {
          expect(result.sets.map((set) => set.objective)).toEqual(reference.sets.map((set) => set.objective));
          expect(summary(result).map((set) => set.ids.join())).toEqual(reference.sets.map((set) => set.key));
        } else {
          expect(result.sets.length > 0).toBe(reference.sets.length > 0);
          expect(result.sets[0]?.objective ?? 0).toBeGreaterThanOrEqual(best * (1 - result.algorithm.maxGap) - 1e-12);
        }
        expect(result.candidatesEvaluated).toBeLessThanOrEqual(reference.candidatesEvaluated * 2);
      }),
      RUNS,
    );
  });

  it('finds exactly the best sets of an exhaustive enumeration in larger shops, up to 3 pieces', () => {
    check(
      fc.property(largeShopRequestArbitrary, (request) => {
        const reference = enumerateSets(buildSetPool(request), request.options.setLimit)!;
        expect(optimizeSets(request).sets.map((set) => set.objective)).toEqual(reference.sets.map((set) => set.objective));
      }),
      // No shrinking: a failure here is reported with its seed at once (shrinking 100-item shops takes minutes).
      { numRuns: 40, endOnFailure: true },
    );
  });

  it('finds exactly the best sets of an exhaustive enumeration where the logged pieces come beside the core', () => {
    check(
      fc.property(mealShopRequestArbitrary, (request) => {
        const reference = enumerateSets(buildSetPool(request), request.options.setLimit)!;
        expect(summary(optimizeSets(request)).map((set) => set.ids.join())).toEqual(reference.sets.map((set) => set.key));
      }),
      { numRuns: 500 },
    );
  });

  it('gives the same answer for the same input, whatever the order of the items', () => {
    check(
      fc.property(
        requestArbitrary.chain((request) =>
          fc.tuple(fc.constant(request), fc.shuffledSubarray([...request.items], { minLength: request.items.length })),
        ),
        ([request, shuffled]) => {
          expect(summary(optimizeSets({ ...request, items: shuffled }))).toEqual(summary(optimizeSets(request)));
        },
      ),
      RUNS,
    );
  });

  it('never makes the best set worse when the shop gets one more item (within maxGap above 3 pieces)', () => {
    check(
      fc.property(requestArbitrary, itemArbitrary(99), (request, extra) => {
        const grown = { ...request, items: [...request.items, extra] };
        const before = optimizeSets(request);
        const after = optimizeSets(grown);
        const best = before.sets[0]?.objective ?? 0;
        // The two factors that read what the shop sells: a plain rice the shop now sells at this meal makes a meal
        // without its staple keep NO_STAPLE_FACTOR (docs/sets.md → A meal without its staple), and a breakfast-only
        // core that opens a morning menu makes a breakfast off it keep OFF_MORNING_MENU_FACTOR (1.27.2). Any other
        // item leaves every set's objective as it was.
        const [grownPool, pool] = [buildSetPool(grown), buildSetPool(request)];
        const shopReading = (grownPool.missingStaple / pool.missingStaple) * (grownPool.offMorningMenu / pool.offMorningMenu);
        expect(after.sets[0]?.objective ?? 0).toBeGreaterThanOrEqual(best * shopReading * (1 - after.algorithm.maxGap) - 1e-12);
      }),
      RUNS,
    );
  });

  it('counts a plain rice sold only at breakfast as sold at breakfast only, not at lunch', () => {
    const dish = { ...mealItem('p_9', 'main', 400), kind: 'other' as const, name: 'item 9' };
    const morningRice = { ...mealItem('p_99', 'side', 250), name: 'ライス', breakfastOnly: true };
    const request = (items: SetCandidateItem[], mealType: SearchMealType): SetRequest => ({
      shopId: SHOP,
      items,
      target: { cal: 700, protein: 20, fat: 20, carbs: 90 },
      options: { mealType, minItems: 1, maxItems: 1, setLimit: 1 },
      history: { items: [], pairs: [] },
    });
    const lunchBefore = optimizeSets(request([dish], 'lunch')).sets[0]!.objective;
    expect(optimizeSets(request([dish, morningRice], 'lunch')).sets[0]!.objective).toBe(lunchBefore);
    expect(buildSetPool(request([dish, morningRice], 'breakfast')).missingStaple).toBeLessThan(1);
  });
});
