// The demo clinic's profile, services, doctors with photos and weekly schedules, made through the API
// (so it passes the same rules as a person's input). Idempotent: each part is made only when missing.
import sharp from 'sharp';
import type { ImageUploadTicket } from '../../shared/schemas/images';
import type { WeeklySchedule } from '../../shared/schemas/doctor';

const addresses = ['Москва, ул. Тверская, 12', 'Москва, Ленинский проспект, 45'];
const specializations = ['Терапевт', 'Хирург', 'Ортопед', 'Ортодонт', 'Детский стоматолог', 'Пародонтолог'];

const servicesList = {
  Терапия: [
    { name: 'Консультация стоматолога', cost: '0' },
    { name: 'Лечение кариеса', cost: 'от 4500' },
    { name: 'Лечение пульпита', cost: 'от 9000' },
    { name: 'Профессиональная гигиена', cost: '6500', duration: 60 },
  ],
  Хирургия: [
    { name: 'Удаление зуба', cost: 'от 3000' },
    { name: 'Удаление зуба мудрости', cost: 'от 8000', duration: 60 },
    { name: 'Имплантация под ключ', cost: 'от 45000', duration: 90 },
  ],
  Ортопедия: [
    { name: 'Металлокерамическая коронка', cost: '18000' },
    { name: 'Коронка из диоксида циркония', cost: '32000' },
    { name: 'Виниры E-max', cost: 'от 38000' },
  ],
  Ортодонтия: [
    { name: 'Консультация ортодонта', cost: '1500' },
    { name: 'Брекет-система (одна челюсть)', cost: 'от 60000' },
    { name: 'Элайнеры', cost: 'от 150000' },
  ],
};

const week = (weekdays: number[], start: string, end: string, slotMinutes: number, lunch = true): WeeklySchedule => ({
  days: weekdays.map((weekday) => ({ weekday, start, end, breaks: lunch ? [{ start: '13:00', end: '14:00' }] : [] })),
  slotMinutes,
  horizonDays: 28,
});

const checked = (direction: keyof typeof servicesList, count = 99) => ({
  [direction]: servicesList[direction].map((service, index) => ({ name: service.name, checked: index < count })),
});

const doctors = [
  {
    name: 'Андреева Мария Сергеевна',
    specialization: ['Терапевт', 'Пародонтолог'],
    service: checked('Терапия'),
    address: [0],
    experience: '12 лет',
    discription: 'Лечение кариеса и пульпита под микроскопом, профессиональная гигиена.',
    schedule: week([1, 2, 3, 4, 5], '09:00', '18:00', 30),
    color: ['#5b8def', '#2f5fc4'],
  },
  {
    name: 'Борисов Игорь Владимирович',
    specialization: ['Хирург'],
    service: checked('Хирургия'),
    address: [0, 1],
    experience: '18 лет',
    discription: 'Имплантация, сложные удаления, костная пластика.',
    schedule: week([1, 3, 5], '10:00', '19:00', 60),
    color: ['#3fbf9f', '#1e8a70'],
  },
  {
    name: 'Волкова Елена Андреевна',
    specialization: ['Ортопед'],
    service: { ...checked('Ортопедия'), ...checked('Терапия', 1) },
    address: [1],
    experience: '9 лет',
    discription: 'Коронки и виниры, восстановление улыбки.',
    schedule: week([2, 4, 6], '09:00', '17:00', 45),
    color: ['#f0a04b', '#c4721e'],
  },
  {
    name: 'Григорьев Артём Олегович',
    specialization: ['Ортодонт'],
    service: checked('Ортодонтия'),
    address: [0],
    experience: '7 лет',
    discription: 'Брекеты и элайнеры для взрослых и подростков.',
    schedule: week([1, 2, 3, 4], '12:00', '20:00', 40, false),
    color: ['#b57be8', '#7e46b8'],
  },
  {
    name: 'Дмитриева Ольга Павловна',
    specialization: ['Детский стоматолог', 'Терапевт'],
    service: checked('Терапия', 2),
    address: [1],
    experience: '15 лет',
    discription: 'Бережное лечение детей с трёх лет, адаптационные приёмы.',
    schedule: week([1, 2, 3, 4, 5, 6], '08:30', '15:30', 30),
    color: ['#ef6f8e', '#c23f61'],
  },
];

type Call = (method: string, path: string, body?: unknown) => Promise<{ status: number; body: any }>;

export async function seedDemoClinic(appUrl: string, token: string): Promise<void> {
  const call: Call = async (method, path, body) => {
    const response = await fetch(new URL(path, appUrl), {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const parsed = text ? JSON.parse(text) : undefined;
    if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return { status: response.status, body: parsed };
  };

  const clinic = (await call('GET', '/api/clinic')).body;
  // A new account's clinic carries only its registered name: give it the demo profile.
  if (clinic.addressList.length === 0) {
    await call('PUT', '/api/clinic', {
      version: clinic.version,
      clinic: 'Стоматология «Улыбка»',
      currency: { name: 'Рубль', symbol: '₽' },
      addressList: addresses,
      specializationList: specializations,
      timezone: 'Europe/Moscow',
    });
  }
  if (!clinic.logo) await uploadImage(appUrl, call, 'logo', await logoPng(), 'image/png');
  const setting = (await call('GET', '/api/setting')).body;
  if (Object.keys(setting.servicesList).length === 0)
    await call('PUT', '/api/setting', { version: setting.version, setting: { servicesList }, renaming: {} });

  const existing = new Set(((await call('GET', '/api/doctor')).body as Array<{ name: string }>).map((doctor) => doctor.name));
  for (const doctor of doctors) {
    if (existing.has(doctor.name)) continue;
    const { color, address, ...fields } = doctor;
    const created = (
      await call('POST', '/api/doctor', {
        ...fields,
        status: true,
        address: Object.fromEntries(address.map((index) => [addresses[index]!, true])),
      })
    ).body;
    const initials = doctor.name
      .split(' ')
      .slice(0, 2)
      .map((word) => word[0])
      .join('');
    await uploadImage(appUrl, call, 'circle', await avatarJpeg(initials, color, 400, 400), 'image/jpeg', created._id);
    await uploadImage(appUrl, call, 'square', await avatarJpeg(initials, color, 500, 700), 'image/jpeg', created._id);
  }
}

async function uploadImage(
  appUrl: string,
  call: Call,
  target: 'logo' | 'circle' | 'square',
  bytes: Buffer,
  contentType: string,
  doctorId?: string,
): Promise<void> {
  const ticket = (await call('POST', '/api/img/upload', { target, contentType, doctorId })).body as ImageUploadTicket;
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), `${target}.${contentType.split('/')[1]}`);
  const posted = await fetch(new URL(ticket.url, appUrl), { method: 'POST', body: form });
  if (posted.status >= 300) throw new Error(`upload of the ${target} image answered ${posted.status}: ${await posted.text()}`);
  await call('POST', '/api/img/confirm', { name: ticket.name });
}

function logoPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="500" viewBox="0 0 100 100">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#34c3b4"/><stop offset="1" stop-color="#1f7fd1"/></linearGradient></defs>
    <rect width="100" height="100" rx="22" fill="url(#g)"/>
    <path d="M30 30c6-6 14-4 20 0 6-4 14-6 20 0 6 7 2 20-2 30-2 6-3 14-8 14-4 0-4-10-10-10s-6 10-10 10c-5 0-6-8-8-14-4-10-8-23-2-30z" fill="#fff"/>
    <path d="M38 58q12 9 24 0" stroke="#1f7fd1" stroke-width="3" fill="none" stroke-linecap="round"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A friendly portrait placeholder: gradient, head and shoulders silhouette, initials. */
function avatarJpeg(initials: string, [from, to]: string[], width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 100 ${(100 * height) / width}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="100" height="${(100 * height) / width}" fill="url(#g)"/>
    <g transform="translate(0 ${(100 * height) / width - 100})">
      <circle cx="50" cy="42" r="18" fill="#ffffff" fill-opacity="0.92"/>
      <path d="M14 100c2-22 17-32 36-32s34 10 36 32z" fill="#ffffff" fill-opacity="0.92"/>
      <text x="50" y="48" font-family="DejaVu Sans, Arial, sans-serif" font-size="14" font-weight="bold" text-anchor="middle" fill="${to}">${initials}</text>
    </g>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
