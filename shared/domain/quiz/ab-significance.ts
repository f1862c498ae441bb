// The A/B read-out (issue 9): is the variant's conversion into leads really different from the quiz's?
// A pooled two-proportion z-test, two-sided:
//   p̂ = (leadsA + leadsB) / (visitorsA + visitorsB),  SE = √(p̂(1 − p̂)(1/visitorsA + 1/visitorsB)),
//   z = (conversionB − conversionA) / SE,  p-value = 2·(1 − Φ(|z|)).
// The verdict's "probability" is Φ(|z|), the one-sided confidence that the leading variant is not worse
// by chance (with flat priors it approximates the posterior chance that it converts better); the
// difference is called significant at p < 0.05, i.e. from 97.5%.
// The normal approximation needs large samples: the usual rule for this test is at least 5 expected
// leads and 5 expected non-leads in each variant under the null hypothesis (visitors × p̂ and
// visitors × (1 − p̂)), and we also ask for 30 visitors per variant so that a couple of early visits
// cannot decide anything. Below that the read-out says «Пока недостаточно данных».

export const AB_MINIMUM = { visitors: 30, expected: 5 } as const;
export const SIGNIFICANCE_LEVEL = 0.05;

export interface VariantSample {
  visitors: number;
  leads: number;
}

export type AbVerdict =
  | { kind: 'not-enough'; text: string }
  | {
      kind: 'no-difference' | 'not-significant' | 'significant';
      text: string;
      z: number;
      pValue: number;
      leader?: 'A' | 'B';
      probability: number;
    };

/** Standard normal CDF through erfc (Numerical Recipes 2nd ed. §6.2 `erfcc`, fractional error < 1.2e-7). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.5 * z);
  const poly =
    -z * z -
    1.26551223 +
    t *
      (1.00002368 +
        t *
          (0.37409196 +
            t *
              (0.09678418 +
                t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))));
  // The fit gives erfc(0) = 1.00000003: clamped so Φ stays a probability.
  const erfc = Math.min(1, t * Math.exp(poly));
  return x >= 0 ? 1 - erfc / 2 : erfc / 2;
}

/** Whether both samples are large enough for the normal approximation (see the top of the file). */
export function enoughForTest(a: VariantSample, b: VariantSample): boolean {
  const pooled = (a.leads + b.leads) / (a.visitors + b.visitors || 1);
  return [a, b].every(
    ({ visitors }) =>
      visitors >= AB_MINIMUM.visitors && visitors * pooled >= AB_MINIMUM.expected && visitors * (1 - pooled) >= AB_MINIMUM.expected,
  );
}

/** z of B against A (positive: B converts better); samples must pass enoughForTest. */
export function twoProportionZ(a: VariantSample, b: VariantSample): number {
  const pooled = (a.leads + b.leads) / (a.visitors + b.visitors);
  const standardError = Math.sqrt(pooled * (1 - pooled) * (1 / a.visitors + 1 / b.visitors));
  return (b.leads / b.visitors - a.leads / a.visitors) / standardError;
}

export function compareVariants(a: VariantSample, b: VariantSample): AbVerdict {
  // A lead is counted only after its visit, but a lost beacon could show more leads than visits.
  if (a.leads > a.visitors || b.leads > b.visitors || !enoughForTest(a, b)) {
    return { kind: 'not-enough', text: 'Пока недостаточно данных' };
  }
  const z = twoProportionZ(a, b);
  const pValue = 2 * (1 - normalCdf(Math.abs(z)));
  const probability = normalCdf(Math.abs(z));
  if (z === 0) return { kind: 'no-difference', text: 'Разницы между вариантами нет', z, pValue, probability };
  const leader = z > 0 ? 'B' : 'A';
  const chance = `${Math.min(99, Math.floor(probability * 100))}%`;
  return pValue < SIGNIFICANCE_LEVEL
    ? { kind: 'significant', text: `Вариант ${leader} лучше с вероятностью ${chance}`, z, pValue, leader, probability }
    : {
        kind: 'not-significant',
        text: `Разница пока не значима: вариант ${leader} впереди с вероятностью ${chance}, нужно больше данных`,
        z,
        pValue,
        leader,
        probability,
      };
}

/** The p-value as people read it: 'p = 0,003', or 'p < 0,001'. */
export function formatPValue(pValue: number): string {
  if (pValue < 0.001) return 'p < 0,001';
  return `p = ${pValue.toFixed(3).replace('.', ',')}`;
}
