// Maps keyed by what a user typed (direction names, addresses): a plain {} answers 'constructor' or
// 'toString' from Object.prototype, so a direction named 'toString' read as a list crashed the save.
// These maps have no prototype, and reads see only the map's own keys.

/** An empty map with no prototype: every key is the user's. */
export function dictionary<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

/** The value under the map's own key, never an inherited one. */
export function own<T>(map: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(map, key) ? map[key] : undefined;
}
