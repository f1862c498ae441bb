// Hidden fields (issue 27 §4): URL parameters the clinic names on a quiz ('gclid', 'city', …) are kept with
// the lead, beside the UTM lines every lead keeps. The page reads them from its address, the server keeps
// only the names the quiz lists, each bounded; both sides call hiddenFieldsOf. Kept free of schemas.

export const HIDDEN_FIELD_LIMITS = { names: 10, name: 40, value: 200 } as const;
/** Empty is let through (the builder's list as being typed, 'gclid, '), and never matches a parameter. */
export const HIDDEN_FIELD_NAME = /^[A-Za-z0-9_.-]*$/;
export const HIDDEN_FIELD_MESSAGES = {
  name: `Имя параметра: латинские буквы, цифры, «_», «-» или «.», до ${HIDDEN_FIELD_LIMITS.name} символов`,
  count: `Не больше ${HIDDEN_FIELD_LIMITS.names} скрытых полей`,
} as const;

/**
 * The named parameters among `entries` (the page's URLSearchParams, or what the page sent), in the quiz's
 * order, first value of each, cut to the value limit; names the quiz does not list are dropped.
 */
export function hiddenFieldsOf(names: readonly string[] | undefined, entries: Iterable<readonly [string, string]>): Record<string, string> {
  const wanted = new Set((names ?? []).slice(0, HIDDEN_FIELD_LIMITS.names).filter((name) => name !== ''));
  const found = new Map<string, string>();
  for (const [name, value] of entries) {
    if (wanted.has(name) && !found.has(name)) found.set(name, value.trim().slice(0, HIDDEN_FIELD_LIMITS.value));
  }
  return Object.fromEntries([...wanted].filter((name) => found.get(name)).map((name) => [name, found.get(name)!]));
}

/** The builder's one-line list 'gclid, city' as names, and back: each name kept as typed so far. */
export const hiddenFieldNames = (typed: string): string[] => (typed.trim() === '' ? [] : typed.split(',').map((name) => name.trim()));
export const hiddenFieldLine = (names: readonly string[] | undefined): string => (names ?? []).join(', ');

/** The lead's hidden fields as lines 'name: value' (mail, Telegram, 'Заявки'). */
export function hiddenFieldsText(fields: Readonly<Record<string, string>> | undefined): string {
  return Object.entries(fields ?? {})
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');
}
