// One entry of 'Ваши интеграции': its kind, whether it is active (the shared completeness rule), the badge of its last
// outcome, its fields edited in place (autosaved by the screen), and below them its kind's own part (kinds/<kind>.tsx
// Details: a test message, a key to copy, the pipeline, the spreadsheet, a confirmation letter to resend).
import { entryFieldProblems, entryValue } from '../../../../shared/domain/integrations';
import { integrationBadge, type EntryBadge } from '../../../../shared/domain/integration-badge';
import type { EntryOutcome, IntegrationKind, IntegrationsView, MisSyncState } from '../../../../shared/schemas/integrations';
import { TrashIcon } from '../controls/Modal';
import { type EntryRecord, entryTitle, fieldText, isActiveNow } from './entries';
import { EntryFieldInput } from './EntryFieldInput';
import { IntegrationLogo } from './IntegrationLogo';
import { kindUis } from './kinds';
import type { KindUi, ScreenActions } from './kinds/kind-ui';

interface EntryCardProps {
  kind: IntegrationKind;
  entry: EntryRecord;
  view: IntegrationsView;
  onChange: (entry: EntryRecord) => void;
  onDelete: () => void;
  /** What the kind's own part may do on the screen (save waiting edits, show an answer, reload). */
  actions: ScreenActions;
  /** An MIS entry's last sync, if any. */
  misSync?: MisSyncState;
  /** The last lead sent to the entry (or access check), if any. */
  outcome?: EntryOutcome;
}

/** The badge's why: the last outcome and its time, right under the card's head. */
function OutcomeLines({ badge }: { badge: EntryBadge }) {
  if (badge.lines.length === 0) return null;
  const failed = badge.tone === 'failed' || badge.tone === 'warning';
  return (
    <div className="integration-sync" data-testid="entry-outcome" {...(failed ? { role: 'alert' } : {})}>
      {badge.lines.map((line, index) => (
        <p key={line} className={`integration-entry__hint${failed && index === 0 ? ' integration-entry__hint--error' : ''}`}>
          {line}
        </p>
      ))}
    </div>
  );
}

export function EntryCard({ kind, entry, view, onChange, onDelete, actions, misSync, outcome }: EntryCardProps) {
  const ui: KindUi = kindUis[kind];
  const active = isActiveNow(kind, entry);
  const title = entryTitle(kind, entry) || ui.title;
  const confirmed = entry.confirmed === true;
  const grantExpiresAt = fieldText(entry, 'grantExpiresAt');
  const badge = integrationBadge(
    {
      kind,
      active,
      confirmed,
      destination: entryValue(kind, entry),
      // What the server says the clinic must do (access lost), kept on the entries of the kinds connected by consent.
      error: fieldText(entry, 'error'),
      ...(misSync ? { misSync } : {}),
      ...(outcome ? { outcome } : {}),
      ...(grantExpiresAt ? { grantExpiresAt } : {}),
    },
    Date.now(),
  );
  const incomplete = ui.incomplete ?? (({ active: complete }) => !complete);
  const { Details } = ui;

  return (
    <article
      className="integration-entry"
      data-kind={kind}
      data-active={active}
      data-confirmed={confirmed}
      data-badge={badge.tone}
      aria-label={`${ui.title}: ${title}`}
    >
      <header className="integration-entry__head">
        <IntegrationLogo kind={kind} />
        <div className="integration-entry__name">
          <span className="integration-entry__kind">{ui.title}</span>
          <span className="integration-entry__title">{title}</span>
        </div>
        <span className={`integration-badge integration-badge--${badge.tone}`} data-testid="entry-badge">
          {badge.text}
        </span>
        <button
          type="button"
          className="icon-button icon-button--danger"
          aria-label={`Удалить интеграцию ${ui.title}: ${title}`}
          onClick={onDelete}
        >
          <TrashIcon />
        </button>
      </header>
      <OutcomeLines badge={badge} />

      {incomplete({ active, confirmed }) ? <p className="integration-entry__hint">{ui.incompleteHint}</p> : null}

      {ui.fields.length > 0 ? (
        <div className="integration-entry__fields">
          {ui.fields.map((field) => (
            <EntryFieldInput
              key={field.name}
              field={field}
              value={fieldText(entry, field.name)}
              error={entryFieldProblems(kind, entry)[field.name]}
              onChange={(next) => onChange({ ...entry, [field.name]: next })}
              // A value saved in another form (a site's host) takes it once the user leaves the field, not while typing.
              onLeft={(saved) => onChange({ ...entry, [field.name]: saved })}
            />
          ))}
        </div>
      ) : null}

      {Details ? <Details entry={entry} active={active} confirmed={confirmed} view={view} {...actions} /> : null}
    </article>
  );
}
