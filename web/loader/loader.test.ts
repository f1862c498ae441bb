// The loader is served from the copy embedded in the function (functions/generated/loader-bundle.ts):
// it must be the build of the current source. Its 1.2 KB gzipped budget is held by web/build-split.build.test.ts.
import { CLINIC_KEY_PLACEHOLDER, LOADER_SCRIPT } from '../../functions/generated/loader-bundle';
import { loaderFor } from '../../functions/domain/widget/loader-script';
import { buildLoader } from './build';

describe('widget loader', () => {
  it('is embedded in the function as built from web/loader/loader.ts (else run `npm run build:loader`)', async () => {
    expect(LOADER_SCRIPT).toBe(await buildLoader());
  });

  it('carries the clinic key as a JS string in the one place the placeholder was', () => {
    expect(LOADER_SCRIPT.split(CLINIC_KEY_PLACEHOLDER)).toHaveLength(2);
    const script = loaderFor('clinic_1-A');
    // The template's placeholder became the JSON string: id=${"clinic_1-A"}.
    expect(script).toContain(`id=\${${JSON.stringify('clinic_1-A')}}`);
    expect(script).not.toContain(CLINIC_KEY_PLACEHOLDER);
  });
});
