// 'Сотрудники' (/user/staff, issue 29), the owner's: invite a person by e-mail as administrator or marketer, change
// a person's role (and whether a marketer sees the patients' phones), remove a person (their sessions end at once),
// revoke an invitation not yet accepted.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { type InvitableRole, invitableRoles, roleNames } from '../../../../shared/domain/staff/roles';
import { type InvitationView, type StaffMember, staffInviteSchema } from '../../../../shared/schemas/staff';
import { ApiError } from '../../api/client';
import { EmailField } from '../../ui/EmailField';
import { FormMessages } from '../../ui/FormMessages';
import { fieldErrorsOf } from '../../ui/form-errors';
import { Loader, Spinner } from '../../ui/Loader';
import { SelectField } from '../../ui/SelectField';
import { ConfirmDialog } from '../controls/Modal';
import { LoadFailed } from '../controls/LoadFailed';
import { changeStaff, inviteStaff, removeStaff, revokeInvitation, staffQuery } from './staff-api';
import '../controls/controls.css';
import './staff.css';

const ROLE_OPTIONS = invitableRoles.map((role) => ({ value: role, label: roleNames[role] }));

const fieldOf = (error: unknown, field: string): string | undefined =>
  error instanceof ApiError ? (error.body as { error?: { fields?: Record<string, string> } })?.error?.fields?.[field] : undefined;

const messagesOf = (error: unknown, ...fields: string[]): string[] =>
  error instanceof ApiError && !fields.some((field) => fieldOf(error, field)) ? error.messages : [];

function useRefreshStaff() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: staffQuery.queryKey });
}

function InviteForm() {
  const refresh = useRefreshStaff();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitableRole>('administrator');
  const [error, setError] = useState<string>();
  const invite = useMutation({
    mutationFn: inviteStaff,
    onSuccess: () => {
      setEmail('');
      void refresh();
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = staffInviteSchema.safeParse({ email, role });
    if (!parsed.success) {
      setError(fieldErrorsOf<'email'>(parsed.error).email);
      return;
    }
    setError(undefined);
    invite.mutate(parsed.data);
  }

  return (
    <form className="panel" aria-labelledby="staff-invite-title" onSubmit={submit} noValidate>
      <h2 id="staff-invite-title" className="panel__title">
        Пригласить сотрудника
      </h2>
      <p className="panel__hint">
        Администратор работает с заявками, журналом и расписанием врачей. Маркетолог — с квизами и аналитикой и видит заявки без телефонов
        пациентов, если вы не разрешите. Ссылка в письме действует 72 часа.
      </p>
      <div className="staff__invite">
        <EmailField
          label="Email сотрудника"
          name="staffEmail"
          autoComplete="off"
          value={email}
          onChange={(value) => {
            setEmail(value);
            setError(undefined);
            invite.reset();
          }}
          error={error ?? fieldOf(invite.error, 'email')}
        />
        <SelectField label="Роль" value={role} options={ROLE_OPTIONS} onChange={setRole} error={fieldOf(invite.error, 'role')} />
        <button type="submit" className="btn btn--primary btn--small" disabled={invite.isPending}>
          {invite.isPending ? <Spinner /> : null}
          Пригласить
        </button>
      </div>
      {invite.isSuccess ? (
        <p className="panel__success" role="status">
          Приглашение отправлено на {invite.data.email}
        </p>
      ) : null}
      <FormMessages messages={messagesOf(invite.error, 'email', 'role')} />
    </form>
  );
}

function PersonRow({ person }: { person: StaffMember }) {
  const refresh = useRefreshStaff();
  const [confirming, setConfirming] = useState(false);
  const change = useMutation({ mutationFn: changeStaff, onSuccess: () => void refresh() });
  const remove = useMutation({ mutationFn: () => removeStaff(person.personId), onSuccess: () => void refresh() });
  const owner = person.role === 'owner';
  const who = person.name || person.email;
  return (
    <li className="staff__person" data-person={person.email}>
      <div className="staff__who">
        <strong>{who}</strong>
        <span className="staff__email">{person.email}</span>
      </div>
      {owner ? (
        <span>{roleNames.owner}</span>
      ) : (
        <div className="staff__actions">
          <SelectField
            label={`Роль: ${who}`}
            value={person.role as InvitableRole}
            options={ROLE_OPTIONS}
            onChange={(role) => change.mutate({ personId: person.personId, role, phonesAllowed: person.phonesAllowed })}
          />
          {person.role === 'marketer' ? (
            <label className="check check--inline">
              <input
                type="checkbox"
                checked={person.phonesAllowed}
                onChange={(event) => change.mutate({ personId: person.personId, role: 'marketer', phonesAllowed: event.target.checked })}
              />
              Видит телефоны пациентов
            </label>
          ) : null}
          <button
            type="button"
            className="btn btn--ghost btn--small"
            aria-label={`Удалить: ${who}`}
            onClick={() => setConfirming(true)}
            disabled={remove.isPending}
          >
            {remove.isPending ? <Spinner /> : null}
            Удалить
          </button>
        </div>
      )}
      {change.isPending ? <Spinner /> : null}
      <FormMessages messages={[...messagesOf(change.error), ...messagesOf(remove.error)]} />
      {confirming ? (
        <ConfirmDialog
          title={`Удалить сотрудника ${who}?`}
          text="Его вход в кабинет закончится сразу. Его действия останутся в журнале."
          onConfirm={() => {
            setConfirming(false);
            remove.mutate();
          }}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </li>
  );
}

function InvitationRow({ invitation }: { invitation: InvitationView }) {
  const refresh = useRefreshStaff();
  const revoke = useMutation({ mutationFn: () => revokeInvitation(invitation.inviteId), onSuccess: () => void refresh() });
  return (
    <li className="staff__person">
      <div className="staff__who">
        <strong>{invitation.email}</strong>
        <span className="staff__email">
          {roleNames[invitation.role]}, приглашение до {new Date(invitation.expiresAt * 1000).toLocaleString('ru-RU')}
        </span>
      </div>
      <button
        type="button"
        className="btn btn--ghost btn--small"
        aria-label={`Отозвать приглашение: ${invitation.email}`}
        onClick={() => revoke.mutate()}
        disabled={revoke.isPending}
      >
        {revoke.isPending ? <Spinner /> : null}
        Отозвать
      </button>
      <FormMessages messages={messagesOf(revoke.error)} />
    </li>
  );
}

export default function StaffScreen() {
  const staff = useQuery(staffQuery);
  if (staff.isError) return <LoadFailed what="сотрудников" query={staff} />;
  return (
    <div className="cabinet-screen">
      <h1 className="cabinet-screen__title">Сотрудники</h1>
      <InviteForm />
      <section className="panel" aria-labelledby="staff-people-title">
        <h2 id="staff-people-title" className="panel__title">
          Команда клиники
        </h2>
        {staff.data ? (
          <ul className="staff__list" aria-label="Сотрудники">
            {staff.data.people.map((person) => (
              <PersonRow key={person.personId} person={person} />
            ))}
          </ul>
        ) : (
          <Loader label="Загружаем сотрудников…" />
        )}
      </section>
      {staff.data && staff.data.invitations.length > 0 ? (
        <section className="panel" aria-labelledby="staff-invitations-title">
          <h2 id="staff-invitations-title" className="panel__title">
            Приглашения
          </h2>
          <ul className="staff__list" aria-label="Приглашения">
            {staff.data.invitations.map((invitation) => (
              <InvitationRow key={invitation.inviteId} invitation={invitation} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
