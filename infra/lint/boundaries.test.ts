import { boundaryViolations, importsOf } from './boundaries';

describe('area boundaries', () => {
  it('finds every kind of import with its line', () => {
    const text =
      "import a from './a';\nexport { b } from \"../b\";\nimport './c.css';\nconst d = await import('./d');\nimport type { E } from './e';";
    expect(importsOf(text)).toEqual([
      { specifier: './a', line: 1 },
      { specifier: '../b', line: 2 },
      { specifier: './c.css', line: 3 },
      { specifier: './d', line: 4 },
      { specifier: './e', line: 5 },
    ]);
  });

  it('keeps shared/ free of functions/, web/ and infra/', () => {
    const violations = boundaryViolations([
      { path: 'shared/domain/prices.ts', text: "import { table } from '../../functions/store/table';\nimport { x } from '../schemas/x';" },
      {
        path: 'shared/phone.ts',
        text: "import { api } from '../web/src/api/client';\nimport { env } from '../infra/local/environment';\nimport { z } from 'zod';",
      },
    ]);
    expect(violations.map(({ file, line, rule }) => `${file}:${line} ${rule}`)).toEqual([
      'shared/domain/prices.ts:1 shared/ must not import from functions/',
      'shared/phone.ts:1 shared/ must not import from web/',
      'shared/phone.ts:2 shared/ must not import from infra/',
    ]);
  });

  it('keeps web/ free of functions/ but lets it use shared/', () => {
    const violations = boundaryViolations([
      {
        path: 'web/src/cabinet/api.ts',
        text: "import type { Row } from '../../../functions/routes';\nimport { phone } from '../../../shared/phone';",
      },
    ]);
    expect(violations).toEqual([
      { file: 'web/src/cabinet/api.ts', line: 1, specifier: '../../../functions/routes', rule: 'web/ must not import from functions/' },
    ]);
  });

  it('lets tests and the other areas cross on purpose', () => {
    expect(
      boundaryViolations([
        { path: 'web/loader/loader.test.ts', text: "import { LOADER_SCRIPT } from '../../functions/domain/widget/loader-bundle';" },
        { path: 'web/test/widget-site.ts', text: "import { x } from '../../functions/test/api';" },
        { path: 'functions/domain/prices.ts', text: "import { price } from '../../shared/domain/prices';" },
      ]),
    ).toEqual([]);
  });
});
