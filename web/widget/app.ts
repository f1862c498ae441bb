// The widget's controller: holds the data, the state (model.ts) and the contact draft, draws the screen
// for the state, and turns clicks into transitions. One redraw per transition; focus moves to the new
// step's label when the step changes, and otherwise stays on the control that was used.
import { CURRENT_CONSENT } from '../../shared/domain/consent/versions';
import type { WidgetData } from '../../shared/schemas/widget';
import { announce } from './announce';
import { loadWidget, RETRY_DELAYS_MS, SLOT_ERROR_CODES, sendTicket, submissionKeys, type SendResult, type TicketDraft } from './api';
import { TICKET_ERRORS } from '../../shared/schemas/ticket';
import { allServices, ANY_DOCTOR, doctorsAt, offers, refreshDoctor, servicesOf, slotsOf } from './catalog';
import { h, redraw } from './dom';
import { serviceLabel } from './format';
import { deviceType, reachGoal, tellClose, type HostPage } from './host';
import * as model from './model';
import { answerRefusal, draftRefusal, OFFLINE_MESSAGE, retryingMessage, SERVER_FAILED_MESSAGE, slotRefusalNotice } from './refusal';
import { futureSlots, nowIn } from './slots';
import { calendarScreen } from './view/calendar';
import { contactForm } from './view/contact';
import type { Actions, ContactDraft, ViewContext } from './view/context';
import { doctorsForServiceScreen, doctorsScreen } from './view/doctors';
import { header, stageTop, summary, tabs } from './view/frame';
import { markScrollCues } from './view/scroll-cue';
import { servicesScreen } from './view/services';
import { successScreen } from './view/success';

/** How long the button says 'Ошибка' (docs/contract/widget-quiz-configurator.md §4). */
const ERROR_SHOWN_MS = 1000;

const EMPTY_CONTACTS = { ClientFullName: '', ClientPhone: '', ClientEmail: '', birthdate: '', comment: '' } as const;

export function startWidget(root: HTMLElement, data: WidgetData, host: HostPage): void {
  let state = model.initialState();
  let addresses = [...data.addressList];
  const draft: ContactDraft = { ...EMPTY_CONTACTS, country: data.currency.symbol === '₸' ? 'kz' : 'ru' };
  const keys = submissionKeys();
  /** The state an unknown-outcome request was sent from: its success screen if the server says it was stored. */
  let unsureOf: model.WidgetState | undefined;
  /** A request was accepted since the data was loaded: its slot is gone, the next patient needs fresh data. */
  let stale = false;

  const update = (
    next: model.WidgetState,
    focusLabel = next.stage !== state.stage || next.consultation !== state.consultation || next.done !== state.done,
  ) => {
    state = next;
    draw(focusLabel ? 'stage-label' : undefined);
  };

  /**
   * A new patient's start (logo, 'Записаться ещё', Back after a success, another tab, reopening after
   * 'Готово'): nothing of the previous patient stays filled in, and data is reloaded after a booking.
   */
  const startClean = (tab = state.tab) => {
    Object.assign(draft, EMPTY_CONTACTS);
    update(model.initialState(tab), true);
    if (stale) void reload();
  };

  async function reload(): Promise<void> {
    stale = false;
    data = await loadWidget(host.clinicKey, true).catch(() => data);
    const kept = addresses.filter((address) => data.addressList.includes(address));
    addresses = kept.length > 0 ? kept : [...data.addressList];
    draw();
  }

  const actions: Actions = {
    reset: () => startClean(),
    back: () => (state.done ? startClean() : update(model.stepBack(state))),
    tab: (tab) => (tab === state.tab ? undefined : startClean(tab)),
    toStage: (stage) => update(model.goToStage(state, stage), true),
    serviceChip: (chip) => update({ ...state, serviceChip: chip }),
    specializationChip: (chip) => update({ ...state, specializationChip: chip }),
    service: (service) => update(model.chooseService(state, service)),
    skipService: () => update({ ...state, stage: 3 }),
    doctor: (doctor) => update(model.chooseDoctor(state, doctor)),
    month: (month) => update(model.chooseMonth(state, month)),
    date: (date) => update(model.chooseDate(state, date)),
    time: (date, time) => update(model.chooseTime(state, date, time)),
    consultation: () => update(model.openConsultation(state)),
    toggleAddress: (address) => {
      const next = addresses.includes(address) ? addresses.filter((item) => item !== address) : [...addresses, address];
      addresses = next.length > 0 ? next : addresses;
      update(model.goToStage(state, 1));
    },
    send: () => void send(),
    close: () => {
      if (state.done) startClean();
      tellClose();
    },
  };
  // Escape closes the embedded widget (main.ts); after a success the next opening starts clean too.
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && host.embedded && state.done) startClean();
  });

  async function send(): Promise<void> {
    if (state.send !== '') return;
    const ticket = ticketDraft();
    const idempotencyKey = keys.keyFor(ticket);
    const invalid = draftRefusal({ ...ticket, idempotencyKey });
    if (invalid) return said(model.errorSeen(model.sendFailed(state, invalid)), invalid);
    // The screen that follows is the one of what was sent, wherever the patient went while it was sending.
    const submitted = model.sending(state);
    update(submitted);
    const attempts = RETRY_DELAYS_MS.length + 1;
    const onRetry = (attempt: number) => {
      const note = retryingMessage(attempt, attempts);
      update(model.retrying(state, note), false);
      announce(note);
    };
    // The cabinet's preview walks the whole flow but creates no lead and reports no goal.
    const result: SendResult = host.preview ? await previewSend() : await sendTicket(ticket, idempotencyKey, onRetry);
    if (result.ok) return stored(submitted, result.answer);
    if (result.outcome === 'unknown') {
      keys.settle('unknown');
      unsureOf ??= submitted;
      return refused(submitted, { message: result.offline ? OFFLINE_MESSAGE : SERVER_FAILED_MESSAGE }, true);
    }
    // The key of a request whose outcome was unknown made a lead: that earlier request was stored.
    if (result.code === TICKET_ERRORS.IDEMPOTENCY_KEY_REUSED && unsureOf) return stored(unsureOf, {});
    keys.settle('refused');
    if ((result.status === 409 || SLOT_ERROR_CODES.includes(result.code)) && ticket.action === 'Запись') {
      data = await loadWidget(host.clinicKey, true).catch(() => data);
      const doctor = submitted.choice.doctor && refreshDoctor(submitted.choice.doctor, data);
      const taken = model.slotTaken(submitted, slotRefusalNotice(result));
      update(doctor ? { ...taken, choice: { ...taken.choice, doctor } } : model.goToStage(taken, 1), true);
      return;
    }
    refused(submitted, answerRefusal(result));
  }

  function stored(submitted: model.WidgetState, answer: model.Receipt): void {
    keys.settle('stored');
    unsureOf = undefined;
    if (!host.preview) reachGoal(data.metricIds, host.embedded);
    stale = !host.preview;
    update(model.sent(submitted, answer), true);
  }

  /**
   * Says why at the field (focus on it) or over the button (focus stays there), on the screen the request
   * was sent from; the draft is kept. The button says 'Ошибка' for a second, then can be pressed again.
   */
  function refused(from: model.WidgetState, error: model.SendError, unsure?: boolean): void {
    said(model.sendFailed(from, error, unsure), error);
    setTimeout(() => update(model.errorSeen(state), false), ERROR_SHOWN_MS);
  }

  /** Draws the refusal; a draft the server would refuse is said before anything is sent, with no 'Ошибка' on the button. */
  function said(next: model.WidgetState, error: model.SendError): void {
    state = next;
    draw(error.field ? `field:${error.field}` : 'submit');
    announce(error.message);
  }

  function previewSend(): Promise<SendResult> {
    return new Promise((resolve) => setTimeout(() => resolve({ ok: true, answer: {} }), 400));
  }

  function ticketDraft(): TicketDraft {
    const { service, doctor, date, time } = state.choice;
    const booking = !state.consultation;
    return {
      clinicId: host.clinicKey,
      action: booking ? 'Запись' : 'Заявка',
      DoctorName: doctor?.name ?? '',
      DoctorService: service ? serviceLabel(service, data.currency.symbol) : '',
      doctorId: doctor && booking ? doctor._id : ANY_DOCTOR,
      ClientFullName: draft.ClientFullName.trim(),
      ClientPhone: draft.ClientPhone.trim(),
      ClientEmail: booking ? draft.ClientEmail.trim() : '',
      birthdate: booking ? draft.birthdate : '',
      comment: draft.comment.trim(),
      PlanStart: booking && date && time ? `${date}T${time}` : '',
      URL: host.url,
      Utm: host.utm,
      deviceType: deviceType(),
      consent: CURRENT_CONSENT.id,
    };
  }

  function screen(context: ViewContext): HTMLElement {
    const { service, doctor } = state.choice;
    if (state.done) return successScreen(context);
    if (state.consultation) return contactForm(context, 'consultation');
    const doctors = doctorsAt(data, addresses);
    if (doctors.length === 0) return noDoctors();
    if (state.stage === 1)
      return state.tab === 'services' ? servicesScreen(context, allServices(doctors, data.servicesList)) : doctorsScreen(context, doctors);
    if (state.stage === 2) {
      if (state.tab === 'services')
        return doctorsForServiceScreen(
          context,
          doctors.filter((item) => service && offers(item, service)),
        );
      return servicesScreen(context, doctor ? servicesOf(doctor, data.servicesList) : {});
    }
    if (state.stage === 3 && doctor) return calendarScreen(context, futureSlots(slotsOf(doctor, service), nowIn(data.timezone)));
    return contactForm(context, 'booking');
  }

  function noDoctors(): HTMLElement {
    return h(
      'div',
      { class: 'w-empty' },
      h('p', null, 'Онлайн-запись сейчас недоступна. Оставьте заявку — администратор свяжется с вами и запишет на приём.'),
      h('button', { type: 'button', class: 'w-primary', key: 'empty-help', onclick: actions.consultation }, 'Оставить заявку'),
    );
  }

  function draw(focusKey?: string): void {
    const context: ViewContext = { data, state, addresses, draft, embedded: host.embedded, actions };
    const body = h(
      'main',
      { class: 'w-body' },
      stageTop(context),
      summary(context),
      host.preview &&
        h('p', { class: 'w-notice w-preview-note' }, 'Предпросмотр: так виджет видят пациенты. Заявки отсюда не отправляются.'),
      state.notice && h('p', { class: 'w-notice', role: 'alert' }, state.notice),
      screen(context),
    );
    const needHelp = !state.done && !state.consultation && state.stage < 4;
    redraw(
      root,
      h(
        'div',
        { class: 'w-app' },
        header(context),
        !state.done && !state.consultation && tabs(context),
        body,
        h(
          'footer',
          { class: 'w-foot' },
          needHelp && h('button', { type: 'button', class: 'w-link', key: 'need-help', onclick: actions.consultation }, 'Нужна помощь?'),
          // Step 1 shows the product's footer image (docs/contract/widget-quiz-configurator.md §2); the other steps, its text.
          state.stage === 1 && !state.done && !state.consultation
            ? h('img', {
                class: 'w-brand',
                key: 'brand-image',
                src: '/api/img?name=footer.svg',
                alt: 'Работает на ДентЛид',
                width: 148,
                height: 16,
              })
            : h('span', { class: 'w-brand', key: 'brand-text' }, 'Работает на ДентЛид'),
        ),
      ),
      focusKey,
    );
    markScrollCues(root);
    if (focusKey) root.querySelector('.w-body')?.scrollTo({ top: 0 });
  }

  draw();
}
