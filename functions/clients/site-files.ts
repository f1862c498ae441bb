// Files of the built web app (quiz.html, 404.html), read from the site itself, as a visitor would get
// them: the function ships without the web build, whose script and CSS names change with every build.
// Each file is kept a minute per instance, so however many pages are asked for, an instance reads a
// file at most once a minute; while the site cannot answer, a copy already kept still serves.
import { config } from '../config';

const KEPT_MS = 60_000;
const FETCH_TIMEOUT_MS = 3_000;

const kept = new Map<string, { text: string; at: number }>();

/**
 * The file at this path of the site (e.g. '/quiz.html'), answered with `status` (the 404 page comes with
 * 404); throws when it cannot be read and no copy is kept.
 */
export async function siteFile(path: string, status = 200): Promise<string> {
  const copy = kept.get(path);
  if (copy && Date.now() - copy.at < KEPT_MS) return copy.text;
  try {
    const response = await fetch(`${config.publicBaseUrl().replace(/\/$/, '')}${path}`, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (response.status !== status) throw new Error(`${path} answered ${response.status}`);
    const text = await response.text();
    kept.set(path, { text, at: Date.now() });
    return text;
  } catch (error) {
    if (copy) return copy.text;
    throw error;
  }
}
