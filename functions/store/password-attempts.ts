// Password attempts per scope (an e-mail, or an e-mail from one address), taken BEFORE the password is
// checked, each by one conditional update, so simultaneous requests can never take more than the window
// allows (functions/domain/accounts/login-lockout.ts holds the numbers and what they mean).
//
//   failures      attempts taken in the current window (a right password gives its attempt back)
//   windowEndsAt  epoch ms; lockedUntil epoch ms (0: not locked); lockouts: lockouts in a row (the backoff)
import { ConditionalCheckFailedException, GetCommand, PutCommand, UpdateCommand, dynamoDb } from '../clients/dynamodb';
import { config } from '../config';

export type AttemptKey = { pk: string; sk: string };

export interface AttemptCounter {
  failures: number;
  windowEndsAt: number;
  lockedUntil: number;
  lockouts: number;
}

export interface AttemptRule {
  maxFailures: number;
  windowMs: number;
  /** How long the table remembers a scope after its last attempt (TTL). */
  memoryMs: number;
}

/** Taken: the counter as this attempt left it. Refused: locked, or the window's attempts are all taken. */
export type AttemptOutcome = { taken: true; counter: AttemptCounter } | { taken: false; counter: AttemptCounter };

const CONTENDED_TRIES = 4;

function counterOf(item: Record<string, unknown> | undefined): AttemptCounter {
  const number = (value: unknown) => (typeof value === 'number' ? value : 0);
  return {
    failures: number(item?.failures),
    windowEndsAt: number(item?.windowEndsAt),
    lockedUntil: number(item?.lockedUntil),
    lockouts: number(item?.lockouts),
  };
}

async function conditionalUpdate(key: AttemptKey, update: string, condition: string, values: Record<string, unknown>) {
  try {
    const { Attributes } = await dynamoDb.send(
      new UpdateCommand({
        TableName: config.tableName(),
        Key: key,
        UpdateExpression: update,
        ConditionExpression: condition,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return counterOf(Attributes);
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}

export async function readAttempts(key: AttemptKey): Promise<AttemptCounter | undefined> {
  const { Item } = await dynamoDb.send(new GetCommand({ TableName: config.tableName(), Key: key, ConsistentRead: true }));
  return Item ? counterOf(Item) : undefined;
}

/**
 * Takes one attempt: in the open window while attempts are left, or in a new window once the last one is
 * over; never while locked. Each branch is one conditional update, so DynamoDB orders simultaneous takes.
 */
export async function takeAttempt(key: AttemptKey, rule: AttemptRule, now: number): Promise<AttemptOutcome> {
  const expiresAt = Math.ceil((now + rule.memoryMs) / 1000);
  const notLocked = '(attribute_not_exists(lockedUntil) OR lockedUntil <= :now)';
  for (let tries = 0; tries < CONTENDED_TRIES; tries++) {
    const inWindow = await conditionalUpdate(
      key,
      'SET failures = failures + :one, expiresAt = :expires',
      `windowEndsAt > :now AND failures < :max AND ${notLocked}`,
      { ':one': 1, ':now': now, ':max': rule.maxFailures, ':expires': expiresAt },
    );
    if (inWindow) return { taken: true, counter: inWindow };
    const newWindow = await conditionalUpdate(
      key,
      'SET failures = :one, windowEndsAt = :end, lockedUntil = if_not_exists(lockedUntil, :zero), ' +
        'lockouts = if_not_exists(lockouts, :zero), expiresAt = :expires',
      `(attribute_not_exists(windowEndsAt) OR windowEndsAt <= :now) AND ${notLocked}`,
      { ':one': 1, ':zero': 0, ':now': now, ':end': now + rule.windowMs, ':expires': expiresAt },
    );
    if (newWindow) return { taken: true, counter: newWindow };
    const current = (await readAttempts(key)) ?? counterOf(undefined);
    if (current.lockedUntil > now || (current.windowEndsAt > now && current.failures >= rule.maxFailures)) {
      return { taken: false, counter: current };
    }
    // The window moved on between the two updates: take again.
  }
  // Only a flood keeps winning every race; refusing it is the safe side.
  return { taken: false, counter: { failures: rule.maxFailures, windowEndsAt: now + 1000, lockedUntil: 0, lockouts: 0 } };
}

/**
 * After a wrong password on the window's last attempt: locks the scope until `lockedUntil` and starts the
 * next lockout's backoff. Only the attempt that took the last one locks, and only in its own window.
 */
export async function lockScope(key: AttemptKey, taken: AttemptCounter, lockedUntil: number, now: number): Promise<void> {
  await conditionalUpdate(
    key,
    'SET lockedUntil = :until, lockouts = lockouts + :one, failures = :zero, windowEndsAt = :now',
    'windowEndsAt = :window',
    { ':until': lockedUntil, ':one': 1, ':zero': 0, ':now': now, ':window': taken.windowEndsAt },
  );
}

/** A right password gives its attempt back (when its window is still the current one). */
export async function giveAttemptBack(key: AttemptKey, taken: AttemptCounter): Promise<void> {
  await conditionalUpdate(key, 'SET failures = failures - :one', 'windowEndsAt = :window AND failures > :zero', {
    ':one': 1,
    ':zero': 0,
    ':window': taken.windowEndsAt,
  });
}

/**
 * Forgets a scope's attempts and lockouts (the right password from that address, or a proven mailbox):
 * written over, not deleted (the public functions may not delete); TTL removes the item.
 */
export async function clearAttempts(key: AttemptKey, now: number): Promise<void> {
  await dynamoDb.send(
    new PutCommand({
      TableName: config.tableName(),
      Item: {
        ...key,
        entity: 'passwordAttempts',
        failures: 0,
        windowEndsAt: 0,
        lockedUntil: 0,
        lockouts: 0,
        expiresAt: Math.floor(now / 1000) + 3600,
      },
    }),
  );
}
