// Texts patients and staff read carry no misspelling copied from the spec (issue 22 §3): not in the code,
// the tests or the docs. Only the table that respells texts stored before the fix may name them.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** The misspellings, each next to its spelling (as patterns, so this file does not name them itself). */
const MISSPELLINGS: ReadonlyArray<readonly [RegExp, string]> = [
  [/[Вв]ыбер[е]те/u, 'Выберите'],
  [/иг[н]теграц/u, 'интеграц…'],
  [/[Нн]еобо[х]одимо/u, 'Необходимо'],
  [/[Дд]обавлен[н]ы /u, 'Добавлены'],
  [/Благодарность за ответы на вс[е] вопросы/u, 'Благодарим за ответы на все вопросы'],
];
/** Where the old spellings must stay: the respelling of stored statuses, and its test. */
const KEEPERS = new Set(['shared/integrations/status-texts.ts', 'shared/domain/lead-status.test.ts']);

describe('spelling', () => {
  it('no file carries a misspelling copied from the spec', () => {
    const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: repoRoot, encoding: 'utf8' })
      .split('\n')
      .filter((file) => /\.(tsx?|html|css|md)$/.test(file) && !KEEPERS.has(file));
    const found: string[] = [];
    for (const file of files) {
      let text: string;
      try {
        text = readFileSync(join(repoRoot, file), 'utf8');
      } catch {
        continue; // deleted in the working tree
      }
      text.split('\n').forEach((line, index) => {
        for (const [misspelt, spelt] of MISSPELLINGS) if (misspelt.test(line)) found.push(`${file}:${index + 1}: ${spelt}`);
      });
    }
    expect(found).toEqual([]);
  });
});
