// A doctor card moves between 'Ваши врачи' and 'Неактивные врачи' when its switch changes (by a click,
// or because an edit broke a rule): React mounts it anew in the other section, and the control in use
// would lose the focus. The control's place among the card's controls is noted before the change and
// focused again in the card's new copy, so a keyboard user stays where they were.
import { useLayoutEffect, useRef } from 'react';

const CONTROLS = 'button, input, textarea, select, a[href]';

const cardOf = (doctorId: string) => document.querySelector<HTMLElement>(`[data-doctor-id="${CSS.escape(doctorId)}"]`);

export function useCardFocus(): (doctorId: string) => void {
  const noted = useRef<{ doctorId: string; index: number } | null>(null);
  useLayoutEffect(() => {
    const wanted = noted.current;
    noted.current = null;
    const card = wanted && cardOf(wanted.doctorId);
    if (!card || card.contains(document.activeElement)) return;
    card.querySelectorAll<HTMLElement>(CONTROLS)[wanted.index]?.focus();
  });
  return (doctorId) => {
    const controls = [...(cardOf(doctorId)?.querySelectorAll<HTMLElement>(CONTROLS) ?? [])];
    const index = controls.indexOf(document.activeElement as HTMLElement);
    noted.current = index >= 0 ? { doctorId, index } : null;
  };
}
