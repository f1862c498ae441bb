// The repository stands alone: every link in the README and in docs/ leads to a file inside it, and the
// architecture page lists every row of the route table.
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
