// Support for the widget's browser test and bench: a clinic set up through the API (two doctors, a
// Metrica counter), and a plain HTML page on ANOTHER origin (http://127.0.0.1:<port>, while the app is on
// http://localhost:<port>) that pastes the loader the way a clinic's site does, with a stand-in `ym`.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FrameLocator, Page } from 'playwright-core';
import { holdIdleSockets } from '../../infra/local/http/keep-alive';
import { signUpAndConfirm } from '../../infra/local/sign-up';

export const METRIC_COUNTER = 98765432;

const weekSchedule = {
  days: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '08:00', end: '20:00', breaks: [{ start: '13:00', end: '14:00' }] })),
  slotMinutes: 30,
  horizonDays: 14,
};

async function call<T = any>(appUrl: string, method: string, path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(new URL(path, appUrl), {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => undefined)) as T;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

export interface WidgetClinic {
  token: string;
  clinicKey: string;
  therapistId: string;
  surgeonId: string;
}

let counter = 0;

/**
 * The second clinic of the widget's UX test: a long name, two addresses (the surgeon receives at the
 * second only), five directions (the chip row scrolls on a phone) and a service with a long name.
 */
export const WIDE_CLINIC = {
  clinic: 'Стоматологическая клиника доктора Константинопольского «Улыбка на всю жизнь»',
  addressList: ['ул. Ленина, 1', 'пр. Мира, 5'],
  surgeonAddress: 'пр. Мира, 5',
  longService: 'Профессиональная гигиена полости рта с Air-Flow, ультразвуком и фторированием',
  extraDirections: ['Гигиена', 'Ортодонтия', 'Протезирование', 'Детская стоматология'],
};

/** One service per extra direction (a name once in the clinic: the widget lists a service once). */
const wideServiceName = (direction: string) =>
  direction === WIDE_CLINIC.extraDirections[0] ? WIDE_CLINIC.longService : `Консультация (${direction})`;

/** A clinic with one address, two directions and two bookable doctors (a therapist and a surgeon who also fills teeth); `wide`: WIDE_CLINIC. */
export async function createWidgetClinic(appUrl: string, mailboxUrl: string, wide = false): Promise<WidgetClinic> {
  counter += 1;
  const email = `widget-${Date.now().toString(36)}-${process.pid}-${counter}@test.dentlead.ru`;
  const token = await signUpAndConfirm(appUrl, mailboxUrl, {
    name: 'Улыбка',
    email,
    phone: '+7 999 765-43-21',
    password: 'secret-pass-1',
    proofPassword: 'secret-pass-1',
  });
  const clinicKey = (await fetch(new URL('/api/user', appUrl), { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json()))
    ._id as string;
  await call(
    appUrl,
    'PUT',
    '/api/clinic',
    // A new account: both items are at version 0.
    {
      version: 0,
      clinic: wide ? WIDE_CLINIC.clinic : 'Стоматология «Улыбка»',
      addressList: wide ? WIDE_CLINIC.addressList : ['ул. Ленина, 1'],
      specializationList: ['Терапевт', 'Хирург'],
    },
    token,
  );
  await call(
    appUrl,
    'PUT',
    '/api/setting',
    {
      version: 0,
      setting: {
        servicesList: {
          Терапия: [
            { name: 'Лечение кариеса', cost: '4500' },
            { name: 'Профессиональная чистка', cost: '6000' },
          ],
          Хирургия: [
            { name: 'Удаление зуба', cost: 'от 3000' },
            { name: 'Имплантация', cost: 'от 35000' },
          ],
          ...(wide
            ? Object.fromEntries(
                WIDE_CLINIC.extraDirections.map((direction) => [direction, [{ name: wideServiceName(direction), cost: '45000' }]]),
              )
            : {}),
        },
      },
      renaming: {},
    },
    token,
  );
  const doctor = (body: Record<string, unknown>) =>
    call<{ _id: string }>(
      appUrl,
      'POST',
      '/api/doctor',
      { status: true, address: { 'ул. Ленина, 1': true }, schedule: weekSchedule, ...body },
      token,
    );
  const wideServices = wide
    ? Object.fromEntries(WIDE_CLINIC.extraDirections.map((direction) => [direction, [{ name: wideServiceName(direction), checked: true }]]))
    : {};
  const therapist = await doctor({
    name: 'Иванова Анна Сергеевна',
    specialization: ['Терапевт'],
    experience: '12 лет',
    service: {
      Терапия: [
        { name: 'Лечение кариеса', checked: true },
        { name: 'Профессиональная чистка', checked: true },
      ],
    },
  });
  const surgeon = await doctor({
    name: 'Петров Олег Викторович',
    specialization: ['Хирург'],
    experience: '8 лет',
    ...(wide ? { address: { [WIDE_CLINIC.surgeonAddress]: true } } : {}),
    service: {
      ...wideServices,
      Хирургия: [
        { name: 'Удаление зуба', checked: true },
        { name: 'Имплантация', checked: true },
      ],
      Терапия: [{ name: 'Лечение кариеса', checked: true }],
    },
  });
  // A new clinic's integrations are at version 0.
  await call(appUrl, 'PUT', '/api/integration', { version: 0, metric: [{ id: String(METRIC_COUNTER) }] }, token);
  return { token, clinicKey, therapistId: therapist._id, surgeonId: surgeon._id };
}

export interface ClinicSite {
  url: string;
  close: () => Promise<void>;
}

/** The clinic's own site: a page with content, its own booking button (data-dentlead-open) and the loader. */
export async function startClinicSite(appUrl: string, clinicKey: string, loaderTimes = 1): Promise<ClinicSite> {
  const loaderUrl = new URL(`/api/js?id=${encodeURIComponent(clinicKey)}`, appUrl).toString();
  const page = `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Стоматология «Улыбка»</title>
<style>
  body { margin: 0; font: 16px/1.5 Georgia, serif; color: #223; background: #f4efe6; }
  header { padding: 32px 48px; background: #1d3557; color: #fff; }
  main { padding: 32px 48px; max-width: 760px; }
  button { font: inherit; }
  .cta { padding: 12px 20px; border: 2px solid #1d3557; background: #fff; color: #1d3557; border-radius: 4px; cursor: pointer; }
  p { margin: 0 0 16px; }
</style>
<script>window.ymCalls = []; window.ym = function () { window.ymCalls.push([].slice.call(arguments)); };</script>
</head><body>
<header><h1>Стоматология «Улыбка»</h1><p>Лечение, гигиена и имплантация с 2005 года</p></header>
<main>
  <p>Мы работаем без выходных. Запишитесь онлайн в удобное время — это займёт минуту.</p>
  <p><button class="cta" type="button" data-dentlead-open>Записаться к врачу</button></p>
  ${'<p>Наши врачи — специалисты с большим опытом. Мы используем современное оборудование и безопасные материалы.</p>'.repeat(12)}
</main>
${`<script src="${loaderUrl}" async></script>\n`.repeat(loaderTimes)}</body></html>`;
  const server = holdIdleSockets(
    createServer((request, response) => {
      if (request.url === '/' || request.url?.startsWith('/?')) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(page);
      } else {
        response.writeHead(404).end();
      }
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/?utm_source=yandex&utm_campaign=implant`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** On the widget's 'Выберите дату и время' step: picks the first free time; answers its label once the contacts step shows. */
export async function pickFirstSlot(widget: FrameLocator | Page): Promise<string> {
  await widget.getByRole('heading', { name: 'Выберите дату и время' }).waitFor();
  const slot = widget
    .getByRole('region', { name: /^Время/ })
    .getByRole('button')
    .first();
  const label = (await slot.getAttribute('aria-label'))!;
  await slot.click();
  await widget.getByRole('heading', { name: 'Укажите ваши контактные данные' }).waitFor();
  return label;
}
