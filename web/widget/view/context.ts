// What every screen of the widget gets: the data, the state, and the actions of the controller (app.ts).
import type { WidgetData } from '../../../shared/schemas/widget';
import type { ChosenService, DoctorChoice } from '../catalog';
import type { Stage, Tab, WidgetState } from '../model';
import type { PhoneCountry } from '../phone';

export interface ContactDraft {
  ClientFullName: string;
  ClientPhone: string;
  /** Optional: where a booking's confirmation with the visit's link goes (issue 26 §2). */
  ClientEmail: string;
  birthdate: string;
  comment: string;
  country: PhoneCountry;
}

export interface Actions {
  reset(): void;
  back(): void;
  tab(tab: Tab): void;
  toStage(stage: Stage): void;
  serviceChip(chip: string): void;
  specializationChip(chip: string): void;
  service(service: ChosenService): void;
  skipService(): void;
  doctor(doctor: DoctorChoice): void;
  month(month: string): void;
  date(date: string): void;
  time(date: string, time: string): void;
  consultation(): void;
  toggleAddress(address: string): void;
  send(): void;
  close(): void;
}

export interface ViewContext {
  data: WidgetData;
  state: WidgetState;
  /** Addresses ticked in the header (all by default). */
  addresses: string[];
  draft: ContactDraft;
  embedded: boolean;
  actions: Actions;
}

export const imageUrl = (name: string, size?: string) => `/api/img?name=${encodeURIComponent(name)}${size ? `&size=${size}` : ''}`;
