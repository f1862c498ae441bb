// (lead-mis queue) --> a widget booking of a DentalPRO or MacDent doctor --> the patient and the appointment
// in that MIS --> statusSend.mis.<entry>
// The lead says where (misBooking, written at booking time from the doctor's MisRef); other leads are none
// of this channel's business and get no status. Never twice: the destination is claimed on the lead
// (deliver.ts), and the patient card and the appointment are the lead's steps in the MIS (SendContext.steps),
// each claimed before its call and recorded after it: a retry whose create may have gone through (no answer,
// a crash) first looks for the patient's appointment at that time.
// A time the MIS no longer has free is a final status, not a retry loop; an MIS that is down (5xx, no
// answer) is retried with the channel's backoff, then dead-lettered with a status saying so.
import { activeEntries } from '../../../shared/domain/integration-entries';
import { CHANNEL_NOT_CONFIGURED, MIS_OK_TEXT } from '../../../shared/schemas/leads';
import {
  createDentalProRecord,
  dentalProPatient,
  dentalProReceptionType,
  findDentalProRecord,
  isDentalProTimeFree,
} from '../../mis/dentalpro-booking';
import { addMacDentZapis, findMacDentZapis, isMacDentTimeFree, macDentPatient } from '../../mis/macdent';
import { MisCallError, misWords } from '../../mis/mis-call';
import { getIntegrations } from '../../store/integrations';
import type { LeadItem } from '../../store/leads';
import type { ChannelOutcome, DeliveryChannel, SendContext } from '../leads/deliver';
import { StepBusy, stepOnce } from '../leads/step-once';
import {
  dentalProPatientOf,
  dentalProRecordParams,
  macDentTime,
  macDentZapisParams,
  misComment,
  misDestinations,
  misPatient,
  misVisit,
  type MisBooking,
  type MisVisit,
} from './booking';
import { clinicTimeZone } from './sync';

export const MIS_TEXTS = {
  created: MIS_OK_TEXT,
  slotTaken: 'время уже занято в МИС: запись не создана, свяжитесь с пациентом',
  unavailable: 'МИС недоступна, повторим',
  gaveUp: 'МИС недоступна: запись не создана, нажмите «Отправить повторно»',
  noFilial: 'в МИС не указан филиал врача на это время: запись не создана',
  badTime: 'неверное время записи: запись не создана',
  refused: 'МИС отклонила запись',
  noReceptionType:
    'в DentalPRO у врача нет видов приёма для записи: запись не создана, добавьте врачу вид приёма и нажмите «Отправить повторно»',
} as const;

/** The MIS cannot take this booking as it is set up now; said as the lead's final status, never retried. */
class MisSetupGap extends Error {}

/** One MIS's calls for a booking, behind one shape. */
interface MisApi {
  patient: () => Promise<string>;
  find: (patientId: string) => Promise<string | undefined>;
  create: (patientId: string) => Promise<string>;
  isFree: () => Promise<boolean>;
}

function misApi(lead: LeadItem, booking: MisBooking, visit: MisVisit, misZone: string, entry: MisEntry): MisApi {
  const patient = misPatient(lead);
  const comment = misComment(lead);
  if (entry.kind === 'dentalPro') {
    const wanted = { doctorId: booking.misId, date: visit.date, begin: visit.begin, end: visit.end };
    return {
      patient: () => dentalProPatient(entry.value, dentalProPatientOf(lead)),
      find: (clientId) => findDentalProRecord(entry.value, clientId, wanted),
      create: async (clientId) => {
        const receptionType = await dentalProReceptionType(entry.value, { clientId, doctorId: booking.misId, minutes: booking.minutes });
        if (!receptionType) throw new MisSetupGap(MIS_TEXTS.noReceptionType);
        return createDentalProRecord(entry.value, dentalProRecordParams(booking, visit, { clientId, receptionType }, comment));
      },
      isFree: () => isDentalProTimeFree(entry.value, wanted),
    };
  }
  const start = macDentTime(visit.date, visit.begin);
  return {
    patient: () => macDentPatient(entry.value, { name: patient.name, phone: patient.phone }),
    find: (patientId) => findMacDentZapis(entry.value, { patient: patientId, doctor: booking.misId, start }),
    create: (patientId) => addMacDentZapis(entry.value, macDentZapisParams(booking, visit, patientId, comment)),
    isFree: () => isMacDentTimeFree(entry.value, { doctor: booking.misId, start, end: macDentTime(visit.endDate, visit.end) }, misZone),
  };
}

type MisEntry = { kind: 'dentalPro'; value: { name: string; token: string; secret: string } } | { kind: 'macDent'; value: { id: string } };

async function entryOf(lead: LeadItem, booking: MisBooking): Promise<MisEntry | undefined> {
  const { integrations } = await getIntegrations(lead.userId, true);
  if (booking.kind === 'dentalPro') {
    const entry = activeEntries(integrations, 'dentalPro').find((candidate) => candidate._id === booking.entryId);
    return entry && { kind: 'dentalPro', value: entry };
  }
  const entry = activeEntries(integrations, 'macDent').find((candidate) => candidate._id === booking.entryId);
  return entry && { kind: 'macDent', value: entry };
}

export async function sendLeadToMis(lead: LeadItem, entryId: string, { steps }: SendContext): Promise<ChannelOutcome> {
  const booking = lead.misBooking;
  if (!booking || booking.entryId !== entryId) return { kind: 'sent', status: CHANNEL_NOT_CONFIGURED };
  // The entry was removed or switched off after the booking: nothing to push to, as for a channel not set up.
  const entry = await entryOf(lead, booking);
  if (!entry) return { kind: 'sent', status: CHANNEL_NOT_CONFIGURED };
  if (booking.kind === 'macDent' && !booking.filial) return { kind: 'permanent', reason: MIS_TEXTS.noFilial };
  const misZone = await clinicTimeZone(lead.userId);
  const visit = misVisit(lead.PlanStart ?? '', booking.minutes, lead.timezone || misZone, misZone);
  if (!visit) return { kind: 'permanent', reason: MIS_TEXTS.badTime };

  const api = misApi(lead, booking, visit, misZone, entry);
  try {
    const patientId = await stepOnce(steps, 'patient', api.patient);
    try {
      await stepOnce(
        steps,
        'appointment',
        () => api.create(patientId),
        () => api.find(patientId),
      );
    } catch (error) {
      if (!(error instanceof MisCallError) || error.reason !== 'refused') throw error;
      // The MIS said no for sure: a time someone took meanwhile is said so; anything else with its words.
      return (await api.isFree())
        ? { kind: 'permanent', reason: `${MIS_TEXTS.refused}: ${misWords(error)}` }
        : { kind: 'permanent', reason: MIS_TEXTS.slotTaken, aboutLead: true };
    }
    return { kind: 'sent', status: MIS_TEXTS.created };
  } catch (error) {
    if (error instanceof MisSetupGap) return { kind: 'permanent', reason: error.message };
    if (error instanceof StepBusy) return { kind: 'transient', reason: 'запись в МИС создаёт другой обработчик' };
    if (!(error instanceof MisCallError)) throw error;
    if (error.reason === 'refused' || error.reason === 'expired')
      return { kind: 'permanent', reason: `${MIS_TEXTS.refused}: ${misWords(error)}` };
    const detail = error.reason === 'timeout' ? 'нет ответа' : error.message.replace(/^.*: (?=HTTP)/, '');
    return { kind: 'transient', reason: `${MIS_TEXTS.unavailable} (${detail})`, finalStatus: MIS_TEXTS.gaveUp };
  }
}

export const misChannel: DeliveryChannel = {
  attribute: 'mis',
  // A visit the patient cancelled before it reached the MIS is not made there.
  concerns: (lead) => lead.misBooking !== undefined && lead.visitChange?.kind !== 'cancelled',
  destinations: misDestinations,
  send: sendLeadToMis,
};
