// Each HTTP function's bundle carries its own row and what that row uses, nothing of the rest: no route
// table, no other area's rows or contracts, no token verification in public functions, no SDK
// credential chain, no Powertools, no SDK client of S3, SNS, SQS or Secrets Manager. Bundled with the settings CDK ships (infra/bundling.ts).
import { build, type Metafile } from 'esbuild';
import { routeList } from '../functions/routes';
import { functionBundling } from './bundling';

async function inputsOf(entry: string): Promise<string[]> {
  const { banner, ...options } = functionBundling;
  const { metafile } = await build({
    ...options,
    banner: { js: banner },
    entryPoints: [entry],
    bundle: true,
    write: false,
    outdir: 'unused',
    metafile: true,
    logLevel: 'error',
  });
  return Object.entries((metafile as Metafile).outputs)
    .filter(([file]) => file.endsWith('.js'))
    .flatMap(([, output]) =>
      Object.entries(output.inputs)
        .filter(([, input]) => input.bytesInOutput > 0)
        .map(([path]) => path),
    );
}

const areaOf = (path: string) => /(?:functions\/routes|shared\/api)\/([\w-]+)\.ts$/.exec(path)?.[1];

describe.each(routeList.map((row) => ({ ...row, name: `${row.method} ${row.path}` })))('the bundle of $name', (row) => {
  let inputs: string[] = [];
  beforeAll(async () => {
    inputs = await inputsOf(row.handler);
  });

  it('has its own row and contract, and neither the route table nor another area', () => {
    expect(inputs).not.toContain('functions/routes.ts');
    const areas = new Set(inputs.map(areaOf).filter((area) => area && area !== 'endpoint'));
    expect(areas.size).toBe(1);
    expect(inputs.some((path) => path.startsWith('functions/routes/'))).toBe(true);
  });

  it('carries token verification only when the row is signed-in', () => {
    const verifies = inputs.some((path) => path.includes('node_modules/aws-jwt-verify/') || path === 'functions/http/bearer.ts');
    expect(verifies).toBe(row.access === 'user');
  });

  it('has no SDK credential chain and no Powertools', () => {
    expect(
      inputs.filter((path) =>
        /@aws-sdk\/(credential-provider-(node|sso|ini|login|process|web-identity)|nested-clients)\/|@aws-lambda-powertools\//.test(path),
      ),
    ).toEqual([]);
  });

  it('calls S3, SNS, SQS and Secrets Manager through the signed fetch, not their SDK clients', () => {
    expect(inputs.filter((path) => /@aws-sdk\/(client-(s3|sns|sqs|secrets-manager)|s3-presigned-post)\//.test(path))).toEqual([]);
  });
});
