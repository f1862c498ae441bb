// Where a doctor's card comes from, told to the clinic (issue 22): the mark on each card ('из IDENT'), what an
// MIS doctor waits for before it accepts (no MIS says which services a doctor gives, and only IDENT and
// DentalPRO name branches an address can be matched to), and namesakes: a doctor added by hand and one from
// an MIS with the same name are two cards and, once both accept, two doctors in the widget.
import type { DoctorSource } from '../schemas/doctor';

export const DOCTOR_ORIGIN_LABELS: Record<DoctorSource, string> = {
  manual: 'добавлен вручную',
  ident: 'из IDENT',
  macdent: 'из MacDent',
  dentalpro: 'из DentalPRO',
};

const MIS_NAMES: Record<Exclude<DoctorSource, 'manual'>, string> = { ident: 'IDENT', macdent: 'MacDent', dentalpro: 'DentalPRO' };

/** What an MIS doctor that does not accept yet needs from the clinic; null for a doctor added by hand. */
export function misMappingHint(source: DoctorSource): string | null {
  if (source === 'manual') return null;
  const mis = MIS_NAMES[source];
  const address =
    source === 'macdent'
      ? 'и адрес приёма (MacDent передаёт только номер филиала)'
      : `и адрес приёма, если он не отмечен (${mis} отмечает адрес сам, когда филиал в ${mis} назван так же, как адрес клиники)`;
  return `Врач пришёл из ${mis}: расписание обновляется из МИС, а услуги врача ${mis} не передаёт. Выберите специализацию, направления, услуги ${address}, и врач сможет принимать записи.`;
}

/** Case, 'ё' and spacing aside: 'Иванова  Анна' and 'иванова анна' are one name. */
const nameKey = (name: string) => name.toLocaleLowerCase('ru').replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();

/**
 * For each doctor, the origins of the other doctors with the same name and another origin (a card added by
 * hand beside one from an MIS, or from two MIS): what its card warns about. Doctors without such a namesake
 * are left out.
 */
export function namesakeOrigins(
  doctors: ReadonlyArray<{ _id: string; name: string; source: DoctorSource }>,
): ReadonlyMap<string, DoctorSource[]> {
  const byName = new Map<string, Array<{ _id: string; source: DoctorSource }>>();
  for (const doctor of doctors) {
    const key = nameKey(doctor.name);
    if (key !== '') byName.set(key, [...(byName.get(key) ?? []), doctor]);
  }
  const result = new Map<string, DoctorSource[]>();
  for (const group of byName.values())
    for (const doctor of group) {
      const others = [...new Set(group.filter((other) => other.source !== doctor.source).map((other) => other.source))];
      if (others.length > 0) result.set(doctor._id, others);
    }
  return result;
}

/** The card's warning about its namesakes (see namesakeOrigins). */
export function namesakeHint(name: string, origins: readonly DoctorSource[]): string {
  const where = [...origins]
    .sort((a, b) => Number(b === 'manual') - Number(a === 'manual'))
    .map((source) => (source === 'manual' ? 'добавленный вручную' : DOCTOR_ORIGIN_LABELS[source]))
    .join(' и ');
  return `В клинике есть ещё врач «${name.trim()}»${origins.includes('manual') ? ',' : ''} ${where}. Если это один человек, удалите лишнюю карточку: иначе пациенты увидят в виджете двух врачей с одним именем.`;
}
