import { erf } from '@shokuji/nutrition';

/**
 * Experimental trust rule (bench option, not the service's rule): the probability that an observed
 * metabolism value is more than `wrongKcal` off, from a two-class mixture — honest loggers (records
 * error ~ N(0, se²)) vs under-reporters (records = true × (1 − u), u uniform on [uMin, uMax]) —
 * with the formula as evidence (true ~ N(formula, (formulaSd·formula)²)).
 *
 * In each class the true expenditure has a normal posterior given the records and the formula, and
 * the chance of a miss is the posterior mass more than `wrongKcal` from the value the service
 * reports. For the honest class that posterior is the reported value itself with the reported
 * (final) se, the records and the formula combined; the under-reporter class's posterior is the
 * same combination after scaling the records up by 1 / (1 − u).
 */
export interface MixtureTrustParams {
  underShare: number; // prior share π of under-reporters
  uMin: number;
  uMax: number;
  formulaSd: number; // relative sd of the formula
  wrongKcal: number;
}

export const MIXTURE_TRUST_DEFAULTS: MixtureTrustParams = { underShare: 0.33, uMin: 0.1, uMax: 0.3, formulaSd: 0.2, wrongKcal: 300 };

/** What the estimator knows of one user: the records-only figure, the formula, and the reported value with its se. */
export interface MixtureEvidence {
  recordsKcal: number;
  recordsSeKcal: number;
  formulaKcal: number;
  valueKcal: number;
  valueSeKcal: number;
}

const U_STEPS = 21;

export function probabilityWrong(evidence: MixtureEvidence, params: MixtureTrustParams = MIXTURE_TRUST_DEFAULTS): number {
  const { recordsKcal: records, recordsSeKcal: se, formulaKcal: formula, valueKcal: value, valueSeKcal: valueSe } = evidence;
  const formulaSd = params.formulaSd * formula;
  const honestLik = normalPdf(records - formula, Math.hypot(se, formulaSd));
  const honestWrong = missMass(value, valueSe, value, params.wrongKcal);
  let underLik = 0;
  let underWrongMass = 0;
  for (let i = 0; i < U_STEPS; i++) {
    const u = params.uMin + ((params.uMax - params.uMin) * i) / (U_STEPS - 1);
    // Under this u the records sit near (1 − u)·true: so does their gap to the formula.
    const lik = normalPdf(records - (1 - u) * formula, Math.hypot(se, formulaSd * (1 - u))) / U_STEPS;
    const recordsPrecision = ((1 - u) / se) ** 2;
    const formulaPrecision = 1 / formulaSd ** 2;
    const trueMean = (recordsPrecision * (records / (1 - u)) + formulaPrecision * formula) / (recordsPrecision + formulaPrecision);
    underLik += lik;
    underWrongMass += lik * missMass(trueMean, Math.sqrt(1 / (recordsPrecision + formulaPrecision)), value, params.wrongKcal);
  }
  const honestMass = (1 - params.underShare) * honestLik;
  const underMass = params.underShare * underLik;
  const total = honestMass + underMass;
  if (total <= 0) return 1;
  return (honestMass * honestWrong + params.underShare * underWrongMass) / total;
}

/** Mass of N(mean, sd²) more than `wrongKcal` from `value`. */
function missMass(mean: number, sd: number, value: number, wrongKcal: number): number {
  return 1 - normalCdf((value + wrongKcal - mean) / sd) + normalCdf((value - wrongKcal - mean) / sd);
}

function normalPdf(x: number, sd: number): number {
  return Math.exp(-0.5 * (x / sd) ** 2) / (sd * Math.sqrt(2 * Math.PI));
}

function normalCdf(z: number): number {
  return 0.5 * (1 + erf(z / Math.SQRT2));
}
