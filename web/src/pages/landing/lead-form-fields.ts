// The landing form's fields and texts, shared by its markup (LeadForm.tsx) and its script (lead-form.ts).
import { TYPED_PHONE_MAX_LENGTH } from '../../../../shared/phone';

export type LeadField = 'name' | 'city' | 'clinic' | 'phone';

export interface LeadFieldSpec {
  name: LeadField;
  label: string;
  autoComplete: string;
  type?: 'tel';
  placeholder?: string;
  maxLength?: number;
  required?: boolean;
}

export const LEAD_FIELDS: readonly LeadFieldSpec[] = [
  { name: 'name', label: 'Ваше имя', autoComplete: 'name', required: true },
  { name: 'city', label: 'Город', autoComplete: 'address-level2' },
  { name: 'clinic', label: 'Клиника', autoComplete: 'organization' },
  {
    name: 'phone',
    label: 'Телефон',
    autoComplete: 'tel',
    type: 'tel',
    placeholder: '+7 000 000-00-00',
    maxLength: TYPED_PHONE_MAX_LENGTH,
    required: true,
  },
];

export const leadFieldIds = (field: LeadField) => ({ input: `lead-${field}`, error: `lead-${field}-error` });

export const LEAD_SENT_TITLE = 'Заявка отправлена';
export const LEAD_SENT_TEXT = 'Мы получили вашу заявку и свяжемся с вами в ближайшее время';
export const LEAD_FAILED_TEXT = 'Попробуйте отправить заявку позже';
