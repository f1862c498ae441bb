import type { WidgetDoctor } from '../../shared/schemas/widget';
import * as model from './model';

const service = { direction: 'Терапия', name: 'Чистка', cost: '3500' };
const doctor = {
  _id: 'd1',
  name: 'Иванов',
  specialization: [],
  experience: '',
  photo: null,
  address: [],
  service: {},
  slots: {},
  slotsByDuration: {},
} satisfies WidgetDoctor;

describe('widget stages (docs/contract/widget-quiz-configurator.md §4)', () => {
  it('УСЛУГИ: service → doctor → calendar → form', () => {
    let state = model.initialState('services');
    state = model.chooseService(state, service);
    expect(state.stage).toBe(2);
    state = model.chooseDoctor(state, doctor);
    expect(state.stage).toBe(3);
    state = model.chooseTime(state, '2030-03-01', '10:00');
    expect(state).toMatchObject({ stage: 4, choice: { service, doctor, date: '2030-03-01', time: '10:00' } });
  });

  it('ВРАЧИ: doctor → service → calendar', () => {
    let state = model.chooseDoctor(model.initialState('doctors'), doctor);
    expect(state.stage).toBe(2);
    state = model.chooseService(state, service);
    expect(state.stage).toBe(3);
  });

  it('going back to stage 1 clears both choices, to stage 2 the second one and the calendar', () => {
    const atForm = model.chooseTime(
      model.chooseDoctor(model.chooseService(model.initialState('services'), service), doctor),
      '2030-03-01',
      '10:00',
    );
    expect(model.goToStage(atForm, 1).choice).toEqual({});
    expect(model.goToStage(atForm, 2).choice).toEqual({ service });
    expect(model.goToStage(atForm, 3).choice).toEqual({ service, doctor, date: '2030-03-01' });
    const doctorsTab = model.chooseTime(
      model.chooseService(model.chooseDoctor(model.initialState('doctors'), doctor), service),
      '2030-03-01',
      '10:00',
    );
    expect(model.goToStage(doctorsTab, 2).choice).toEqual({ doctor });
  });

  it('the back arrow: one stage back, closes the consultation form, resets after a success', () => {
    const atDoctors = model.chooseService(model.initialState(), service);
    expect(model.stepBack(atDoctors).stage).toBe(1);
    expect(model.showsBackArrow(model.initialState())).toBe(false);
    const consulting = model.openConsultation(atDoctors);
    expect(model.showsBackArrow(model.openConsultation(model.initialState()))).toBe(true);
    expect(model.stepBack(consulting)).toMatchObject({ consultation: false, stage: 2 });
    expect(model.stepBack(model.sent(consulting))).toEqual(model.initialState());
  });

  it('switching tabs resets everything', () => {
    const state = model.chooseService(model.initialState('services'), service);
    expect(model.switchTab(state, 'doctors')).toEqual(model.initialState('doctors'));
  });

  it('a taken slot returns to the calendar of the same choice with a message', () => {
    const atForm = model.sending(
      model.chooseTime(model.chooseDoctor(model.chooseService(model.initialState(), service), doctor), '2030-03-01', '10:00'),
    );
    const back = model.slotTaken(atForm, 'занято');
    expect(back).toMatchObject({ stage: 3, send: '', notice: 'занято', choice: { service, doctor, date: '2030-03-01' } });
    expect(back.choice.time).toBeUndefined();
  });
});
