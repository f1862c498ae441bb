// Status texts stored before issue 22 with the spec's misspellings, as they read now. Leads keep what was stored
// (a delivered lead is not rewritten); the cabinet's view respells them on read.
const RESPELLINGS: ReadonlyArray<readonly [RegExp, string]> = [
  [/Необоходимо/g, 'Необходимо'],
  [/Добавленны /g, 'Добавлены '],
  [/выберете /g, 'выберите, '],
];

export function respelledStatusText(text: string): string {
  return RESPELLINGS.reduce((current, [misspelt, spelt]) => current.replace(misspelt, spelt), text);
}
