// POST /api/quiz/send: a quiz answer is a lead like a widget booking (domain/leads/submit.ts): the
// allowances of the caller's address and phone and of the clinic, one transaction (idempotency guard + lead + outbox marker), then the lead topic,
// so mail, Telegram and the CRMs deliver it with the same guarantees, statuses and resend.
// The quiz must exist and be the clinic's. Answers are ordered by the questions of the page the patient
// was shown (the A/B variant's for nowReturn 'abTest'); answers to questions the quiz no longer has
// (edited while the patient answered) are kept at the end rather than losing the lead.
import { consentRecordOf } from '../../../shared/domain/consent/record';
import { leadDestinations } from '../../../shared/domain/lead-destinations';
import { DEFAULT_TIMEZONE } from '../../../shared/schemas/clinic';
import type { QuizFields } from '../../../shared/schemas/quiz';
import { ANSWER_KEYS } from '../../../shared/domain/quiz/answer-keys';
import { emailAnswerProblems } from '../../../shared/domain/quiz/email-answers';
import { type Estimate, estimateOf, NO_ESTIMATE } from '../../../shared/domain/quiz/estimate';
import { hiddenFieldsOf } from '../../../shared/domain/quiz/hidden-fields';
import { variantQuestions } from '../../../shared/domain/quiz/funnel';
import type { QuizSend } from '../../../shared/schemas/quiz-send';
import type { TicketAnswer } from '../../../shared/schemas/ticket';
import { getClinicItem } from '../../store/clinic';
import { getIntegrations } from '../../store/integrations';
import { createLead, DuplicateTicketError, newLeadId, type LeadItem } from '../../store/leads';
import { getQuizItem, type QuizItem } from '../../store/quizzes';
import { contactKey } from '../abuse/caller-keys';
import { admitClinicLead, type PublicCaller } from '../allowances';
import { InvalidRequestError } from '../errors';
import { clinicNameOf } from '../leads/clinic-name';
import { initialStatusSend } from '../leads/initial-status';
import { afterStored, answerOfRetry, requestHashOf } from '../leads/lead-intake';
import { answerOrder } from '../leads/quiz-answers';
import { ownerOfQuizId } from './ids';
import { clinicServices, quizNotFound } from './read-quiz';

export async function submitQuizAnswers(send: QuizSend, caller: PublicCaller, now = new Date()): Promise<TicketAnswer> {
  const quiz = ownerOfQuizId(send.quizId) === send.userId ? await getQuizItem(send.userId, send.quizId) : undefined;
  if (!quiz) throw quizNotFound();
  refuseBadEmails(send, quiz);
  await admitClinicLead(send.userId, send.data[ANSWER_KEYS.phone] ?? '', caller, now.getTime());
  const createdAt = now.toISOString();
  const consent = await consentRecordOf(send.consent, { at: createdAt, page: send.URL, ip: caller.address });
  const phone = send.data[ANSWER_KEYS.phone] ?? '';
  const lead = { ...(await leadOf(send, quiz, createdAt)), consent, patientKey: contactKey(phone) };
  try {
    await createLead(lead);
  } catch (error) {
    if (error instanceof DuplicateTicketError) return answerOfRetry(error.original, lead.requestHash!);
    throw error;
  }
  await afterStored(lead);
  return { id: lead.id, createdAt: lead.createdAt };
}

/** The answers to the quiz's Email questions follow the product's e-mail rule, as on the page. */
function refuseBadEmails(send: QuizSend, quiz: QuizItem): void {
  const problems = emailAnswerProblems(shownQuestions(quiz.quiz, send.nowReturn), send.data);
  const fields = Object.fromEntries(Object.entries(problems).map(([question, message]) => [`data.${question}`, message]));
  const first = Object.values(fields)[0];
  if (first) throw new InvalidRequestError('INVALID_EMAIL', first, fields);
}

function shownQuestions(quiz: QuizFields, variant: QuizSend['nowReturn']) {
  return variantQuestions(quiz, variant === 'abTest' && quiz.ABTestBool === true);
}

/** The server's own figure: the stored rules, the clinic's prices now, the answers sent; nothing the browser priced. */
async function serverEstimate(send: QuizSend, quiz: QuizItem): Promise<Estimate> {
  if (!quiz.quiz.estimate) return NO_ESTIMATE;
  return estimateOf(quiz.quiz.estimate, shownQuestions(quiz.quiz, send.nowReturn), send.data, await clinicServices(send.userId));
}

function keptHiddenFields(send: QuizSend, quiz: QuizItem): { hiddenFields?: Record<string, string> } {
  const hiddenFields = hiddenFieldsOf(quiz.quiz.hiddenFields, Object.entries(send.hidden));
  return Object.keys(hiddenFields).length > 0 ? { hiddenFields } : {};
}

async function leadOf(send: QuizSend, quiz: QuizItem, createdAt: string): Promise<LeadItem> {
  const [clinic, { integrations }] = await Promise.all([getClinicItem(send.userId), getIntegrations(send.userId)]);
  const destinations = leadDestinations(integrations);
  const estimate = await serverEstimate(send, quiz);
  return {
    userId: send.userId,
    id: newLeadId(createdAt),
    createdAt,
    kind: 'quiz',
    quizId: quiz.id,
    FormName: quiz.quiz.name,
    nowReturn: send.nowReturn,
    ClientFullName: send.data[ANSWER_KEYS.name]?.trim() ?? '',
    ClientPhone: send.data[ANSWER_KEYS.phone]?.trim() ?? '',
    answers: send.data,
    answerOrder: answerOrder(send.data, shownQuestions(quiz.quiz, send.nowReturn)),
    ...(estimate.lines.length > 0 ? { estimate } : {}),
    ...keptHiddenFields(send, quiz),
    URL: send.URL,
    Utm: send.Utm,
    deviceType: send.deviceType,
    clinicName: await clinicNameOf(send.userId, clinic?.clinic),
    timezone: clinic?.timezone ?? DEFAULT_TIMEZONE,
    statusSend: initialStatusSend(destinations, {}),
    deliveryLease: {},
    idempotencyKey: send.idempotencyKey,
    requestHash: requestHashOf(send),
  };
}
