// The tariff block of 'Ваш аккаунт' (docs/contract/cabinet.md §2, §3 "Tariff", §9): the current tariff and its paid-until
// date, and the tariffs: 'Бета' with 'Оплатить', the others unavailable. 'Оплатить' posts the form the server
// signed (the key never reaches the browser) straight to the bank.
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { formatRubles, TARIFFS } from '../../../../shared/domain/tariffs';
import type { UserView } from '../../../../shared/schemas/user';
import { Spinner } from '../../ui/Loader';
import { isFormFresh, paymentFormQuery } from './account-api';
import { paidUntilText } from './paid-until';
import './tariff.css';

function PayForm() {
  const form = useQuery(paymentFormQuery);
  const element = useRef<HTMLFormElement>(null);

  // A form kept past its age (a sleeping laptop stops the timer) is fetched again before it is posted.
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    if (form.data && isFormFresh(form.dataUpdatedAt, form.data.refreshSeconds)) return;
    event.preventDefault();
    const fresh = await form.refetch();
    if (fresh.data) queueMicrotask(() => element.current?.submit());
  }

  if (form.isError && !form.data) {
    return (
      <p className="tariff-card__error" role="alert">
        Оплата сейчас недоступна: {form.error.message}{' '}
        <button type="button" className="btn btn--ghost btn--small" onClick={() => void form.refetch()}>
          Повторить
        </button>
      </p>
    );
  }
  return (
    <form ref={element} method="post" action={form.data?.action} onSubmit={(event) => void submit(event)}>
      {form.data?.fields.map((field) => (
        <input key={field.name} type="hidden" name={field.name} value={field.value} />
      ))}
      <button type="submit" className="btn btn--primary" disabled={!form.data}>
        {form.data ? null : <Spinner />}
        Оплатить
      </button>
    </form>
  );
}

export function TariffSection({ user }: { user: UserView }) {
  return (
    <section className="panel" aria-labelledby="tariff-title">
      <div className="panel__head">
        <h2 id="tariff-title" className="panel__title">
          Тариф
        </h2>
      </div>
      <p className="tariff-current">
        Ваш тариф: <strong>Бета</strong>. <span data-paid-until={user.validUntil ?? ''}>{paidUntilText(user.validUntil)}</span>
      </p>
      <ul className="tariff-cards">
        {TARIFFS.map((tariff) => (
          <li key={tariff.name} className={`tariff-card${tariff.available ? ' tariff-card--available' : ''}`}>
            <div className="tariff-card__head">
              <h3>{tariff.name}</h3>
              <span className={`tariff-card__status${tariff.available ? '' : ' tariff-card__status--off'}`}>
                {tariff.available ? 'Доступен' : 'Недоступен'}
              </span>
            </div>
            <p className="tariff-card__price">
              {formatRubles(tariff.cost)} <span>/ месяц</span>
            </p>
            <p className="tariff-card__description">{tariff.description}</p>
            {tariff.available ? <PayForm /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
