import {
  KCAL_PER_KG,
  ageOn,
  estimateObservedMetabolism,
  formulaTdeeKcal,
  type DatedWeight,
  type Gender,
  type MetabolismEstimate,
} from '@shokuji/nutrition';
import { seededRandom, type SeededRandom } from './seeded-random';

/**
 * Simulated users with a known true expenditure, logging the way real users do: days not logged,
 * forgotten meals, portions under-reported, and body weight swinging ±0.5-1 kg a day with water.
 * The estimator sees only what such a user would record.
 */
export interface SimulatedUser {
  trueTdeeKcal: number;
  /** Share of intake the user leaves out of the records on average (0 = honest). */
  underReportShare: number;
  weightNoiseSdKg: number;
  estimate: MetabolismEstimate | null;
}

export interface SimulationOptions {
  seed: number;
  users: number;
  days: number;
  /** Share of users who systematically under-report portions (10-35 %). */
  underReporterShare: number;
}

const WINDOW_START = '2026-01-01';

export function simulateUser(random: SeededRandom, days: number, underReporter: boolean): SimulatedUser {
  const gender: Gender = random.chance(0.5) ? 'female' : 'male';
  const heightCm = gender === 'female' ? random.normal(158, 6) : random.normal(171, 6);
  const bmi = random.uniform(19, 32);
  const startWeightKg = bmi * (heightCm / 100) ** 2;
  const age = Math.round(random.uniform(20, 70));
  const activityLevel = random.pick([1, 2, 2, 3, 3, 4, 5] as const);
  const profile = { heightCm, weightKg: startWeightKg, ageYears: age, gender };
  // Truth differs from the formula the way people differ from a population equation (about 10 %),
  // and users pick their activity level only roughly (one step off 30 % of the time).
  const trueTdeeKcal = formulaTdeeKcal(profile, activityLevel) * Math.exp(random.normal(0, 0.1));
  const statedActivity = random.chance(0.3) ? Math.min(5, Math.max(1, activityLevel + random.pick([-1, 1]))) : activityLevel;
  // Most users eat somewhat below expenditure (they are trying to lose), some at it or above.
  const plannedBalanceKcal = random.normal(-350, 300);
  const underReportShare = underReporter ? random.uniform(0.1, 0.35) : Math.max(0, random.normal(0, 0.03));
  const intakeLogRate = random.uniform(0.6, 0.97);
  const weighRate = random.uniform(0.35, 0.95);
  const forgetMealRate = random.uniform(0, 0.12);
  const weightNoiseSdKg = random.uniform(0.5, 1.0);

  const intake = new Map<string, number>();
  const exercise = new Map<string, number>();
  const weights: DatedWeight[] = [];
  let trueWeightKg = startWeightKg;
  let water = 0;
  for (let day = 0; day < days; day++) {
    const date = addDays(WINDOW_START, day);
    const eatenKcal = Math.max(600, trueTdeeKcal + plannedBalanceKcal + random.normal(0, 400));
    if (random.chance(0.25)) exercise.set(date, Math.round(random.uniform(100, 400)));
    if (random.chance(intakeLogRate)) {
      let recorded = eatenKcal * (1 - underReportShare) * (1 + random.normal(0, 0.08));
      // A forgotten meal: the day is logged, but only part of it.
      if (random.chance(forgetMealRate)) recorded *= random.uniform(0.3, 0.65);
      intake.set(date, Math.round(recorded));
    }
    // Water: mostly day-to-day noise with a little carry-over from the day before.
    water = 0.3 * water + random.normal(0, weightNoiseSdKg * Math.sqrt(1 - 0.09));
    if (random.chance(weighRate)) weights.push({ date, weightKg: Math.round((trueWeightKg + water) * 10) / 10 });
    trueWeightKg += (eatenKcal - trueTdeeKcal) / KCAL_PER_KG;
  }
  const endDate = addDays(WINDOW_START, days - 1);
  const estimate = estimateObservedMetabolism({
    windowStart: WINDOW_START,
    windowEnd: endDate,
    intakeKcalByDate: intake,
    weights,
    exerciseKcalByDate: exercise,
    formulaTdeeKcal: formulaTdeeKcal({ ...profile, ageYears: ageOn(addDays(endDate, -age * 365), endDate) }, statedActivity),
  });
  return { trueTdeeKcal, underReportShare, weightNoiseSdKg, estimate };
}

export interface SimulationSummary {
  users: number;
  days: number;
  estimated: number;
  medianAbsErrorAllKcal: number;
  medianAbsErrorTrustedKcal: number;
  medianAbsErrorHonestKcal: number;
  coverageAll: number;
  coverageTrusted: number;
  coverageHonest: number;
  trustedShare: number;
  trustedShareHonest: number;
  trustedShareUnderReporters: number;
  /** Trusted estimates whose true value lies outside ±1.96 se: the cases `trusted` should have caught. */
  trustedMisses: number;
  medianSeTrustedKcal: number;
}

export function runMetabolismSimulation(options: SimulationOptions): { users: SimulatedUser[]; summary: SimulationSummary } {
  const random = seededRandom(options.seed);
  const users = Array.from({ length: options.users }, () => simulateUser(random, options.days, random.chance(options.underReporterShare)));
  const estimated = users.filter((u): u is SimulatedUser & { estimate: MetabolismEstimate } => u.estimate !== null);
  const trusted = estimated.filter((u) => u.estimate.trusted);
  const honest = estimated.filter((u) => u.underReportShare < 0.1);
  const underReporters = estimated.filter((u) => u.underReportShare >= 0.1);
  const absError = (u: (typeof estimated)[number]) => Math.abs(u.estimate.observedTdeeKcal - u.trueTdeeKcal);
  const covered = (u: (typeof estimated)[number]) => absError(u) <= 1.96 * u.estimate.seKcal;
  const share = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 1000 : 0);
  return {
    users,
    summary: {
      users: options.users,
      days: options.days,
      estimated: estimated.length,
      medianAbsErrorAllKcal: Math.round(median(estimated.map(absError))),
      medianAbsErrorTrustedKcal: Math.round(median(trusted.map(absError))),
      medianAbsErrorHonestKcal: Math.round(median(honest.map(absError))),
      coverageAll: share(estimated.filter(covered).length, estimated.length),
      coverageTrusted: share(trusted.filter(covered).length, trusted.length),
      coverageHonest: share(honest.filter(covered).length, honest.length),
      trustedShare: share(trusted.length, estimated.length),
      trustedShareHonest: share(honest.filter((u) => u.estimate.trusted).length, honest.length),
      trustedShareUnderReporters: share(underReporters.filter((u) => u.estimate.trusted).length, underReporters.length),
      trustedMisses: trusted.filter((u) => !covered(u)).length,
      medianSeTrustedKcal: Math.round(median(trusted.map((u) => u.estimate.seKcal))),
    },
  };
}

function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
