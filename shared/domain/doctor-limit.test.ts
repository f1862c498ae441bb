import { doctorLimitProblem, MAX_DOCTORS_PER_CLINIC } from './doctor-limit';

describe('doctors per clinic', () => {
  it('lets a clinic fill up to the limit and not past it', () => {
    expect(doctorLimitProblem(0)).toBeUndefined();
    expect(doctorLimitProblem(MAX_DOCTORS_PER_CLINIC - 1)).toBeUndefined();
    expect(doctorLimitProblem(MAX_DOCTORS_PER_CLINIC)).toBe(
      `В клинике может быть не больше ${MAX_DOCTORS_PER_CLINIC} врачей: сейчас ${MAX_DOCTORS_PER_CLINIC}. Удалите врачей, которые больше не принимают, чтобы добавить новых`,
    );
  });

  it('says how many fit when several are added at once (an MIS sync)', () => {
    expect(doctorLimitProblem(90, 10)).toBeUndefined();
    expect(doctorLimitProblem(90, 12)).toBe(
      `В клинике может быть не больше ${MAX_DOCTORS_PER_CLINIC} врачей: сейчас 90, добавляется ещё 12, место есть для 10. Удалите врачей, которые больше не принимают, чтобы добавить новых`,
    );
    expect(doctorLimitProblem(130, 2)).toMatch(/место есть для 0\./);
  });
});
