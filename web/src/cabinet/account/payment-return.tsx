// The return from the bank (docs/contract/cabinet.md §4): /user?pay=ok&transaction_id=… asks the server to confirm the
// payment with the bank, then 'Оплата прошла успешно'; any other return, or a refusal, is 'Ошибка оплаты'.
// The notice shows for the spec's 3.5 s; the query is removed at once, so a reload asks nothing again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { UserView } from '../../../../shared/schemas/user';
import { userQuery } from '../../api/user';
import { confirmPayment } from './account-api';

export const PAYMENT_NOTICE_MS = 3500;

export type PaymentNotice = 'success' | 'error' | undefined;

export function usePaymentReturn(): PaymentNotice {
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [notice, setNotice] = useState<PaymentNotice>();
  const handled = useRef(false);
  const confirm = useMutation({
    mutationFn: confirmPayment,
    onSuccess: (user: UserView) => {
      client.setQueryData(userQuery.queryKey, user);
      setNotice('success');
    },
    onError: () => setNotice('error'),
  });

  const pay = params.get('pay');
  const transactionId = params.get('transaction_id');
  useEffect(() => {
    if (pay === null || handled.current) return;
    handled.current = true;
    setParams(
      (current) => {
        current.delete('pay');
        current.delete('transaction_id');
        return current;
      },
      { replace: true },
    );
    if (pay === 'ok' && transactionId) confirm.mutate(transactionId);
    else setNotice('error');
  }, [pay, transactionId, setParams, confirm.mutate]);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(undefined), PAYMENT_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  return notice;
}

export function PaymentNoticeToast({ notice }: { notice: PaymentNotice }) {
  // Both live regions stay mounted, so a screen reader announces the text when it appears.
  return (
    <>
      <div className="payment-notice-region" role="status">
        {notice === 'success' ? <p className="payment-notice payment-notice--success">Оплата прошла успешно</p> : null}
      </div>
      <div className="payment-notice-region" role="alert">
        {notice === 'error' ? <p className="payment-notice payment-notice--error">Ошибка оплаты</p> : null}
      </div>
    </>
  );
}
