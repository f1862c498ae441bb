// Quiz images over HTTP (docs/contract/widget-quiz-configurator.md §7 'quiz/img'): the presigned upload for one of the caller's own
// quizzes; a raster image gets its progressive variants at confirm (read from storage, never made on
// the page's request); SVG, GIF and video are kept as they are; refusals are Russian 400s.
// The owner's Metrica counters (GET /api/user/metric) are at the end.
import sharp from 'sharp';
import { testRuntime } from '../../infra/local/testing/runtime';
import { IMAGE_MAX_BYTES } from '../../shared/schemas/images';
import type { QuizImageUploadTicket } from '../../shared/schemas/quiz-images';
import { api, registerAccount } from './api';
import { jpegBytes, pngBytes, postToTicket, svgBytes } from './clinic-fixtures';
import { newClinic, putIntegrations } from './leads-support';
import { createQuiz } from './quiz-support';

let token: string;
let quizId: string;
beforeAll(async () => {
  token = (await registerAccount()).token;
  quizId = await createQuiz(token, { name: 'Квиз с картинками' });
});

async function uploadQuizImage(bytes: Uint8Array, contentType: string, options: object = {}) {
  const ticket = await api<QuizImageUploadTicket>('POST', '/api/quiz/img', { token, body: { id: quizId, contentType, ...options } });
  if (ticket.status !== 200) throw new Error(`ticket: ${ticket.status} ${JSON.stringify(ticket.body)}`);
  const posted = await postToTicket(ticket.body, bytes, contentType);
  if (posted.status >= 300) throw new Error(`upload: ${posted.status} ${await posted.text()}`);
  return { ticket: ticket.body, confirm: await api('POST', '/api/quiz/img/confirm', { token, body: { name: ticket.body.name } }) };
}

async function served(name: string, size?: string) {
  const response = await fetch(new URL(`/api/img?name=${name}${size ? `&size=${size}` : ''}`, testRuntime().appUrl));
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('raster images', () => {
  it('a JPEG gets its 0.25, 0.33 and 0.5 variants at confirm, served from storage; 1 is the original', async () => {
    const { ticket, confirm } = await uploadQuizImage(await jpegBytes(1200, 800), 'image/jpeg');
    expect(ticket.straightLoading).toBe(false);
    expect(confirm.status).toBe(200);
    expect(confirm.body).toEqual({ name: ticket.name, straightLoading: false, sizes: ['0.25', '0.33', '0.5'], contentType: 'image/jpeg' });
    for (const [size, width, height] of [
      ['0.25', 300, 200],
      ['0.33', 396, 264],
      ['0.5', 600, 400],
    ] as const) {
      const variant = await served(ticket.name, size);
      expect(variant.headers.get('x-image-origin')).toBe('stored');
      expect(await sharp(variant.bytes).metadata()).toMatchObject({ format: 'jpeg', width, height });
    }
    expect(await sharp((await served(ticket.name)).bytes).metadata()).toMatchObject({ width: 1200, height: 800 });
  });

  it('names the quiz version the image is for (mobileVersion, ABTest)', async () => {
    const { ticket, confirm } = await uploadQuizImage(await pngBytes(80, 40), 'image/png', { mobileVersion: true, ABTest: true });
    expect(ticket.name).toMatch(/_quiz-mobile-ab_[A-Za-z0-9-]+\.png$/);
    expect(confirm.status).toBe(200);
  });
});

describe('kept as they are (straightLoading)', () => {
  const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
  const webm = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]);
  const mp4 = Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 0, 0]);
  it.each([
    ['image/svg+xml', svgBytes()],
    ['image/gif', gif],
    ['video/webm', webm],
    ['video/mp4', mp4],
  ])('%s: no variants; any size asked is the file itself', async (contentType, bytes) => {
    const { ticket, confirm } = await uploadQuizImage(bytes, contentType);
    expect(ticket.straightLoading).toBe(true);
    expect(confirm.body).toMatchObject({ straightLoading: true, sizes: [] });
    const original = await served(ticket.name);
    expect(original.headers.get('content-type')).toBe(contentType);
    expect(original.bytes.equals(Buffer.from(bytes))).toBe(true);
    if (contentType !== 'image/svg+xml') expect((await served(ticket.name, '0.25')).bytes.equals(Buffer.from(bytes))).toBe(true);
  });
});

describe('refusals', () => {
  it.each([
    [{ contentType: 'application/pdf' }, 'Для квиза подходят изображения PNG, JPEG, SVG, GIF и видео MP4 или WebM'],
    [{ contentType: 'image/png', size: IMAGE_MAX_BYTES + 1 }, 'Файл больше 10240 КБ (10 МБ): уменьшите его и загрузите ещё раз'],
    [{ contentType: 'image/png', size: 0 }, 'Файл пустой: выберите другой'],
    [{ contentType: 'image/png', mobileVersion: 'да' }, 'mobileVersion: true или false'],
  ])('%j: a Russian 400', async (body, message) => {
    const answer = await api('POST', '/api/quiz/img', { token, body: { id: quizId, ...body } });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(message);
  });

  it('a quiz that is not the caller’s: 404 «Квиз не найден»', async () => {
    const answer = await api('POST', '/api/quiz/img', {
      token,
      body: { id: `${quizId.split('.')[0]}.AAAAAAAAAAA`, contentType: 'image/png' },
    });
    expect(answer.status).toBe(404);
    expect(answer.body.error.message).toBe('Квиз не найден');
  });

  it('a PNG uploaded as a WebM video is refused at confirm and deleted', async () => {
    const { ticket, confirm } = await uploadQuizImage(await pngBytes(), 'video/webm');
    expect(confirm.status).toBe(400);
    expect(confirm.body.error.message).toBe('Файл на самом деле PNG, а загружен как WebM: выберите файл с правильным расширением');
    expect((await served(ticket.name)).status).toBe(404);
  });

  it('a file larger than the policy allows never reaches the bucket', async () => {
    const ticket = await api<QuizImageUploadTicket>('POST', '/api/quiz/img', { token, body: { id: quizId, contentType: 'image/png' } });
    const posted = await postToTicket(ticket.body, new Uint8Array(IMAGE_MAX_BYTES + 1), 'image/png');
    expect(posted.status).toBe(400);
    const confirm = await api('POST', '/api/quiz/img/confirm', { token, body: { name: ticket.body.name } });
    expect(confirm.status).toBe(400);
    expect(confirm.body.error.message).toBe('Файл не загружен: сначала загрузите его по выданной ссылке');
  });

  it('a clinic image name is not confirmed as a quiz image, nor a quiz image as the logo', async () => {
    const quizTicket = await api('POST', '/api/quiz/img', { token, body: { id: quizId, contentType: 'image/png' } });
    expect((await api('POST', '/api/img/confirm', { token, body: { name: quizTicket.body.name } })).status).toBe(404);
    const logoTicket = await api('POST', '/api/img/upload', { token, body: { target: 'logo', contentType: 'image/png' } });
    expect((await api('POST', '/api/quiz/img/confirm', { token, body: { name: logoTicket.body.name } })).status).toBe(404);
  });
});

describe('GET /api/user/metric', () => {
  it('answers the active counters of the owner, each once, with the tag loader; none for a clinic without', async () => {
    const clinic = await newClinic();
    await putIntegrations(clinic, { metric: [{ id: '12345678' }, { id: '87654321' }, { id: '12345678' }, { id: 'x1' }] });
    const answer = await api('GET', `/api/user/metric?id=${clinic.clinicId}`);
    expect(answer.status).toBe(200);
    expect(answer.body.counters).toEqual([12345678, 87654321]);
    expect(answer.body.tagUrl).toMatch(/\/metrika\/tag\.js$/);
    expect(answer.headers.get('cache-control')).toContain('max-age=60');

    const none = await api('GET', `/api/user/metric?id=${(await newClinic()).clinicId}`);
    expect(none.body.counters).toEqual([]);
    expect((await api('GET', '/api/user/metric?id=../x')).status).toBe(400);
  });
});
