// The tooth chart of a 'checkbox-dental' question (docs/contract/widget-quiz-configurator.md §3 "Tooth chart", §4, §9): 16 teeth per
// jaw, whole-jaw options, and 'Затрудняюсь ответить, нужна консультация'. Teeth are kept as indices
// 0-15 from the viewer's left (the answer keeps the spec's format); for the clinic they are named by
// the FDI two-digit system Russian dentists use: the viewer's left is the patient's right, so the
// upper jaw reads 18…11 21…28 and the lower 48…41 31…38.

export const TEETH_PER_JAW = 16;
export const JAWS = ['maxilla', 'mandible'] as const;
export type Jaw = (typeof JAWS)[number];

export const JAW_ANSWER_KEYS: Record<Jaw, string> = { maxilla: 'Верхняя челюсть', mandible: 'Нижняя челюсть' };
export const WHOLE_JAW_OPTIONS: Record<Jaw, string> = { maxilla: 'Вся верхняя челюсть', mandible: 'Вся нижняя челюсть' };
export const CONSULTATION_OPTION = 'Затрудняюсь ответить, нужна консультация';
export const CONSULTATION_NOTE = 'нужна консультация';
export const WHOLE_JAW_ANSWER = 'Вся';

export interface TeethSelection {
  maxilla: readonly number[];
  mandible: readonly number[];
  consultation: boolean;
}

export const NO_TEETH: TeethSelection = { maxilla: [], mandible: [], consultation: false };

const ALL_TEETH = Array.from({ length: TEETH_PER_JAW }, (_, index) => index);

export function toggleTooth(selection: TeethSelection, jaw: Jaw, index: number): TeethSelection {
  if (!Number.isInteger(index) || index < 0 || index >= TEETH_PER_JAW) return selection;
  const chosen = selection[jaw];
  const next = chosen.includes(index) ? chosen.filter((tooth) => tooth !== index) : [...chosen, index].sort((a, b) => a - b);
  return { ...selection, [jaw]: next };
}

/** The whole-jaw checkbox is checked only while all 16 teeth of the jaw are chosen. */
export function isWholeJaw(selection: TeethSelection, jaw: Jaw): boolean {
  return selection[jaw].length === TEETH_PER_JAW;
}

/** Checking the whole jaw chooses all 16 teeth; unchecking it clears the jaw. */
export function toggleWholeJaw(selection: TeethSelection, jaw: Jaw): TeethSelection {
  return { ...selection, [jaw]: isWholeJaw(selection, jaw) ? [] : ALL_TEETH };
}

export function toggleConsultation(selection: TeethSelection): TeethSelection {
  return { ...selection, consultation: !selection.consultation };
}

/** A dental page may go on with at least one tooth or one dental option chosen (docs/contract/widget-quiz-configurator.md §5). */
export function isDentalAnswered(selection: TeethSelection): boolean {
  return selection.consultation || selection.maxilla.length > 0 || selection.mandible.length > 0;
}

/**
 * The answer object's dental keys (docs/contract/widget-quiz-configurator.md §3): 'Вся', or the indices '3, 4, 5', with the consultation
 * note appended when it is chosen; a jaw with nothing chosen holds only the note, or is left out.
 */
export function dentalAnswer(selection: TeethSelection): Record<string, string> {
  const answer: Record<string, string> = {};
  for (const jaw of JAWS) {
    const teeth = selection[jaw];
    const parts = isWholeJaw(selection, jaw) ? [WHOLE_JAW_ANSWER] : teeth.map(String);
    if (selection.consultation) parts.push(CONSULTATION_NOTE);
    if (parts.length > 0) answer[JAW_ANSWER_KEYS[jaw]] = parts.join(', ');
  }
  return answer;
}

/** FDI number of the tooth at `index` (0 = the viewer's left end of the arch). */
export function fdiNumber(jaw: Jaw, index: number): number {
  const [right, left] = jaw === 'maxilla' ? [10, 20] : [40, 30];
  return index < TEETH_PER_JAW / 2 ? right + (TEETH_PER_JAW / 2 - index) : left + (index - TEETH_PER_JAW / 2 + 1);
}

/** A stored jaw answer read for the clinic: '0, 1, нужна консультация' → '18, 17, нужна консультация'; 'Вся' → 'все зубы'. */
export function describeJawAnswer(jaw: Jaw, answer: string): string {
  return answer
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      if (part === WHOLE_JAW_ANSWER) return 'все зубы';
      const index = Number(part);
      return /^\d{1,2}$/.test(part) && index < TEETH_PER_JAW ? String(fdiNumber(jaw, index)) : part;
    })
    .join(', ');
}

/** The jaw whose answer key this is, if it is one. */
export function jawOfAnswerKey(key: string): Jaw | undefined {
  return JAWS.find((jaw) => JAW_ANSWER_KEYS[jaw] === key);
}
