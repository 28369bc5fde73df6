import { addDays, daysBetween } from '@shokuji/clock';
import { KCAL_PER_KG } from './goal-targets';

/**
 * Observed energy expenditure from a user's own records (API-SPEC.md → Resources → Metabolism):
 *
 *   expenditure = mean recorded intake − 7,700 kcal/kg × smoothed weight slope (kg/day)
 *
 * with its standard error, combined with a weak prior from the formula when the profile is known.
 * Trusted only when precise and clearly above that prior, because intake-balance estimates inherit
 * every kcal the user forgets to log and the body's formula is the only trace of it. The method and its measured accuracy: docs/goals.md, docs/benchmarks.md.
 */
export interface DatedWeight {
  date: string;
  weightKg: number;
}

export interface MetabolismInput {
  /** First and last date of the window (YYYY-MM-DD, inclusive). */
  windowStart: string;
  windowEnd: string;
  /** Recorded kcal per date; only dates with at least one meal record. A date left out is missing, never 0. */
  intakeKcalByDate: ReadonlyMap<string, number>;
  /** At most one weight per date, inside the window. */
  weights: readonly DatedWeight[];
  /** Recorded exercise kcal per date (dates without exercise may be left out: they mean no exercise). */
  exerciseKcalByDate: ReadonlyMap<string, number>;
  /** The formula's expenditure for this user (profile × activity factor); null when the profile is incomplete. */
  formulaTdeeKcal: number | null;
}

export type UntrustedReason = 'no_formula_check' | 'uncertain' | 'under_reporting_not_ruled_out' | 'intake_implausibly_high';

export interface MetabolismEstimate {
  observedTdeeKcal: number;
  seKcal: number;
  confidence: number;
  trusted: boolean;
  weightTrendKgPerWeek: number;
  intakeMeanKcal: number;
  avgExerciseKcal: number;
  windowStart: string;
  windowEnd: string;
  /** How the figure came about, for logs and the simulation; not part of the public resource. */
  diagnostics: {
    intakeDays: number;
    partialDaysDropped: number;
    weightCount: number;
    recordsOnlyTdeeKcal: number;
    recordsOnlySeKcal: number;
    formulaTdeeKcal: number | null;
    plausibilityZ: number | null;
    untrustedReasons: UntrustedReason[];
  };
}

/** The tunable constants, each explained in docs/goals.md. */
export const METABOLISM_RULES = {
  /** The window: at most the 56 days before today (today is still being logged), from the first record. */
  windowDays: 56,
  /** Fewer complete intake days or weights than this, or weights spanning fewer days, gives null. */
  minIntakeDays: 10,
  minWeights: 5,
  minWeightSpanDays: 10,
  /** A logged day below this share of the user's median logged day is a partly logged day: missing, not low. */
  partialDayShare: 0.5,
  /** Random portion and label error of one logged day, as a share of intake. */
  dayRecordErrorShare: 0.1,
  /** Systematic error of a careful logger (portions judged small, a sauce left out), as a share of intake. */
  reportingBiasShare: 0.03,
  /**
   * Spread of people's real expenditure around the formula (resting-energy error and a roughly
   * chosen activity level, one step of which is 11-14 %), as a share of its value.
   */
  formulaErrorShare: 0.2,
  /**
   * Day-to-day persistence of water in the weights (AR(1) coefficient): estimated from the
   * residuals, drawn toward this typical value as if it were seen in this many pairs of near
   * weigh-ins (a few weeks of weigh-ins tell persistence only roughly), and never above the maximum.
   */
  waterPersistence: 0.6,
  waterPersistencePairs: 10,
  maxWaterPersistence: 0.95,
  /**
   * Records must sit at least this far above the formula (in combined standard errors, about 5 %
   * above it) to rule out under-reporting: a user who logs 80 % of what they eat and really spends
   * 20 % more than the formula has records that agree with it. The knee of the trade-off curve
   * (docs/goals.md): stricter values halve the honest loggers trusted for little fewer wrong values.
   */
  minFormulaZ: 0.25,
  implausiblyHighZ: 2.5,
  /** Largest se (kcal/day) still trusted for the goal: a miss of more than 300 kcal/day then has at most a 2 % chance. */
  maxTrustedSeKcal: 128,
  /** confidence = probability that the true value lies within this many kcal of the estimate. */
  confidenceBandKcal: 200,
} as const;
export type MetabolismRules = { readonly [K in keyof typeof METABOLISM_RULES]: number };

/**
 * Whether the weights alone leave room for an estimate: fewer than `minWeights` of them in the
 * window, or weights spanning fewer than `minWeightSpanDays`, make it null whatever was eaten. A
 * caller may leave the intake and exercise unread when this is false (the estimate checks the same).
 */
export function weightsAllowEstimate(
  input: Pick<MetabolismInput, 'windowStart' | 'windowEnd' | 'weights'>,
  rules: MetabolismRules = METABOLISM_RULES,
): boolean {
  let count = 0;
  let first = '';
  let last = '';
  for (const { date } of input.weights) {
    if (date < input.windowStart || date > input.windowEnd) continue;
    if (count === 0 || date < first) first = date;
    if (count === 0 || date > last) last = date;
    count++;
  }
  if (count < rules.minWeights) return false;
  return count === 0 || daysBetween(first, last) >= rules.minWeightSpanDays;
}

export function estimateObservedMetabolism(input: MetabolismInput, rules: MetabolismRules = METABOLISM_RULES): MetabolismEstimate | null {
  // The window starts at the user's first record in it: days before anyone logged are not data.
  const inWindow = (date: string) => date >= input.windowStart && date <= input.windowEnd;
  const logged = [...input.intakeKcalByDate.entries()].filter(([date]) => inWindow(date));
  const weights = input.weights.filter((w) => inWindow(w.date)).sort((a, b) => (a.date < b.date ? -1 : 1));
  const firstRecord = [...logged.map(([date]) => date), ...weights.map((w) => w.date)].sort()[0];
  if (firstRecord === undefined) return null;
  const windowStart = firstRecord;
  const windowLength = daysBetween(windowStart, input.windowEnd) + 1;

  // Intake: logged days only; partly logged days dropped (missing data, never low intake).
  const medianDay = median(logged.map(([, kcal]) => kcal));
  const complete = new Map(logged.filter(([, kcal]) => kcal > 0 && kcal >= rules.partialDayShare * medianDay));
  if (complete.size < rules.minIntakeDays) return null;
  if (!weightsAllowEstimate(input, rules)) return null;
  const xs = weights.map((w) => daysBetween(windowStart, w.date));

  const intakes = [...complete.values()];
  const intakeMean = mean(intakes);
  const intakeDaySd = Math.sqrt(variance(intakes));
  const dayIntake = Array.from({ length: windowLength }, (_, day) => complete.get(addDays(windowStart, day)) ?? null);
  const balance = energyBalance(
    xs,
    weights.map((w) => w.weightKg),
    dayIntake,
    intakeMean,
    rules,
  );

  // Records only: expenditure = mean intake − 7,700 × the intake-adjusted weight slope.
  const recordsOnly = intakeMean - KCAL_PER_KG * balance.slopeKgPerDay;
  const recordsOnlySe = Math.sqrt(
    (KCAL_PER_KG * balance.slopeSe) ** 2 +
      intakeDaySd ** 2 * balance.missingDayWeight +
      (rules.dayRecordErrorShare * intakeMean) ** 2 * balance.loggedDayWeight +
      (rules.reportingBiasShare * intakeMean) ** 2,
  );

  let estimate = recordsOnly;
  let se = recordsOnlySe;
  let plausibilityZ: number | null = null;
  if (input.formulaTdeeKcal !== null) {
    // A weak prior: precision-weighted with the records; the records dominate once they are precise.
    const priorSd = rules.formulaErrorShare * input.formulaTdeeKcal;
    plausibilityZ = (recordsOnly - input.formulaTdeeKcal) / Math.sqrt(recordsOnlySe ** 2 + priorSd ** 2);
    const wRecords = 1 / recordsOnlySe ** 2;
    const wPrior = 1 / priorSd ** 2;
    estimate = (wRecords * recordsOnly + wPrior * input.formulaTdeeKcal) / (wRecords + wPrior);
    se = Math.sqrt(1 / (wRecords + wPrior));
  }
  const untrustedReasons = untrustedReasonsFor(se, plausibilityZ, rules);

  const exerciseTotal = [...input.exerciseKcalByDate.entries()]
    .filter(([date]) => date >= windowStart && inWindow(date))
    .reduce((sum, [, kcal]) => sum + kcal, 0);

  return {
    observedTdeeKcal: Math.round(estimate),
    seKcal: Math.round(se),
    confidence: round2(erf(rules.confidenceBandKcal / (se * Math.SQRT2))),
    trusted: untrustedReasons.length === 0,
    weightTrendKgPerWeek: round2(balance.weightSlopeKgPerDay * 7),
    intakeMeanKcal: Math.round(intakeMean),
    avgExerciseKcal: Math.round(exerciseTotal / windowLength),
    windowStart,
    windowEnd: input.windowEnd,
    diagnostics: {
      intakeDays: complete.size,
      partialDaysDropped: logged.length - complete.size,
      weightCount: weights.length,
      recordsOnlyTdeeKcal: Math.round(recordsOnly),
      recordsOnlySeKcal: Math.round(recordsOnlySe),
      formulaTdeeKcal: input.formulaTdeeKcal,
      plausibilityZ: plausibilityZ === null ? null : round2(plausibilityZ),
      untrustedReasons,
    },
  };
}

/**
 * Why an estimate with this se and this position against the formula (z of records − formula,
 * null without a formula) may not feed a goal; none means trusted (docs/goals.md → Observed
 * metabolism → Null and trusted).
 */
export function untrustedReasonsFor(
  seKcal: number,
  plausibilityZ: number | null,
  rules: MetabolismRules = METABOLISM_RULES,
): UntrustedReason[] {
  const reasons: UntrustedReason[] = [];
  if (plausibilityZ === null) reasons.push('no_formula_check');
  else if (plausibilityZ < rules.minFormulaZ) reasons.push('under_reporting_not_ruled_out');
  else if (plausibilityZ > rules.implausiblyHighZ) reasons.push('intake_implausibly_high');
  if (seKcal > rules.maxTrustedSeKcal) reasons.push('uncertain');
  return reasons;
}

/**
 * The energy balance seen in the weights. Each weight is first adjusted for the logged intake
 * before it (a day eaten 500 kcal above the mean adds 500 / 7,700 kg), so the day-to-day spread of
 * eating does not blur the trend; what is left is a straight line (slope = (mean intake −
 * expenditure) / 7,700) plus water. The slope's se comes from the residuals with their real
 * serial correlation (water lasts days): AR(1) water (`waterNoise`) applied to the actual weigh-in
 * days, widened by Student's t for the few effective residuals behind its variance.
 * `missingDayWeight` and `loggedDayWeight` are the sums of the squared weights of each missing
 * and logged day in the slope: a missing day's intake is unknown (its spread enters the se),
 * a logged day's carries its record error.
 */
export function energyBalance(
  days: readonly number[],
  weightsKg: readonly number[],
  dayIntakeKcal: readonly (number | null)[],
  intakeMeanKcal: number,
  rules: MetabolismRules,
): { slopeKgPerDay: number; slopeSe: number; weightSlopeKgPerDay: number; missingDayWeight: number; loggedDayWeight: number } {
  const n = days.length;
  // Logged intake deviation accumulated up to (not including) each day.
  const cumulative = [0];
  for (const kcal of dayIntakeKcal) cumulative.push(cumulative[cumulative.length - 1]! + (kcal === null ? 0 : kcal - intakeMeanKcal));
  const adjusted = days.map((d, i) => weightsKg[i]! - cumulative[d]! / KCAL_PER_KG);
  const fit = leastSquares(days, adjusted);
  const raw = leastSquares(days, weightsKg);

  const residuals = days.map((x, i) => adjusted[i]! - (fit.meanY + fit.slope * (x - fit.meanX)));
  const water = waterNoise(days, residuals, rules);
  const k = days.map((x) => (x - fit.meanX) / fit.sxx);
  let slopeVariance = 0;
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) slopeVariance += k[i]! * k[j]! * water.persistence ** Math.abs(days[i]! - days[j]!);
  slopeVariance *= water.variance;
  const tWidening = studentT975(water.degreesOfFreedom) / 1.96;

  // Day d's intake shifts every later weight, so its weight in the slope is the sum of k over later weigh-ins.
  let missingDayWeight = 0;
  let loggedDayWeight = 0;
  dayIntakeKcal.forEach((kcal, day) => {
    const later = days.reduce((sum, x, i) => (x > day ? sum + k[i]! : sum), 0);
    if (kcal === null) missingDayWeight += later ** 2;
    else loggedDayWeight += later ** 2;
  });
  return {
    slopeKgPerDay: fit.slope,
    slopeSe: Math.sqrt(slopeVariance) * tWidening,
    weightSlopeKgPerDay: raw.slope,
    missingDayWeight,
    loggedDayWeight,
  };
}

/**
 * The water in the weights as an AR(1) process (variance σ², day-to-day persistence ρ), from the
 * residuals of the line. Residuals of a fitted line are smaller and less correlated than the water
 * itself (the line absorbs part of a slow swing), the more so the fewer and the more persistent
 * they are; so both are taken from the exact expectation for these weigh-in days,
 * E[r rᵀ] = σ² (I − H) R(ρ) (I − H) with R_ij = ρ^|dᵢ − dⱼ| and H the line's hat matrix:
 * ρ solves "share of Σr² in the products of near pairs of days = its expectation", then
 * σ² = Σr² / tr((I − H) R (I − H)). ρ is then drawn toward a typical value (a few weeks tell it
 * only roughly).
 */
function waterNoise(
  days: readonly number[],
  residuals: readonly number[],
  rules: MetabolismRules,
): { variance: number; persistence: number; degreesOfFreedom: number } {
  const rss = residuals.reduce((sum, r) => sum + r * r, 0);
  const pairs = nearPairs(days);
  const moments = lineResidualMoments(days, pairs);
  let persistence = rules.waterPersistence;
  if (pairs.length >= 4 && rss > 0) {
    const observed = pairs.reduce((sum, [i, j]) => sum + residuals[i]! * residuals[j]!, 0) / rss;
    // The expected share grows with ρ: bisection.
    let lo = 0;
    let hi = rules.maxWaterPersistence;
    if (observed <= moments(lo).pairShare) hi = lo;
    else if (observed >= moments(hi).pairShare) lo = hi;
    for (let step = 0; step < 20 && hi - lo > 1e-3; step++) {
      const mid = (lo + hi) / 2;
      if (moments(mid).pairShare < observed) lo = mid;
      else hi = mid;
    }
    const measured = (lo + hi) / 2;
    persistence =
      (pairs.length * measured + rules.waterPersistencePairs * rules.waterPersistence) / (pairs.length + rules.waterPersistencePairs);
  }
  const atPersistence = moments(persistence);
  return { variance: rss / Math.max(1e-9, atPersistence.trace), persistence, degreesOfFreedom: atPersistence.degreesOfFreedom() };
}

/** Pairs of weigh-ins at most 3 days apart, or at most 7 for users who weigh less often. */
function nearPairs(days: readonly number[]): Array<[number, number]> {
  for (const maxGap of [3, 7]) {
    const pairs: Array<[number, number]> = [];
    for (let i = 0; i < days.length; i++) for (let j = i + 1; j < days.length && days[j]! - days[i]! <= maxGap; j++) pairs.push([i, j]);
    if (pairs.length >= 4) return pairs;
  }
  return [];
}

/**
 * For M = (I − H) R(ρ) (I − H): its trace, and the share of the trace that the given pairs carry
 * (Σ over pairs of M_ij / tr M). H = U Uᵀ with U the orthonormal basis of the line (1, day), so M
 * needs only R U: O(n²) per ρ.
 */
function lineResidualMoments(days: readonly number[], pairs: ReadonlyArray<readonly [number, number]>) {
  const n = days.length;
  const meanDay = mean(days);
  const sxx = days.reduce((sum, d) => sum + (d - meanDay) ** 2, 0);
  const u1 = days.map(() => 1 / Math.sqrt(n));
  const u2 = days.map((d) => (d - meanDay) / Math.sqrt(sxx));
  const span = days[n - 1]! - days[0]!;
  return (rho: number) => {
    const power = Array.from({ length: span + 1 }, (_, gap) => rho ** gap);
    const correlation = (i: number, j: number) => power[Math.abs(days[i]! - days[j]!)]!;
    const a = days.map((_, i) => days.reduce((sum, _dj, j) => sum + correlation(i, j) * u1[j]!, 0));
    const b = days.map((_, i) => days.reduce((sum, _dj, j) => sum + correlation(i, j) * u2[j]!, 0));
    const dot = (x: number[], y: number[]) => x.reduce((sum, v, i) => sum + v * y[i]!, 0);
    const c11 = dot(u1, a);
    const c12 = dot(u1, b);
    const c22 = dot(u2, b);
    const trace = n - (c11 + c22);
    /** M_ij = (R − HR − RH + HRH)_ij, with H = U Uᵀ and R U = [a b]. */
    const entryOfM = (i: number, j: number) => {
      const hr = u1[i]! * a[j]! + u2[i]! * b[j]!;
      const rh = a[i]! * u1[j]! + b[i]! * u2[j]!;
      const hrh = u1[i]! * (c11 * u1[j]! + c12 * u2[j]!) + u2[i]! * (c12 * u1[j]! + c22 * u2[j]!);
      return correlation(i, j) - hr - rh + hrh;
    };
    let pairSum = 0;
    for (const [i, j] of pairs) pairSum += entryOfM(i, j);
    /** Satterthwaite's degrees of freedom of σ² = Σr² / tr M: tr(M)² / tr(M²) (n − 2 without persistence). */
    const degreesOfFreedom = () => {
      let sumSquares = 0;
      for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) sumSquares += entryOfM(i, j) ** 2;
      return trace ** 2 / sumSquares;
    };
    return { trace, pairShare: pairSum / trace, degreesOfFreedom };
  };
}

function leastSquares(xs: readonly number[], ys: readonly number[]): { slope: number; meanX: number; meanY: number; sxx: number } {
  const meanX = mean(xs);
  const meanY = mean(ys);
  let sxx = 0;
  let sxy = 0;
  for (let i = 0; i < xs.length; i++) {
    sxx += (xs[i]! - meanX) ** 2;
    sxy += (xs[i]! - meanX) * (ys[i]! - meanY);
  }
  return { slope: sxy / sxx, meanX, meanY, sxx };
}

/** 97.5 % quantile of Student's t (Cornish-Fisher, within 2 % from 3 degrees of freedom). */
function studentT975(df: number): number {
  const z = 1.96;
  const d = Math.max(1, df);
  return z + (z ** 3 + z) / (4 * d) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * d * d);
}

/** Abramowitz-Stegun 7.1.26 (error below 1.5e-7), enough for a confidence figure. */
export function erf(x: number): number {
  const sign = x < 0 ? -1 : 1;
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return sign * y;
}

const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
const variance = (values: readonly number[]) => {
  const m = mean(values);
  return values.reduce((sum, v) => sum + (v - m) ** 2, 0) / Math.max(1, values.length - 1);
};
const median = (values: readonly number[]) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const round2 = (value: number) => Math.round(value * 100) / 100;
