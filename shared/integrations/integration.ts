// What one integration kind is, in the code both the browser and the functions run: one object per kind in
// shared/integrations/<kind>.ts, gathered in registry.ts. Server parts (delivery, connect flow, queue, fake) are in
// functions/integrations/; the cabinet's card parts in web/src/cabinet/integrations/kinds/.
import type * as z from 'zod/mini';
import type { AnyEntry } from './entry-values';
import type { IntegrationCategory, IntegrationKind } from './kinds';

/** An entry's input schema: a strict object of its fields (entry-fields.ts). */
export type EntrySchema = z.ZodMiniObject<z.core.$ZodLooseShape, z.core.$strict>;

/**
 * A lead channel: how a lead's delivery to the entries of one or more kinds is kept on the lead (statusSend) and
 * coloured in 'Заявки'. Its name, its status key and its queue's name are wire values (the resend call's `channel`,
 * a stored attribute, an AWS resource) and so keep the names they were given.
 */
export interface LeadChannelShared {
  /** The resend call's `channel` and the lead table's column. */
  readonly name: string;
  /** The key in a lead's statusSend ('telegramm': spelled as the spec stored it). */
  readonly statusKey: string;
  /** Its column in 'Заявки' (ascending), and the column's title. */
  readonly column: number;
  readonly label: string;
  /** The column shows only once a lead of the page has a status on it (MIS: bookings of an MIS doctor). */
  readonly columnWhenUsed?: true;
  /** One text for the whole channel (Google), instead of one value per destination. */
  readonly oneText?: true;
  /** A destination's value that says the lead got there. */
  isDelivered: (value: string) => boolean;
  /** Values that count as no destination at all when colouring (MIS: an entry removed since the booking). */
  notADestination?: (value: string) => boolean;
  /**
   * Where a new lead starts pending, from the clinic's active entries (kept per clinic in `W!LEAD_DESTINATIONS`;
   * a one-text channel stores whether it has any). Absent: the lead itself names it (the MIS of a booked doctor).
   */
  destinationsAtIntake?: (active: (kind: IntegrationKind) => AnyEntry[]) => string[];
  /** Only some leads start pending on it (SMS: bookings with a time); absent: every lead. */
  concernsLead?: (lead: { action?: string; PlanStart?: string }) => boolean;
  /** The ones the lead names: with no destinations at intake, all of them (the MIS entry of the booked doctor); else beside them (the patient's own e-mail). */
  destinationsOfLead?: (lead: object) => string[];
  /** What a lead status calls a destination that is no longer among the integrations. */
  removedName?: string;
  /** The resend's refusal when the clinic has nowhere to send the lead. */
  resendNone: string;
}

export interface IntegrationShared<K extends string = IntegrationKind> {
  readonly kind: K;
  /** The kind's name (the card's title when an entry has no name of its own). */
  readonly title: string;
  readonly category: IntegrationCategory;
  /** One entry as a client may send it (PUT /api/integration), with Russian messages. */
  readonly entrySchema: EntrySchema;
  /** Completeness: an entry is active only when its required fields are filled and well-formed. */
  isActive: (entry: AnyEntry) => boolean;
  /** The value that names an entry (what DELETE may pass besides `_id`, and what duplicates share). */
  value: (entry: AnyEntry) => unknown;
  /** Entries may share a value (amoCRM: every connection is its own entry). */
  readonly duplicatesAllowed?: true;
  /** The stored form of a value typed by the clinic (an e-mail lower-cased, a site reduced to its host). */
  normalize?: (entry: AnyEntry) => AnyEntry;
  /** What is wrong with a filled field, by field name, in the words shown next to it. */
  fieldProblems?: (entry: AnyEntry) => Partial<Record<string, string>>;
  /** Fields the browser never sees (a mask stands in their place: shared/domain/integration-secrets.ts). */
  readonly secretFields?: readonly string[];
  /** An entry's name in the list ('' when it has nothing to show yet). */
  entryTitle: (entry: AnyEntry) => string;
  /** How a lead status names this kind's destinations: the destination (id) and its name. */
  destinationName?: (entry: AnyEntry) => readonly [destination: string, name: string] | undefined;
  /** The owner proves each destination before anything is sent there (issue 13 §1): the badge until then. */
  readonly proof?: { readonly unconfirmedBadge: string };
  /** New leads reach its entries: pushed through `channel`, or pulled by the service itself (IDENT). */
  readonly leads?: { readonly channel: LeadChannelShared } | 'pulled';
  /** Its entries sync doctors and free time (the card shows the last sync). */
  readonly syncsDoctors?: true;
  /** Its consent may end by itself (the entry's `grantExpiresAt`): what the card then warns of, before the time. */
  readonly grantEnds?: { readonly warning: string };
}

/** A registry with one place per kind: a kind without its place, or a place of another kind, does not compile. */
export type SharedRegistryOf<Kinds extends IntegrationKind | string> = {
  readonly [K in Kinds]: IntegrationShared<K>;
};
