import type { MealTextEngine } from '@shokuji/meal-text';
import {
  createBundledEngine,
  confidenceErrorSpearman,
  type DescriptionResult,
  evaluateMealText,
  HOLDOUT_FILE,
  readDescriptions,
  spearman,
} from './meal-text.evaluate';

// Issue 15's accuracy targets, gated on both description sets (latency lives in bench:analyze).
let engine: MealTextEngine;
beforeAll(async () => {
  engine = await createBundledEngine();
});

describe.each([
  ['the evaluation set', undefined],
  ['the held-out set', HOLDOUT_FILE],
])('meal-text accuracy on %s', (_name, file) => {
  const evaluate = () => evaluateMealText(engine, readDescriptions(file), 0);

  it('meets the kcal, macro and detailed-key targets', () => {
    const evaluation = evaluate();
    expect(evaluation.count).toBeGreaterThanOrEqual(file ? 100 : 250);
    expect(evaluation.kcalMape).toBeLessThanOrEqual(0.12);
    expect(evaluation.within20).toBeGreaterThanOrEqual(0.85);
    expect(evaluation.proteinMape).toBeLessThanOrEqual(0.2);
    expect(evaluation.fatMape).toBeLessThanOrEqual(0.2);
    expect(evaluation.carbsMape).toBeLessThanOrEqual(0.2);
    expect(evaluation.detailCoverage).toBeGreaterThanOrEqual(0.9);
  });
});

describe('meal-text evaluation set', () => {
  it('has at least 250 descriptions, a fifth of them in English, and mixed-script ones', () => {
    const descriptions = readDescriptions();
    expect(descriptions.length).toBeGreaterThanOrEqual(250);
    expect(descriptions.filter((description) => description.lang === 'en').length / descriptions.length).toBeGreaterThanOrEqual(0.2);
    expect(descriptions.some((description) => description.lang === 'mixed')).toBe(true);
  });

  it('ranks confidence against error on the evaluation set alone (issue 15: ρ ≤ −0.3)', () => {
    expect(evaluateMealText(engine, readDescriptions(), 0).confidenceErrorSpearman).toBeLessThanOrEqual(-0.3);
  });

  it('ranks confidence against error where the engine has errors to rank (the held-out set)', () => {
    expect(evaluateMealText(engine, readDescriptions(HOLDOUT_FILE), 0).confidenceErrorSpearman).toBeLessThanOrEqual(-0.3);
  });

  it('ranks confidence against error over the evaluation and held-out sets together', () => {
    const results = [
      ...evaluateMealText(engine, readDescriptions(), 0).results,
      ...evaluateMealText(engine, readDescriptions(HOLDOUT_FILE), 0).results,
    ];
    expect(confidenceErrorSpearman(results)).toBeLessThanOrEqual(-0.3);
  });

  it('computes Spearman ρ with tied ranks', () => {
    expect(spearman([1, 2, 3, 4], [10, 20, 30, 40])).toBeCloseTo(1, 10);
    expect(spearman([1, 2, 3, 4], [4, 3, 2, 1])).toBeCloseTo(-1, 10);
    expect(spearman([1, 1, 2, 2], [1, 2, 3, 4])).toBeCloseTo(0.894, 3);
  });

  it('counts kcal errors under 1 % as one tie at 0 (the rounding of components), larger ones as they are', () => {
    const result = (confidence: number, kcalApe: number): DescriptionResult =>
      ({ estimate: { confidence }, kcalApe }) as unknown as DescriptionResult;
    // Rounding noise that falls against the confidences does not count; a real error does.
    const exact = [result(0.99, 0.0001), result(0.9, 0.0004), result(0.8, 0.0009)];
    expect(confidenceErrorSpearman([...exact, result(0.5, 0.2)])).toBeCloseTo(-0.775, 3);
    expect(confidenceErrorSpearman([...exact, result(0.95, 0.2)])).toBeCloseTo(0.258, 3);
  });
});
