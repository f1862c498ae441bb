import { VISIT_LINK_INVALID_MESSAGE } from '../../../../shared/schemas/visit';
import { needsFreshVisit, visitProblemOf } from './visit-problem';

describe('the visit page’s refusals', () => {
  it('names an invalid, a cancelled and an ended link by the server’s code, with its reason, and offers no retry', () => {
    expect(visitProblemOf(404, 'VISIT_LINK_INVALID', [VISIT_LINK_INVALID_MESSAGE])).toEqual({
      title: 'Ссылка недействительна',
      text: VISIT_LINK_INVALID_MESSAGE,
      final: true,
    });
    expect(visitProblemOf(404, 'VISIT_CANCELLED', ['Запись отменена. …']).title).toBe('Запись отменена');
    expect(visitProblemOf(404, 'VISIT_ENDED', ['Время визита прошло']).title).toBe('Срок действия ссылки истёк');
  });

  it('says a token the schema refuses is a broken link, not the validator’s words', () => {
    expect(visitProblemOf(400, 'VALIDATION', ['token: too long'])).toEqual({
      title: 'Ссылка недействительна',
      text: VISIT_LINK_INVALID_MESSAGE,
      final: true,
    });
  });

  it('lets the patient try again after a limit or a lost connection', () => {
    expect(visitProblemOf(429, 'TOO_MANY_REQUESTS', ['Слишком много запросов'])).toEqual({
      title: 'Не удалось открыть запись',
      text: 'Слишком много запросов',
      final: false,
    });
    expect(visitProblemOf(0, undefined, ['Нет связи с сервером']).final).toBe(false);
  });

  it('reads the visit again when a change lost a race, not for other refusals', () => {
    expect(needsFreshVisit(409, 'SLOT_TAKEN')).toBe(true);
    expect(needsFreshVisit(409, 'VISIT_CHANGED')).toBe(true);
    expect(needsFreshVisit(429, 'TOO_MANY_REQUESTS')).toBe(false);
  });
});
