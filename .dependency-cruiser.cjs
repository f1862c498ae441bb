// The boundaries and layers of the code, enforced by `npm run lint` and infra/lint/layers.test.ts
// (dependency-cruiser; docs/architecture.md explains them). Tests are exempt: they check one area or
// layer against another on purpose.
const TEST = '(\\.test\\.tsx?|\\.suite\\.ts|/test/|/testing/)';
const CALLERS = 'http|handlers|routes|consumers|schedules';

/** A layer (paths matching `from`) that may not import `to`. */
const forbid = (name, comment, from, to) => ({ name, severity: 'error', comment, from: { path: from, pathNot: TEST }, to: { path: to } });

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'A module must not load itself through others (a cycle of type-only imports is gone at run time).',
      from: { pathNot: TEST },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    forbid('shared-imports-no-area', 'shared/ runs in the browser and the functions.', '^shared/', '^(functions|web|infra)/'),
    forbid('web-imports-no-functions', 'The web app ships to browsers.', '^web/', '^functions/'),
    forbid('store-imports-no-domain', 'Storage knows items and keys, not rules.', '^functions/store/', `^functions/(domain|${CALLERS})/`),
    forbid('domain-imports-no-http', 'Rules do not know how they are called.', '^functions/domain/', `^functions/(${CALLERS})/`),
    forbid(
      'clients-import-no-domain-or-store',
      'An outside client speaks to its service; the domain decides what to keep.',
      '^functions/(amo|google|mis|telegram|modulbank|mail|messaging|clients|auth)/',
      `^functions/(domain|store|${CALLERS})/`,
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|cdk\\.out|\\.local|generated)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
