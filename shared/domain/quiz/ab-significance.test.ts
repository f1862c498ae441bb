import {
  alwaysValidPValue,
  callsWinner,
  compareVariants,
  enoughForTest,
  formatCount,
  formatPValue,
  logLikelihoodRatio,
  visitorsToDecide,
} from './ab-significance';

// Reference values computed independently in Python 3.11 (math only) from the formula at the top of
// ab-significance.ts with τ = 0.05:
//   p = (x1+x2)/(n1+n2); v = p*(1-p)*(1/n1+1/n2); d = x2/n2 - x1/n1
//   ln Λ = 0.5*log(v/(v+τ²)) + d*d*τ²/(2*v*(v+τ²))
describe('the mixture SPRT of the A/B read-out', () => {
  it.each([
    // A leads/visitors, B leads/visitors, ln Λ
    [50, 1000, 70, 1000, 0.12522271988865952],
    [200, 2000, 260, 2000, 2.627966864628519],
    [12, 400, 30, 410, 2.285708404104674],
    [30, 300, 28, 310, -0.7782609555613633],
    [200, 2000, 300, 2000, 9.363487680723036],
  ])('A %i/%i against B %i/%i: ln Λ = %d (Python)', (leadsA, visitorsA, leadsB, visitorsB, logRatio) => {
    expect(logLikelihoodRatio({ visitors: visitorsA, leads: leadsA }, { visitors: visitorsB, leads: leadsB })).toBeCloseTo(logRatio, 9);
  });

  it('calls a winner only once the always-valid p-value (least 1/Λ) is below 0.05', () => {
    // 10 % against 15 %: p = 0.0000858 (Python).
    const winner = compareVariants({ visitors: 2000, leads: 200 }, { visitors: 2000, leads: 300 });
    expect(winner).toMatchObject({ kind: 'winner', leader: 'B', text: 'Вариант B лучше' });
    if (winner.kind === 'winner') expect(winner.pValue).toBeCloseTo(8.580033211076292e-5, 9);
    expect(winner.detail).toContain('p < 0,001');
    // 10 % against 13 %: the fixed-sample z-test says p = 0.003, this test p = 0.072 (Python): not yet.
    const close = compareVariants({ visitors: 2000, leads: 200 }, { visitors: 2000, leads: 260 });
    expect(close).toMatchObject({ kind: 'undecided', leader: 'B', text: 'Победителя пока нет: вариант B впереди' });
    if (close.kind === 'undecided') expect(close.pValue).toBeCloseTo(0.07222515658406502, 9);
    expect(callsWinner({ visitors: 2000, leads: 200 }, { visitors: 2000, leads: 260 })).toBe(false);
    expect(callsWinner({ visitors: 2000, leads: 200 }, { visitors: 2000, leads: 300 })).toBe(true);
  });

  it('keeps a winner called on an earlier day: the p-value is the least seen (Ville: valid at every look)', () => {
    const earlier = [
      [
        { visitors: 2000, leads: 200 },
        { visitors: 2000, leads: 300 },
      ],
    ] as const;
    // Today's totals alone would not decide (p = 0.072).
    const verdict = compareVariants({ visitors: 2000, leads: 200 }, { visitors: 2000, leads: 260 }, earlier);
    expect(verdict).toMatchObject({ kind: 'winner', leader: 'B' });
    expect(alwaysValidPValue([])).toBe(1);
    // A look before the samples were large enough counts nothing.
    expect(
      alwaysValidPValue([
        [
          { visitors: 10, leads: 0 },
          { visitors: 10, leads: 9 },
        ],
      ]),
    ).toBe(1);
  });

  it('says how many more visitors a decision will likely need, if the difference stays (Python: 372 → «370»)', () => {
    expect(visitorsToDecide({ visitors: 2000, leads: 200 }, { visitors: 2000, leads: 260 }, 0.03)).toBe(372);
    const close = compareVariants({ visitors: 2000, leads: 200 }, { visitors: 2000, leads: 260 });
    expect(close.detail).toMatch(
      /^Ещё примерно 370 посетителей до решения, если разница сохранится\. Последовательный тест \(mSPRT\): p = 0,072/,
    );
  });

  it('reckons the visitors for a tenth of the conversion where there is hardly a difference (Python: 39 902)', () => {
    const even = compareVariants({ visitors: 1000, leads: 100 }, { visitors: 1000, leads: 101 });
    expect(even).toMatchObject({ kind: 'undecided', remaining: 39902 });
    expect(even.detail).toContain(
      'Разницы почти нет: чтобы заметить разницу в 10 % конверсии, нужно ещё примерно 40\u00a0000 посетителей.',
    );
    const level = compareVariants({ visitors: 100, leads: 20 }, { visitors: 100, leads: 20 });
    expect(level.text).toBe('Победителя пока нет: варианты идут вровень');
  });

  it('waits for 30 visitors and 5 expected leads and non-leads per variant, and says how many more', () => {
    const early = compareVariants({ visitors: 29, leads: 10 }, { visitors: 400, leads: 100 });
    expect(early.text).toBe('Пока недостаточно данных');
    // pooled 110/429: 30 visitors per variant are enough for 5 expected leads, A lacks one.
    expect(early.detail).toBe('Итог появится, когда у каждого варианта будет не меньше 30 посетителей: ещё примерно 1.');
    // pooled 8/200 = 0.04: 100 × 0.04 = 4 expected leads per variant
    expect(enoughForTest({ visitors: 100, leads: 0 }, { visitors: 100, leads: 8 })).toBe(false);
    expect(compareVariants({ visitors: 100, leads: 0 }, { visitors: 100, leads: 8 }).detail).toContain('не меньше 130 посетителей');
    expect(enoughForTest({ visitors: 100, leads: 0 }, { visitors: 100, leads: 10 })).toBe(true);
    expect(enoughForTest({ visitors: 40, leads: 38 }, { visitors: 40, leads: 39 })).toBe(false);
    expect(compareVariants({ visitors: 0, leads: 0 }, { visitors: 0, leads: 0 }).detail).toBe(
      'Итог появится, когда у вариантов будут и заявки, и посетители без заявки.',
    );
    // a lost start-page beacon: more leads than visits is no sample
    expect(compareVariants({ visitors: 40, leads: 41 }, { visitors: 100, leads: 20 }).kind).toBe('not-enough');
  });

  it('formats the p-value with a decimal comma, and counts rounded to two digits in Russian groups', () => {
    expect(formatPValue(0.0597)).toBe('p = 0,060');
    expect(formatPValue(0.0004)).toBe('p < 0,001');
    expect([7, 372, 1234, 39902].map(formatCount)).toEqual(['7', '370', '1\u00a0200', '40\u00a0000']);
  });
});
