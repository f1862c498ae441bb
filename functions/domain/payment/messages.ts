// What the payment calls tell a person (docs/contract/cabinet.md §8: the screen itself shows 'Ошибка оплаты').
export const paymentMessages = {
  notFound: 'Платёж не найден: если деньги списаны, напишите в поддержку, указав номер транзакции',
  notPaid: 'Банк не подтвердил оплату',
  pending: 'Банк ещё обрабатывает оплату: обновите страницу через минуту',
  bankDown: 'Банк сейчас недоступен: попробуйте через минуту',
  badSignature: 'Неверная подпись уведомления банка',
} as const;
