// Which area may import which. `shared/` runs in the browser and in the functions, so it imports no
// other area; the web app ships to browsers, so it never imports the functions' code. Tests are
// exempt: they check one area against another on purpose (the loader test reads the function's copy).
import { dirname, join, normalize } from 'node:path';

export interface SourceFile {
  /** Repository-relative, with forward slashes: 'web/src/main.tsx'. */
  path: string;
  text: string;
}

export interface Violation {
  file: string;
  line: number;
  specifier: string;
  rule: string;
}

const AREAS = ['shared', 'functions', 'web', 'infra'] as const;
type Area = (typeof AREAS)[number];

/** What each area may not import. */
export const FORBIDDEN: Partial<Record<Area, Area[]>> = {
  shared: ['functions', 'web', 'infra'],
  web: ['functions'],
};

// import … from '…', export … from '…', import '…', import('…'), require('…').
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"]([^'"\n]+)['"]/g;

export function isTestFile(path: string): boolean {
  return /\.test\.tsx?$/.test(path) || /(^|\/)test\//.test(path);
}

function areaOf(path: string): Area | undefined {
  const first = path.split('/')[0];
  return AREAS.find((area) => area === first);
}

/** The area a relative specifier lands in, seen from `file`; bare package names land in none. */
function targetArea(file: string, specifier: string): Area | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const resolved = normalize(join(dirname(file), specifier)).replace(/\\/g, '/');
  return resolved.startsWith('..') ? undefined : areaOf(resolved);
}

export function importsOf(text: string): Array<{ specifier: string; line: number }> {
  const found: Array<{ specifier: string; line: number }> = [];
  for (const match of text.matchAll(SPECIFIER)) {
    found.push({ specifier: match[1]!, line: text.slice(0, match.index).split('\n').length });
  }
  return found;
}

export function boundaryViolations(files: SourceFile[]): Violation[] {
  const violations: Violation[] = [];
  for (const file of files) {
    const from = areaOf(file.path);
    const forbidden = from ? FORBIDDEN[from] : undefined;
    if (!forbidden || isTestFile(file.path)) continue;
    for (const { specifier, line } of importsOf(file.text)) {
      const to = targetArea(file.path, specifier);
      if (to && forbidden.includes(to)) violations.push({ file: file.path, line, specifier, rule: `${from}/ must not import from ${to}/` });
    }
  }
  return violations;
}
