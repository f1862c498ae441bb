// The widget's state and its transitions (docs/contract/widget-quiz-configurator.md §4), as pure functions so the rules can be tested
// without a page. The view only reads the state and calls these.
import type { ChosenService, DoctorChoice } from './catalog';
import { ALL_CHIP } from './catalog';

export type Tab = 'services' | 'doctors';
export type Stage = 1 | 2 | 3 | 4;
/** '' ready; 'loading' sending (retries included); 'error' the button says 'Ошибка' for a second (docs/contract/widget-quiz-configurator.md §4). */
export type SendStatus = '' | 'loading' | 'error';
/** The contact fields a refusal can point at. */
export type ContactField = 'ClientFullName' | 'ClientPhone' | 'ClientEmail' | 'birthdate' | 'comment';

export interface SendError {
  /** The field the message belongs to; none: a message over the button (the server's reason, no network). */
  field?: ContactField;
  message: string;
}

export interface Choice {
  service?: ChosenService;
  doctor?: DoctorChoice;
  /** 'yyyy-mm-dd' */
  date?: string;
  /** 'HH:mm' */
  time?: string;
}

export interface WidgetState {
  tab: Tab;
  stage: Stage;
  choice: Choice;
  /** 'yyyy-mm' shown on the calendar; undefined = the first month with slots. */
  month?: string;
  serviceChip: string;
  specializationChip: string;
  /** The consultation form is open ('Нужна помощь?', 'Нет подходящего времени'). */
  consultation: boolean;
  /** A request was accepted: the success screen shows (with `consultation`, the consultation one). */
  done: boolean;
  send: SendStatus;
  /** Why the last send was refused; cleared by the next attempt. */
  sendError?: SendError;
  /** Said while sending: the widget is trying again on its own. */
  sendNote?: string;
  /** The last send's outcome is unknown: the button checks it ('Проверить и отправить'). */
  unsure?: boolean;
  /** A message over the current step (e.g. the chosen time was just taken). */
  notice?: string;
  /** What the server booked (the doctor 'Любой специалист' became, the address), for the success screen. */
  receipt?: Receipt;
}

export interface Receipt {
  DoctorName?: string;
  address?: string;
}

export function initialState(tab: Tab = 'services'): WidgetState {
  return { tab, stage: 1, choice: {}, serviceChip: ALL_CHIP, specializationChip: ALL_CHIP, consultation: false, done: false, send: '' };
}

/** The stage each choice is made at, per tab (УСЛУГИ: service then doctor; ВРАЧИ: doctor then service). */
export const serviceStage = (tab: Tab): Stage => (tab === 'services' ? 1 : 2);
export const doctorStage = (tab: Tab): Stage => (tab === 'services' ? 2 : 1);

export function chooseService(state: WidgetState, service: ChosenService): WidgetState {
  const next: Stage = state.tab === 'services' ? 2 : 3;
  return { ...state, choice: { ...state.choice, service }, stage: next, notice: undefined };
}

export function chooseDoctor(state: WidgetState, doctor: DoctorChoice): WidgetState {
  const next: Stage = state.tab === 'doctors' ? 2 : 3;
  return { ...state, choice: { ...state.choice, doctor }, stage: next, notice: undefined };
}

export function chooseMonth(state: WidgetState, month: string): WidgetState {
  return { ...state, month, choice: { ...state.choice, date: undefined, time: undefined } };
}

export function chooseDate(state: WidgetState, date: string): WidgetState {
  return { ...state, choice: { ...state.choice, date, time: undefined }, notice: undefined };
}

export function chooseTime(state: WidgetState, date: string, time: string): WidgetState {
  return { ...state, choice: { ...state.choice, date, time }, stage: 4, notice: undefined };
}

/**
 * Back to stage n: stage 1 clears both the service and the doctor; stage 2 clears the choice made at
 * stage 2 of the tab; the calendar (month, day, time) is reset at stage 2 or lower; stage 3 clears the
 * time. The consultation form closes.
 */
export function goToStage(state: WidgetState, stage: Stage): WidgetState {
  const choice: Choice = { ...state.choice };
  if (stage <= 1) {
    delete choice.service;
    delete choice.doctor;
  } else if (stage === 2) {
    if (state.tab === 'services') delete choice.doctor;
    else delete choice.service;
  }
  if (stage <= 2) {
    delete choice.date;
    delete choice.time;
  }
  if (stage === 3) delete choice.time;
  return {
    ...state,
    stage,
    choice,
    month: stage <= 2 ? undefined : state.month,
    consultation: false,
    notice: undefined,
    sendError: undefined,
  };
}

/** The back arrow: after a success everything resets; from the consultation form back to the step; else one stage back. */
export function stepBack(state: WidgetState): WidgetState {
  if (state.done) return reset(state);
  if (state.consultation) return { ...state, consultation: false, sendError: undefined };
  return state.stage > 1 ? goToStage(state, (state.stage - 1) as Stage) : state;
}

export const showsBackArrow = (state: WidgetState) => state.stage !== 1 || state.consultation || state.done;

/** Switching tabs resets all choices and the stages. */
export function switchTab(state: WidgetState, tab: Tab): WidgetState {
  return state.tab === tab ? state : initialState(tab);
}

/** The logo: clears the choices, back to stage 1 of the current tab. */
export function reset(state: WidgetState): WidgetState {
  return initialState(state.tab);
}

export const openConsultation = (state: WidgetState): WidgetState => ({
  ...state,
  consultation: true,
  notice: undefined,
  sendError: undefined,
});

export const sending = (state: WidgetState): WidgetState => ({ ...state, send: 'loading', sendError: undefined, sendNote: undefined });
export const retrying = (state: WidgetState, note: string): WidgetState => ({ ...state, sendNote: note });
/** 'Ошибка' on the button and the reason over it; `unsure`: nobody knows whether the request was stored. */
export const sendFailed = (state: WidgetState, sendError: SendError, unsure = state.unsure): WidgetState => ({
  ...state,
  send: 'error',
  sendError,
  sendNote: undefined,
  unsure,
});
/** The second of 'Ошибка' is over: the button can be pressed again, the reason stays. */
export const errorSeen = (state: WidgetState): WidgetState => (state.send === 'error' ? { ...state, send: '' } : state);
/** The success screen of `state`, the state the stored request was sent from (not where the patient went meanwhile). */
export const sent = (state: WidgetState, receipt: Receipt = {}): WidgetState => ({
  ...state,
  send: '',
  sendError: undefined,
  sendNote: undefined,
  unsure: false,
  done: true,
  receipt,
});

/** The chosen time was taken meanwhile: back to the calendar of the same choice, with a message. */
export function slotTaken(state: WidgetState, message: string): WidgetState {
  return { ...goToStage(state, 3), notice: message, send: '' };
}
