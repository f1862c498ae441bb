// The loader is served from the copy embedded in the function (functions/generated/loader-bundle.ts):
// it must be the build of the current source, and stay within its 1.6 KB gzipped budget.
import { gzipSync } from 'node:zlib';
import { CLINIC_KEY_PLACEHOLDER, LOADER_SCRIPT } from '../../functions/generated/loader-bundle';
import { loaderFor } from '../../functions/domain/widget/loader-script';
import { buildLoader } from './build';

describe('widget loader', () => {
  it('is embedded in the function as built from web/loader/loader.ts (else run `npm run build:loader`)', async () => {
    expect(LOADER_SCRIPT).toBe(await buildLoader());
  });

  it('is at most 1.6 KB gzipped', () => {
    expect(gzipSync(loaderFor('k4x9Qw2LmN7pR1sT')).length).toBeLessThanOrEqual(1638);
  });

  it('carries the clinic key as a JS string in the one place the placeholder was', () => {
    expect(LOADER_SCRIPT.split(CLINIC_KEY_PLACEHOLDER)).toHaveLength(2);
    const script = loaderFor('clinic_1-A');
    expect(script).toContain('encodeURIComponent("clinic_1-A")');
    expect(script).not.toContain(CLINIC_KEY_PLACEHOLDER);
  });
});
