// How 'Ваш аккаунт' states the paid access: none yet, until a date, or ended on a date (dd.mm.yyyy).
export function paidUntilText(validUntil: number | null, now = Date.now()): string {
  if (validUntil === null) return 'Не оплачен';
  const date = new Date(validUntil).toLocaleDateString('ru-RU');
  return validUntil > now ? `Оплачен до ${date}` : `Доступ закончился ${date}`;
}
