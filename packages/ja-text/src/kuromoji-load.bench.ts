import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

/**
 * Wall and CPU time (all threads: unzipping runs on libuv's pool) of loadKuromojiTokenizer in fresh
 * processes (the cost a start pays), in turn for: this
 * checkout reading its kept dictionary, this checkout unpacking kuromoji's gzipped files (keeping
 * nothing), and optionally another checkout's loader (KUROMOJI_LOAD_OTHER=<checkout>).
 *   npx tsx packages/ja-text/src/kuromoji-load.bench.ts            (KUROMOJI_LOAD_RUNS, default 5)
 */
const LOADER = 'packages/ja-text/src/kuromoji-tokenizer.load.ts';

type Loader = { loadKuromojiTokenizer: (keepDir?: string | null) => Promise<unknown> };

async function child(loaderFile: string, mode: string): Promise<void> {
  const { loadKuromojiTokenizer } = (await import(loaderFile)) as Loader;
  const started = performance.now();
  const cpu = process.cpuUsage();
  await (mode === 'unpack' ? loadKuromojiTokenizer(null) : loadKuromojiTokenizer());
  const { user, system } = process.cpuUsage(cpu);
  process.stdout.write(JSON.stringify({ wallMs: performance.now() - started, cpuMs: (user + system) / 1000 }));
}

type Timing = { wallMs: number; cpuMs: number };

function timeInChild(loaderFile: string, mode: string): Timing {
  const out = execFileSync(process.execPath, [...process.execArgv, __filename, 'child', loaderFile, mode], { encoding: 'utf8' });
  return JSON.parse(out) as Timing;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const listed = (values: number[]) => `${values.map((v) => v.toFixed(0)).join(', ')} ms (median ${median(values).toFixed(0)} ms)`;

function main(): void {
  const runs = Number(process.env.KUROMOJI_LOAD_RUNS ?? 5);
  const other = process.env.KUROMOJI_LOAD_OTHER;
  const here = join(__dirname, '..', '..', '..', LOADER);
  const variants: [string, string, string][] = [
    ['this checkout, kept dictionary', here, 'kept'],
    ['this checkout, unzipping (keeps nothing)', here, 'unpack'],
    ...(other ? [[`${other}, its own loader`, join(other, LOADER), 'default'] as [string, string, string]] : []),
  ];
  timeInChild(here, 'kept'); // writes the kept file if there is none yet
  const times = variants.map((): Timing[] => []);
  console.log(
    `load average at start: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  for (let run = 0; run < runs; run++) {
    // Alternate the order so a load swing does not favour one variant.
    const order = run % 2 === 0 ? variants.map((_, i) => i) : variants.map((_, i) => variants.length - 1 - i);
    for (const i of order) times[i]!.push(timeInChild(variants[i]![1], variants[i]![2]));
  }
  console.log(
    `load average at end: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  variants.forEach(([name], i) => {
    console.log(`${name}\n  wall ${listed(times[i]!.map((t) => t.wallMs))}\n  CPU  ${listed(times[i]!.map((t) => t.cpuMs))}`);
  });
}

if (process.argv[2] === 'child') void child(process.argv[3]!, process.argv[4]!);
else main();
