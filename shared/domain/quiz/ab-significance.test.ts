import { compareVariants, enoughForTest, formatPValue, normalCdf, twoProportionZ } from './ab-significance';

// Reference values computed independently with SciPy 1.17 (scipy.stats.norm.cdf / norm.sf) and the
// pooled two-proportion z formula in Python's float arithmetic, e.g.
//   p = (x1+x2)/(n1+n2); se = sqrt(p*(1-p)*(1/n1+1/n2)); z = (x2/n2 - x1/n1)/se; p_value = 2*norm.sf(abs(z))
describe('the standard normal CDF', () => {
  it.each([
    [0, 0.5],
    [0.5, 0.6914624612740131],
    [1.96, 0.9750021048517795],
    [-3.5, 0.000232629079035525],
  ])('Φ(%s) = %s (SciPy)', (x, expected) => {
    expect(normalCdf(x)).toBeCloseTo(expected, 6);
  });

  it('is symmetric', () => {
    for (const x of [0.1, 0.7, 1.3, 2.2, 4]) expect(normalCdf(x) + normalCdf(-x)).toBeCloseTo(1, 9);
  });
});

describe('the two-proportion z-test of the A/B read-out', () => {
  it.each([
    // A leads/visitors, B leads/visitors, z, two-sided p-value (SciPy)
    [50, 1000, 70, 1000, 1.883108942886774, 0.059685605532426224],
    [200, 2000, 260, 2000, 2.973724282623409, 0.002942093070459276],
    [12, 400, 30, 410, 2.7704389723116325, 0.005598078967476022],
    [30, 300, 28, 310, -0.4073637848163016, 0.6837408215435784],
  ])('A %i/%i against B %i/%i: z = %d, p = %d', (leadsA, visitorsA, leadsB, visitorsB, z, pValue) => {
    const a = { visitors: visitorsA, leads: leadsA };
    const b = { visitors: visitorsB, leads: leadsB };
    expect(twoProportionZ(a, b)).toBeCloseTo(z, 9);
    const verdict = compareVariants(a, b);
    expect(verdict.kind).not.toBe('not-enough');
    if (verdict.kind !== 'not-enough') expect(verdict.pValue).toBeCloseTo(pValue, 6);
  });

  it('names the better variant and its probability (Φ(|z|), rounded down) when p < 0.05', () => {
    // z = 2.9737: Φ = 0.99853 → «99%»; z = 2.7704: Φ = 0.99720 → «99%»
    expect(compareVariants({ visitors: 2000, leads: 200 }, { visitors: 2000, leads: 260 }).text).toBe('Вариант B лучше с вероятностью 99%');
    expect(compareVariants({ visitors: 2000, leads: 260 }, { visitors: 2000, leads: 200 }).text).toBe('Вариант A лучше с вероятностью 99%');
    // z = 2.1257 (SciPy: Φ = 0.98323, p = 0.03353) → «98%»; z = 2.0363 (Φ = 0.97914, p = 0.04172) → «97%»
    const b98 = compareVariants({ visitors: 500, leads: 50 }, { visitors: 500, leads: 72 });
    expect(b98).toMatchObject({ kind: 'significant', leader: 'B', text: 'Вариант B лучше с вероятностью 98%' });
    if (b98.kind === 'significant') expect(b98.pValue).toBeCloseTo(0.03353088349604014, 6);
    const b97 = compareVariants({ visitors: 500, leads: 50 }, { visitors: 500, leads: 71 });
    expect(b97).toMatchObject({ kind: 'significant', text: 'Вариант B лучше с вероятностью 97%' });
    if (b97.kind === 'significant') expect(b97.probability).toBeCloseTo(0.9791376239662992, 6);
  });

  it('says a difference is not significant at p ≥ 0.05, still naming the leader', () => {
    // z = 1.8831, p = 0.0597, Φ = 0.97016
    const verdict = compareVariants({ visitors: 1000, leads: 50 }, { visitors: 1000, leads: 70 });
    expect(verdict).toMatchObject({ kind: 'not-significant', leader: 'B' });
    expect(verdict.text).toBe('Разница пока не значима: вариант B впереди с вероятностью 97%, нужно больше данных');
    expect(compareVariants({ visitors: 100, leads: 20 }, { visitors: 100, leads: 20 })).toMatchObject({
      kind: 'no-difference',
      text: 'Разницы между вариантами нет',
      pValue: 1,
    });
  });

  it('waits for 30 visitors and 5 expected leads and non-leads per variant', () => {
    expect(compareVariants({ visitors: 29, leads: 10 }, { visitors: 400, leads: 100 }).text).toBe('Пока недостаточно данных');
    // pooled 8/200 = 0.04: 100 × 0.04 = 4 expected leads per variant
    expect(enoughForTest({ visitors: 100, leads: 0 }, { visitors: 100, leads: 8 })).toBe(false);
    // pooled 10/200 = 0.05: 5 expected leads each, even with none in A
    expect(enoughForTest({ visitors: 100, leads: 0 }, { visitors: 100, leads: 10 })).toBe(true);
    // nearly everyone sent a lead: too few expected non-leads
    expect(enoughForTest({ visitors: 40, leads: 38 }, { visitors: 40, leads: 39 })).toBe(false);
    expect(compareVariants({ visitors: 0, leads: 0 }, { visitors: 0, leads: 0 }).text).toBe('Пока недостаточно данных');
    // a lost start-page beacon: more leads than visits is no sample
    expect(compareVariants({ visitors: 40, leads: 41 }, { visitors: 100, leads: 20 }).kind).toBe('not-enough');
  });

  it('formats the p-value with a decimal comma', () => {
    expect(formatPValue(0.0597)).toBe('p = 0,060');
    expect(formatPValue(0.0004)).toBe('p < 0,001');
  });
});
