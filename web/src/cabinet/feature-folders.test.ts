// The cabinet is one folder per feature (issue 7 §8): a feature's screen, its components and its one API
// file live together, and only that API file talks to the server.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const cabinetDir = dirname(fileURLToPath(import.meta.url));
const files = readdirSync(cabinetDir, { recursive: true, encoding: 'utf8' }).map((file) => file.replaceAll('\\', '/'));
const sources = files.filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'));
const folderOf = (file: string) => (file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '.');
const apiFiles = sources.filter((file) => file.endsWith('-api.ts'));
const importsApiClient = (file: string) =>
  /import\s*\{[^}]*\bapi\b[^}]*\}\s*from\s*'[./]*api\/client'/.test(readFileSync(`${cabinetDir}/${file}`, 'utf8'));

describe('cabinet feature folders', () => {
  it('has no catch-all screens folder', () => {
    expect(files.filter((file) => file === 'screens' || file.startsWith('screens/'))).toEqual([]);
  });

  it('names a feature API file after its folder, one per folder', () => {
    expect(apiFiles.length).toBeGreaterThan(0);
    for (const file of apiFiles) expect(file).toBe(`${folderOf(file)}/${folderOf(file)}-api.ts`);
  });

  it('keeps every screen in a feature folder beside that feature API file', () => {
    const screens = sources.filter((file) => file.endsWith('Screen.tsx'));
    expect(screens.length).toBeGreaterThan(0);
    for (const screen of screens) expect(apiFiles).toContain(`${folderOf(screen)}/${folderOf(screen)}-api.ts`);
  });

  it('calls the server only from the feature API files', () => {
    const callers = sources.filter(importsApiClient);
    expect(callers.length).toBeGreaterThan(0);
    expect(callers.filter((file) => !file.endsWith('-api.ts'))).toEqual([]);
  });
});
