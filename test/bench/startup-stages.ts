import { mainThreadProfile, readProfile, type CallFrame, type ProfileNode } from './cpu-stages';

/**
 * Folds the .cpuprofile of a service's start (node --cpu-prof, BENCH_PROFILE_DIR of bench:startup)
 * into what the start spent its time on, so a restart's cost can be read by owner (docs/benchmarks.md
 * → Start-up). Each sample goes to the first stage below that claims any frame of its stack: the
 * named steps of the catalog's start first (they run after the modules are loaded), then what a frame's
 * file says. Only samples up to `untilUs` (the profile's clock: first /healthz 200) count. A frame in
 * a service's bundle (services/launch.js) is read as the TypeScript file its source map names (readProfile).
 *
 * CLI: `npx tsx test/bench/startup-stages.ts <profile dir> [untilUs]`.
 */
export const STARTUP_STAGES = [
  'sets: optimizer warm-up',
  'sets: building store tables',
  'kept files: read, digest, deserialize',
  'catalog files: rows (parse, validate)',
  'catalog store',
  'search index (restore or build)',
  'Japanese analyzer and dictionaries',
  'loading modules (node loader, tsx, module bodies)',
  'garbage collection',
  'other',
] as const;
export type StartupStage = (typeof STARTUP_STAGES)[number];

type Rule = [StartupStage, (frame: CallFrame) => boolean];

const named =
  (...names: string[]) =>
  (frame: CallFrame) =>
    names.includes(frame.functionName);
const inFile =
  (...parts: string[]) =>
  (frame: CallFrame) =>
    parts.some((part) => frame.url.includes(part));

// An async function's code after an await runs without its callers on the stack, so most steps are
// claimed by the files their code lives in rather than by the function that started them.
const RULES: Rule[] = [
  ['garbage collection', named('(garbage collector)')],
  ['sets: optimizer warm-up', named('warmUpOptimizer')],
  ['sets: building store tables', inFile('packages/set-optimizer/', 'services/catalog/src/sets/catalog-sets.service.ts')],
  [
    'kept files: read, digest, deserialize',
    inFile('packages/kept-file/', 'services/catalog/src/sets/store-sets.persist.ts', 'catalog-store.persist.ts', 'node:v8'),
  ],
  ['kept files: read, digest, deserialize', (frame) => frame.url.startsWith('node:internal/crypto/')],
  ['catalog files: rows (parse, validate)', inFile('search-index/src/')],
  ['catalog store', inFile('services/catalog/src/store/')],
  ['search index (restore or build)', inFile('services/catalog/src/search/embedded/', 'search-index.persist.ts')],
  // kuromoji's dictionary is gzipped: a restart on a kept index unzips nothing else.
  ['Japanese analyzer and dictionaries', inFile('packages/ja-text/', '/kuromoji/', '/doublearray/', '/wanakana/', 'node:zlib')],
  [
    'loading modules (node loader, tsx, module bodies)',
    (frame) =>
      frame.url.startsWith('node:internal/modules/') ||
      frame.url.includes('/node_modules/tsx/') ||
      frame.url.endsWith('/services/launch.js') ||
      ['compileFunction', 'wrapSafe', 'compileSourceTextModule', 'compileForInternalLoader'].includes(frame.functionName),
  ],
];

/** Milliseconds per stage (idle left out), and the idle time, up to `untilUs`. */
export function foldStartup(dir: string, untilUs = Infinity): { ms: Record<StartupStage, number>; busyMs: number; idleMs: number } {
  const profile = readProfile(mainThreadProfile(dir));
  const nodes = profile.nodes;
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, ProfileNode>();
  for (const node of nodes) for (const child of node.children ?? []) parentOf.set(child, node);
  const stageById = new Map<number, StartupStage | 'idle'>();
  const stageOf = (id: number): StartupStage | 'idle' => {
    let stage = stageById.get(id);
    if (stage) return stage;
    const stack: CallFrame[] = [];
    for (let node = byId.get(id); node; node = parentOf.get(node.id)) stack.push(node.callFrame);
    stage = stack[0]!.functionName === '(idle)' ? 'idle' : (RULES.find(([, claims]) => stack.some(claims))?.[0] ?? 'other');
    stageById.set(id, stage);
    return stage;
  };
  const ms = Object.fromEntries(STARTUP_STAGES.map((stage) => [stage, 0])) as Record<StartupStage, number>;
  let idleMs = 0;
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i]!;
    if (at > untilUs) break;
    const spanMs = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const stage = stageOf(profile.samples[i]!);
    if (stage === 'idle') idleMs += spanMs;
    else ms[stage] += spanMs;
  }
  return { ms, busyMs: STARTUP_STAGES.reduce((sum, stage) => sum + ms[stage], 0), idleMs };
}

export function printStartupStages(columns: { label: string; fold: ReturnType<typeof foldStartup> }[]): void {
  const cell = (text: string) => text.padStart(24);
  console.log(`\n${'where a restart went (ms of samples, share)'.padEnd(52)}${columns.map((c) => cell(c.label)).join('')}`);
  const line = (label: string, value: (fold: ReturnType<typeof foldStartup>) => string) =>
    console.log(`${label.padEnd(52)}${columns.map((c) => cell(value(c.fold))).join('')}`);
  for (const stage of STARTUP_STAGES) line(stage, (f) => `${f.ms[stage].toFixed(0)} ${((f.ms[stage] / f.busyMs) * 100).toFixed(1)} %`);
  line('busy (all stages)', (f) => `${f.busyMs.toFixed(0)}`);
  line('idle (waiting on files, timers)', (f) => `${f.idleMs.toFixed(0)}`);
}

if (require.main === module) {
  const [dir, until] = process.argv.slice(2);
  if (!dir) throw new Error('usage: tsx test/bench/startup-stages.ts <profile dir> [untilUs]');
  printStartupStages([{ label: 'profile', fold: foldStartup(dir, until ? Number(until) : undefined) }]);
}
