// Test support for the clinic calls: a set-up clinic, image files, and the browser's direct upload.
import { testRuntime } from '../../infra/local/testing/runtime';
import sharp from 'sharp';
import type { ImageUploadTicket } from '../../shared/schemas/images';
import { api, versionOf } from './api';

export const weekSchedule = {
  days: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '08:00', end: '20:00', breaks: [{ start: '13:00', end: '14:00' }] })),
  slotMinutes: 30,
  horizonDays: 14,
};

/** Profile, services and one valid manual doctor; answers the doctor's id. */
export async function setUpClinic(token: string): Promise<{ doctorId: string }> {
  const clinic = await api('PUT', '/api/clinic', {
    token,
    body: {
      version: await versionOf('/api/clinic', token),
      clinic: 'Клиника',
      addressList: ['ул. Ленина, 1', ' ', 'пр. Мира, 5'],
      specializationList: ['Терапевт'],
    },
  });
  if (clinic.status !== 200) throw new Error(`clinic: ${clinic.status} ${JSON.stringify(clinic.body)}`);
  const setting = await api('PUT', '/api/setting', {
    token,
    body: {
      version: await versionOf('/api/setting', token),
      setting: { servicesList: { Терапия: [{ name: 'Пломба', cost: '4500' }], Хирургия: [{ name: 'Удаление', cost: 'от 3000' }] } },
      renaming: {},
    },
  });
  if (setting.status !== 200) throw new Error(`setting: ${setting.status} ${JSON.stringify(setting.body)}`);
  const doctor = await api('POST', '/api/doctor', {
    token,
    body: {
      name: 'Иванова Анна',
      status: true,
      specialization: ['Терапевт'],
      service: { Терапия: [{ name: 'Пломба', checked: true }] },
      address: { 'ул. Ленина, 1': true },
      experience: '10 лет',
      schedule: weekSchedule,
    },
  });
  if (doctor.status !== 201) throw new Error(`doctor: ${doctor.status} ${JSON.stringify(doctor.body)}`);
  return { doctorId: doctor.body._id };
}

/** 400×400 unless told: above every target's minimum size (shared/domain/image-min-size.ts). */
export const pngBytes = (width = 400, height = 400) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .png()
    .toBuffer();
export const jpegBytes = (width = 400, height = 400) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer();
export const svgBytes = (body = '<circle cx="50" cy="50" r="40" fill="#0a7"/>') =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">${body}</svg>`);

/** What the browser does with a ticket: a multipart POST, fields first, the file last. */
export async function postToTicket(ticket: ImageUploadTicket, bytes: Uint8Array, contentType: string): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), 'upload');
  // The local ticket's URL is a path on the app's own origin (as in the browser).
  return fetch(new URL(ticket.url, testRuntime().appUrl), { method: 'POST', body: form });
}

/** Ticket, upload and confirm; answers the confirm call's answer. */
export async function uploadImage(
  token: string,
  target: 'logo' | 'circle' | 'square',
  bytes: Uint8Array,
  contentType: string,
  doctorId?: string,
) {
  const ticket = await api<ImageUploadTicket>('POST', '/api/img/upload', { token, body: { target, contentType, doctorId } });
  if (ticket.status !== 200) throw new Error(`ticket: ${ticket.status} ${JSON.stringify(ticket.body)}`);
  const posted = await postToTicket(ticket.body, bytes, contentType);
  if (posted.status >= 300) throw new Error(`upload: ${posted.status} ${await posted.text()}`);
  return { name: ticket.body.name, confirm: await api('POST', '/api/img/confirm', { token, body: { name: ticket.body.name } }) };
}
