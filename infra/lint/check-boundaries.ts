// `npm run lint` runs this: lists every import that crosses a forbidden boundary (infra/lint/boundaries.ts)
// in the files git knows, and fails when there is one.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { boundaryViolations, type SourceFile } from './boundaries';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

function sourceFiles(): SourceFile[] {
  // Tracked and new (not ignored) files, so a file not yet added is checked too.
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', 'shared', 'web'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((path) => /\.(ts|tsx|js|mjs)$/.test(path))
    .flatMap((path) => {
      try {
        return [{ path, text: readFileSync(`${repoRoot}${path}`, 'utf8') }];
      } catch {
        return []; // deleted in the work tree
      }
    });
}

const violations = boundaryViolations(sourceFiles());
for (const violation of violations)
  console.error(`${violation.file}:${violation.line}: imports '${violation.specifier}': ${violation.rule}`);
if (violations.length > 0) {
  console.error(`${violations.length} import(s) cross an area boundary`);
  process.exit(1);
}
console.log('boundaries: shared/ and web/ import only what they may');
