// Key layout of the one table. Every tenant item lives in the clinic user's partition, so no query
// can cross tenants by mistake; global guard items exist only to enforce uniqueness.
//
//   pk                      sk                    what
//   TENANT#<userId>         ACCOUNT               the clinic user's account (name, email, phone, password hash)
//   EMAIL#<email>           GUARD                 unique e-mail guard, written in the account's transaction; released (releasedAt,
//                                                 TTL) when the login moves: a released guard is free to take
//   LANDING_LEAD            <createdAt>#<id>      a lead from the landing page (not a tenant's)
//   SEAGULL#<idempotencyKey> REQUEST             a configurator request (/seagull), keyed by its idempotency key
//   ERROR_REPORT#<day>      <time>#<id>           browser error reports, expire after 30 days
//   LIMIT#<scope>           <window start ms>     an allowance counter (functions/store/rate-counters.ts), expires by TTL
//   REGISTRATION#<code hash> PENDING              a sign-up waiting for its e-mail's confirmation, expires after 24 h
//   LOGIN#<email>           FAILURES              password attempts for the e-mail from addresses it never signed in from, and
//                                                 the lockout they earned (store/password-attempts.ts), expire by TTL
//   LOGIN#<email>           FROM#<address>        password attempts for the e-mail from one address (IPv6: its /64), ditto
//   LOGIN#<email>           KNOWN#<address>       an address the account signed in from (30 days): the e-mail-wide lock spares it
//   PENDING_EMAIL#<email>   LATEST                the e-mail's latest pending sign-up (its code hash and password hash), 24 h
//   ACCOUNT_LINK#<sha256>   TOKEN                 a mailed one-time link (sign-in, password reset, new login e-mail): the
//                                                 token's hash only, its purpose, account and expiry; TTL removes it
//   POW#<nonce>             SPENT                 a solved proof of work, accepted once (functions/store/spent-proofs.ts), expires by TTL
//
// gsi1 (sparse): OUTBOX#<queue> / <createdAt>: items stored but not yet delivered, for the sweeper.

export const keys = {
  account: (userId: string) => ({ pk: `TENANT#${userId}`, sk: 'ACCOUNT' }),
  emailGuard: (email: string) => ({ pk: `EMAIL#${email}`, sk: 'GUARD' }),
  pendingRegistration: (codeHash: string) => ({ pk: `REGISTRATION#${codeHash}`, sk: 'PENDING' }),
  loginFailures: (email: string) => ({ pk: `LOGIN#${email}`, sk: 'FAILURES' }),
  loginFrom: (email: string, address: string) => ({ pk: `LOGIN#${email}`, sk: `FROM#${address}` }),
  knownAddress: (email: string, address: string) => ({ pk: `LOGIN#${email}`, sk: `KNOWN#${address}` }),
  pendingEmail: (email: string) => ({ pk: `PENDING_EMAIL#${email}`, sk: 'LATEST' }),
  accountLink: (tokenHash: string) => ({ pk: `ACCOUNT_LINK#${tokenHash}`, sk: 'TOKEN' }),
  landingLead: (createdAt: string, id: string) => ({ pk: 'LANDING_LEAD', sk: `${createdAt}#${id}` }),
  seagullRequest: (idempotencyKey: string) => ({ pk: `SEAGULL#${idempotencyKey}`, sk: 'REQUEST' }),
  errorReport: (time: string, id: string) => ({ pk: `ERROR_REPORT#${time.slice(0, 10)}`, sk: `${time}#${id}` }),
  outbox: (queue: string, createdAt: string) => ({ gsi1pk: `OUTBOX#${queue}`, gsi1sk: createdAt }),
  spentProof: (nonce: string) => ({ pk: `POW#${nonce}`, sk: 'SPENT' }),
};

// ── Clinic cabinet: profile, services, doctors (issue 3) ────────────────────────────────────────────
// Everything the public booking widget may read sits in the clinic's partition under a sort key that
// starts with 'W#', so the widget's data is ONE Query `pk = TENANT#<userId> AND begins_with(sk, 'W#')`
// that can never return a private item (ACCOUNT, INTEGRATIONS, TICKET#… stay outside 'W#'). The
// clinic's public key (the widget id) is its user id.
//
//   TENANT#<userId>         W#CLINIC              clinic profile (name, logo, currency, addresses, specializations, timezone)
//   TENANT#<userId>         W#SETTING             services: an ordered list of directions, each with a stable id
//   TENANT#<userId>         W#DOCTOR#<doctorId>   a doctor (manual: weekly schedule; MIS: stored appointment map)
//   TENANT#<userId>         DOCTOR_ROSTER         {version}: moves with every new doctor (by hand or from an MIS), so two
//                                                 writes that add doctors on the same read cannot both land (the limit holds)
//   (added by the lead pipeline: W#SLOT#<doctorId>#<yyyy-mm-ddTHH:mm> reservations, W#PUBLIC_INTEGRATIONS)
// Decode these items only through functions/store/clinic-items.ts (doctors refer to directions by id).
export const WIDGET_PREFIX = 'W#';
const CLINIC_SK = 'W#CLINIC';
const SETTING_SK = 'W#SETTING';
export const clinicKeys = {
  partition: (userId: string) => `TENANT#${userId}`,
  clinic: (userId: string) => ({ pk: `TENANT#${userId}`, sk: CLINIC_SK }),
  setting: (userId: string) => ({ pk: `TENANT#${userId}`, sk: SETTING_SK }),
  doctor: (userId: string, doctorId: string) => ({ pk: `TENANT#${userId}`, sk: `W#DOCTOR#${doctorId}` }),
  doctorPrefix: 'W#DOCTOR#',
  doctorRoster: (userId: string) => ({ pk: `TENANT#${userId}`, sk: 'DOCTOR_ROSTER' }),
  clinicSk: CLINIC_SK,
  settingSk: SETTING_SK,
};

// ── Lead pipeline and integrations (issue 4) ────────────────────────────────────────────────────────
//   TENANT#<userId>         TICKET#<createdAt>#<id>            a lead (booking, later quiz); newest first = ScanIndexForward false
//   TENANT#<userId>         TICKET_KEY#<idempotencyKey>        idempotency guard of POST /api/ticket, expires after 2 days
//   TENANT#<userId>         W#SLOT#<doctorId>#<start>          a start a booking's visit covers (one per start; its booking's start and
//                                                              length on each; public: the widget hides them), written with the lead
//   TENANT#<userId>         INTEGRATIONS                       every integration of the clinic (private)
//   TENANT#<userId>         W#PUBLIC_INTEGRATIONS              what the widget needs of them (metric ids), written with it
//   TENANT#<userId>         PHONE_BOOKINGS#<phone key>         the bookings one phone holds in the clinic (store/phone-bookings.ts)
//   TENANT#<userId>         W!LEAD_DESTINATIONS                where a new lead goes (private; '!' sorts just before '#', so
//                                                              the widget's begins_with 'W#' never reads it), written with it
// A booking reads everything it needs in ONE Query: sk BETWEEN 'W!' AND 'W$' (the destinations and every 'W#' item).
// gsi1 OUTBOX#lead / <createdAt>: a lead stored but not yet announced on the lead topic (the sweeper's).
// A lead id is '<createdAt in ms>-<random>', so the id alone finds the item.
export const leadKeys = {
  lead: (userId: string, createdAt: string, id: string) => ({ pk: `TENANT#${userId}`, sk: `TICKET#${createdAt}#${id}` }),
  leadPrefix: 'TICKET#',
  idempotency: (userId: string, key: string) => ({ pk: `TENANT#${userId}`, sk: `TICKET_KEY#${key}` }),
  slot: (userId: string, doctorId: string, planStart: string) => ({ pk: `TENANT#${userId}`, sk: `W#SLOT#${doctorId}#${planStart}` }),
  slotPrefix: 'W#SLOT#',
  /** The doctor and 'yyyy-mm-ddTHH:mm' of a slot's sort key, or undefined for another key. */
  slotOf: (sk: string): { doctorId: string; planStart: string } | undefined => {
    if (!sk.startsWith('W#SLOT#')) return undefined;
    const rest = sk.slice('W#SLOT#'.length);
    const cut = rest.lastIndexOf('#');
    return cut > 0 ? { doctorId: rest.slice(0, cut), planStart: rest.slice(cut + 1) } : undefined;
  },
  phoneBookings: (userId: string, phoneKey: string) => ({ pk: `TENANT#${userId}`, sk: `PHONE_BOOKINGS#${phoneKey}` }),
  integrations: (userId: string) => ({ pk: `TENANT#${userId}`, sk: 'INTEGRATIONS' }),
  publicIntegrations: (userId: string) => ({ pk: `TENANT#${userId}`, sk: 'W#PUBLIC_INTEGRATIONS' }),
  leadDestinations: (userId: string) => ({ pk: `TENANT#${userId}`, sk: 'W!LEAD_DESTINATIONS' }),
  bookingRange: { from: 'W!', to: 'W$' },
  outboxName: 'lead',
};

// ── Visit reminders (issue 26 §2) ───────────────────────────────────────────────────────────────────
//   TENANT#<userId>  REMINDER#<leadId>#<hours>   a booked visit's reminder <hours> before it (store/reminders.ts): the visit's
//                                                start it was made for and when it is due; written, replaced and deleted in
//                                                the same transaction as the booking, its reschedule and its cancel
// gsi1 REMINDER_DUE / <due ISO>#<userId>#<leadId>#<hours>: reminders not yet sent, by due time, so the reminder schedule
// reads the due ones with one bounded range query (gsi1sk <= now); a sent reminder leaves the index.
export const reminderKeys = {
  reminder: (userId: string, leadId: string, hours: number) => ({ pk: `TENANT#${userId}`, sk: `REMINDER#${leadId}#${hours}` }),
  duePartition: 'REMINDER_DUE',
  due: (dueAt: number, userId: string, leadId: string, hours: number) => ({
    gsi1pk: 'REMINDER_DUE',
    gsi1sk: `${new Date(dueAt).toISOString()}#${userId}#${leadId}#${hours}`,
  }),
};

// ── Proofs of destinations (issue 13 §1) ────────────────────────────────────────────────────────────
// Global items (the webhook and the mailed link know only the code), each naming its clinic, expired by TTL.
//   TELEGRAM_CODE#<code>        CODE     a one-time code that connects a Telegram group (waiting → connected)
//   EMAIL_PROOF#<sha256 token>  TOKEN    a mailed confirmation link of one clinic's address (only the hash is stored)
export const proofKeys = {
  telegramCode: (code: string) => ({ pk: `TELEGRAM_CODE#${code}`, sk: 'CODE' }),
  emailProof: (tokenHash: string) => ({ pk: `EMAIL_PROOF#${tokenHash}`, sk: 'TOKEN' }),
};

// ── Quizzes (issue 8) ──────────────────────────────────────────────────────────────────────────────
//   TENANT#<userId>         QUIZ#<quizId>                      a quiz (the builder's whole quiz, normalised)
//   QUIZ_URL#<custom url, lower case>  GUARD                   unique custom URL, written in the quiz's transaction
//   TENANT#<userId>         QUIZ_STATS#<quizId>#<variant>#<day>  funnel counters of one quiz, variant ('regular' | 'abTest')
//                                                              and day: 'v:<step>' views, 'n:<step>' went on, 'p:'/'l:<answer
//                                                              key>' picks and their leads (store/quiz-stats.ts)
//   TENANT#<userId>         QUIZ_STATS#<quizId>#<variant>#<day>#<device>|<source>  the same day's 'v:' and 'n:' counters of
//                                                              one segment (device class, utm_source), issue 27 §3
//   TENANT#<userId>         QUIZ_VISIT#<quizId>#<visitId>      one page visit: the titles it was counted for (store/quiz-visits.ts)
// A quiz id is '<userId>.<11 base64url>': it names its own item (one GetItem), and a custom URL can never
// look like one (a URL has no '.'). Quiz leads are leads (TICKET#…, kind 'quiz').
export const quizKeys = {
  quiz: (userId: string, quizId: string) => ({ pk: `TENANT#${userId}`, sk: `QUIZ#${quizId}` }),
  quizPrefix: 'QUIZ#',
  urlGuard: (customUrl: string) => ({ pk: `QUIZ_URL#${customUrl.toLowerCase()}`, sk: 'GUARD' }),
  stats: (userId: string, quizId: string, variant: string, day: string) => ({
    pk: `TENANT#${userId}`,
    sk: `QUIZ_STATS#${quizId}#${variant}#${day}`,
  }),
  statsSegment: (userId: string, quizId: string, variant: string, day: string, segment: string) => ({
    pk: `TENANT#${userId}`,
    sk: `QUIZ_STATS#${quizId}#${variant}#${day}#${segment}`,
  }),
  /** The segment of a counter item's sort key, undefined for a day's own item (QUIZ_STATS#<quizId>#<variant>#<day>). */
  segmentOfStats: (sk: string): string | undefined => {
    const parts = sk.split('#');
    // A quiz id and a day hold no '#', and a segment's source cannot (visit-segments.ts).
    return parts.length > 4 ? parts.slice(4).join('#') : undefined;
  },
  visit: (userId: string, quizId: string, visitId: string) => ({ pk: `TENANT#${userId}`, sk: `QUIZ_VISIT#${quizId}#${visitId}` }),
  /** The sort-key prefix of a quiz's counters: of one variant, or of both. */
  statsPrefix: (quizId: string, variant?: string) => `QUIZ_STATS#${quizId}#${variant ? `${variant}#` : ''}`,
};

// ── Tariff payments (issue 12) ─────────────────────────────────────────────────────────────────────
//   PAYMENT#<bank transaction id>  APPLIED  a paid transaction that extended an account (its user, amount,
//                                           validUntil before and after), written in the same transaction as the
//                                           account's new validUntil: the same transaction twice extends once
export const paymentKeys = {
  applied: (transactionId: string) => ({ pk: `PAYMENT#${transactionId}`, sk: 'APPLIED' }),
};

/**
 * amoCRM: a clinic's tokens per entry (versioned: the one refresh every consumer shares) and the
 * request bucket of an amo account, shared by every Lambda (7 requests/s per account).
 */
export const amoKeys = {
  tokens: (userId: string, entryId: string) => ({ pk: `TENANT#${userId}`, sk: `AMO_TOKENS#${entryId}` }),
  bucket: (referer: string) => ({ pk: `AMO_RATE#${referer}`, sk: 'BUCKET' }),
  /** gsi1 on the tokens item while access works: TOKEN_REFRESH#amo / <when the schedule refreshes it, ISO>. */
  refreshDue: (dueAt: number) => ({ gsi1pk: 'TOKEN_REFRESH#amo', gsi1sk: new Date(dueAt).toISOString() }),
};

// ── Google Sheets (issue 11) ────────────────────────────────────────────────────────────────────────
//   TENANT#<userId>  GOOGLE_GRANT#<entryId>            the entry's OAuth grant: refresh and access tokens, the spreadsheet and
//                                                      its tab's sheetId, when Google says the grant ends (private: no answer
//                                                      ever carries it); gsi1 TOKEN_REFRESH#google / <when the token schedule
//                                                      checks it next> while it works
export const googleKeys = {
  grant: (userId: string, entryId: string) => ({ pk: `TENANT#${userId}`, sk: `GOOGLE_GRANT#${entryId}` }),
  /** gsi1 on a working grant: TOKEN_REFRESH#google / <when the token schedule checks it next, ISO>. */
  checkDue: (dueAt: number) => ({ gsi1pk: 'TOKEN_REFRESH#google', gsi1sk: new Date(dueAt).toISOString() }),
};

// ── Integration entries' last outcomes (issue 22 §2) ──────────────────────────────────────────────────
//   TENANT#<userId>  ENTRY_OUTCOMES   each entry's last MIS sync and last lead sent or access check (store/entry-outcomes.ts)
export const outcomeKeys = {
  entryOutcomes: (userId: string) => ({ pk: `TENANT#${userId}`, sk: 'ENTRY_OUTCOMES' }),
};

// ── A lead's steps in outside systems (issue 23 §1) ─────────────────────────────────────────────────
//   TENANT#<userId>  STEPS#<leadId>#<channel>#<destination>   what the lead's delivery did there, step by step (a deal and its
//                                                             note in amoCRM, a row in a sheet, a patient and an appointment in
//                                                             an MIS), each claimed with a lease, then done with its result
//                                                             (store/remote-steps.ts); expires a year after its last claim
// Replaced, read only until their TTL ends (store/remote-steps-legacy.ts): AMO_LEAD#<leadId>#<entryId>,
// GOOGLE_ROW#<leadId>#<entryId>, MIS_LEAD#<leadId>#<entryId>.
const LEGACY_STEP_PREFIXES = { amo: 'AMO_LEAD', google: 'GOOGLE_ROW', mis: 'MIS_LEAD' } as const;
export const stepKeys = {
  steps: (userId: string, leadId: string, channel: string, destination: string) => ({
    pk: `TENANT#${userId}`,
    sk: `STEPS#${leadId}#${channel}#${destination}`,
  }),
  /** Where the replaced store of this channel kept the lead's progress at this destination (none for other channels). */
  legacy: (userId: string, leadId: string, channel: string, destination: string) => {
    const prefix = LEGACY_STEP_PREFIXES[channel as keyof typeof LEGACY_STEP_PREFIXES];
    return prefix ? { pk: `TENANT#${userId}`, sk: `${prefix}#${leadId}#${destination}` } : undefined;
  },
};

// ── IDENT keys (issue 21 §2) ────────────────────────────────────────────────────────────────────────
//   IDENT_KEY#<key>     CLINIC          {userId}: the clinic the server issued this key to. IDENT's requests carry only
//                                       the key; written when the key is issued and again in every transaction that
//                                       stores it (never handed to another clinic)
//   TENANT#<userId>     IDENT_KEY_DRAFT {key}: the key the 'IDENT' dialog shows before the entry is added (one per clinic,
//                                       the same however often the dialog opens), deleted by the save that stores it
export const identKeyKeys = {
  claim: (key: string) => ({ pk: `IDENT_KEY#${key}`, sk: 'CLINIC' }),
  draft: (userId: string) => ({ pk: `TENANT#${userId}`, sk: 'IDENT_KEY_DRAFT' }),
};

// ── Staff and the activity log (issue 29) ───────────────────────────────────────────────────────────
// A staff member has an account of their own (TENANT#<personId> ACCOUNT, with clinicId, staffRole and
// phonesAllowed, and an EMAIL# guard), so login, reset and sessions are the clinic account's; every
// signed-in call reads it (store/sessions.ts) and works on the clinic it names.
//   TENANT#<clinicId>  STAFF#<personId>              a person of the clinic (name, email, role); kept with removedAt when removed,
//                                                   so the log still names them
//   TENANT#<clinicId>  INVITE#<inviteId>             an invitation (email, role, its code's hash, expiry; TTL), acceptedAt once used
//   STAFF_INVITE#<sha256 code>  TOKEN               the invitation as the letter's code finds it: clinic, invite id, email, role,
//                                                   expiry (TTL); usedAt once accepted; deleted when revoked
//   TENANT#<clinicId>  ACTIVITY#<at>#<id>            one change: who, what kind, what, when; TTL one year
export const staffKeys = {
  member: (clinicId: string, personId: string) => ({ pk: `TENANT#${clinicId}`, sk: `STAFF#${personId}` }),
  memberPrefix: 'STAFF#',
  invitation: (clinicId: string, inviteId: string) => ({ pk: `TENANT#${clinicId}`, sk: `INVITE#${inviteId}` }),
  invitationPrefix: 'INVITE#',
  inviteCode: (codeHash: string) => ({ pk: `STAFF_INVITE#${codeHash}`, sk: 'TOKEN' }),
  activity: (clinicId: string, at: string, id: string) => ({ pk: `TENANT#${clinicId}`, sk: `ACTIVITY#${at}#${id}` }),
  activityPrefix: 'ACTIVITY#',
};

// ── One patient's data (issue 28 §2) ───────────────────────────────────────────────────────────────
//   TENANT#<userId>  PATIENT#<contact key>#<leadId>   {leadSk}: a lead holding that phone, written in the lead's transaction,
//                                                      so a patient's leads are one Query, never a scan; deleted by erasure
//   TENANT#<userId>  ERASURE#<at>#<id>                 an erasure: who (an actor id), when, the phone's SHA-256, how many
//   TENANT#<userId>  RETENTION_CURSOR                  where the retention job stopped in the clinic (store/retention.ts)
//   RETENTION        RUN                               the clinic the retention job's last run stopped in (ditto)
//   TENANT#<userId>  PATIENT_INDEX                     how far the index items of leads stored before the index were
//                                                      written (store/patient-index-backfill.ts)
export const patientKeys = {
  index: (userId: string, contactKey: string, leadId: string) => ({ pk: `TENANT#${userId}`, sk: `PATIENT#${contactKey}#${leadId}` }),
  indexPrefix: (contactKey: string) => `PATIENT#${contactKey}#`,
  erasure: (userId: string, at: string, id: string) => ({ pk: `TENANT#${userId}`, sk: `ERASURE#${at}#${id}` }),
  erasurePrefix: 'ERASURE#',
  retentionCursor: (userId: string) => ({ pk: `TENANT#${userId}`, sk: 'RETENTION_CURSOR' }),
  retentionRun: { pk: 'RETENTION', sk: 'RUN' },
  indexBackfill: (userId: string) => ({ pk: `TENANT#${userId}`, sk: 'PATIENT_INDEX' }),
  /** The daily allowance counters of one phone's leads to the clinic (domain/allowances.ts admitClinicLead). */
  phoneAllowance: (userId: string, contactKey: string) => `LIMIT#leads#${userId}#phone#${contactKey}`,
  stepsPrefix: (leadId: string) => `STEPS#${leadId}#`,
  legacyStepPrefixes: (leadId: string) => ['AMO_LEAD', 'GOOGLE_ROW', 'MIS_LEAD'].map((prefix) => `${prefix}#${leadId}#`),
};
