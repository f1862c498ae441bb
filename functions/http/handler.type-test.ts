// Checked by `npm run typecheck`, never run: a handler can return only its row's answer; every
// expected error below is a return tsc must refuse.
import { doctorDelete, imageGet } from '../routes/clinic';
import { userGet } from '../routes/account';
import { widgetLoader } from '../routes/widget';
import { BinaryAnswer, HttpAnswer, httpHandler, TextAnswer } from './handler';
import { userHandler } from './user-handler';

const user = {
  _id: 'u',
  name: 'Анна',
  email: 'a@b.ru',
  phone: '',
  validUntil: null,
  createdAt: '2026-01-01T00:00:00Z',
  version: 0,
  role: 'owner' as const,
  phonesAllowed: false,
};

export const rightAnswers = [
  userHandler(userGet, async () => user),
  userHandler(userGet, async () => new HttpAnswer(200, user, { 'cache-control': 'no-store' })),
  userHandler(doctorDelete, async () => undefined),
  httpHandler(widgetLoader, async () => new TextAnswer(200, 'var x;', { 'content-type': 'text/javascript' })),
  httpHandler(imageGet, async () => new BinaryAnswer(200, new Uint8Array(), { 'content-type': 'image/png' })),
];

export const wrongAnswers = [
  // @ts-expect-error a signed-in row needs userHandler, which checks the token
  httpHandler(userGet, async () => user),
  // @ts-expect-error a public row has no user
  userHandler(widgetLoader, async () => new TextAnswer(200, 'var x;', { 'content-type': 'text/javascript' })),
  // @ts-expect-error a field of the answer is missing
  userHandler(userGet, async () => ({ _id: 'u', name: 'Анна' })),
  // @ts-expect-error a field has the wrong type
  userHandler(userGet, async () => ({ ...user, validUntil: 'never' })),
  // @ts-expect-error an HttpAnswer must carry the row's answer too
  userHandler(userGet, async () => new HttpAnswer(200, { token: 'x' })),
  // @ts-expect-error a 204 row answers nothing
  userHandler(doctorDelete, async () => ({ deleted: true })),
  // @ts-expect-error the loader row answers text, not JSON
  httpHandler(widgetLoader, async () => ({ script: 'var x;' })),
  // @ts-expect-error the image row answers bytes, not text
  httpHandler(imageGet, async () => new TextAnswer(200, 'x', { 'content-type': 'text/plain' })),
];
