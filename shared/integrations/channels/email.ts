// The e-mail channel ('mail'): every lead is mailed to each active address (each confirmed one: functions/integrations/email).
import { DELIVERY_OK } from '../delivery-values';
import { shown } from '../entry-values';
import type { LeadChannelShared } from '../integration';

/** The status of a lead for an address that is not confirmed (nothing is sent there). */
export const EMAIL_UNCONFIRMED_STATUS = 'адрес не подтверждён: письмо не отправлено';

/** The patient's own address among a booking's mail destinations (the confirmation letter, issue 26 §2). */
export const PATIENT_DESTINATION_PREFIX = 'пациент: ';

/** Whether a mail destination is the patient's own address rather than one of the clinic's. */
export const isPatientDestination = (destination: string) => destination.startsWith(PATIENT_DESTINATION_PREFIX);

export const emailChannel = {
  name: 'mail',
  statusKey: 'mail',
  column: 1,
  label: 'Почта',
  isDelivered: (value) => value === DELIVERY_OK,
  destinationsAtIntake: (active) => [...new Set(active('email').map((entry) => shown(entry.text)))],
  destinationsOfLead: (lead: { patientMail?: string }) => (lead.patientMail ? [`${PATIENT_DESTINATION_PREFIX}${lead.patientMail}`] : []),
  resendNone: 'Нет ни одной активной почты в интеграциях',
} as const satisfies LeadChannelShared;
