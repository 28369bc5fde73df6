import { KCAL_PER_KG } from './goal-targets';

/**
 * Observed energy expenditure from a user's own records (API-SPEC.md → Resources → Metabolism):
 *
 *   expenditure = mean recorded intake − 7,700 kcal/kg × smoothed weight slope (kg/day)
 *
 * with its standard error, combined with a weak prior from the formula when the profile is known,
 * and a plausibility test against that prior, because intake-balance estimates inherit every kcal
 * the user forgets to log. The method and its measured accuracy: docs/goals.md, docs/benchmarks.md.
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

export type UntrustedReason = 'no_formula_check' | 'uncertain' | 'intake_implausibly_low' | 'intake_implausibly_high';

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
    plausibilityZ: number | null;
    untrustedReasons: UntrustedReason[];
  };
}

/** The tunable constants, each explained in docs/goals.md. */
export const METABOLISM_RULES = {
  /** The window: the 28 days before today (today is still being logged). */
  windowDays: 28,
  /** Fewer complete intake days or weights than this, or weights spanning fewer days, gives null. */
  minIntakeDays: 10,
  minWeights: 5,
  minWeightSpanDays: 10,
  /** A logged day below this share of the user's median logged day is a partly logged day: missing, not low. */
  partialDayShare: 0.5,
  /** Residual portion and label error of careful loggers, as a share of intake: a floor on the se. */
  reportingErrorShare: 0.07,
  /** Uncertainty of the formula (resting-energy error and activity level) as a share of its value. */
  formulaErrorShare: 0.15,
  /** Records this far below the formula (in combined standard errors) look like under-reporting. */
  implausiblyLowZ: -1.0,
  /**
   * Share of the records' shortfall below the formula added to the se: under-reporting only ever
   * pushes the records down, so a shortfall is partly a bias the records cannot see.
   */
  shortfallAllowanceShare: 0.75,
  implausiblyHighZ: 2.5,
  /** Largest se (kcal/day) still trusted for the goal. */
  maxTrustedSeKcal: 200,
  /** confidence = probability that the true value lies within this many kcal of the estimate. */
  confidenceBandKcal: 200,
} as const;

export function estimateObservedMetabolism(input: MetabolismInput, rules = METABOLISM_RULES): MetabolismEstimate | null {
  const windowLength = dayIndex(input.windowStart, input.windowEnd) + 1;

  // Intake: logged days only; partly logged days dropped (missing data, never low intake).
  const logged = [...input.intakeKcalByDate.entries()].filter(([date]) => date >= input.windowStart && date <= input.windowEnd);
  const medianDay = median(logged.map(([, kcal]) => kcal));
  const complete = logged.filter(([, kcal]) => kcal > 0 && kcal >= rules.partialDayShare * medianDay).map(([, kcal]) => kcal);
  if (complete.length < rules.minIntakeDays) return null;

  const weights = input.weights
    .filter((w) => w.date >= input.windowStart && w.date <= input.windowEnd)
    .sort((a, b) => (a.date < b.date ? -1 : 1));
  if (weights.length < rules.minWeights) return null;
  const xs = weights.map((w) => dayIndex(input.windowStart, w.date));
  if (xs[xs.length - 1]! - xs[0]! < rules.minWeightSpanDays) return null;

  const intakeMean = mean(complete);
  const intakeSe = Math.sqrt(variance(complete) / complete.length);
  const trend = weightTrend(
    xs,
    weights.map((w) => w.weightKg),
  );

  const recordsOnly = intakeMean - KCAL_PER_KG * trend.slopeKgPerDay;
  const recordsOnlySe = Math.sqrt(intakeSe ** 2 + (KCAL_PER_KG * trend.slopeSe) ** 2 + (rules.reportingErrorShare * intakeMean) ** 2);

  let estimate = recordsOnly;
  let se = recordsOnlySe;
  let plausibilityZ: number | null = null;
  const untrustedReasons: UntrustedReason[] = [];
  if (input.formulaTdeeKcal !== null) {
    // A weak prior: precision-weighted with the records; the records dominate once they are precise.
    const priorSd = rules.formulaErrorShare * input.formulaTdeeKcal;
    plausibilityZ = (recordsOnly - input.formulaTdeeKcal) / Math.sqrt(recordsOnlySe ** 2 + priorSd ** 2);
    const wRecords = 1 / recordsOnlySe ** 2;
    const wPrior = 1 / priorSd ** 2;
    estimate = (wRecords * recordsOnly + wPrior * input.formulaTdeeKcal) / (wRecords + wPrior);
    const shortfall = Math.max(0, input.formulaTdeeKcal - recordsOnly);
    se = Math.sqrt(1 / (wRecords + wPrior) + (rules.shortfallAllowanceShare * shortfall) ** 2);
    if (plausibilityZ < rules.implausiblyLowZ) untrustedReasons.push('intake_implausibly_low');
    if (plausibilityZ > rules.implausiblyHighZ) untrustedReasons.push('intake_implausibly_high');
  } else {
    untrustedReasons.push('no_formula_check');
  }
  if (se > rules.maxTrustedSeKcal) untrustedReasons.push('uncertain');

  const exerciseTotal = [...input.exerciseKcalByDate.entries()]
    .filter(([date]) => date >= input.windowStart && date <= input.windowEnd)
    .reduce((sum, [, kcal]) => sum + kcal, 0);

  return {
    observedTdeeKcal: Math.round(estimate),
    seKcal: Math.round(se),
    confidence: round2(erf(rules.confidenceBandKcal / (se * Math.SQRT2))),
    trusted: untrustedReasons.length === 0,
    weightTrendKgPerWeek: round2(trend.slopeKgPerDay * 7),
    intakeMeanKcal: Math.round(intakeMean),
    avgExerciseKcal: Math.round(exerciseTotal / windowLength),
    windowStart: input.windowStart,
    windowEnd: input.windowEnd,
    diagnostics: {
      intakeDays: complete.length,
      partialDaysDropped: logged.length - complete.length,
      weightCount: weights.length,
      recordsOnlyTdeeKcal: Math.round(recordsOnly),
      recordsOnlySeKcal: Math.round(recordsOnlySe),
      plausibilityZ: plausibilityZ === null ? null : round2(plausibilityZ),
      untrustedReasons,
    },
  };
}

/**
 * The smoothed weight trend: a least-squares line through the weights (day-to-day water swings
 * average out), with the slope's standard error widened for serial correlation of the residuals
 * (water retention lasts several days, so neighbouring days are not independent).
 */
export function weightTrend(days: readonly number[], weightsKg: readonly number[]): { slopeKgPerDay: number; slopeSe: number } {
  const n = days.length;
  const mx = mean(days);
  const my = mean(weightsKg);
  let sxx = 0;
  let sxy = 0;
  for (let i = 0; i < n; i++) {
    sxx += (days[i]! - mx) ** 2;
    sxy += (days[i]! - mx) * (weightsKg[i]! - my);
  }
  const slope = sxy / sxx;
  const residuals = days.map((x, i) => weightsKg[i]! - (my + slope * (x - mx)));
  const residualVariance = residuals.reduce((sum, r) => sum + r * r, 0) / Math.max(1, n - 2);
  // Lag-1 correlation over consecutive days only; clamped so a short series cannot shrink the se.
  let num = 0;
  let pairs = 0;
  for (let i = 1; i < n; i++) {
    if (days[i]! - days[i - 1]! === 1) {
      num += residuals[i]! * residuals[i - 1]!;
      pairs++;
    }
  }
  const rho = pairs >= 3 && residualVariance > 0 ? Math.min(0.7, Math.max(0, num / pairs / residualVariance)) : 0;
  const inflation = Math.sqrt((1 + rho) / (1 - rho));
  return { slopeKgPerDay: slope, slopeSe: Math.sqrt(residualVariance / sxx) * inflation };
}

/** Abramowitz-Stegun 7.1.26 (error below 1.5e-7), enough for a confidence figure. */
export function erf(x: number): number {
  const sign = x < 0 ? -1 : 1;
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return sign * y;
}

function dayIndex(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
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
