// The state an OAuth return (Google Sheets, amoCRM) came back with, checked for the signed-in clinic:
// a state that is not signed for this flow or has expired is a 400 saying to start again; one signed for
// another clinic is a 403 (someone else's consent cannot be attached to this cabinet).
import { readState, type OAuthFlow, type StatePayload } from '../../auth/oauth-state';
import { ForbiddenError, InvalidRequestError } from '../errors';

const TEXTS: Record<OAuthFlow, { service: string; invalid: string; foreign: string }> = {
  google: {
    service: 'GOOGLE',
    invalid: 'Ответ Google устарел или пришёл не от этого подключения: нажмите «Подключить» у Google Таблиц ещё раз',
    foreign: 'Это разрешение Google выдано для другого кабинета: подключите таблицу из своего кабинета',
  },
  amo: {
    service: 'AMO',
    invalid: 'Ответ amoCRM устарел или пришёл не от этого подключения: нажмите «Подключить» у amoCRM ещё раз',
    foreign: 'Это разрешение amoCRM выдано для другого кабинета: подключите amoCRM из своего кабинета',
  },
};

export function callerState(flow: OAuthFlow, clientSecret: string, userId: string, state: string): StatePayload {
  const texts = TEXTS[flow];
  const payload = readState(flow, clientSecret, state, Date.now());
  if (!payload) throw new InvalidRequestError(`${texts.service}_STATE_INVALID`, texts.invalid);
  if (payload.u !== userId) throw new ForbiddenError(`${texts.service}_STATE_FOREIGN`, texts.foreign);
  return payload;
}
