import {
  createBundledEngine,
  BLIND_SETS,
  confidenceErrorSpearman,
  evaluateMealText,
  type Evaluation,
  HOLDOUT_FILE,
  readDescriptions,
} from './meal-text.evaluate';

// npm run bench:analyze — accuracy of the meal-text estimator on test/analyze/descriptions.jsonl, the
// held-out and the blind sets, and its in-process latency (issue 15 targets). `--worst N` also lists
// the N largest kcal errors of the first two sets; the blind sets' are left out so that they are not
// tuned against case by case (BLIND.md).
const TARGETS = { kcalMape: 0.12, within20: 0.85, macroMape: 0.2, coverage: 0.9, spearman: -0.3, p99Ms: 30 };

async function main(): Promise<void> {
  global.gc?.();
  const before = process.memoryUsage();
  const started = Date.now();
  const engine = await createBundledEngine();
  const loadMs = Date.now() - started;
  global.gc?.();
  const after = process.memoryUsage();
  const mb = (bytes: number): string => `${(bytes / 1e6).toFixed(0)} MB`;
  // kuromoji keeps its dictionary in array buffers (external memory), the tables live on the heap.
  const memory = `heap +${mb(after.heapUsed - before.heapUsed)}, external +${mb(after.external - before.external)}, rss +${mb(after.rss - before.rss)}`;
  // Warm-up round, then five timed rounds over the whole set.
  evaluateMealText(engine);
  const evaluation = evaluateMealText(engine, undefined, 5);
  const holdout = evaluateMealText(engine, readDescriptions(HOLDOUT_FILE), 5);
  const columns: Array<[name: string, evaluation: Evaluation]> = [
    ['evaluation', evaluation],
    ['held-out', holdout],
    ...BLIND_SETS.map(({ label, file }): [string, Evaluation] => [label, evaluateMealText(engine, readDescriptions(file), 5)]),
  ];
  const pct = (value: number): string => `${(value * 100).toFixed(1)} %`;
  type Row = [name: string, value: (e: Evaluation) => string, target: string, ok: (e: Evaluation) => boolean];
  const always = (): boolean => true;
  const rows: Row[] = [
    ['descriptions', (e) => String(e.count), '', always],
    ['kcal MAPE', (e) => pct(e.kcalMape), '≤ 12 %', (e) => e.kcalMape <= TARGETS.kcalMape],
    ['kcal median APE', (e) => pct(e.kcalMedianApe), '', always],
    ['kcal within ±20 %', (e) => pct(e.within20), '≥ 85 %', (e) => e.within20 >= TARGETS.within20],
    ['protein MAPE (ref ≥ 5 g)', (e) => pct(e.proteinMape), '≤ 20 %', (e) => e.proteinMape <= TARGETS.macroMape],
    ['fat MAPE (ref ≥ 5 g)', (e) => pct(e.fatMape), '≤ 20 %', (e) => e.fatMape <= TARGETS.macroMape],
    ['carbs MAPE (ref ≥ 5 g)', (e) => pct(e.carbsMape), '≤ 20 %', (e) => e.carbsMape <= TARGETS.macroMape],
    ['item count right ±1', (e) => pct(e.itemCountShare), '', always],
    ['detailed-key coverage', (e) => pct(e.detailCoverage), '≥ 90 %', (e) => e.detailCoverage >= TARGETS.coverage],
    [
      'Spearman ρ (confidence, kcal error)',
      (e) => e.confidenceErrorSpearman.toFixed(3),
      '≤ -0.3',
      (e) => e.confidenceErrorSpearman <= TARGETS.spearman,
    ],
    ['latency p50', (e) => `${e.latencyP50Ms.toFixed(2)} ms`, '', always],
    ['latency p99', (e) => `${e.latencyP99Ms.toFixed(2)} ms`, '≤ 30 ms', (e) => e.latencyP99Ms <= TARGETS.p99Ms],
  ];
  console.log(`${''.padEnd(38)} ${columns.map(([name]) => name.padStart(12)).join(' ')}  target`);
  for (const [name, value, target, ok] of rows) {
    const cell = (e: Evaluation): string => `${value(e)}${target && !ok(e) ? '!' : ' '}`.padStart(12);
    console.log(`${name.padEnd(38)} ${columns.map(([, e]) => cell(e)).join(' ')}  ${target}`);
  }
  const both = confidenceErrorSpearman([...evaluation.results, ...holdout.results]);
  console.log(
    `${'Spearman ρ, evaluation + held-out'.padEnd(38)} ${both.toFixed(3).padStart(25)}${both <= TARGETS.spearman ? ' ' : '!'}  ≤ -0.3`,
  );
  console.log(`engine start-up ${loadMs} ms; memory after start-up: ${memory} ('!' marks a missed target)`);
  const missed = rows.filter(([, , , ok]) => !ok(evaluation)).map(([name]) => name);
  console.log(missed.length ? `evaluation set: MISSED ${missed.join(', ')}` : 'evaluation set: every target met');
  const worstFlag = process.argv.indexOf('--worst');
  if (worstFlag >= 0) {
    const count = Number(process.argv[worstFlag + 1] ?? 20);
    const worst = [...evaluation.results, ...holdout.results].sort((a, b) => b.kcalApe - a.kcalApe).slice(0, count);
    for (const result of worst) {
      console.log(
        `${result.description.id} ${(result.kcalApe * 100).toFixed(0).padStart(4)} %  ref ${result.reference.cal.toFixed(0)} est ${result.estimate?.cal.toFixed(0) ?? '-'} conf ${result.estimate?.confidence ?? '-'}  ${result.description.text}`,
      );
    }
  }
  if (missed.length > 0) process.exitCode = 1;
}

void main();
