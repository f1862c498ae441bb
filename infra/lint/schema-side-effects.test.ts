// shared/schemas/package.json tells the bundlers (esbuild for the functions, Vite for the pages) that the
// schema files have no side effects but zod.ts, so a function or a page carries only the schemas it
// uses (the quiz page function 294 → 265 KB, issue 25 §2). That promise must stay true: a schema file
// whose top level does something (a call, an assignment; a bare import of zod.ts is kept for zod.ts's sake) would be dropped wherever only its effect was
// wanted. This reads every schema file's top level and refuses any statement that runs for its effect.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const folder = fileURLToPath(new URL('../../shared/schemas', import.meta.url));
const declared = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { sideEffects: string[] };

/** The top-level statements of a source that run for their effect, as "file:line text". */
function effectStatements(file: string, source: string): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.ES2022, true);
  return tree.statements
    .filter(ts.isExpressionStatement)
    .map((statement) => `${file}:${tree.getLineAndCharacterOfPosition(statement.getStart()).line + 1} ${statement.getText().slice(0, 60)}`);
}

const schemaFiles = readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));

test('finds a top-level call, and nothing in imports or declarations', () => {
  const source = "import './zod';\nimport * as z from 'zod/mini';\nz.config({});\nexport const a = z.string();\n";
  expect(effectStatements('x.ts', source)).toEqual(['x.ts:3 z.config({});']);
});

test('the schema files declared free of side effects have none at their top level', () => {
  const sideEffectFiles = new Set(declared.sideEffects.map((path) => path.replace(/^\.\//, '')));
  const effects = schemaFiles
    .filter((name) => !sideEffectFiles.has(name))
    .flatMap((name) => effectStatements(name, readFileSync(join(folder, name), 'utf8')));
  expect(effects).toEqual([]);
});

test('the one file with an effect (the fallback message) is declared so, and exists', () => {
  expect(declared.sideEffects).toEqual(['./zod.ts']);
  expect(schemaFiles).toContain('zod.ts');
  expect(effectStatements('zod.ts', readFileSync(join(folder, 'zod.ts'), 'utf8'))).toHaveLength(1);
});
