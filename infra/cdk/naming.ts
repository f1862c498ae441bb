/** `userRegistration` → `UserRegistration`: construct ids from the keys of the resource and route tables. */
export function constructId(key: string): string {
  return key.charAt(0).toUpperCase() + key.slice(1);
}
