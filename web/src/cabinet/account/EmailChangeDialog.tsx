// The login e-mail is not autosaved: a typo would lock the clinic out. Changing it asks for the current
// password in this dialog, shows the new address once more, and the server refuses it without the password;
// then the new address is mailed a link, and the login moves only once that link is opened.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiErrorBody } from '../../../../shared/api-error';
import { changeEmailSchema } from '../../../../shared/schemas/user';
import type { ApiError } from '../../api/client';
import { FormMessages } from '../../ui/FormMessages';
import { fieldErrorsOf } from '../../ui/form-errors';
import { Spinner } from '../../ui/Loader';
import { PasswordField } from '../../ui/PasswordField';
import { Modal } from '../controls/Modal';
import { changeEmail } from './account-api';

type ProfileAnswer = Awaited<ReturnType<typeof changeEmail>>;

interface EmailChangeDialogProps {
  email: string;
  /** The profile's version the change is based on (waiting autosaves are sent first). */
  basedOn: () => Promise<number>;
  onChanged: (answer: ProfileAnswer) => void;
  onCancel: () => void;
}

const serverFields = (error: ApiError | null): Record<string, string> =>
  error && isApiErrorBody(error.body) ? (error.body.error.fields ?? {}) : {};

export function EmailChangeDialog({ email, basedOn, onChanged, onCancel }: EmailChangeDialogProps) {
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<string | undefined>(undefined);
  const change = useMutation<ProfileAnswer, ApiError, string>({
    mutationFn: async (current) => changeEmail({ email, password: current, version: await basedOn() }),
    onSuccess: onChanged,
  });
  const fields = serverFields(change.error);
  const passwordError = missing ?? fields.password;
  const otherMessages = change.error && !fields.password ? change.error.messages : [];

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (change.isPending) return;
    const parsed = changeEmailSchema.safeParse({ email, password, version: 0 });
    const errors = parsed.success ? {} : fieldErrorsOf<'password'>(parsed.error);
    setMissing(errors.password);
    if (!errors.password) change.mutate(password);
  }

  return (
    <Modal title="Сменить email для входа" onClose={onCancel}>
      <form className="email-change" onSubmit={submit} noValidate>
        <p className="panel__hint">
          Новый email для входа: <strong className="email-change__address">{email}</strong>. Проверьте адрес: на него придёт письмо со
          ссылкой, и email для входа сменится, когда вы её откроете. На прежний адрес придёт уведомление о смене.
        </p>
        <PasswordField
          label="Текущий пароль"
          name="currentPassword"
          autoComplete="current-password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            setMissing(undefined);
            if (!change.isPending) change.reset();
          }}
          error={passwordError}
        />
        <FormMessages messages={otherMessages} />
        <div className="modal__actions">
          <button type="button" className="btn btn--ghost btn--small" onClick={onCancel}>
            Отмена
          </button>
          <button type="submit" className="btn btn--primary btn--small" disabled={change.isPending}>
            {change.isPending ? <Spinner /> : null}
            Сменить email
          </button>
        </div>
      </form>
    </Modal>
  );
}
