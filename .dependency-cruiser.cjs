// The boundaries and layers of the code, enforced by `npm run lint` and infra/lint/layers.test.ts
// (dependency-cruiser; docs/architecture.md explains them). Tests are exempt: they check one area or
// layer against another on purpose.
const TEST = '(\\.test\\.tsx?|\\.suite\\.ts|/test/|/testing/)';
const CALLERS = 'http|handlers|routes|consumers|schedules';
// An integration's folder (functions/integrations/<kind>/) holds every layer of one kind: its client.ts speaks to the
// service (a client), its consumer.ts is its queue's function (a caller), server.ts a descriptor; the rest is domain.
const INTEGRATION = '^functions/integrations/[^/]+/';
const INTEGRATION_CALLER = `${INTEGRATION}consumer\\.ts$`;
const INTEGRATION_CLIENT = `${INTEGRATION}client\\.ts$`;
const CALLER_PATHS = `^functions/(${CALLERS})/|${INTEGRATION_CALLER}`;

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
    forbid(
      'store-imports-no-domain',
      'Storage knows items and keys, not rules.',
      '^functions/store/',
      `^functions/(domain|integrations)/|${CALLER_PATHS}`,
    ),
    forbid('domain-imports-no-http', 'Rules do not know how they are called.', '^functions/domain/', CALLER_PATHS),
    {
      ...forbid('integration-imports-no-caller', 'An integration’s rules do not know how they are called.', INTEGRATION, CALLER_PATHS),
      from: { path: INTEGRATION, pathNot: `${TEST}|${INTEGRATION_CALLER}` },
    },
    forbid(
      'clients-import-no-domain-or-store',
      'An outside client speaks to its service; the domain decides what to keep.',
      `^functions/(amo|google|mis|telegram|modulbank|mail|messaging|clients|auth)/|${INTEGRATION_CLIENT}`,
      `^functions/(domain|store|${CALLERS})/|${INTEGRATION}(?!client\\.ts$)`,
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
