// What a lead's delivery did in an outside system, one item per lead, channel and destination (keys.ts
// STEPS#…), so a retry (a redelivered message, another consumer after a crash, a lost answer) picks up where
// the last try stopped and never does a step twice: a deal and its note in amoCRM, a row in a sheet, a
// patient card and an appointment in an MIS. Each step is one attribute ('step:<name>'):
//   claimed  {state 'started', until, token}  its call is about to go or under way; once the lease ends (a crash),
//                                             whoever claims it again learns the call may have happened: look first
//   done     {state 'done', result}           it happened; its result: the deal's id, the row's range, the appointment
// A step that failed for sure (the service answered an error) is released (nothing to look for); one whose outcome
// is unknown (no answer) ends its lease and stays 'started'. Every write is one conditional update, and a refused
// claim carries the step as it was (ReturnValuesOnConditionCheckFailure), so no second read tells done from busy.
// Items written by the three stores this one replaced (AMO_LEAD#, GOOGLE_ROW#, MIS_LEAD#) are still honoured:
// the first claim on a lead's destination reads the old item once and carries its steps over (./remote-steps-legacy.ts).
import { randomUUID } from 'node:crypto';
import * as z from 'zod/mini';
import { ConditionalCheckFailedException, GetCommand, UpdateCommand, dynamoDb } from '../clients/dynamodb';
import { config } from '../config';
import { stepKeys } from './keys';
import { legacyStepsOf } from './remote-steps-legacy';
import { ignoreMissing } from './transactions';

/** Where a lead's delivery went: the lead, its channel (statusSend's name) and the destination (an entry id). */
export interface StepsKey {
  userId: string;
  leadId: string;
  channel: string;
  destination: string;
}

export type StepState = { state: 'started'; until: number; token?: string } | { state: 'done'; result: string };

export type StepClaim =
  /** Ours until the lease ends; `maybeDone`: an earlier claim's call may have gone through (look before doing it). */
  | { kind: 'claimed'; token: string; maybeDone: boolean }
  | { kind: 'done'; result: string }
  /** Another consumer holds it. */
  | { kind: 'busy' };

export interface RemoteSteps {
  /** The steps done so far: name → result. */
  done: (key: StepsKey) => Promise<Record<string, string>>;
  claim: (key: StepsKey, step: string, now: number, until: number) => Promise<StepClaim>;
  /** The step happened: its result, and the lease released. */
  record: (key: StepsKey, step: string, result: string) => Promise<void>;
  /** The call failed for sure: the step is as if never claimed. */
  release: (key: StepsKey, step: string, token: string) => Promise<void>;
  /** The outcome is unknown: the step may be claimed again at once, and whoever does looks first. */
  endLease: (key: StepsKey, step: string, token: string) => Promise<void>;
}

/** Steps go with their lead's deletion window: a year is far past any retry or resend. */
const KEEP_SECONDS = 365 * 24 * 3600;
const PREFIX = 'step:';

const stepSchema = z.union([
  z.looseObject({ state: z.literal('started'), until: z.number(), token: z.optional(z.string()) }),
  z.looseObject({ state: z.literal('done'), result: z.string() }),
]);

/** The steps of a stored item, by name; an attribute that is not a step (or not a well-formed one) is none. */
export function stepsOf(item: Record<string, unknown> | undefined): Record<string, StepState> {
  const steps: Record<string, StepState> = {};
  for (const [name, value] of Object.entries(item ?? {})) {
    if (!name.startsWith(PREFIX)) continue;
    const step = z.safeParse(stepSchema, value);
    if (step.success) steps[name.slice(PREFIX.length)] = step.data;
  }
  return steps;
}

const doneResults = (steps: Record<string, StepState>): Record<string, string> =>
  Object.fromEntries(Object.entries(steps).flatMap(([name, step]) => (step.state === 'done' ? [[name, step.result]] : [])));

const keyOf = (key: StepsKey) => stepKeys.steps(key.userId, key.leadId, key.channel, key.destination);

async function readItem(key: { pk: string; sk: string }): Promise<Record<string, unknown> | undefined> {
  const { Item } = await dynamoDb.send(new GetCommand({ TableName: config.tableName(), Key: key, ConsistentRead: true }));
  return Item;
}

async function done(key: StepsKey): Promise<Record<string, string>> {
  const item = await readItem(keyOf(key));
  if (item) return doneResults(stepsOf(item));
  const legacy = stepKeys.legacy(key.userId, key.leadId, key.channel, key.destination);
  return legacy ? doneResults(legacyStepsOf(key.channel, await readItem(legacy))) : {};
}

/** The condition that the claim of `token` still holds the step. */
const heldBy = (token: string) => ({
  ConditionExpression: '#step.#token = :token',
  token: { '#token': 'token' },
  values: { ':token': token },
});

/** Sets one step; with `token`, only while that claim still holds it. */
function setStep(key: StepsKey, step: string, value: StepState, token?: string): Promise<boolean> {
  const held = token ? heldBy(token) : undefined;
  return ignoreMissing(
    dynamoDb.send(
      new UpdateCommand({
        TableName: config.tableName(),
        Key: keyOf(key),
        UpdateExpression: 'SET #step = :value',
        ...(held ? { ConditionExpression: held.ConditionExpression } : {}),
        ExpressionAttributeNames: { '#step': `${PREFIX}${step}`, ...held?.token },
        ExpressionAttributeValues: { ':value': value, ...held?.values },
      }),
    ),
  );
}

/** Removes one step, while the claim of `token` still holds it. */
function removeStep(key: StepsKey, step: string, token: string): Promise<boolean> {
  const held = heldBy(token);
  return ignoreMissing(
    dynamoDb.send(
      new UpdateCommand({
        TableName: config.tableName(),
        Key: keyOf(key),
        UpdateExpression: 'REMOVE #step',
        ConditionExpression: held.ConditionExpression,
        ExpressionAttributeNames: { '#step': `${PREFIX}${step}`, ...held.token },
        ExpressionAttributeValues: held.values,
      }),
    ),
  );
}

async function claim(key: StepsKey, step: string, now: number, until: number): Promise<StepClaim> {
  const token = randomUUID();
  try {
    const { Attributes } = await dynamoDb.send(
      new UpdateCommand({
        TableName: config.tableName(),
        Key: keyOf(key),
        UpdateExpression: 'SET entity = :entity, expiresAt = :expires, #step = :claim',
        ConditionExpression: 'attribute_not_exists(#step) OR (#step.#state = :started AND #step.#until < :now)',
        ExpressionAttributeNames: { '#step': `${PREFIX}${step}`, '#state': 'state', '#until': 'until' },
        ExpressionAttributeValues: {
          ':entity': 'remoteSteps',
          ':expires': Math.floor(now / 1000) + KEEP_SECONDS,
          ':claim': { state: 'started', until, token, at: new Date(now).toISOString() },
          ':started': 'started',
          ':now': now,
        },
        ReturnValues: 'ALL_OLD',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    if (!Attributes) return claimCarriedOver(key, step, token, now);
    return { kind: 'claimed', token, maybeDone: stepsOf(Attributes)[step]?.state === 'started' };
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    const held = stepsOf(error.Item)[step];
    return held?.state === 'done' ? { kind: 'done', result: held.result } : { kind: 'busy' };
  }
}

/**
 * The first claim on this lead's destination: what the replaced store kept for it (if anything) is carried
 * over into the new item, and decides this claim (done there, under way there, or done maybe).
 */
async function claimCarriedOver(key: StepsKey, step: string, token: string, now: number): Promise<StepClaim> {
  const legacyKey = stepKeys.legacy(key.userId, key.leadId, key.channel, key.destination);
  if (!legacyKey) return { kind: 'claimed', token, maybeDone: false };
  const legacy = legacyStepsOf(key.channel, await readItem(legacyKey));
  for (const [name, state] of Object.entries(legacy)) if (name !== step) await carryOver(key, name, state);
  const old = legacy[step];
  if (old?.state === 'done') {
    await setStep(key, step, old, token);
    return { kind: 'done', result: old.result };
  }
  if (old && old.until >= now) {
    // A consumer of the replaced store still holds it: ours is given back.
    await removeStep(key, step, token);
    return { kind: 'busy' };
  }
  return { kind: 'claimed', token, maybeDone: old !== undefined };
}

/** Another step of the replaced store's item, unless this item already has it. */
function carryOver(key: StepsKey, step: string, state: StepState): Promise<boolean> {
  return ignoreMissing(
    dynamoDb.send(
      new UpdateCommand({
        TableName: config.tableName(),
        Key: keyOf(key),
        UpdateExpression: 'SET #step = if_not_exists(#step, :value)',
        ExpressionAttributeNames: { '#step': `${PREFIX}${step}` },
        ExpressionAttributeValues: { ':value': state },
      }),
    ),
  );
}

export const remoteSteps: RemoteSteps = {
  done,
  claim,
  record: async (key, step, result) => {
    await setStep(key, step, { state: 'done', result });
  },
  release: async (key, step, token) => {
    await removeStep(key, step, token);
  },
  endLease: async (key, step, token) => {
    await ignoreMissing(
      dynamoDb.send(
        new UpdateCommand({
          TableName: config.tableName(),
          Key: keyOf(key),
          UpdateExpression: 'SET #step.#until = :zero',
          ConditionExpression: heldBy(token).ConditionExpression,
          ExpressionAttributeNames: { '#step': `${PREFIX}${step}`, '#until': 'until', ...heldBy(token).token },
          ExpressionAttributeValues: { ':zero': 0, ...heldBy(token).values },
        }),
      ),
    );
  },
};
