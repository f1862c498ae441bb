// The signed-in state is the presence of the token in localStorage (docs/contract/cabinet.md §4).
export const TOKEN_KEY = 'token';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked (privacy mode, sandboxed iframe)
  }
}

export function readToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) || null;
}

export function hasToken(): boolean {
  return readToken() !== null;
}

export function storeToken(token: string): void {
  storage()?.setItem(TOKEN_KEY, token);
}

/** Exit and a 401 clear all of local storage, as the spec says, not only the token. */
export function clearSession(): void {
  storage()?.clear();
}
