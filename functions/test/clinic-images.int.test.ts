// Images over HTTP: presigned upload straight to the bucket, confirm by real type, resized variants
// made once and then read from storage; refused files change nothing.
import sharp from 'sharp';
import { IMAGE_MAX_BYTES, type ImageUploadTicket } from '../../shared/schemas/images';
import { api, registerAccount } from './api';
import { jpegBytes, pngBytes, postToTicket, setUpClinic, svgBytes, uploadImage } from './clinic-fixtures';

async function imageAnswer(path: string) {
  const response = await fetch(new URL(path, (await import('../../infra/local/testing/runtime')).testRuntime().appUrl));
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe("the product's own images", () => {
  it('serves the widget footer footer.svg (cached a day) and no other name without an owner', async () => {
    const footer = await imageAnswer('/api/img?name=footer.svg');
    expect(footer.status).toBe(200);
    expect(footer.headers.get('content-type')).toBe('image/svg+xml');
    expect(footer.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await sharp(footer.bytes).metadata()).toMatchObject({ width: 148, height: 16 });
    // A name that is neither an upload nor the product's own is refused as malformed.
    expect((await imageAnswer('/api/img?name=header.svg')).status).toBe(400);
  });
});

describe('logo', () => {
  it('uploads a PNG logo, records it on the clinic and serves the 250x250 preview', async () => {
    const { token } = await registerAccount();
    const { name, confirm } = await uploadImage(token, 'logo', await pngBytes(400, 300), 'image/png');
    expect(confirm.status).toBe(200);
    expect(confirm.body.logo).toBe(name);
    expect((await api('GET', '/api/clinic', { token })).body.logo).toBe(name);

    const preview = await imageAnswer(`/api/img?name=${name}&size=250x250&time=1`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/png');
    expect(preview.headers.get('cache-control')).toContain('max-age=31536000');
    expect(await sharp(preview.bytes).metadata()).toMatchObject({ width: 250, height: 250 });
  });

  it('accepts a clean SVG logo and serves it with a script-forbidding policy', async () => {
    const { token } = await registerAccount();
    const { name, confirm } = await uploadImage(token, 'logo', svgBytes(), 'image/svg+xml');
    expect(confirm.status).toBe(200);
    const original = await imageAnswer(`/api/img?name=${name}`);
    expect(original.headers.get('content-type')).toBe('image/svg+xml');
    expect(original.headers.get('content-security-policy')).toContain('sandbox');
    const raster = await imageAnswer(`/api/img?name=${name}&size=250`);
    expect(raster.headers.get('content-type')).toBe('image/png');
  });

  it('refuses an SVG with a script: 400, file gone, logo unchanged', async () => {
    const { token } = await registerAccount();
    const { name, confirm } = await uploadImage(token, 'logo', svgBytes('<script>alert(1)</script>'), 'image/svg+xml');
    expect(confirm.status).toBe(400);
    expect(confirm.body.error.code).toBe('UNSAFE_SVG');
    expect(confirm.body.error.message).toMatch(/SVG/);
    expect((await api('GET', '/api/clinic', { token })).body.logo).toBeNull();
    expect((await imageAnswer(`/api/img?name=${name}`)).status).toBe(404);
    expect((await api('POST', '/api/img/confirm', { token, body: { name } })).status).toBe(400);
  });
});

describe('doctor photos', () => {
  it('records circle and square; the square variant is 1.4 times as tall, generated once then read from storage', async () => {
    const { token } = await registerAccount();
    const { doctorId } = await setUpClinic(token);
    const circle = await uploadImage(token, 'circle', await jpegBytes(480, 368), 'image/jpeg', doctorId);
    expect(circle.confirm.status).toBe(200);
    const square = await uploadImage(token, 'square', await pngBytes(480, 368), 'image/png', doctorId);
    expect(square.confirm.body.photo).toEqual({ circle: circle.name, square: square.name });

    const first = await imageAnswer(`/api/img?name=${square.name}&size=500`);
    const second = await imageAnswer(`/api/img?name=${square.name}&size=500`);
    expect(first.headers.get('x-image-origin')).toBe('generated');
    expect(second.headers.get('x-image-origin')).toBe('stored');
    expect(second.bytes.equals(first.bytes)).toBe(true);
    expect(await sharp(first.bytes).metadata()).toMatchObject({ width: 500, height: 700 });

    const buffer = await api('POST', '/api/img/buffer', { token, body: { src: `/api/img?name=${circle.name}&size=250` } });
    expect(buffer.status).toBe(200);
    expect(buffer.body.contentType).toBe('image/jpeg');
    expect((await sharp(Buffer.from(buffer.body.data, 'base64')).metadata()).format).toBe('jpeg');
  });

  it('refuses a PNG named .jpg with a clear message, and records nothing', async () => {
    const { token } = await registerAccount();
    const { doctorId } = await setUpClinic(token);
    const { confirm } = await uploadImage(token, 'circle', await pngBytes(), 'image/jpeg', doctorId);
    expect(confirm.status).toBe(400);
    expect(confirm.body.error.code).toBe('IMAGE_TYPE_MISMATCH');
    expect(confirm.body.error.message).toBe('Файл на самом деле PNG, а загружен как JPEG: выберите файл с правильным расширением');
    expect((await api('GET', '/api/doctor', { token })).body[0].photo).toEqual({});
  });

  it('refuses an SVG photo at the ticket, and a ticket for a non-image', async () => {
    const { token } = await registerAccount();
    const { doctorId } = await setUpClinic(token);
    const svg = await api('POST', '/api/img/upload', { token, body: { target: 'circle', contentType: 'image/svg+xml', doctorId } });
    expect(svg.status).toBe(400);
    expect(svg.body.error.message).toBe('Фото врача: только PNG или JPEG');
    const pdf = await api('POST', '/api/img/upload', { token, body: { target: 'logo', contentType: 'application/pdf' } });
    expect(pdf.body.error.message).toBe('Только изображения');
  });
});

describe('the minimum size', () => {
  it('refuses a photo or a logo below its minimum: 400 naming the size at the field, file gone, nothing recorded', async () => {
    const { token } = await registerAccount();
    const { doctorId } = await setUpClinic(token);
    const cases = [
      { target: 'square', bytes: await jpegBytes(250, 349), message: 'Минимальный размер изображения: 250×350 px' },
      { target: 'circle', bytes: await pngBytes(249, 400), message: 'Минимальный размер изображения: 250×250 px' },
      { target: 'logo', bytes: await pngBytes(99, 99), message: 'Минимальный размер изображения: 100×40 px' },
    ] as const;
    for (const { target, bytes, message } of cases) {
      const type = target === 'square' ? 'image/jpeg' : 'image/png';
      const { name, confirm } = await uploadImage(token, target, bytes, type, target === 'logo' ? undefined : doctorId);
      expect(confirm.status).toBe(400);
      expect(confirm.body.error).toMatchObject({ code: 'IMAGE_TOO_SMALL', fields: { name: message } });
      expect((await imageAnswer(`/api/img?name=${name}`)).status).toBe(404);
      // The upload itself is gone too: confirming again finds nothing.
      expect((await api('POST', '/api/img/confirm', { token, body: { name } })).body.error.code).toBe('IMAGE_NOT_UPLOADED');
    }
    expect((await api('GET', '/api/clinic', { token })).body.logo).toBeNull();
    const doctors = (await api('GET', '/api/doctor', { token })).body;
    expect(JSON.stringify(doctors)).not.toContain('_square_');

    // At the minimum it is taken; an SVG logo has no pixel size and is never refused for it.
    expect((await uploadImage(token, 'square', await jpegBytes(250, 350), 'image/jpeg', doctorId)).confirm.status).toBe(200);
    expect((await uploadImage(token, 'logo', await pngBytes(100, 40), 'image/png')).confirm.status).toBe(200);
  });
});

describe('the presigned policy', () => {
  it('refuses 10 MB + 1 byte, another content type and another key; a confirm afterwards finds nothing', async () => {
    const { token } = await registerAccount();
    const ticket = (await api<ImageUploadTicket>('POST', '/api/img/upload', { token, body: { target: 'logo', contentType: 'image/png' } }))
      .body;
    expect(ticket.maxBytes).toBe(10240 * 1024);
    const big = Buffer.alloc(IMAGE_MAX_BYTES + 1);
    (await pngBytes()).copy(big);
    const tooBig = await postToTicket(ticket, big, 'image/png');
    expect(tooBig.status).toBe(400);
    expect(await tooBig.text()).toContain('EntityTooLarge');

    const otherType = await postToTicket(
      { ...ticket, fields: { ...ticket.fields, 'Content-Type': 'text/html' } },
      await pngBytes(),
      'text/html',
    );
    expect(otherType.status).toBe(403);
    const otherKey = await postToTicket(
      { ...ticket, fields: { ...ticket.fields, key: 'originals/evil.png' } },
      await pngBytes(),
      'image/png',
    );
    expect(otherKey.status).toBe(403);

    const confirm = await api('POST', '/api/img/confirm', { token, body: { name: ticket.name } });
    expect(confirm.status).toBe(400);
    expect(confirm.body.error.code).toBe('IMAGE_NOT_UPLOADED');
    expect((await api('GET', '/api/clinic', { token })).body.logo).toBeNull();
  });
});
