import { createHash } from 'node:crypto';
import { loadavg } from 'node:os';
import { isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as SetOptimizer from '@shokuji/set-optimizer';
import type { Macros } from '@shokuji/nutrition';
import type { SetOptions, SetRequest } from '@shokuji/set-optimizer';
import { ms } from './bench-kit';
import { loadStores, seededHistory, seededTargets, type Store } from './sets-fixtures';

/**
 * `npm run bench:sets-sweep`: does a change to the optimizer keep its answers, and at what speed?
 *
 * digest: a sweep over every store of the catalog — 12 targets at the stores of more than 400 items,
 *   6 at the others; maxItems 1-3 (minItems 1); lunch and breakfast; without and with a history;
 *   setLimit 1, 3 and 5 (18,144 requests) — printed as SHA-256 digests of the rankings (each set's
 *   pieces, objective bit for bit, score and line values) and of the rankings with the step and candidate counts.
 *   A refactor must leave both equal; a change of the search's bounds leaves the first only. Then the
 *   same for the deeper pass (epsilon, work budget): every store, 2 targets, maxItems 4 and 5 (608 requests).
 * latency: the default options (min 2, max 3, 3 sets) at every store, 40 targets, every third with a
 *   history (bench:sets's latency part): wall and CPU p50/p99, all stores and the largest.
 * tail: bench:sets's tail shape: the stores of more than 400 items, 20 targets, maxItems 1-3
 *   (minItems 1 and 2), with and without a history, CPU best of 2 after a warm-up pass.
 * paired: the tail's requests, each timed for every variant in turn (best of 3 CPU, the order
 *   swapped request by request), summed: the A/B least disturbed by a load that drifts.
 * gap: the best set's objective against the exhaustive enumeration at the stores of up to 400 items
 *   (2 targets each, up to 3 pieces), the reference enumerated once.
 * editions: the digest's requests and the deeper pass's, then the latency part's, counting the sets
 *   that hold two editions of one product (two items of the store with the same edition key,
 *   docs/sets.md → Editions), with a sample of them to read, the first of each store.
 * changes (with a baseline): the digest's, the deeper pass's and the latency part's requests, counting
 *   per store those this tree answers differently from the baseline (the sets' lines and objectives),
 *   with the first of each store to read: which answers a change of the rules moved, and where.
 *
 * SETS_SWEEP_BASELINE names another copy of the package (its src/index.ts, e.g. an older commit's
 * `git archive` output placed beside node_modules): every part then runs both, the timed parts
 * alternated A/B/A/B (SETS_SWEEP_ROUNDS rounds, default 2) in one process, so both meet the same
 * machine. SETS_SWEEP_PARTS (default digest) picks the parts; BENCH_SETS_SEED (default 14) the seed.
 */
const SEED = Number(process.env.BENCH_SETS_SEED ?? 14);
const PARTS = new Set((process.env.SETS_SWEEP_PARTS ?? 'digest').split(','));
const ROUNDS = Number(process.env.SETS_SWEEP_ROUNDS ?? 2);
const LARGE_STORE_ITEMS = 400;

type Optimizer = typeof SetOptimizer;
interface Variant {
  label: string;
  optimizer: Optimizer;
}

async function variants(): Promise<Variant[]> {
  const own: Variant = { label: 'this tree', optimizer: await import('@shokuji/set-optimizer') };
  const baseline = process.env.SETS_SWEEP_BASELINE;
  if (!baseline) return [own];
  const path = isAbsolute(baseline) ? baseline : resolve(process.cwd(), baseline);
  return [{ label: `baseline ${baseline}`, optimizer: (await import(pathToFileURL(path).href)) as Optimizer }, own];
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const figures = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${ms(percentile(sorted, 50))}  p99 ${ms(percentile(sorted, 99))}  max ${ms(sorted[sorted.length - 1]!)}`;
};
const cpuSince = (start: NodeJS.CpuUsage) => {
  const usage = process.cpuUsage(start);
  return (usage.user + usage.system) / 1000;
};

function sweepRequests(stores: Store[]): SetRequest[] {
  const targets = seededTargets(12, SEED);
  const requests: SetRequest[] = [];
  for (const store of stores)
    targets.slice(0, store.items.length > LARGE_STORE_ITEMS ? 12 : 6).forEach((target, index) => {
      const histories = [{ items: [], pairs: [] }, seededHistory(store.items, index, SEED)];
      for (const maxItems of [1, 2, 3])
        for (const mealType of ['lunch', 'breakfast'] as const)
          for (const history of histories)
            for (const setLimit of [1, 3, 5])
              requests.push({
                shopId: store.shop.id,
                shopCategory: store.shop.category,
                items: store.items,
                target,
                history,
                options: { mealType, minItems: 1, maxItems, setLimit },
              });
    });
  return requests;
}

/** The deeper pass (epsilon and the work budget): every store, 2 targets, maxItems 4 and 5, without and with a history. */
function deepSweepRequests(stores: Store[]): SetRequest[] {
  const targets = seededTargets(2, SEED);
  return stores.flatMap((store) =>
    targets.flatMap((target, index) =>
      [4, 5].flatMap((maxItems) =>
        [{ items: [], pairs: [] }, seededHistory(store.items, index, SEED)].map((history) => ({
          shopId: store.shop.id,
          shopCategory: store.shop.category,
          items: store.items,
          target,
          history,
          options: { mealType: 'lunch' as const, minItems: 2, maxItems, setLimit: 3 },
        })),
      ),
    ),
  );
}

function digest({ label, optimizer }: Variant, requests: SetRequest[]): void {
  const rankings = createHash('sha256');
  const withCounts = createHash('sha256');
  let steps = 0;
  let candidates = 0;
  const started = performance.now();
  for (const request of requests) {
    const result = optimizer.optimizeSets(request);
    // Objectives as their shortest exact decimal, so a change in the last bit shows; the shown values too.
    const ranking = result.sets
      .map((set) => {
        const lines = set.lines.map((line) => `${line.item.id}x${line.quantity}:${line.cal}/${line.protein}/${line.fat}/${line.carbs}`);
        return `${lines.join('+')}=${set.objective}|${set.score}|${set.usual}`;
      })
      .join(' ');
    rankings.update(`${ranking}\n`);
    withCounts.update(`${ranking} ${result.steps} ${result.candidatesEvaluated} ${result.algorithm.maxGap}\n`);
    steps += result.steps;
    candidates += result.candidatesEvaluated;
  }
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s (load ${load()})`);
  console.log(`    rankings and objectives          ${rankings.digest('hex')}`);
  console.log(`    with steps, candidates, maxGap   ${withCounts.digest('hex')}`);
  console.log(`    steps ${steps.toLocaleString('en')}, candidates evaluated ${candidates.toLocaleString('en')}`);
}

const DEFAULT_OPTIONS: SetOptions = { mealType: 'lunch', minItems: 2, maxItems: 3, setLimit: 3 };

function latencyRequests(stores: Store[]): SetRequest[] {
  const targets = seededTargets(40, SEED);
  return stores.flatMap((store) =>
    targets.map((target: Macros, index) => ({
      shopId: store.shop.id,
      shopCategory: store.shop.category,
      items: store.items,
      target,
      history: index % 3 === 0 && store.items.length >= 4 ? seededHistory(store.items, index, SEED) : { items: [], pairs: [] },
      options: DEFAULT_OPTIONS,
    })),
  );
}

function latency({ label, optimizer }: Variant, requests: SetRequest[], largest: string): void {
  const wall: number[] = [];
  const cpu: number[] = [];
  const largestWall: number[] = [];
  for (const request of requests) {
    const start = performance.now();
    const startCpu = process.cpuUsage();
    optimizer.optimizeSets(request);
    cpu.push(cpuSince(startCpu));
    wall.push(performance.now() - start);
    if (request.shopId === largest) largestWall.push(wall[wall.length - 1]!);
  }
  console.log(
    `  ${label.padEnd(40)} all wall ${figures(wall)} | cpu ${figures(cpu)} | ${largest} wall ${figures(largestWall)}  (load ${load()})`,
  );
}

function tailRequests(stores: Store[]): SetRequest[] {
  const targets = seededTargets(20, SEED);
  return stores
    .filter((store) => store.items.length > LARGE_STORE_ITEMS)
    .flatMap((store) =>
      targets.flatMap((target, index) =>
        [1, 2, 3].flatMap((maxItems) =>
          [1, 2]
            .filter((minItems) => minItems <= maxItems)
            .flatMap((minItems) =>
              [{ items: [], pairs: [] }, seededHistory(store.items, index, SEED)].map((history) => ({
                shopId: store.shop.id,
                shopCategory: store.shop.category,
                items: store.items,
                target,
                history,
                options: { ...DEFAULT_OPTIONS, minItems, maxItems },
              })),
            ),
        ),
      ),
    );
}

function tail({ label, optimizer }: Variant, requests: SetRequest[]): void {
  for (const request of requests) optimizer.optimizeSets(request);
  const cpu = requests.map((request) => {
    let best = Infinity;
    for (let run = 0; run < 2; run++) {
      const start = process.cpuUsage();
      optimizer.optimizeSets(request);
      best = Math.min(best, cpuSince(start));
    }
    return best;
  });
  console.log(`  ${label.padEnd(40)} ${requests.length} calls cpu ${figures(cpu)}  (load ${load()})`);
}

/**
 * The tail's requests again, each timed for every variant in turn (best of 3 CPU, the order swapped
 * request by request), so a load that drifts during the run weighs on both alike.
 */
function paired(all: Variant[], requests: SetRequest[]): void {
  const totals = all.map(() => 0);
  const slower = all.map(() => 0);
  requests.forEach((request, n) => {
    const order = n % 2 === 0 ? all.map((_, v) => v) : all.map((_, v) => all.length - 1 - v);
    const best = all.map(() => Infinity);
    for (let run = 0; run < 3; run++)
      for (const v of order) {
        const start = process.cpuUsage();
        all[v]!.optimizer.optimizeSets(request);
        best[v] = Math.min(best[v]!, cpuSince(start));
      }
    best.forEach((value, v) => (totals[v]! += value));
    const fastest = Math.min(...best);
    best.forEach((value, v) => value > fastest && slower[v]!++);
  });
  all.forEach(({ label }, v) =>
    console.log(`  ${label.padEnd(40)} cpu ${ms(totals[v]!)} in all (sum of bests); slower on ${slower[v]} of ${requests.length}`),
  );
  console.log(`  (load ${load()})`);
}

function gap(all: Variant[], stores: Store[]): void {
  const targets = seededTargets(2, SEED);
  const reference = all[all.length - 1]!.optimizer;
  const rows = all.map(() => [] as number[]);
  for (const store of stores.filter((candidate) => candidate.items.length <= LARGE_STORE_ITEMS))
    for (const target of targets) {
      const request: SetRequest = {
        shopId: store.shop.id,
        shopCategory: store.shop.category,
        items: store.items,
        target,
        history: { items: [], pairs: [] },
        options: DEFAULT_OPTIONS,
      };
      const best = reference.enumerateSets(reference.buildSetPool(request), DEFAULT_OPTIONS.setLimit)!.sets[0]?.objective ?? 0;
      all.forEach(({ optimizer }, v) => {
        const found = optimizer.optimizeSets(request).sets[0]?.objective ?? 0;
        rows[v]!.push(best > 0 ? Math.max(0, 1 - found / best) : found > 0 ? 1 : 0);
      });
    }
  all.forEach(({ label }, v) => {
    const gaps = rows[v]!;
    const mean = gaps.reduce((sum, value) => sum + value, 0) / gaps.length;
    console.log(
      `  ${label.padEnd(40)} ${gaps.length} requests: mean gap ${(mean * 100).toFixed(4)} %, worst ${(Math.max(...gaps) * 100).toFixed(4)} %`,
    );
  });
}

/** Two or more distinct items of the set share an edition key: the keys shared, else null. */
function editionsIn(set: SetOptimizer.RankedSet): string | null {
  const names = new Map<string, string[]>();
  for (const { item } of set.lines)
    if (item.editionKey !== undefined) names.set(item.editionKey, [...(names.get(item.editionKey) ?? []), item.name]);
  const shared = [...names.values()].filter((group) => group.length > 1);
  return shared.length > 0 ? shared.map((group) => group.join(' + ')).join('; ') : null;
}

const EDITION_SAMPLE = 15;

function editions({ label, optimizer }: Variant, requests: SetRequest[]): void {
  let sets = 0;
  let withEditions = 0;
  let requestsWith = 0;
  const shops = new Set<string>();
  const sample: string[] = [];
  for (const request of requests) {
    const result = optimizer.optimizeSets(request);
    let any = false;
    for (const set of result.sets) {
      sets++;
      const shared = editionsIn(set);
      if (shared === null) continue;
      withEditions++;
      any = true;
      // The first of each store, so the sample spreads over the stores.
      if (sample.length < EDITION_SAMPLE && !shops.has(request.shopId))
        sample.push(`${request.shopId}: ${shared}  (set: ${set.lines.map((line) => line.item.name).join(' + ')})`);
      shops.add(request.shopId);
    }
    if (any) requestsWith++;
  }
  console.log(
    `  ${label.padEnd(40)} ${requests.length.toLocaleString('en')} requests, ${sets.toLocaleString('en')} sets: ${withEditions.toLocaleString('en')} sets with two editions (${((withEditions / Math.max(1, sets)) * 100).toFixed(2)} %) in ${requestsWith.toLocaleString('en')} requests at ${shops.size} stores`,
  );
  for (const line of sample) console.log(`    ${line}`);
}

const answerOf = (result: SetOptimizer.SetResult) =>
  result.sets
    .map(
      (set) => `${set.lines.map((line) => `${line.item.name}${line.quantity > 1 ? ` ×${line.quantity}` : ''}`).join(' + ')} (${set.score})`,
    )
    .join(' | ');

/** The requests each later variant answers differently from the first, per store, with the first of each store. */
function changes(all: Variant[], requests: SetRequest[]): void {
  const [baseline, ...others] = all;
  if (!baseline || others.length === 0) return console.log('  (needs SETS_SWEEP_BASELINE)');
  for (const { label, optimizer } of others) {
    const byStore = new Map<string, { changed: number; first: string }>();
    for (const request of requests) {
      const before = answerOf(baseline.optimizer.optimizeSets(request));
      const after = answerOf(optimizer.optimizeSets(request));
      if (before === after) continue;
      const store = byStore.get(request.shopId);
      if (store) store.changed++;
      else
        byStore.set(request.shopId, {
          changed: 1,
          first: `${request.target.cal} kcal, max ${request.options.maxItems}: ${before}\n      → ${after}`,
        });
    }
    const changed = [...byStore.values()].reduce((sum, store) => sum + store.changed, 0);
    console.log(
      `  ${label}: ${changed.toLocaleString('en')} of ${requests.length.toLocaleString('en')} requests answered differently, at ${byStore.size} stores`,
    );
    for (const [shopId, store] of byStore) console.log(`    ${shopId} ${store.changed}: ${store.first}`);
  }
}

async function main(): Promise<void> {
  const all = await variants();
  const stores = await loadStores();
  console.log(`bench:sets-sweep — load average ${load()}; ${stores.length} stores; seed ${SEED}; ${all.map((v) => v.label).join(' | ')}`);
  if (PARTS.has('digest')) {
    const requests = sweepRequests(stores);
    console.log(`\ndigest: ${requests.length.toLocaleString('en')} requests`);
    for (const variant of all) digest(variant, requests);
    const deep = deepSweepRequests(stores);
    console.log(`\ndigest of the deeper pass: ${deep.length.toLocaleString('en')} requests of up to 4 and 5 pieces`);
    for (const variant of all) digest(variant, deep);
  }
  if (PARTS.has('latency')) {
    const requests = latencyRequests(stores);
    console.log(`\nlatency, default options: ${requests.length.toLocaleString('en')} calls a run, runs alternated`);
    for (let round = 0; round < ROUNDS; round++) for (const variant of all) latency(variant, requests, stores[0]!.shop.id);
  }
  if (PARTS.has('tail')) {
    const requests = tailRequests(stores);
    console.log(`\ntail, stores of more than ${LARGE_STORE_ITEMS} items: runs alternated`);
    for (let round = 0; round < ROUNDS; round++) for (const variant of all) tail(variant, requests);
  }
  if (PARTS.has('paired')) {
    const requests = tailRequests(stores);
    for (const variant of all) for (const request of requests) variant.optimizer.optimizeSets(request);
    console.log(`\npaired, the tail's ${requests.length.toLocaleString('en')} requests, each timed for every variant in turn`);
    paired(all, requests);
  }
  if (PARTS.has('editions')) {
    const requests = [...sweepRequests(stores), ...deepSweepRequests(stores)];
    console.log(`\neditions: sets holding two editions of one product, over the digest's requests and the deeper pass's`);
    for (const variant of all) editions(variant, requests);
    console.log(`\neditions: the same over the latency part's requests (the default options, every third with a history)`);
    for (const variant of all) editions(variant, latencyRequests(stores));
  }
  if (PARTS.has('changes')) {
    const requests = [...sweepRequests(stores), ...deepSweepRequests(stores), ...latencyRequests(stores)];
    console.log(`\nchanges: the digest's, the deeper pass's and the latency part's requests, answered differently from the baseline`);
    changes(all, requests);
  }
  if (PARTS.has('gap')) {
    console.log(`\ngap against the exhaustive enumeration, stores of up to ${LARGE_STORE_ITEMS} items`);
    gap(all, stores);
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
