// One page visit of a public quiz (the page makes a visit id once per load): the steps and answer
// variants it has been counted for, so a beacon repeated or replayed within the visit counts nothing
// twice; the last step it was counted on (the next new one says the visitor went on from it); its
// segment (device class and source), fixed by its first beacon; and whether the visit is counted at
// all (a source past its visits of the day is not). Expires after two days.
//
//   TENANT#<userId>   QUIZ_VISIT#<quizId>#<visitId>   { seen: string set, last?, device?, source?, ignored?: true }
import type { DeviceClass } from '../../shared/domain/quiz/visit-segments';
import { UpdateCommand, dynamoDb } from '../clients/dynamodb';
import { config } from '../config';
import { quizKeys } from './keys';

const VISIT_TTL_SECONDS = 2 * 24 * 3600;
/** Answer variants sit in `seen` beside the steps under this prefix (a step key never has it). */
const PICK = 'a:';

export interface VisitBeacon {
  /** Step keys in the order the page showed them. */
  steps: readonly string[];
  /** Answer variant keys picked. */
  picks: readonly string[];
  device?: DeviceClass;
  source: string;
}

export interface VisitUpdate {
  /** The beacon began the visit. */
  isNew: boolean;
  ignored: boolean;
  /** Steps the visit had not been counted for before this beacon, in the page's order. */
  newSteps: string[];
  newPicks: string[];
  /** Every answer variant the visit picked, this beacon's included. */
  allPicks: string[];
  /** The step the visit was last counted on before this beacon. */
  lastBefore?: string;
  /** The visit's segment: as its first beacon named it (a visit without a device class has none). */
  segment?: { device: DeviceClass; source: string };
}

/** Adds the beacon's steps and picks to the visit's, answering what was new. */
export async function markVisit(userId: string, quizId: string, visitId: string, beacon: VisitBeacon, now: number): Promise<VisitUpdate> {
  const keys = [...beacon.steps, ...beacon.picks.map((pick) => `${PICK}${pick}`)];
  const last = beacon.steps.at(-1);
  const sets = [
    'expiresAt = if_not_exists(expiresAt, :expires)',
    ...(last === undefined ? [] : ['#last = :last']),
    ...(beacon.device ? ['device = if_not_exists(device, :device)', '#source = if_not_exists(#source, :source)'] : []),
  ];
  const { Attributes } = await dynamoDb.send(
    new UpdateCommand({
      TableName: config.tableName(),
      Key: quizKeys.visit(userId, quizId, visitId),
      UpdateExpression: `ADD seen :keys SET ${sets.join(', ')}`,
      ExpressionAttributeNames: { ...(last === undefined ? {} : { '#last': 'last' }), ...(beacon.device ? { '#source': 'source' } : {}) },
      ExpressionAttributeValues: {
        ':keys': new Set(keys),
        ':expires': Math.floor(now / 1000) + VISIT_TTL_SECONDS,
        ...(last === undefined ? {} : { ':last': last }),
        ...(beacon.device ? { ':device': beacon.device, ':source': beacon.source } : {}),
      },
      ReturnValues: 'ALL_OLD',
    }),
  );
  const seen = (Attributes?.seen as Set<string> | undefined) ?? new Set<string>();
  const newPicks = beacon.picks.filter((pick) => !seen.has(`${PICK}${pick}`));
  const device = (Attributes?.device as DeviceClass | undefined) ?? beacon.device;
  return {
    isNew: !Attributes,
    ignored: Attributes?.ignored === true,
    newSteps: beacon.steps.filter((step) => !seen.has(step)),
    newPicks,
    allPicks: [...[...seen].filter((key) => key.startsWith(PICK)).map((key) => key.slice(PICK.length)), ...newPicks],
    ...(typeof Attributes?.last === 'string' ? { lastBefore: Attributes.last } : {}),
    ...(device ? { segment: { device, source: (Attributes?.source as string | undefined) ?? beacon.source } } : {}),
  };
}

/** The visit counts nothing, now or later (its source used up its visits of the day). */
export async function ignoreVisit(userId: string, quizId: string, visitId: string): Promise<void> {
  await dynamoDb.send(
    new UpdateCommand({
      TableName: config.tableName(),
      Key: quizKeys.visit(userId, quizId, visitId),
      UpdateExpression: 'SET ignored = :yes',
      ExpressionAttributeValues: { ':yes': true },
    }),
  );
}
