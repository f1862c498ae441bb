import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SlowestFirst, { SLOWEST_FILES } from './slowest-first.js';

/** A test file as jest hands it to a sequencer, with no timings cached (a fresh clone) and its size. */
function fileOf(path: string, size: number) {
  const config = { cacheDirectory: mkdtempSync(join(tmpdir(), 'sequencer-')), id: 'project' };
  return { path: `/repo/${path}`, context: { config, hasteFS: { getSize: () => size } } };
}

describe('the test order on a fresh clone', () => {
  it('starts the known slowest files first, slowest first, then the rest by size', () => {
    const sequencer = new SlowestFirst({ contexts: [], globalConfig: {} } as never);
    const files = [
      fileOf('web/test/small.e2e.test.ts', 100),
      fileOf('infra/cdk/app.test.ts', 10),
      fileOf('web/test/big.e2e.test.ts', 9000),
      fileOf(SLOWEST_FILES[0]!, 500),
    ];
    const order = (sequencer.sort(files as never) as Array<{ path: string }>).map((file) => file.path.replace('/repo/', ''));
    expect(order).toEqual([SLOWEST_FILES[0], 'infra/cdk/app.test.ts', 'web/test/big.e2e.test.ts', 'web/test/small.e2e.test.ts']);
  });
});
