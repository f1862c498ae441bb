// The visit page's calls: each sends the link's token in the body and turns a refusal into its status,
// code and Russian messages.
import type { VisitAnswer } from '../../../../shared/schemas/visit';
import { visitCancel, visitRead, visitReschedule } from '../../../../shared/api/visit';
import { api, ApiError, NETWORK_ERROR_MESSAGE } from '../../api/client';

export interface Refusal {
  status: number;
  code: string | undefined;
  messages: string[];
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

async function outcomeOf<T>(call: Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await call };
  } catch (error) {
    if (!(error instanceof ApiError)) return { ok: false, refusal: { status: 0, code: undefined, messages: [NETWORK_ERROR_MESSAGE] } };
    const code = (error.body as { error?: { code?: string } } | undefined)?.error?.code;
    return { ok: false, refusal: { status: error.status, code, messages: error.messages } };
  }
}

export const readVisit = (token: string): Promise<Outcome<VisitAnswer>> => outcomeOf(api.call(visitRead, { body: { token } }));

export const cancelVisit = (token: string) => outcomeOf(api.call(visitCancel, { body: { token } }));

export const moveVisit = (token: string, planStart: string): Promise<Outcome<VisitAnswer>> =>
  outcomeOf(api.call(visitReschedule, { body: { token, PlanStart: planStart } }));
