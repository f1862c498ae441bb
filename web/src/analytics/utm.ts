// UTM tags travel with a landing lead and a registration as 'name: value' lines. They are captured on
// the first page of the visit, so a visitor who lands on "/?utm_source=…" and registers later keeps them.
const STORAGE_KEY = 'dentlead:utm';

export function utmLines(search: string): string {
  const lines: string[] = [];
  for (const [name, value] of new URLSearchParams(search)) {
    if (name.toLowerCase().startsWith('utm_') && value.trim() !== '') lines.push(`${name}: ${value.trim()}`);
  }
  return lines.join('\n').slice(0, 2000);
}

/** Remembers the visit's UTM tags for this browser tab; later pages without tags keep the first ones. */
export function captureUtm(search: string, store: Pick<Storage, 'getItem' | 'setItem'> | null = sessionStore()): void {
  const lines = utmLines(search);
  if (lines !== '' && store) store.setItem(STORAGE_KEY, lines);
}

/** The tags of the current URL, else the ones captured earlier in the visit. */
export function currentUtm(search: string, store: Pick<Storage, 'getItem'> | null = sessionStore()): string {
  return utmLines(search) || store?.getItem(STORAGE_KEY) || '';
}

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}
