// Issue 28 §2: the product's own logs carry no patient's name or phone. A patient's leads go through every public form
// and the pipeline (a Telegram group down first, so deliveries are retried and logged), the clinic searches and looks
// the patient up by phone, a form is refused, the browser reports an error from a page with the phone in its address;
// then the local runtime's output — the '[http]' line of every request and the functions' JSON logs at the level they
// log at on AWS (INFO) — is read, and no line may hold the name or the phone in any format.
import { randomInt, randomUUID } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { runtimeLogFile } from '../../infra/local/testing/runtime';
import { api } from './api';
import {
  addBookableDoctor,
  addProvenDestinations,
  fakeControl,
  fakeMessages,
  newClinic,
  sendBooking,
  slotAt,
  ticketOf,
  uniqueGroupId,
  waitFor,
} from './leads-support';
import { createQuiz, dentalQuizBody, quizSendOf } from './quiz-support';

const national = `9${String(randomInt(0, 1e9)).padStart(9, '0')}`;
const phones = {
  formatted: `+7 ${national.slice(0, 3)} ${national.slice(3, 6)}-${national.slice(6, 8)}-${national.slice(8)}`,
  eight: `8 (${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`,
};
const name = `Скрытова ${randomUUID().slice(0, 8)}`;

/** The line with its %-escapes read (an address in a log), as far as they are well formed. */
function decoded(line: string): string {
  return line.replace(/(%[0-9a-f]{2})+/gi, (escapes) => {
    try {
      return decodeURIComponent(escapes);
    } catch {
      return escapes;
    }
  });
}

/** Lines holding the name, or the phone's ten digits however they are separated. */
function leaking(lines: readonly string[]): string[] {
  return lines.filter((line) => {
    const text = decoded(line);
    return text.includes(name) || text.replace(/[\s()+\-.]/g, '').includes(national);
  });
}

/** The runtime log written since `offset` (bytes), as text. */
async function logSince(offset: number): Promise<string> {
  return (await readFile(runtimeLogFile())).subarray(offset).toString('utf8');
}

it('no log line holds a patient’s name or phone', async () => {
  const logStart = (await stat(runtimeLogFile())).size;
  const clinic = await newClinic();
  const doctorId = await addBookableDoctor(clinic);
  const group = uniqueGroupId();
  await addProvenDestinations(clinic, { telegram: [{ id: group, name: 'Регистратура' }] });
  await fakeControl('faults', { chatIds: [group], down: true });
  const quizId = await createQuiz(clinic.token, dentalQuizBody());

  const sent = [
    await sendBooking(clinic, doctorId, slotAt(5, 3), { ClientFullName: name, ClientPhone: phones.formatted }),
    await api('POST', '/api/ticket', {
      body: ticketOf(clinic.clinicId, {
        ClientFullName: name,
        ClientPhone: phones.formatted,
        URL: `https://clinic.example/?phone=${national}`,
      }),
    }),
    await api('POST', '/api/quiz/send', { body: quizSendOf(clinic, quizId, { data: { Имя: name, Телефон: phones.eight } }) }),
    await api('POST', '/api/mail', { body: { name, city: 'Казань', clinic: 'Улыбка', phone: phones.formatted } }),
  ];
  expect(sent.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
  // Refused: the name where the phone goes.
  expect((await api('POST', '/api/ticket', { body: ticketOf(clinic.clinicId, { ClientFullName: name, ClientPhone: name }) })).status).toBe(
    400,
  );
  // The clinic finds the patient by phone, in the list and for erasure.
  expect((await api('GET', `/api/ticket/user?q=${encodeURIComponent(phones.eight)}`, { token: clinic.token })).status).toBe(200);
  expect((await api('GET', `/api/patient?phone=${encodeURIComponent(phones.eight)}`, { token: clinic.token })).status).toBe(200);
  // A browser's error report from a page whose address and message hold the phone and the name.
  const report = await api('POST', '/api/errors', {
    body: {
      errMessage: `Не удалось отправить заявку ${name} ${phones.formatted}`,
      errName: 'Error',
      time: new Date().toISOString(),
      url: `https://clinic.example/?phone=${encodeURIComponent(phones.formatted)}&name=${encodeURIComponent(name)}`,
      component: 'Widget',
    },
  });
  expect(report.status).toBe(204);

  // The group stays down until a Telegram delivery has failed and its retry is logged (under load the consumer may
  // take the leads only after this point); then it comes back and the retried deliveries arrive.
  await waitFor(
    'a Telegram delivery’s retry in the log',
    async () =>
      (await logSince(logStart))
        .split('\n')
        .some((line) => line.includes('lead delivery will be retried') && line.includes('"queue":"leadTelegram"')),
    { timeoutMs: 60_000 },
  );
  await fakeControl('faults', { chatIds: [group], down: false });
  await waitFor('both widget leads and the quiz lead in the group', async () => (await fakeMessages(group)).length >= 3, {
    timeoutMs: 60_000,
  });

  const marker = `/api/log-scan-${randomUUID()}`;
  await api('GET', marker);
  const lines = await waitFor('the runtime log up to this test’s last request', async () => {
    const text = await readFile(runtimeLogFile(), 'utf8');
    return text.includes(marker) ? text.split('\n') : undefined;
  });
  expect(lines.some((line) => line.includes('lead delivery will be retried'))).toBe(true);
  expect(lines.some((line) => line.includes('"message":"request"'))).toBe(true);
  expect(leaking(lines)).toEqual([]);
});
