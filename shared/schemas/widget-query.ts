// Query of the widget's public calls: GET /api/widget?id= and GET /api/js?id= (the loader).
import * as z from 'zod/mini';
import './zod';

/** The clinic's key is its user id; the same id the loader (/api/js?id=) and the widget (/widget?id=) carry. */
export const clinicKeySchema = z
  .string({ error: 'Не указан ключ клиники' })
  .check(z.trim(), z.regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'Неверный ключ клиники' }));

export const widgetQuerySchema = z.object({ id: clinicKeySchema });
