// Quiz funnel counters: ONE item per quiz, variant and day, one numeric attribute per counter, each
// raised by an atomic ADD, so concurrent beacons never lose a count:
//   'v:<step>'  views of a step (the start page's key, a question's 'q:<id>', or a question's text in
//               counters made before ids were counted)
//   'n:<step>'  visits that went on from the step to another page (issue 27 §3: a step's drop-off is its
//               views less these)
//   'p:<key>'   visits that picked an answer variant (optionKey), 'l:<key>' of them those that sent a lead
// and a string set 'sources' of the utm_sources the day has kept apart (at most MAX_DAY_SOURCES).
// Beside it, ONE item per segment of the day (device class and source: shared/domain/quiz/visit-segments.ts)
// with the 'v:' and 'n:' counters of that segment's visits. The domain counts only steps and variants of
// the quiz's own questions, so an item holds at most what the quiz had that day: a flood raises
// numbers, it cannot add attributes, and the segments are bounded (2 × (MAX_DAY_SOURCES + 2)).
import { MAX_DAY_SOURCES, SOURCE_NONE, SOURCE_OTHER, segmentKey, type DeviceClass } from '../../shared/domain/quiz/visit-segments';
import { BatchWriteCommand, ConditionalCheckFailedException, GetCommand, UpdateCommand, dynamoDb } from '../clients/dynamodb';
import { config } from '../config';
import { quizKeys } from './keys';
import { queryAll } from './query-all';

export const COUNTER_PREFIXES = { views: 'v:', continued: 'n:', picks: 'p:', leads: 'l:' } as const;
export type CounterKind = keyof typeof COUNTER_PREFIXES;
const STEP_COUNTERS: readonly CounterKind[] = ['views', 'continued'];

export type QuizStatsVariant = 'regular' | 'abTest';

export interface QuizCounterDay {
  userId: string;
  quizId: string;
  variant: QuizStatsVariant;
  /** yyyy-mm-dd */
  day: string;
}

/** What one beacon adds: each named counter by one. */
export type CounterIncrements = Partial<Record<CounterKind, readonly string[]>>;

export interface VisitSegment {
  device: DeviceClass;
  source: string;
}

/** Adds one to each counter of the day, and of the visit's segment (its source kept apart while the day has room). */
export async function addQuizCounts(day: QuizCounterDay, increments: CounterIncrements, segment?: VisitSegment): Promise<void> {
  const names = attributeNames(increments);
  if (names.length === 0) return;
  const claimed = segment ? await addDayCounts(day, names, segment.source) : await addDayCounts(day, names);
  if (!segment) return;
  const stepNames = attributeNames(Object.fromEntries(STEP_COUNTERS.map((kind) => [kind, increments[kind] ?? []])));
  if (stepNames.length === 0) return;
  await addCounts(
    quizKeys.statsSegment(day.userId, day.quizId, day.variant, day.day, segmentKey(segment.device, claimed ?? SOURCE_OTHER)),
    day,
    stepNames,
  );
}

/** The views of steps on a day (the counters before issue 27, and the tests' way to fill a day). */
export async function addQuizViews(views: QuizCounterDay & { titles: readonly string[] }): Promise<void> {
  await addQuizCounts(views, { views: views.titles });
}

function attributeNames(increments: CounterIncrements): string[] {
  return (Object.keys(COUNTER_PREFIXES) as CounterKind[]).flatMap((kind) =>
    [...new Set(increments[kind] ?? [])].map((key) => `${COUNTER_PREFIXES[kind]}${key}`),
  );
}

/**
 * The day item's counters, and the source claimed among the day's kept ones: the source when the day
 * has it or room for it, undefined when it has not (the visit then counts as SOURCE_OTHER).
 */
async function addDayCounts(day: QuizCounterDay, names: readonly string[], source?: string): Promise<string | undefined> {
  const key = quizKeys.stats(day.userId, day.quizId, day.variant, day.day);
  if (source === undefined || source === SOURCE_NONE) {
    await addCounts(key, day, names);
    return source;
  }
  try {
    await addCounts(key, day, names, source);
    return source;
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    await addCounts(key, day, names);
    return undefined;
  }
}

async function addCounts(key: { pk: string; sk: string }, day: QuizCounterDay, names: readonly string[], claim?: string): Promise<void> {
  const attributes = Object.fromEntries(names.map((name, index) => [`#c${index}`, name]));
  const adds = [...Object.keys(attributes).map((name) => `${name} :one`), ...(claim ? ['#sources :claim'] : [])];
  await dynamoDb.send(
    new UpdateCommand({
      TableName: config.tableName(),
      Key: key,
      UpdateExpression: `SET entity = :entity, quizId = :quizId, variant = :variant, #day = :day ADD ${adds.join(', ')}`,
      ...(claim ? { ConditionExpression: 'attribute_not_exists(#sources) OR contains(#sources, :source) OR size(#sources) < :most' } : {}),
      ExpressionAttributeNames: { ...attributes, '#day': 'day', ...(claim ? { '#sources': 'sources' } : {}) },
      ExpressionAttributeValues: {
        ':one': 1,
        ':entity': 'quizStats',
        ':quizId': day.quizId,
        ':variant': day.variant,
        ':day': day.day,
        ...(claim ? { ':claim': new Set([claim]), ':source': claim, ':most': MAX_DAY_SOURCES } : {}),
      },
    }),
  );
}

/** Step key → views of one quiz, variant and day (nothing counted: empty). */
export async function readQuizViews(key: QuizCounterDay): Promise<Record<string, number>> {
  const { Item } = await dynamoDb.send(
    new GetCommand({
      TableName: config.tableName(),
      Key: quizKeys.stats(key.userId, key.quizId, key.variant, key.day),
      ConsistentRead: true,
    }),
  );
  return countersOf(Item ?? {}).views;
}

/** Key → count of each kind of counter. */
export type Counters = Record<CounterKind, Record<string, number>>;

function countersOf(item: Record<string, unknown>): Counters {
  const counters: Counters = { views: {}, continued: {}, picks: {}, leads: {} };
  for (const [name, count] of Object.entries(item)) {
    const kind = (Object.keys(COUNTER_PREFIXES) as CounterKind[]).find((each) => name.startsWith(COUNTER_PREFIXES[each]));
    if (kind) counters[kind][name.slice(COUNTER_PREFIXES[kind].length)] = Number(count);
  }
  return counters;
}

/** A variant's counters: per day (views, went on, answer picks and leads) and per segment of each day. */
export interface VariantCounters {
  days: Record<string, Counters>;
  /** Day → segment key → its views and went-on counters. */
  segments: Record<string, Record<string, Pick<Counters, 'views' | 'continued'>>>;
}

/** The counters of one quiz, both variants, per day within [from, to] (both yyyy-mm-dd) or of every day. */
export async function readQuizStats(
  userId: string,
  quizId: string,
  period?: { from: string; to: string },
): Promise<Record<QuizStatsVariant, VariantCounters>> {
  // ONE Query for both variants and their segments (the cabinet's screen budget): the variant sits
  // before the day in the key, so a period is a filter here; a quiz keeps a counter item per variant,
  // counted day and segment only.
  const items = await queryAll({
    TableName: config.tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ...(period ? { FilterExpression: '#day BETWEEN :from AND :to', ExpressionAttributeNames: { '#day': 'day' } } : {}),
    ExpressionAttributeValues: {
      ':pk': quizKeys.quiz(userId, '').pk,
      ':prefix': quizKeys.statsPrefix(quizId),
      ...(period ? { ':from': period.from, ':to': period.to } : {}),
    },
  });
  const stats: Record<QuizStatsVariant, VariantCounters> = { regular: { days: {}, segments: {} }, abTest: { days: {}, segments: {} } };
  for (const item of items) {
    const variant = stats[item.variant as QuizStatsVariant];
    if (!variant) continue;
    const day = item.day as string;
    const segment = quizKeys.segmentOfStats(item.sk as string);
    const { views, continued, picks, leads } = countersOf(item);
    if (segment === undefined) variant.days[day] = { views, continued, picks, leads };
    else (variant.segments[day] ??= {})[segment] = { views, continued };
  }
  return stats;
}

const BATCH = 25;

/** Deletes every counter of the quiz (both variants, every day and segment). */
export async function deleteQuizStats(userId: string, quizId: string): Promise<void> {
  const TableName = config.tableName();
  const keys = await queryAll({
    TableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': quizKeys.quiz(userId, '').pk, ':prefix': quizKeys.statsPrefix(quizId) },
    ProjectionExpression: 'pk, sk',
  });
  for (let start = 0; start < keys.length; start += BATCH) {
    let requests = keys.slice(start, start + BATCH).map((Key) => ({ DeleteRequest: { Key } }));
    while (requests.length > 0) {
      const { UnprocessedItems } = await dynamoDb.send(new BatchWriteCommand({ RequestItems: { [TableName]: requests } }));
      requests = (UnprocessedItems?.[TableName] ?? []) as typeof requests;
    }
  }
}

/** Drops counters (each of `names`, prefixed: 'v:q:abc', 'p:…') from every day and segment of one variant (a question was deleted). */
export async function deleteCounters(userId: string, quizId: string, variant: QuizStatsVariant, names: readonly string[]): Promise<void> {
  const TableName = config.tableName();
  const attributes = Object.fromEntries(names.map((name, index) => [`#k${index}`, name]));
  const found = await queryAll({
    TableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    FilterExpression: Object.keys(attributes)
      .map((name) => `attribute_exists(${name})`)
      .join(' OR '),
    ExpressionAttributeNames: attributes,
    ExpressionAttributeValues: { ':pk': quizKeys.quiz(userId, '').pk, ':prefix': quizKeys.statsPrefix(quizId, variant) },
    ProjectionExpression: 'pk, sk',
  });
  for (let start = 0; start < found.length; start += BATCH) {
    await Promise.all(
      found.slice(start, start + BATCH).map((Key) =>
        dynamoDb.send(
          new UpdateCommand({
            TableName,
            Key,
            UpdateExpression: `REMOVE ${Object.keys(attributes).join(', ')}`,
            ExpressionAttributeNames: attributes,
          }),
        ),
      ),
    );
  }
}
