// E-mail's card and form: the address; an address saved but not confirmed yet offers its confirmation letter again.
import { useState } from 'react';
import { KIND_TITLES } from '../../../../../shared/domain/integration-names';
import { ApiError } from '../../../api/client';
import { ActionButton, ActionResult, type ActionState } from '../ActionResult';
import { fieldText } from '../entries';
import { resendEmailConfirmation } from '../integrations-api';
import type { DetailsProps, KindUi } from './kind-ui';
import { TypedForm } from './typed-form';

function ResendConfirmation({ address }: { address: string }) {
  const [state, setState] = useState<ActionState>({ status: 'idle' });
  async function resend() {
    setState({ status: 'sending' });
    try {
      const answer = await resendEmailConfirmation(address);
      setState({ status: 'sent', message: `Письмо со ссылкой отправлено на ${answer.sentTo}` });
    } catch (error) {
      setState({ status: 'error', message: error instanceof ApiError ? error.message : 'Не удалось отправить письмо' });
    }
  }
  return (
    <div className="integration-test">
      <p className="integration-entry__hint">
        Заявки придут на этот адрес после того, как его владелец откроет ссылку из письма «Подтвердите адрес для заявок ДентЛид».
      </p>
      <ActionButton state={state} onClick={() => void resend()}>
        Отправить ещё раз
      </ActionButton>
      <ActionResult state={state} />
    </div>
  );
}

/** An address the server saved unconfirmed (an address edited in place is a new one: confirmed only once saved and opened). */
function EmailDetails({ entry, active, confirmed }: DetailsProps) {
  const savedUnconfirmed = active && !confirmed && entry.confirmed === false;
  return savedUnconfirmed ? <ResendConfirmation address={fieldText(entry, 'text').trim().toLowerCase()} /> : null;
}

export const emailUi = {
  kind: 'email',
  title: KIND_TITLES.email,
  description: 'Каждая заявка приходит письмом со всеми полями на указанный адрес.',
  fields: [{ name: 'text', label: 'E-mail для заявок', placeholder: 'clinic@example.ru', type: 'email', inputMode: 'email' }],
  incompleteHint: 'Укажите e-mail в формате name@example.ru',
  Connect: TypedForm,
  Details: EmailDetails,
} satisfies KindUi<'email'>;
