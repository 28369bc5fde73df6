import { erf } from '@shokuji/nutrition';

/**
 * Experimental trust rule (bench option, not the service's rule): the probability that an observed
 * metabolism value is more than `wrongKcal` off, from a two-class mixture — honest loggers (value
 * error ~ N(0, se²)) vs under-reporters (records = true × (1 − u), u uniform on [uMin, uMax]) —
 * with the formula as evidence (true ~ N(formula, (formulaSd·formula)²)).
 */
export interface MixtureTrustParams {
  underShare: number; // prior share π of under-reporters
  uMin: number;
  uMax: number;
  formulaSd: number; // relative sd of the formula
  wrongKcal: number;
}

export const MIXTURE_TRUST_DEFAULTS: MixtureTrustParams = { underShare: 0.33, uMin: 0.1, uMax: 0.3, formulaSd: 0.2, wrongKcal: 300 };

const U_STEPS = 21;

export function probabilityWrong(value: number, se: number, formula: number, params: MixtureTrustParams = MIXTURE_TRUST_DEFAULTS): number {
  const gap = value - formula;
  const honestLik = normalPdf(gap, Math.hypot(se, params.formulaSd * formula));
  const honestWrong = 2 * (1 - normalCdf(params.wrongKcal / se));
  let underLik = 0;
  let underWrongMass = 0;
  for (let i = 0; i < U_STEPS; i++) {
    const u = params.uMin + ((params.uMax - params.uMin) * i) / (U_STEPS - 1);
    // Under this u, the value sits near (1 − u)·true, so the gap is centred on −u·formula.
    const lik = normalPdf(gap + u * formula, Math.hypot(se, params.formulaSd * formula * (1 - u))) / U_STEPS;
    const offset = (u * value) / (1 - u); // how far the value sits below the true expenditure
    const wrong = 1 - normalCdf((params.wrongKcal - offset) / se) + normalCdf((-params.wrongKcal - offset) / se);
    underLik += lik;
    underWrongMass += lik * wrong;
  }
  const honestMass = (1 - params.underShare) * honestLik;
  const underMass = params.underShare * underLik;
  const total = honestMass + underMass;
  if (total <= 0) return 1;
  return (honestMass * honestWrong + params.underShare * underWrongMass) / total;
}

function normalPdf(x: number, sd: number): number {
  return Math.exp(-0.5 * (x / sd) ** 2) / (sd * Math.sqrt(2 * Math.PI));
}

function normalCdf(z: number): number {
  return 0.5 * (1 + erf(z / Math.SQRT2));
}
