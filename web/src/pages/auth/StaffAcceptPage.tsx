// /staff/accept#code=…: the invitation letter's link (issue 29). The invited person's name and a password, as
// sign-up asks; accepting makes their account in the clinic and signs this browser in (then on to the cabinet).
import { useLocation } from 'react-router';
import { CONFIRMATION_CODE_PARAM, secretOfUrl } from '../../../../shared/account-pages';
import { invitationAccept } from '../../../../shared/api/staff';
import { type InvitationAcceptInput, invitationAcceptSchema } from '../../../../shared/schemas/staff';
import { api } from '../../api/client';
import { FormMessages } from '../../ui/FormMessages';
import { SubmitButton } from '../../ui/SubmitButton';
import { TextField } from '../../ui/TextField';
import { useCheckedForm } from '../../ui/useCheckedForm';
import { INCOMPLETE_LINK } from './link-messages';
import { NewPasswordFields } from './NewPasswordFields';
import { useSignInMutation } from './useSignInMutation';

const accept = (body: InvitationAcceptInput) => api.call(invitationAccept, { body });

export default function StaffAcceptPage() {
  const code = secretOfUrl(useLocation(), CONFIRMATION_CODE_PARAM);
  const save = useSignInMutation(accept);
  const {
    values: form,
    errors,
    change,
    submit,
  } = useCheckedForm({
    initial: { name: '', password: '', proofPassword: '' },
    check: (values) => invitationAcceptSchema.safeParse({ code, ...values }),
    send: save.mutate,
    blocked: save.isPending || code === '',
  });

  return (
    <form className="auth__form" onSubmit={submit} noValidate aria-labelledby="accept-title">
      <h1 id="accept-title">Приглашение в кабинет клиники</h1>
      <p className="auth__lead">Укажите своё имя и задайте пароль: вы будете входить в кабинет клиники со своим email.</p>
      <TextField label="Ваше имя" name="name" autoComplete="name" value={form.name} onChange={change('name')} error={errors.name} />
      <NewPasswordFields values={form} errors={errors} onChange={change} />
      <FormMessages messages={code === '' ? [INCOMPLETE_LINK] : (save.error?.messages ?? [])} />
      <SubmitButton pending={save.isPending} disabled={code === ''}>
        Принять приглашение и войти
      </SubmitButton>
    </form>
  );
}
