// Our order id carries the paying account: '<userId>.<nonce>'. It is part of the signed form, so the bank
// only ever reports order ids we issued, and the callback and the status call name the account by it.
const SEPARATOR = '.';
const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function orderIdFor(userId: string, nonce: string): string {
  return `${userId}${SEPARATOR}${nonce}`;
}

/** The account an order id was issued for, or undefined when it is not one of ours. */
export function userIdOfOrder(orderId: string): string | undefined {
  const userId = orderId.split(SEPARATOR)[0] ?? '';
  return USER_ID.test(userId) && orderId.length > userId.length + 1 ? userId : undefined;
}
