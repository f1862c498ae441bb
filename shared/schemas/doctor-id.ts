// A doctor's id as calls name it, in a file of its own: the image calls check it too, and importing it from
// doctor.ts would carry every doctor schema into each function that only stores a picture (the quiz page's).
import * as z from 'zod/mini';
import './zod';

/** Doctor ids go into S3 object names: letters, digits, '-' only. */
export const doctorIdSchema = z
  .string({ error: 'Укажите _id врача' })
  .check(z.regex(/^[A-Za-z0-9-]{1,64}$/, { error: 'Неверный _id врача' }));
