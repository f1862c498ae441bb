// The cabinet's part of an integration kind (issue 23 §1): what its card and its dialogs say, and the parts that differ
// by kind (the dialog that adds an entry, what the card shows under the fields, the return from a consent page). One
// object per kind in kinds/<kind>.tsx, gathered in kinds/index.ts; a kind without its object, or with another kind's,
// does not compile (kinds/kinds.type-test.ts). The screen and the card take these parts by kind and name no vendor.
import type { ComponentType } from 'react';
import type { IntegrationKind, IntegrationsAnswer, IntegrationsView } from '../../../../../shared/schemas/integrations';
import type { EntryRecord } from '../entries';

export interface FieldSpec {
  name: string;
  label: string;
  placeholder?: string;
  hint?: string;
  type?: 'text' | 'email' | 'url';
  inputMode?: 'text' | 'numeric' | 'email' | 'url';
  /** What a typed value will be saved as ('' when the same): shown under the field, kept when the field is left. */
  savedAs?: (value: string) => string;
}

/** What the catalogue, the card and the dialogs say of a kind. */
export interface KindInfo {
  title: string;
  description: string;
  /** Fields typed and edited in place (IDENT's key is made by the server, a Telegram group's id by its code). */
  fields: FieldSpec[];
  /** Why an entry is inactive, in words the user can act on. */
  incompleteHint: string;
}

/** What the screen lets a kind's parts do. */
export interface ScreenActions {
  /** Saves the edits the autosave still holds (before a call that reads the saved entries). */
  flush: () => Promise<void>;
  /** Shows the integrations the server answered (a connect or a choice made in the kind's own dialog). */
  adopt: (answer: IntegrationsAnswer) => void;
  /** The server changed the entries itself (a group connected or migrated, a sheet's access checked): reload them. */
  refresh: () => Promise<void>;
}

/** The dialog that adds an entry of the kind ('Подключить'). */
export interface ConnectProps extends ScreenActions {
  kind: IntegrationKind;
  info: KindInfo;
  view: IntegrationsView;
  /** Saves a typed entry at once (not autosaved: it needs its server id before it is tested or deleted). */
  add: (entry: Record<string, string>) => Promise<void>;
  onClose: () => void;
}

/** What the card shows of an entry besides its head and its fields. */
export interface DetailsProps extends ScreenActions {
  entry: EntryRecord;
  /** Complete by the shared rule, as the entry would be saved. */
  active: boolean;
  /** E-mail and Telegram: the owner proved the destination. */
  confirmed: boolean;
  view: IntegrationsView;
}

/** Mounted once on the screen, above the list. */
export interface ReturnProps extends ScreenActions {
  view: IntegrationsView;
}

export interface KindUi<K extends IntegrationKind = IntegrationKind> extends KindInfo {
  readonly kind: K;
  /** How a new entry is added: the typed form (kinds/typed-form.ts) or the kind's own dialog (a consent page, a code). */
  Connect: ComponentType<ConnectProps>;
  /** Under the card's fields: a test message, a key to copy, the pipeline, the spreadsheet, a confirmation to resend. */
  Details?: ComponentType<DetailsProps>;
  /** The return from the kind's consent page (the browser comes back to the screen with its answer in the address). */
  Return?: ComponentType<ReturnProps>;
  /** When the card says incompleteHint; by default while the entry is inactive. */
  incomplete?: (facts: { active: boolean; confirmed: boolean }) => boolean;
  /** What deleting an entry changes, when it is not the default (leads stop going there, or the entry is gone). */
  removal?: string;
  /** Its entries change only through its own calls (connect, choices), never by the screen's autosave. */
  savedByItsOwnCalls?: true;
}

/** The registry's type: one place per kind, each holding that kind's part. */
export type KindUis = { readonly [K in IntegrationKind]: KindUi<K> };
