// The A/B read-out (issue 9; issue 27 §3): does the variant convert differently from the quiz, in a way
// that stays true however often the clinic looks? A fixed-sample z-test read every day calls a winner
// between two identical pages far more often than its 5 % (ab-significance.simulation.test.ts measures
// it); this read-out is always valid instead: the mixture sequential probability ratio test (mSPRT) of
// Johari, Pekelis and Walsh, "Always Valid Inference: Continuous Monitoring of A/B Tests", Operations
// Research 70(3), 2022 (the two-stream Bernoulli case of Johari, Koomen, Pekelis and Walsh, "Peeking at
// A/B Tests", KDD 2017, §4, with the normal approximation and unequal sample sizes):
//   θ̂ = conversionB − conversionA,  V = p̄(1 − p̄)(1/visitorsA + 1/visitorsB)  (p̄ pooled, the variance under H0),
//   Λ = √(V / (V + τ²)) · exp(θ̂² τ² / (2V(V + τ²))),  the likelihood ratio of θ ~ N(0, τ²) against θ = 0;
// the always-valid p-value is the least 1/Λ seen so far (checked at the end of each counted day and now),
// and a winner is called once it is below α = 5 %: under H0, Λ is a martingale and by Ville's inequality
// it ever reaches 1/α with probability at most α, at any number of looks. The stated prior: τ = 0.05, a
// difference in conversion of about ±5 percentage points (quizzes convert 2-30 %). The normal
// approximation needs samples that are not tiny: at least 30 visitors per variant and 5 expected leads
// and 5 expected non-leads in each (visitors × p̄, visitors × (1 − p̄)); before that «Пока недостаточно данных».
// Until a decision the read-out says how many more visitors one will likely need: the visitors (split as
// now) at which Λ would reach 1/α if the difference stays as observed, or, where there is hardly any, were
// it a tenth of the conversion.

export const AB_MINIMUM = { visitors: 30, expected: 5 } as const;
export const SIGNIFICANCE_LEVEL = 0.05;
/** The prior's standard deviation of the difference in conversion (absolute). */
export const MIXTURE_SD = 0.05;
/** The smallest difference the visitors still needed are reckoned for, relative to the conversion. */
export const RELATIVE_EFFECT_OF_INTEREST = 0.1;
/** Visitors still needed are reckoned up to this many; past it the difference is too small to wait for. */
export const REMAINING_CAP = 1_000_000;

export interface VariantSample {
  visitors: number;
  leads: number;
}

export type AbVerdict =
  | { kind: 'not-enough'; text: string; detail: string }
  | { kind: 'undecided'; text: string; detail: string; leader?: 'A' | 'B'; pValue: number; remaining: number }
  | { kind: 'winner'; text: string; detail: string; leader: 'A' | 'B'; pValue: number };

const pooled = (a: VariantSample, b: VariantSample) => (a.leads + b.leads) / (a.visitors + b.visitors || 1);

/** Whether both samples are large enough for the normal approximation (see the top of the file). */
export function enoughForTest(a: VariantSample, b: VariantSample): boolean {
  const p = pooled(a, b);
  // Plain arithmetic: the simulation asks this after each of millions of visitors.
  const fewer = Math.min(a.visitors, b.visitors);
  return fewer >= AB_MINIMUM.visitors && fewer * Math.min(p, 1 - p) >= AB_MINIMUM.expected;
}

/** ln Λ for a difference `difference` seen with the variance `variance` of its estimate. */
function logMixtureRatio(difference: number, variance: number): number {
  const tau2 = MIXTURE_SD * MIXTURE_SD;
  return 0.5 * Math.log(variance / (variance + tau2)) + (difference * difference * tau2) / (2 * variance * (variance + tau2));
}

/** ln Λ of B against A; samples must pass enoughForTest. */
export function logLikelihoodRatio(a: VariantSample, b: VariantSample): number {
  const p = pooled(a, b);
  return logMixtureRatio(b.leads / b.visitors - a.leads / a.visitors, p * (1 - p) * (1 / a.visitors + 1 / b.visitors));
}

const BOUNDARY = Math.log(1 / SIGNIFICANCE_LEVEL);
const isSample = (a: VariantSample, b: VariantSample) => a.leads <= a.visitors && b.leads <= b.visitors && enoughForTest(a, b);

/** Whether the read-out of these samples calls a winner (the check the simulation makes after every visitor). */
export function callsWinner(a: VariantSample, b: VariantSample): boolean {
  return isSample(a, b) && logLikelihoodRatio(a, b) >= BOUNDARY;
}

/** The always-valid p-value: the least 1/Λ over the looks (each a pair of samples so far), 1 before any. */
export function alwaysValidPValue(looks: ReadonlyArray<readonly [VariantSample, VariantSample]>): number {
  let least = 1;
  for (const [a, b] of looks) if (isSample(a, b)) least = Math.min(least, Math.exp(-logLikelihoodRatio(a, b)));
  return least;
}

/** More visitors (both variants, split as now) until Λ would reach 1/α for `difference`; REMAINING_CAP when far off. */
export function visitorsToDecide(a: VariantSample, b: VariantSample, difference: number): number {
  const total = a.visitors + b.visitors;
  const shareA = a.visitors / total;
  const p = pooled(a, b);
  const crosses = (visitors: number) =>
    logMixtureRatio(difference, p * (1 - p) * (1 / (visitors * shareA) + 1 / (visitors * (1 - shareA)))) >= BOUNDARY;
  let high = total;
  while (!crosses(high)) {
    if (high - total >= REMAINING_CAP) return REMAINING_CAP;
    high *= 2;
  }
  let low = total;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (crosses(middle)) high = middle;
    else low = middle;
  }
  return Math.min(REMAINING_CAP, Math.max(0, high - total));
}

/**
 * The verdict of A against B, now (`a`, `b`: the totals) after the earlier looks (the totals at the end
 * of each counted day): a winner once the always-valid p-value is below α, else how many more visitors.
 */
export function compareVariants(
  a: VariantSample,
  b: VariantSample,
  earlier: ReadonlyArray<readonly [VariantSample, VariantSample]> = [],
): AbVerdict {
  if (!isSample(a, b)) return { kind: 'not-enough', text: 'Пока недостаточно данных', detail: notEnoughDetail(a, b) };
  const pValue = alwaysValidPValue([...earlier, [a, b]]);
  const difference = b.leads / b.visitors - a.leads / a.visitors;
  const leader = difference > 0 ? 'B' : difference < 0 ? 'A' : undefined;
  const method = `Последовательный тест (mSPRT): ${formatPValue(pValue)}, порог 0,05; итог верен, как бы часто его ни смотрели.`;
  if (pValue < SIGNIFICANCE_LEVEL && leader) return { kind: 'winner', text: `Вариант ${leader} лучше`, detail: method, leader, pValue };
  const effect = RELATIVE_EFFECT_OF_INTEREST * pooled(a, b);
  const assumed = Math.max(Math.abs(difference), effect);
  const remaining = visitorsToDecide(a, b, assumed);
  const text = leader ? `Победителя пока нет: вариант ${leader} впереди` : 'Победителя пока нет: варианты идут вровень';
  const more =
    remaining >= REMAINING_CAP
      ? 'Нужно больше миллиона посетителей: разница слишком мала.'
      : Math.abs(difference) >= effect
        ? `Ещё примерно ${formatCount(remaining)} посетителей до решения, если разница сохранится.`
        : remaining === 0
          ? 'Разница, если она есть, меньше 10 % конверсии: решение может потребовать намного больше посетителей.'
          : `Разницы почти нет: чтобы заметить разницу в 10 % конверсии, нужно ещё примерно ${formatCount(remaining)} посетителей.`;
  return { kind: 'undecided', text, detail: `${more} ${method}`, ...(leader ? { leader } : {}), pValue, remaining };
}

/** What the sample still lacks before the test starts. */
function notEnoughDetail(a: VariantSample, b: VariantSample): string {
  const p = pooled(a, b);
  if (p === 0 || p === 1) return 'Итог появится, когда у вариантов будут и заявки, и посетители без заявки.';
  const perVariant = Math.max(AB_MINIMUM.visitors, Math.ceil(AB_MINIMUM.expected / p), Math.ceil(AB_MINIMUM.expected / (1 - p)));
  const missing = Math.max(0, perVariant - a.visitors) + Math.max(0, perVariant - b.visitors);
  return `Итог появится, когда у каждого варианта будет не меньше ${formatCount(perVariant)} посетителей: ещё примерно ${formatCount(missing)}.`;
}

/** The p-value as people read it: 'p = 0,003', or 'p < 0,001'. */
export function formatPValue(pValue: number): string {
  if (pValue < 0.001) return 'p < 0,001';
  return `p = ${pValue.toFixed(3).replace('.', ',')}`;
}

/** A count rounded to two significant digits, grouped as Russian text groups thousands: 1 234 → '1 200'. */
export function formatCount(count: number): string {
  const digits = Math.max(0, Math.floor(Math.log10(Math.max(1, count))) - 1);
  const rounded = Math.round(count / 10 ** digits) * 10 ** digits;
  return rounded.toLocaleString('ru-RU');
}
