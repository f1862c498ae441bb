// The loader is served from the copy embedded in the function (functions/generated/loader-bundle.ts):
// it must be the build of the current source, and stay within its 1.2 KB gzipped budget (issue 25 §3).
import { gzipSync } from 'node:zlib';
import { CLINIC_KEY_PLACEHOLDER, LOADER_SCRIPT } from '../../functions/generated/loader-bundle';
import { loaderFor } from '../../functions/domain/widget/loader-script';
import { buildLoader } from './build';

/** A clinic's key is its account id, a UUID: the longest, least compressible key the loader carries. */
const CLINIC_KEY_LIKE = '3f2b8c1e-9d4a-4f7e-b6a2-5c8e1d0f9a73';

describe('widget loader', () => {
  it('is embedded in the function as built from web/loader/loader.ts (else run `npm run build:loader`)', async () => {
    expect(LOADER_SCRIPT).toBe(await buildLoader());
  });

  it('is at most 1.2 KB gzipped', () => {
    expect(gzipSync(loaderFor(CLINIC_KEY_LIKE)).length).toBeLessThanOrEqual(1228);
  });

  it('carries the clinic key as a JS string in the one place the placeholder was', () => {
    expect(LOADER_SCRIPT.split(CLINIC_KEY_PLACEHOLDER)).toHaveLength(2);
    const script = loaderFor('clinic_1-A');
    // The template's placeholder became the JSON string: id=${"clinic_1-A"}.
    expect(script).toContain(`id=\${${JSON.stringify('clinic_1-A')}}`);
    expect(script).not.toContain(CLINIC_KEY_PLACEHOLDER);
  });
});
