// DentalPRO: doctors and free time come from the clinic's DentalPRO (its address, token and secret); a widget
// booking of its doctor goes back as an appointment (the MIS channel).
import { inputObject } from '../schemas/input';
import { base, field, filled } from './entry-fields';
import type { IntegrationShared } from './integration';
import { bookingMis } from './mis';

export const dentalProEntrySchema = inputObject({ ...base, name: field(200), token: field(500), secret: field(500) });

export const dentalPro = {
  kind: 'dentalPro',
  title: 'DentalPRO',
  category: 'МИС',
  entrySchema: dentalProEntrySchema,
  isActive: (entry) => filled(entry.token) && filled(entry.secret),
  value: (entry) => entry.token,
  secretFields: ['token', 'secret'],
  ...bookingMis('DentalPRO'),
} as const satisfies IntegrationShared<'dentalPro'>;
