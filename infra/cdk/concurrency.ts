// Reserved concurrency of the API functions (the route table's `reservedConcurrency`) against the account's
// Lambda quota. AWS refuses a reservation that would leave fewer than 100 unreserved concurrent executions
// for the functions without one ("You can reserve up to the Unreserved account concurrency value that is
// shown, minus 100 for functions that don't have reserved concurrency":
// https://docs.aws.amazon.com/lambda/latest/dg/configuration-concurrency.html), so the synthesis checks it
// first and says what to do instead of a failed deploy halfway.
import { routeList } from '../../functions/routes';

/** What AWS keeps unreserved for every function without a reservation. */
export const UNRESERVED_MINIMUM = 100;

export function reservedConcurrencyTotal(rows: ReadonlyArray<{ reservedConcurrency?: number }> = routeList): number {
  return rows.reduce((sum, row) => sum + (row.reservedConcurrency ?? 0), 0);
}

/** Throws when the reservations would leave the account fewer than UNRESERVED_MINIMUM unreserved executions. */
export function assertReservationsFit(accountConcurrency: number, total = reservedConcurrencyTotal()): void {
  if (total + UNRESERVED_MINIMUM <= accountConcurrency) return;
  throw new Error(
    `The API functions reserve ${total} concurrent executions; with this account's quota of ${accountConcurrency} ` +
      `(-c lambdaConcurrency) fewer than the ${UNRESERVED_MINIMUM} AWS requires would stay unreserved. ` +
      `Ask AWS for a higher "Concurrent executions" quota (Service Quotas, Lambda) of at least ${total + UNRESERVED_MINIMUM}.`,
  );
}
