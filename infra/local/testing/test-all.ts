// `npm test`: the typecheck and every jest project at once. The jest run spends much of its time waiting
// (debounces, queues, pages), so tsc's half minute on the other core costs next to nothing; tsc's output
// is held back and printed after jest's, and the run fails if either fails. Arguments go to jest.
import { spawn } from 'node:child_process';

function run(command: string, args: string[], quiet: boolean): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

const typecheck = run(process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json'], true);
const jest = await run(process.execPath, ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', ...process.argv.slice(2)], false);
const types = await typecheck;
if (types.code === 0) console.log('typecheck: no errors');
else console.error(`typecheck failed:\n${types.output}`);
process.exit(jest.code !== 0 ? jest.code : types.code);
