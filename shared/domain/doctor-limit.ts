// How many doctors a clinic may have (issue 21 §2): one rule for 'Добавить врача', the server's create and
// every MIS sync (an IDENT push names as many doctors as it likes). The bound keeps what every read of the
// clinic carries (the cabinet's doctor list, the widget's data) small whatever an MIS sends: a doctor from
// an MIS is a name of at most 200 characters and at most two weeks of half-hour slots, about 10 KB.
// Deleted doctors do not count.

export const MAX_DOCTORS_PER_CLINIC = 100;

/** Why `adding` more doctors cannot join the clinic's `current` ones, or undefined when they can. */
export function doctorLimitProblem(current: number, adding = 1): string | undefined {
  if (current + adding <= MAX_DOCTORS_PER_CLINIC) return undefined;
  const room = Math.max(0, MAX_DOCTORS_PER_CLINIC - current);
  return (
    `В клинике может быть не больше ${MAX_DOCTORS_PER_CLINIC} врачей: сейчас ${current}` +
    (adding > 1 ? `, добавляется ещё ${adding}, место есть для ${room}` : '') +
    '. Удалите врачей, которые больше не принимают, чтобы добавить новых'
  );
}
