import { createMealTextEngine } from '@shokuji/meal-text';
import { evaluateMealText } from './meal-text.evaluate';

// npm run bench:analyze — accuracy of the meal-text estimator on test/analyze/descriptions.jsonl and
// its in-process latency (issue 15 targets). `--worst N` also lists the N largest kcal errors.
const TARGETS = { kcalMape: 0.12, within20: 0.85, macroMape: 0.2, coverage: 0.9, spearman: -0.3, p99Ms: 30 };

async function main(): Promise<void> {
  const heapBefore = process.memoryUsage().heapUsed;
  const started = Date.now();
  const engine = await createMealTextEngine();
  const loadMs = Date.now() - started;
  global.gc?.();
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1e6;
  // Warm-up round, then five timed rounds over the whole set.
  evaluateMealText(engine);
  const evaluation = evaluateMealText(engine, undefined, 5);
  const pct = (value: number): string => `${(value * 100).toFixed(1)} %`;
  const mark = (ok: boolean): string => (ok ? 'ok' : 'MISSED');
  const rows: Array<[string, string, string, boolean]> = [
    ['descriptions', String(evaluation.count), '', true],
    ['kcal MAPE', pct(evaluation.kcalMape), '≤ 12 %', evaluation.kcalMape <= TARGETS.kcalMape],
    ['kcal median APE', pct(evaluation.kcalMedianApe), '', true],
    ['kcal within ±20 %', pct(evaluation.within20), '≥ 85 %', evaluation.within20 >= TARGETS.within20],
    ['protein MAPE (ref ≥ 5 g)', pct(evaluation.proteinMape), '≤ 20 %', evaluation.proteinMape <= TARGETS.macroMape],
    ['fat MAPE (ref ≥ 5 g)', pct(evaluation.fatMape), '≤ 20 %', evaluation.fatMape <= TARGETS.macroMape],
    ['carbs MAPE (ref ≥ 5 g)', pct(evaluation.carbsMape), '≤ 20 %', evaluation.carbsMape <= TARGETS.macroMape],
    ['item count right ±1', pct(evaluation.itemCountShare), '', true],
    ['detailed-key coverage', pct(evaluation.detailCoverage), '≥ 90 %', evaluation.detailCoverage >= TARGETS.coverage],
    ['Spearman ρ (confidence, kcal error)', evaluation.confidenceErrorSpearman.toFixed(3), '≤ -0.3', evaluation.confidenceErrorSpearman <= TARGETS.spearman],
    ['latency p50', `${evaluation.latencyP50Ms.toFixed(2)} ms`, '', true],
    ['latency p99', `${evaluation.latencyP99Ms.toFixed(2)} ms`, '≤ 30 ms', evaluation.latencyP99Ms <= TARGETS.p99Ms],
    ['engine start-up', `${loadMs} ms`, '', true],
    ['engine heap after start-up', `${heapMb.toFixed(0)} MB`, '', true],
  ];
  for (const [name, value, target, ok] of rows) console.log(`${name.padEnd(38)} ${value.padStart(10)}  ${target.padEnd(8)} ${target ? mark(ok) : ''}`);
  const worstFlag = process.argv.indexOf('--worst');
  if (worstFlag >= 0) {
    const count = Number(process.argv[worstFlag + 1] ?? 20);
    const worst = [...evaluation.results].sort((a, b) => b.kcalApe - a.kcalApe).slice(0, count);
    for (const result of worst) {
      console.log(
        `${result.description.id} ${(result.kcalApe * 100).toFixed(0).padStart(4)} %  ref ${result.reference.cal.toFixed(0)} est ${result.estimate?.cal.toFixed(0) ?? '-'} conf ${result.estimate?.confidence ?? '-'}  ${result.description.text}`,
      );
    }
  }
  if (!rows.every(([, , , ok]) => ok)) process.exitCode = 1;
}

void main();
