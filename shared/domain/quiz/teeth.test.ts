import {
  CONSULTATION_NOTE,
  dentalAnswer,
  describeJawAnswer,
  fdiNumber,
  isDentalAnswered,
  isWholeJaw,
  jawOfAnswerKey,
  NO_TEETH,
  TEETH_PER_JAW,
  toggleConsultation,
  toggleTooth,
  toggleWholeJaw,
} from './teeth';

describe('the tooth chart', () => {
  it('toggles single teeth, kept sorted, and ignores indices outside the jaw', () => {
    let selection = toggleTooth(NO_TEETH, 'maxilla', 5);
    selection = toggleTooth(selection, 'maxilla', 3);
    expect(selection.maxilla).toEqual([3, 5]);
    expect(toggleTooth(selection, 'maxilla', 5).maxilla).toEqual([3]);
    expect(toggleTooth(selection, 'maxilla', 16)).toBe(selection);
    expect(toggleTooth(selection, 'mandible', -1)).toBe(selection);
  });

  it('checks the whole jaw only while all 16 teeth are chosen', () => {
    const whole = toggleWholeJaw(NO_TEETH, 'mandible');
    expect(whole.mandible).toHaveLength(TEETH_PER_JAW);
    expect(isWholeJaw(whole, 'mandible')).toBe(true);
    const oneOff = toggleTooth(whole, 'mandible', 7);
    expect(isWholeJaw(oneOff, 'mandible')).toBe(false);
    expect(toggleWholeJaw(oneOff, 'mandible').mandible).toHaveLength(TEETH_PER_JAW);
    expect(toggleWholeJaw(whole, 'mandible').mandible).toEqual([]);
    expect(whole.maxilla).toEqual([]);
  });

  it('answers in the spec format: indices, "Вся", and the consultation note on both jaws', () => {
    const some = toggleTooth(toggleTooth(NO_TEETH, 'maxilla', 3), 'maxilla', 4);
    expect(dentalAnswer(some)).toEqual({ 'Верхняя челюсть': '3, 4' });
    expect(dentalAnswer(toggleWholeJaw(some, 'mandible'))).toEqual({ 'Верхняя челюсть': '3, 4', 'Нижняя челюсть': 'Вся' });
    const withNote = toggleConsultation(some);
    expect(dentalAnswer(withNote)).toEqual({ 'Верхняя челюсть': `3, 4, ${CONSULTATION_NOTE}`, 'Нижняя челюсть': CONSULTATION_NOTE });
    expect(dentalAnswer(toggleConsultation(withNote))).toEqual({ 'Верхняя челюсть': '3, 4' });
  });

  it('lets the page go on with a tooth or a dental option, not with nothing', () => {
    expect(isDentalAnswered(NO_TEETH)).toBe(false);
    expect(isDentalAnswered(toggleTooth(NO_TEETH, 'mandible', 0))).toBe(true);
    expect(isDentalAnswered(toggleConsultation(NO_TEETH))).toBe(true);
  });

  it('names teeth by FDI, the viewer left being the patient right', () => {
    const upper = Array.from({ length: 16 }, (_, index) => fdiNumber('maxilla', index));
    const lower = Array.from({ length: 16 }, (_, index) => fdiNumber('mandible', index));
    expect(upper).toEqual([18, 17, 16, 15, 14, 13, 12, 11, 21, 22, 23, 24, 25, 26, 27, 28]);
    expect(lower).toEqual([48, 47, 46, 45, 44, 43, 42, 41, 31, 32, 33, 34, 35, 36, 37, 38]);
  });

  it('reads a stored jaw answer for the clinic', () => {
    expect(describeJawAnswer('maxilla', `0, 7, 8, ${CONSULTATION_NOTE}`)).toBe(`18, 11, 21, ${CONSULTATION_NOTE}`);
    expect(describeJawAnswer('mandible', 'Вся')).toBe('все зубы');
    expect(describeJawAnswer('mandible', '15, 99')).toBe('38, 99');
    expect(jawOfAnswerKey('Нижняя челюсть')).toBe('mandible');
    expect(jawOfAnswerKey('Имя')).toBeUndefined();
  });
});
