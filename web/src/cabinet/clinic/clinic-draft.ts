// The clinic screen's draft (issue 23 §3): the form with its rows, what is autosaved of it, and how a
// save merged after a 409 becomes a form again. Pure: useVersionedDraft runs it.
import { mergeFields } from '../../../../shared/domain/edit-merge';
import { readReminderHours, reminderHoursText } from '../../../../shared/domain/reminder-hours';
import { cleanTextList, clinicNameProblem, type ClinicTimezone, type ClinicView, type Currency } from '../../../../shared/schemas/clinic';
import type { DraftSides } from '../autosave/versioned-draft';
import { textRowsOf, type TextRow } from '../controls/TextListEditor';
import { addressRowTexts, savedTextsOf, type AddressRowText } from './address-rows';
import { holidayProblems, holidaysOf } from './holiday-rows';

export interface ClinicForm {
  clinic: string;
  currency: Currency;
  timezone: ClinicTimezone;
  addresses: TextRow[];
  specializations: TextRow[];
  /** One date ('yyyy-mm-dd', '' while typed) per row. */
  holidays: TextRow[];
  /** The reminder hours as typed: '24, 2'. */
  reminderHours: string;
}

export interface ClinicSave {
  clinic: string;
  currency: Currency;
  timezone: ClinicTimezone;
  addressList: string[];
  specializationList: string[];
  holidays: string[];
  reminderHours: number[];
  /** Not sent: which row holds which address, for the renaming map (see address-rows.ts). */
  addressRows: AddressRowText[];
}

// The content compared for autosave: the rows' ids do not count, only what is sent.
export const fingerprint = ({ addressRows: _rows, ...content }: ClinicSave) => JSON.stringify(content);

const formOf = (view: ClinicView): ClinicForm => ({
  clinic: view.clinic,
  currency: view.currency,
  timezone: view.timezone,
  addresses: textRowsOf(view.addressList),
  specializations: textRowsOf(view.specializationList),
  holidays: textRowsOf(view.holidays),
  reminderHours: reminderHoursText(view.reminderHours),
});

/**
 * After a 409: field by field onto the fresh copy (shared/domain/edit-merge.ts); the address list is
 * one field, so both sides editing addresses is a conflict. The rows follow the side whose list is kept.
 */
export function mergeClinicSaves(base: ClinicSave, mine: ClinicSave, theirs: ClinicSave, preferMine: boolean): ClinicSave | null {
  const content = ({ addressRows: _rows, ...fields }: ClinicSave) => fields;
  const merged = mergeFields(content(base), content(mine), content(theirs), preferMine);
  if (!merged) return null;
  const addressRows = JSON.stringify(merged.addressList) === JSON.stringify(mine.addressList) ? mine.addressRows : theirs.addressRows;
  return { ...merged, addressRows };
}

const saveOfForm = (form: ClinicForm): ClinicSave => {
  const addressRows = addressRowTexts(form.addresses);
  return {
    clinic: form.clinic.trim(),
    currency: form.currency,
    timezone: form.timezone,
    addressList: addressRows.map((row) => row.text).filter((text) => text !== ''),
    specializationList: cleanTextList(form.specializations.map((row) => row.value)),
    holidays: holidaysOf(form.holidays),
    reminderHours: readReminderHours(form.reminderHours).hours,
    addressRows,
  };
};
// One save per form: a merge tells the fresh copy's address rows from the user's by identity.
const saves = new WeakMap<ClinicForm, ClinicSave>();
export function saveOf(form: ClinicForm): ClinicSave {
  const known = saves.get(form);
  if (known) return known;
  const save = saveOfForm(form);
  saves.set(form, save);
  return save;
}

/** The form, and each address row's text as the server last saved it (a corrected row is sent as a rename). */
export interface ClinicDraft {
  form: ClinicForm;
  savedTexts: Map<string, string>;
}

export function draftOf(view: ClinicView): ClinicDraft {
  const form = formOf(view);
  return { form, savedTexts: savedTextsOf(saveOf(form).addressRows) };
}

/** What keeps the form from saving (the name, a holiday given twice), or null. */
export const clinicFormProblem = (form: ClinicForm): string | null =>
  clinicNameProblem(form.clinic) ??
  holidayProblems(form.holidays).values().next().value ??
  readReminderHours(form.reminderHours).problem ??
  null;

/** Only valid content is autosaved; while the form has a problem the last valid content stays queued. */
export const payloadOf = ({ form }: ClinicDraft) => (clinicFormProblem(form) ? null : saveOf(form));

/**
 * The draft showing a merged save: the fields as merged; the address rows (with their saved texts) of
 * the side whose list was kept, the specialization rows of the user's draft when their list was kept.
 */
export function rebuild(next: ClinicSave, { fresh, own }: DraftSides<ClinicDraft>): ClinicDraft {
  const freshAddresses = next.addressRows === saveOf(fresh.form).addressRows;
  const ownSpecializations = saveOf(own.form).specializationList;
  return {
    form: {
      clinic: next.clinic,
      currency: next.currency,
      timezone: next.timezone,
      addresses: freshAddresses ? fresh.form.addresses : own.form.addresses,
      specializations:
        JSON.stringify(next.specializationList) === JSON.stringify(ownSpecializations)
          ? own.form.specializations
          : fresh.form.specializations,
      holidays: JSON.stringify(next.holidays) === JSON.stringify(saveOf(own.form).holidays) ? own.form.holidays : textRowsOf(next.holidays),
      reminderHours:
        JSON.stringify(next.reminderHours) === JSON.stringify(saveOf(own.form).reminderHours)
          ? own.form.reminderHours
          : reminderHoursText(next.reminderHours),
    },
    savedTexts: freshAddresses ? fresh.savedTexts : own.savedTexts,
  };
}
