// 'Ваш аккаунт' (/user, docs/contract/cabinet.md §2, §4, §8): name and phone are autosaved; the login e-mail changes
// only through its dialog, with the current password (EmailChangeDialog), and only once the new address
// opens the link mailed to it (/email/change); the password is
// changed by its button, only when a new password is typed and differs from the old one; the tariff is
// paid through the bank, whose return (?pay=…) is confirmed here.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { mergeFields } from '../../../../shared/domain/edit-merge';
import { mayUse } from '../../../../shared/domain/staff/roles';
import {
  changePasswordSchema,
  type EmailChangeAnswer,
  emailField,
  type PasswordAnswer,
  profileFieldsSchema,
  type UserView,
} from '../../../../shared/schemas/user';
import { ApiError } from '../../api/client';
import { userQuery } from '../../api/user';
import { FormMessages } from '../../ui/FormMessages';
import { fieldErrorsOf, type FieldErrors } from '../../ui/form-errors';
import { Loader, Spinner } from '../../ui/Loader';
import { PasswordField } from '../../ui/PasswordField';
import { PhoneField } from '../../ui/PhoneField';
import { TextField } from '../../ui/TextField';
import { SaveIndicator } from '../autosave/SaveIndicator';
import { useVersionedDraft } from '../autosave/useVersionedDraft';
import { changePassword, saveProfile } from './account-api';
import { EmailChangeDialog } from './EmailChangeDialog';
import { PaymentNoticeToast, usePaymentReturn } from './payment-return';
import { TariffSection } from './TariffSection';
import '../controls/controls.css';
import './account.css';

type ProfileField = 'name' | 'email' | 'phone';
type Profile = Record<ProfileField, string>;
type ProfileRequest = { name: string; email: string; phone: string };

function profileOf(user: Profile): Profile {
  return { name: user.name, email: user.email, phone: user.phone };
}

/** What is autosaved: name and phone, with the stored e-mail (the typed one waits for its dialog). */
function parseProfile(form: Profile, storedEmail: string) {
  return profileFieldsSchema.safeParse({ ...form, email: storedEmail });
}

function ProfileSection({ user }: { user: UserView }) {
  const [confirmingEmail, setConfirmingEmail] = useState(false);
  const [emailNotice, setEmailNotice] = useState<string[]>([]);
  // Only valid content is autosaved; while a field is invalid the last valid content stays queued.
  const payloadOf = useCallback(
    (form: Profile) => {
      const parsed = parseProfile(form, user.email);
      return parsed.success ? parsed.data : null;
    },
    [user.email],
  );
  const {
    draft: form,
    update: setForm,
    autosave,
  } = useVersionedDraft<UserView, Profile, ProfileRequest, Partial<UserView> & { version: number }>({
    initial: user,
    query: userQuery,
    draftOf: profileOf,
    payloadOf,
    payloadOfView: profileOf,
    merge: mergeFields,
    rebuild: (next) => profileOf(next),
    versionOf: (view) => view.version,
    versionOfAnswer: (answer) => answer.version,
    save: (value, { keepalive, version }) => saveProfile(value, version, keepalive),
    viewOfAnswer: (answer, cached) => cached && { ...cached, ...answer },
  });
  const parsed = useMemo(() => parseProfile(form, user.email), [form, user.email]);
  const errors: FieldErrors<ProfileField> = parsed.success ? {} : fieldErrorsOf<ProfileField>(parsed.error);
  const typedEmail = emailField.safeParse(form.email);
  if (!typedEmail.success) errors.email = typedEmail.error.issues[0]?.message;
  const newEmail = typedEmail.success && typedEmail.data !== user.email ? typedEmail.data : undefined;

  /** The version the e-mail change is based on: waiting name and phone edits are saved first. */
  async function emailBasedOn(): Promise<number> {
    await autosave.flush();
    return autosave.basedOn() ?? user.version;
  }

  /** The letter went to the new address: the login stays the stored one until its link is opened. */
  function emailLetterSent(answer: EmailChangeAnswer) {
    setConfirmingEmail(false);
    setEmailNotice(answer.messages);
    setForm((current) => ({ ...current, email: user.email }));
  }

  const change = (field: ProfileField) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (field === 'email') setEmailNotice([]);
  };
  const serverMessages = autosave.status === 'error' && autosave.error instanceof ApiError ? autosave.error.messages : [];

  return (
    <section className="panel" aria-labelledby="profile-title">
      <div className="panel__head">
        <h2 id="profile-title" className="panel__title">
          Контактные данные
        </h2>
        <SaveIndicator
          status={autosave.status}
          invalid={errors.name ?? errors.email ?? errors.phone}
          onRetry={() => void autosave.flush()}
          conflict={autosave.conflict}
          onRestore={autosave.restoreUnsaved}
        />
      </div>
      <div className="form-grid">
        <TextField label="Имя" name="name" autoComplete="name" value={form.name} onChange={change('name')} error={errors.name} />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={form.email}
          onChange={change('email')}
          error={errors.email}
          hint={newEmail ? 'Email для входа ещё не изменён: подтвердите его текущим паролем' : undefined}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && newEmail) setConfirmingEmail(true);
          }}
        />
        <PhoneField label="Телефон" value={form.phone} onChange={change('phone')} error={errors.phone} />
      </div>
      {newEmail ? (
        <div className="email-change__actions">
          <button type="button" className="btn btn--primary btn--small" onClick={() => setConfirmingEmail(true)}>
            Сменить email
          </button>
          <button
            type="button"
            className="btn btn--ghost btn--small"
            onClick={() => setForm((current) => ({ ...current, email: user.email }))}
          >
            Оставить прежний email
          </button>
        </div>
      ) : null}
      {emailNotice.length > 0 ? (
        <p className="panel__success email-change__done" role="status">
          {emailNotice.join(' ')}
        </p>
      ) : null}
      <FormMessages messages={serverMessages} />
      {confirmingEmail && newEmail ? (
        <EmailChangeDialog email={newEmail} basedOn={emailBasedOn} onChanged={emailLetterSent} onCancel={() => setConfirmingEmail(false)} />
      ) : null}
    </section>
  );
}

function PasswordSection() {
  const [passwordOld, setPasswordOld] = useState('');
  const [passwordNew, setPasswordNew] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'passwordOld' | 'passwordNew'>>({});
  const change = useMutation<PasswordAnswer, ApiError, { passwordOld: string; passwordNew: string }>({
    mutationFn: changePassword,
    onSuccess: () => {
      setPasswordOld('');
      setPasswordNew('');
    },
  });
  const canChange = passwordNew !== '' && passwordNew !== passwordOld && !change.isPending;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!canChange) return;
    const parsed = changePasswordSchema.safeParse({ passwordOld, passwordNew });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    change.mutate(parsed.data);
  }

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors({});
    if (!change.isPending) change.reset();
  };

  return (
    <form className="panel" aria-labelledby="password-title" onSubmit={submit} noValidate>
      <h2 id="password-title" className="panel__title">
        Пароль
      </h2>
      <div className="form-grid">
        <PasswordField
          label="Старый пароль"
          name="passwordOld"
          autoComplete="current-password"
          value={passwordOld}
          onChange={edit(setPasswordOld)}
          error={errors.passwordOld}
        />
        <PasswordField
          label="Новый пароль"
          name="passwordNew"
          autoComplete="new-password"
          value={passwordNew}
          onChange={edit(setPasswordNew)}
          error={errors.passwordNew}
        />
      </div>
      <FormMessages messages={change.error?.messages ?? []} />
      {change.isSuccess ? (
        <p className="panel__success" role="status">
          Пароль изменён
        </p>
      ) : null}
      <div>
        <button type="submit" className="btn btn--primary btn--small" disabled={!canChange}>
          {change.isPending ? <Spinner /> : null}
          Изменить пароль
        </button>
      </div>
    </form>
  );
}

export default function AccountScreen() {
  const user = useQuery(userQuery);
  const notice = usePaymentReturn();
  return (
    <div className="cabinet-screen">
      <h1 className="cabinet-screen__title">Ваш аккаунт</h1>
      <PaymentNoticeToast notice={notice} />
      {user.data ? (
        <>
          {mayUse('owner', user.data.role) ? <TariffSection user={user.data} /> : null}
          <ProfileSection user={user.data} />
          <PasswordSection />
        </>
      ) : (
        <Loader label="Загружаем аккаунт…" />
      )}
    </div>
  );
}
