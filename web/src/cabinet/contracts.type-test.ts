// Checked by `npm run typecheck`, never run. Every cabinet API function answers exactly what its contract
// in shared/api/ declares (no hand-written answer type in between), so a changed answer schema reaches the
// screens and fails the build there. Each @ts-expect-error is a mistake tsc must refuse.
import type { skipToken } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { userGet, userPassword, userUpdate } from '../../../shared/api/account';
import {
  clinicGet,
  clinicUpdate,
  doctorCreate,
  doctorDelete,
  doctorList,
  doctorUpdate,
  settingGet,
  settingUpdate,
} from '../../../shared/api/clinic';
import type { AnswerOf, Endpoint } from '../../../shared/api/endpoint';
import {
  integrationDelete,
  integrationGet,
  integrationPut,
  integrationTelegramTest,
  ticketDelete,
  ticketHandling,
  ticketJournal,
  ticketList,
  ticketResend,
} from '../../../shared/api/leads';
import { clinicViewSchema } from '../../../shared/schemas/clinic';
import { doctorViewSchema } from '../../../shared/schemas/doctor';
import type { ApiClient } from '../api/client';
import { userQuery } from '../api/user';
import { changePassword, saveProfile } from './account/account-api';
import { deleteLead, leadsQuery, resendLead, setLeadHandling } from './applications/applications-api';
import { journalQuery } from './journal/journal-api';
import { LeadDetailModal } from './applications/LeadDetailModal';
import { leadQuizzes } from './applications/lead-view';
import { clinicQuery, removeLogo, saveClinic } from './clinic/clinic-api';
import { LogoUpload } from './clinic/LogoUpload';
import { DoctorCard } from './doctors/DoctorCard';
import { editableOf } from './doctors/doctor-model';
import { createDoctor, deleteDoctor, doctorsQuery, saveDoctors } from './doctors/doctors-api';
import { uploadDoctorPhoto, uploadLogo } from './images/images-api';
import { deleteIntegration, integrationsQuery, saveIntegrations, sendTelegramTest } from './integrations/integrations-api';
import { saveSetting, settingQuery } from './services/services-api';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const same = <A, B>(check: Equal<A, B>) => check;

type Answer<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;
type QueryData<O extends { queryFn?: unknown }> =
  Exclude<O['queryFn'], undefined | typeof skipToken> extends (...args: never[]) => infer Data ? Awaited<Data> : never;

export const answersAreTheContracts = [
  same<QueryData<typeof userQuery>, AnswerOf<typeof userGet>>(true),
  same<Answer<typeof saveProfile>, AnswerOf<typeof userUpdate>>(true),
  same<Answer<typeof changePassword>, AnswerOf<typeof userPassword>>(true),
  same<QueryData<typeof clinicQuery>, AnswerOf<typeof clinicGet>>(true),
  same<Answer<typeof saveClinic>, AnswerOf<typeof clinicUpdate>>(true),
  same<Answer<typeof removeLogo>, AnswerOf<typeof clinicUpdate>>(true),
  same<Answer<typeof uploadLogo>, AnswerOf<typeof clinicGet>>(true),
  same<QueryData<typeof settingQuery>, AnswerOf<typeof settingGet>>(true),
  same<Answer<typeof saveSetting>, AnswerOf<typeof settingUpdate>>(true),
  same<QueryData<typeof doctorsQuery>, AnswerOf<typeof doctorList>>(true),
  same<Answer<typeof createDoctor>, AnswerOf<typeof doctorCreate>>(true),
  same<Answer<typeof saveDoctors>, AnswerOf<typeof doctorUpdate>>(true),
  same<Answer<typeof deleteDoctor>, AnswerOf<typeof doctorDelete>>(true),
  same<Answer<typeof uploadDoctorPhoto>, AnswerOf<typeof doctorCreate>>(true),
  same<QueryData<ReturnType<typeof leadsQuery>>, AnswerOf<typeof ticketList>>(true),
  same<Answer<typeof setLeadHandling>, AnswerOf<typeof ticketHandling>>(true),
  same<QueryData<ReturnType<typeof journalQuery>>, AnswerOf<typeof ticketJournal>>(true),
  same<Answer<typeof deleteLead>, AnswerOf<typeof ticketDelete>>(true),
  same<Answer<typeof resendLead>, AnswerOf<typeof ticketResend>>(true),
  same<QueryData<typeof integrationsQuery>, AnswerOf<typeof integrationGet>>(true),
  same<Answer<typeof saveIntegrations>, AnswerOf<typeof integrationPut>>(true),
  same<Answer<typeof deleteIntegration>, AnswerOf<typeof integrationDelete>>(true),
  same<Answer<typeof sendTelegramTest>, AnswerOf<typeof integrationTelegramTest>>(true),
  // @ts-expect-error the doctor list is not the clinic
  same<QueryData<typeof doctorsQuery>, AnswerOf<typeof clinicGet>>(true),
];

// The same calls with a changed answer schema, as a server change would make them.
const clinicWithNumericLogo = { ...clinicGet, answer: z.extend(clinicViewSchema, { logo: z.number() }) } as const satisfies Endpoint;
const doctorWithoutPhoto = { ...doctorCreate, answer: z.omit(doctorViewSchema, { photo: true }) } as const satisfies Endpoint;
const leadWithoutId = { ...ticketResend, answer: z.object({ name: z.string() }) } as const satisfies Endpoint;

export async function changedAnswersBreakTheScreens(api: ApiClient) {
  LogoUpload({ clinic: await api.call(clinicGet) });
  // @ts-expect-error the logo preview needs the logo's image name, not a number
  LogoUpload({ clinic: await api.call(clinicWithNumericLogo) });

  const doctor = await api.call(doctorCreate, { body: { name: 'Иванова' } });
  const card = {
    doctor: editableOf(doctor),
    addressList: [],
    specializationList: [],
    servicesList: {},
    now: new Date(),
    onChange() {},
    onPhoto() {},
    onDelete() {},
  };
  DoctorCard({ ...card, view: doctor });
  // @ts-expect-error the doctor card shows the photo the answer no longer has
  DoctorCard({ ...card, view: await api.call(doctorWithoutPhoto, { body: { name: 'Иванова' } }) });

  const modal = { onClose() {}, onDelete() {}, quizzes: leadQuizzes([]) };
  LeadDetailModal({ ...modal, lead: await api.call(ticketResend, { body: { id: 'l-1', channel: 'mail' } }) });
  // @ts-expect-error the lead modal needs the lead's id and fields
  LeadDetailModal({ ...modal, lead: await api.call(leadWithoutId, { body: { id: 'l-1', channel: 'mail' } }) });
}
