// Key layout of the one table. Every tenant item lives in the clinic user's partition, so no query
// can cross tenants by mistake; global guard items exist only to enforce uniqueness.
//
//   pk                      sk                    what
//   TENANT#<userId>         ACCOUNT               the clinic user's account (name, email, phone, password hash)
//   EMAIL#<email>           GUARD                 unique e-mail guard, written in the account's transaction
//   LANDING_LEAD            <createdAt>#<id>      a lead from the landing page (not a tenant's)
//   ERROR_REPORT#<day>      <time>#<id>           browser error reports, expire after 30 days
//
// gsi1 (sparse): OUTBOX#<queue> / <createdAt>: items stored but not yet delivered, for the sweeper.

export const keys = {
  account: (userId: string) => ({ pk: `TENANT#${userId}`, sk: 'ACCOUNT' }),
  emailGuard: (email: string) => ({ pk: `EMAIL#${email}`, sk: 'GUARD' }),
  landingLead: (createdAt: string, id: string) => ({ pk: 'LANDING_LEAD', sk: `${createdAt}#${id}` }),
  errorReport: (time: string, id: string) => ({ pk: `ERROR_REPORT#${time.slice(0, 10)}`, sk: `${time}#${id}` }),
  outbox: (queue: string, createdAt: string) => ({ gsi1pk: `OUTBOX#${queue}`, gsi1sk: createdAt }),
};
