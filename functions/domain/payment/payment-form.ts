// The payment form of 'Оплатить' (docs/contract/cabinet.md §7): the fields, the 54-ФЗ receipt items and the signature,
// all computed here so the secret key stays on the server. The browser fetches it again every 60 s,
// since the bank refuses a form whose unix_timestamp has aged.
import { randomBytes } from 'node:crypto';
import type { PaymentForm } from '../../../shared/schemas/payment';
import { BETA_TARIFF, type Tariff } from '../../../shared/domain/tariffs';
import { paymentPhone } from '../../../shared/phone';
import { modulbankSignature } from '../../modulbank/signature';
import { newSalt } from '../../modulbank/transaction';
import type { Account } from '../../store/accounts';
import { orderIdFor } from './order';

export const FORM_REFRESH_SECONDS = 60;

/** A receipt item as Modulbank takes it: the service, prepaid in full, simplified tax on income, the spec's VAT. */
export interface ReceiptItem {
  name: string;
  price: number;
  quantity: number;
  sno: 'usn_income';
  vat: 'vat110';
  payment_object: 'service';
  payment_method: 'full_prepayment';
}

export function receiptItems(tariff: Tariff): ReceiptItem[] {
  return [
    {
      name: `Доступ к сервису ДентЛид, тариф «${tariff.name}», 1 месяц`,
      price: tariff.cost,
      quantity: 1,
      sno: 'usn_income',
      vat: 'vat110',
      payment_object: 'service',
      payment_method: 'full_prepayment',
    },
  ];
}

/** Roubles as the bank wants them: two decimals, "2000.00". */
export const bankAmount = (roubles: number) => roubles.toFixed(2);

export interface FormSettings {
  bankUrl: string;
  merchant: string;
  testing: boolean;
  siteUrl: string;
  secret: string;
}

export interface FormMoment {
  now: Date;
  salt: string;
  orderNonce: string;
}

/** The signed fields, in the order the form lists them (the signature does not depend on it). */
export function paymentFields(account: Account, settings: FormSettings, moment: FormMoment): Array<[string, string]> {
  const tariff = BETA_TARIFF;
  const fields: Record<string, string> = {
    ...(settings.testing ? { testing: '1' } : {}),
    order_id: orderIdFor(account.id, moment.orderNonce),
    amount: bankAmount(tariff.cost),
    merchant: settings.merchant,
    description: `Оплата тарифа «${tariff.name}» ДентЛид на 1 месяц`,
    client_phone: paymentPhone(account.phone),
    client_email: account.email,
    success_url: `${settings.siteUrl}/user?pay=ok`,
    callback_url: `${settings.siteUrl}/api/payment/modulbank/callback`,
    receipt_contact: account.email,
    // Signed as this exact JSON text, so it is serialised once.
    receipt_items: JSON.stringify(receiptItems(tariff)),
    unix_timestamp: String(Math.floor(moment.now.getTime() / 1000)),
    salt: moment.salt,
  };
  return [...Object.entries(fields), ['signature', modulbankSignature(fields, settings.secret)]];
}

export function paymentFormFor(account: Account, settings: FormSettings, now = new Date()): PaymentForm {
  const moment = { now, salt: newSalt(), orderNonce: randomBytes(6).toString('hex') };
  return {
    action: `${settings.bankUrl}/pay`,
    fields: paymentFields(account, settings, moment).map(([name, value]) => ({ name, value })),
    refreshSeconds: FORM_REFRESH_SECONDS,
  };
}
