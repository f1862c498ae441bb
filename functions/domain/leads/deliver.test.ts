import { LEASE_MS, leaseMsUntil } from './deliver';

describe('the delivery lease', () => {
  it('lasts at least the minimum lease when the invocation ends sooner', () => {
    expect(leaseMsUntil(1_000 + 10_000, 1_000)).toBe(LEASE_MS);
  });

  it('covers the whole invocation plus a margin when it may send longer than the minimum', () => {
    expect(leaseMsUntil(1_000 + 120_000, 1_000)).toBe(125_000);
  });
});
