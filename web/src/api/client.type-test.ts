// Checked by `npm run typecheck`, never run: the answer of `api.call` is the contract's answer type, so
// code expecting another shape fails to compile. Each @ts-expect-error is a mistake tsc must refuse.
import { userGet, userUpdate } from '../../../shared/api/account';
import { doctorDelete, doctorList, imageGet } from '../../../shared/api/clinic';
import { ticketList } from '../../../shared/api/leads';
import { widgetLoader } from '../../../shared/api/widget';
import type { ApiClient } from './client';

export async function answerTypes(api: ApiClient) {
  const user = await api.call(userGet);
  const email: string = user.email;
  // @ts-expect-error the user's name is a string, not a number
  const wrongName: number = user.name;
  // @ts-expect-error UserView has no `clinic` field
  void user.clinic;

  const doctors = await api.call(doctorList);
  const firstName: string | undefined = doctors[0]?.name;
  // @ts-expect-error the list is an array, not a page
  void doctors.items;

  const nothing: undefined = await api.call(doctorDelete, { query: { id: 'd-1', version: '3' } });
  const script: string = await api.call(widgetLoader, { query: { id: 'clinic-1' } });
  const image: Blob = await api.call(imageGet, { query: { name: 'u_logo_x.png' } });
  // @ts-expect-error an image answer is bytes, not text
  const imageText: string = await api.call(imageGet, { query: { name: 'u_logo_x.png' } });
  return { email, wrongName, firstName, nothing, script, image, imageText };
}

export async function inputTypes(api: ApiClient) {
  await api.call(userUpdate, { body: { version: 0, user: { name: 'Анна', email: 'a@b.ru', phone: '+7 900 000-00-00' } } });
  // @ts-expect-error a call with a body needs it
  await api.call(userUpdate);
  // @ts-expect-error a call with a query needs it
  await api.call(doctorDelete);
  // @ts-expect-error the body's shape is the contract's
  await api.call(userUpdate, { body: { name: 'Анна' } });
  // @ts-expect-error a call without a body takes none
  await api.call(userGet, { body: { any: 1 } });
  await api.call(ticketList, { query: { limit: 10 } });
}
