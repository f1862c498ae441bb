// What the visit page says when its link cannot be used (issue 26 §3). The server decides (a link that is
// not ours, a cancelled visit, a visit whose time is over) and gives the Russian reason; the page only picks
// the heading by its code, and never shows anything of a visit it was refused.
import { TICKET_ERRORS } from '../../../../shared/schemas/ticket';
import { VISIT_ERRORS, VISIT_LINK_INVALID_MESSAGE } from '../../../../shared/schemas/visit';

export interface VisitProblem {
  title: string;
  text: string;
  /** The link does nothing more: no button to try again. */
  final: boolean;
}

export const INCOMPLETE_LINK: VisitProblem = {
  title: 'Ссылка неполная',
  text: 'Откройте ссылку из письма целиком или скопируйте её в адресную строку полностью.',
  final: true,
};

const TITLES: Record<string, string> = {
  [VISIT_ERRORS.LINK_INVALID]: 'Ссылка недействительна',
  [VISIT_ERRORS.CANCELLED]: 'Запись отменена',
  [VISIT_ERRORS.ENDED]: 'Срок действия ссылки истёк',
};

/** The page for a refused read of the visit: its status, its code and its messages. */
export function visitProblemOf(status: number, code: string | undefined, messages: readonly string[]): VisitProblem {
  const text = messages.join(' ');
  const title = code && TITLES[code];
  if (title) return { title, text, final: true };
  // A token the schema refuses (cut, padded) is a broken link as well, said in the same words.
  if (status === 400 || status === 404) return { title: TITLES[VISIT_ERRORS.LINK_INVALID]!, text: VISIT_LINK_INVALID_MESSAGE, final: true };
  return { title: 'Не удалось открыть запись', text, final: false };
}

/** A refused change whose cure is a fresh read: the time was taken meanwhile, or the visit was changed elsewhere. */
export const needsFreshVisit = (status: number, code: string | undefined): boolean =>
  status === 409 && (code === TICKET_ERRORS.SLOT_TAKEN || code === TICKET_ERRORS.SLOT_UNAVAILABLE || code === 'VISIT_CHANGED');
