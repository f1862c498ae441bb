// Removing an address takes it off every doctor who had it; the doctors for whom it was the only
// address leave the widget (shared/domain/doctor-rules.ts wants at least one). The question names them.
import type { DoctorView } from '../../../../shared/schemas/doctor';

/** The doctors shown in the widget now whose only checked address is `address`. */
export function doctorsLeavingWith(address: string, doctors: readonly Pick<DoctorView, 'name' | 'status' | 'address'>[]): string[] {
  return doctors
    .filter((doctor) => {
      const checked = Object.entries(doctor.address).filter(([, on]) => on);
      return doctor.status && checked.length === 1 && checked[0]![0] === address;
    })
    .map((doctor) => doctor.name);
}

/** Said while the doctors are not loaded (or failed to): the rule, without claiming who it touches. */
export const DOCTORS_UNKNOWN_CONSEQUENCE =
  'Врачи, у которых это единственный адрес, пропадут из виджета (список врачей ещё не загрузился, проверьте их карточки).';

/** The confirm dialog for a saved address (an empty row goes at once); `doctors` undefined while not loaded. */
export function addressRemovalQuestion(
  address: string,
  doctors: readonly Pick<DoctorView, 'name' | 'status' | 'address'>[] | undefined,
): { title: string; text: string } | null {
  if (address === '') return null;
  const leaving = doctors ? doctorsLeavingWith(address, doctors) : undefined;
  const consequence = !leaving
    ? DOCTORS_UNKNOWN_CONSEQUENCE
    : leaving.length === 0
      ? 'Ни один врач не уйдёт из виджета: у всех, кто принимает по этому адресу, есть и другие.'
      : `Из виджета пропадут врачи, у которых это единственный адрес: ${leaving.join(', ')}. Их карточки покажут, что нужно выбрать адрес.`;
  return { title: 'Удалить адрес?', text: `«${address}» исчезнет у всех врачей. ${consequence}` };
}
