import type { MetabolismEstimate } from '@shokuji/nutrition';
import { WRONG_KCAL, type SimulatedUser, type SimulatedWorld } from './metabolism.simulation';

/**
 * How far any setting of the two trust thresholds (least z against the formula, largest se) could
 * go in one simulated world at one reading: the largest share of honest loggers trusted while at
 * most `underLimit` of the under-reporters are trusted (null: no such limit) and at most
 * `wrongLimit` of the trusted values are more than 300 kcal/day off. The thresholds are searched
 * for this world and this day alone, with the truth known — an optimistic bound that no single
 * rule for every world can beat, not a rule.
 */
export interface ThresholdBound {
  honestShare: number;
  minFormulaZ: number;
  maxTrustedSeKcal: number;
}

export interface BoundLimits {
  underLimit: number | null;
  wrongLimit: number;
}

/** Least z from −3 (no check) to 1.5 in steps of 0.05; the largest se is swept over every value seen. */
const Z_GRID = Array.from({ length: 91 }, (_, i) => Math.round((-3 + i * 0.05) * 100) / 100);

interface Point {
  z: number;
  se: number;
  wrong: boolean;
}

export function bestThresholds(
  simulated: SimulatedWorld,
  readingIndex: number,
  limits: BoundLimits,
  implausiblyHighZ: number,
): ThresholdBound | null {
  const points = (users: SimulatedUser[]): Point[] =>
    users.flatMap((u) => {
      const r = u.readings[readingIndex]!;
      const e: MetabolismEstimate | null = r.estimate;
      const z = e?.diagnostics.plausibilityZ;
      if (!e || z === null || z === undefined || z > implausiblyHighZ) return [];
      return [{ z, se: e.seKcal, wrong: Math.abs(e.observedTdeeKcal - r.trueTdeeKcal) > WRONG_KCAL }];
    });
  const honest = points(simulated.honest);
  const under = points(simulated.underReporters);
  let best: ThresholdBound | null = null;
  for (const minFormulaZ of Z_GRID) {
    // Those past the z threshold, by se: each largest se trusts a prefix of this list.
    const passing = [...honest.map((p) => ({ ...p, honest: true })), ...under.map((p) => ({ ...p, honest: false }))]
      .filter((p) => p.z >= minFormulaZ)
      .sort((a, b) => a.se - b.se);
    let h = 0;
    let u = 0;
    let wrong = 0;
    passing.forEach((p, i) => {
      if (p.honest) h++;
      else u++;
      if (p.wrong) wrong++;
      // A threshold sits between distinct se values only.
      if (i + 1 < passing.length && passing[i + 1]!.se === p.se) return;
      if (limits.underLimit !== null && u > limits.underLimit * simulated.underReporters.length) return;
      if (wrong > limits.wrongLimit * (h + u)) return;
      const honestShare = h / simulated.honest.length;
      if (!best || honestShare > best.honestShare) best = { honestShare, minFormulaZ, maxTrustedSeKcal: p.se };
    });
  }
  return best;
}
