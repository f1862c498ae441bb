// The repository stands alone: every link in the README and in docs/ leads to a file inside it, every
// docs/ file a code comment cites exists (with the numbered section it names), and the architecture page
// lists every row of the route table.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { routeList } from '../../functions/routes';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const documents = [
  'README.md',
  ...readdirSync(join(repoRoot, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** Markdown link targets: `[text](target)`, without a `#anchor` or a title. */
function linkTargets(markdown: string): string[] {
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...withoutCode.matchAll(/\]\(\s*(?:<([^>]+)>|([^)\s]+))(?:\s+"[^"]*")?\s*\)/g)].map((match) => (match[1] ?? match[2])!);
}

describe.each(documents)('%s', (document) => {
  const text = readFileSync(join(repoRoot, document), 'utf8');
  const links = linkTargets(text).filter((target) => !target.startsWith('#'));

  it('links only to files inside the repository', () => {
    const outside = links.filter((target) => {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return true; // http:, https:, file:, mailto:
      const path = resolve(dirname(join(repoRoot, document)), decodeURI(target.split('#')[0]!));
      return relative(repoRoot, path).startsWith('..') || !existsSync(path);
    });
    expect(outside).toEqual([]);
  });
});

/** Every `docs/<file>.md` (and its `§N`) the source cites, with the old references that do not resolve here. */
function sourceReferences(path: string, text: string): { reference: string; problem: string | null }[] {
  const found = [...text.matchAll(/docs\/([\w./-]+\.md)(?: §(\d+))?/g)].map(([reference, file, section]) => {
    const target = join(repoRoot, 'docs', file!);
    if (!existsSync(target)) return { reference, problem: 'no such file' };
    if (section && !new RegExp(`^## ${section}\\.`, 'm').test(readFileSync(target, 'utf8')))
      return { reference, problem: 'no such section' };
    return { reference, problem: null };
  });
  const stale = [...text.matchAll(/\b[Ss]pec(?: cabinet| widget)? §\d+|\bdesign\/\w+\.md/g)].map(([reference]) => ({
    reference,
    problem: `outside the repository (cite docs/contract/ or docs/)`,
  }));
  return [...found, ...stale].map((entry) => ({ ...entry, reference: `${path}: ${entry.reference}` }));
}

describe('references in the source', () => {
  const sources = execFileSync('git', ['ls-files', 'shared', 'functions', 'web', 'infra'], { cwd: repoRoot, encoding: 'utf8' })
    .split('\n')
    .filter((path) => /\.(ts|tsx|css|html|mjs|cjs)$/.test(path) && existsSync(join(repoRoot, path)));

  it('cite docs/ files and sections that exist, nothing outside the repository', () => {
    const unresolved = sources
      .filter((path) => path !== 'infra/lint/docs.test.ts')
      .flatMap((path) => sourceReferences(path, readFileSync(join(repoRoot, path), 'utf8')))
      .filter((entry) => entry.problem);
    expect(unresolved).toEqual([]);
  });

  it('are checked: a missing file, a missing section and an old spec reference are each refused', () => {
    const problems = sourceReferences('x.ts', '// docs/nowhere.md, docs/contract/cabinet.md §99, spec cabinet §4, design/style.md').map(
      (entry) => entry.problem,
    );
    expect(problems).toEqual(['no such file', 'no such section', expect.stringContaining('outside'), expect.stringContaining('outside')]);
    expect(sourceReferences('x.ts', '// docs/contract/cabinet.md §4, docs/integrations.md').every((entry) => !entry.problem)).toBe(true);
  });
});

describe('docs/architecture.md', () => {
  it('lists every row of the route table', () => {
    const architecture = readFileSync(join(repoRoot, 'docs/architecture.md'), 'utf8');
    const missing = routeList.map((row) => `\`${row.method} ${row.path}\``).filter((call) => !architecture.includes(`| ${call} |`));
    expect(missing).toEqual([]);
  });
});

describe('the link check itself', () => {
  it('reads link targets outside code and ignores links shown as code', () => {
    expect(linkTargets('see [a](docs/a.md) and [b](<../b c.md>) and [c](https://x.ru "t")\n`[d](e.md)`\n```\n[f](g.md)\n```')).toEqual([
      'docs/a.md',
      '../b c.md',
      'https://x.ru',
    ]);
  });
});
