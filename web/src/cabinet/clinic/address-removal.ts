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

/** The confirm dialog for a saved address (an empty row goes at once). */
export function addressRemovalQuestion(
  address: string,
  doctors: readonly Pick<DoctorView, 'name' | 'status' | 'address'>[],
): { title: string; text: string } | null {
  if (address === '') return null;
  const leaving = doctorsLeavingWith(address, doctors);
  const consequence =
    leaving.length === 0
      ? 'Ни один врач не уйдёт из виджета: у всех, кто принимает по этому адресу, есть и другие.'
      : `Из виджета пропадут врачи, у которых это единственный адрес: ${leaving.join(', ')}. Их карточки покажут, что нужно выбрать адрес.`;
  return { title: 'Удалить адрес?', text: `«${address}» исчезнет у всех врачей. ${consequence}` };
}
