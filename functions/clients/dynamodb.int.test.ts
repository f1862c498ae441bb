// The functions' DynamoDB client (a signed fetch with the SDK's marshaller) against DynamoDB Local, with
// the SDK's own document client as the referee: what one writes the other reads back the same, and the
// failures the store tells apart arrive as the classes it checks, with what DynamoDB sent along.
import { GetCommand as SdkGet, PutCommand as SdkPut } from '@aws-sdk/lib-dynamodb';
import { useRuntimeInProcess } from '../../infra/local/testing/in-process';
import { useTestTable } from '../test/table';

useRuntimeInProcess();
const sdk = useTestTable();
const {
  BatchWriteCommand,
  ConditionalCheckFailedException,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactionCanceledException,
  TransactWriteCommand,
  UpdateCommand,
  dynamoDb,
} = await import('./dynamodb');
const { AwsError } = await import('./aws-fetch');

const TableName = sdk.tableName;
const pk = `CLIENT_TEST#${Date.now()}`;

/** Every kind of value an item of the store holds: nested maps and lists, numbers, booleans, null, string sets. */
const item = {
  pk,
  sk: 'A',
  name: 'Улыбка «Дент»',
  count: 42,
  share: 0.25,
  on: true,
  none: null,
  tags: new Set(['a', 'b']),
  address: { constructor: 'ул. Ленина, 1', floors: [1, 2, { room: '3б' }] },
  empty: {},
};

it('writes an item the SDK reads back as written, and reads back what the SDK wrote (undefined left out)', async () => {
  await dynamoDb.send(new PutCommand({ TableName, Item: { ...item, dropped: undefined } }));
  const read = await sdk.client.send(new SdkGet({ TableName, Key: { pk, sk: 'A' }, ConsistentRead: true }));
  expect(read.Item).toEqual(item);

  // (The SDK's client as the tests configure it refuses a map with a 'constructor' key; ours, as the store's was, takes it.)
  const written = { ...item, sk: 'B', address: { street: 'ул. Ленина, 1', floors: [1, 2, { room: '3б' }] } };
  await sdk.client.send(new SdkPut({ TableName, Item: written }));
  const ours = await dynamoDb.send(new GetCommand({ TableName, Key: { pk, sk: 'B' }, ConsistentRead: true }));
  expect(ours.Item).toEqual(written);
  expect((await dynamoDb.send(new GetCommand({ TableName, Key: { pk, sk: 'none' } }))).Item).toBeUndefined();
});

it('updates with expression values and returns the new attributes', async () => {
  const { Attributes } = await dynamoDb.send(
    new UpdateCommand({
      TableName,
      Key: { pk, sk: 'A' },
      UpdateExpression: 'SET #count = #count + :one, address.floors[2].room = :room',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':one': 1, ':room': '4' },
      ReturnValues: 'ALL_NEW',
    }),
  );
  expect(Attributes).toMatchObject({ count: 43, address: { floors: [1, 2, { room: '4' }] } });
});

it('pages a query: the last evaluated key given back continues where the page ended', async () => {
  await dynamoDb.send(
    new BatchWriteCommand({
      RequestItems: { [TableName]: ['C1', 'C2', 'C3'].map((sk) => ({ PutRequest: { Item: { pk, sk, n: Number(sk[1]) } } })) },
    }),
  );
  const query = {
    TableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :c)',
    ExpressionAttributeValues: { ':pk': pk, ':c': 'C' },
  };
  const first = await dynamoDb.send(new QueryCommand({ ...query, Limit: 2 }));
  expect(first.Items?.map((found) => found.sk)).toEqual(['C1', 'C2']);
  expect(first.LastEvaluatedKey).toEqual({ pk, sk: 'C2' });
  const rest = await dynamoDb.send(new QueryCommand({ ...query, ExclusiveStartKey: first.LastEvaluatedKey }));
  expect(rest.Items).toEqual([{ pk, sk: 'C3', n: 3 }]);
  expect(rest.LastEvaluatedKey).toBeUndefined();
});

it('a failed condition is a ConditionalCheckFailedException carrying the item as it was, when asked for', async () => {
  const failure = await dynamoDb
    .send(
      new DeleteCommand({
        TableName,
        Key: { pk, sk: 'A' },
        ConditionExpression: '#on = :off',
        ExpressionAttributeNames: { '#on': 'on' },
        ExpressionAttributeValues: { ':off': false },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    )
    .catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(ConditionalCheckFailedException);
  expect((failure as InstanceType<typeof ConditionalCheckFailedException>).Item).toMatchObject({
    pk,
    sk: 'A',
    name: item.name,
    tags: item.tags,
  });
});

it('a cancelled transaction is a TransactionCanceledException with a reason per item, in order, and writes nothing', async () => {
  const failure = await dynamoDb
    .send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName, Item: { pk, sk: 'T1' }, ConditionExpression: 'attribute_not_exists(pk)' } },
          {
            Put: {
              TableName,
              Item: { pk, sk: 'A' },
              ConditionExpression: 'attribute_not_exists(pk)',
              ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
            },
          },
        ],
      }),
    )
    .catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(TransactionCanceledException);
  const reasons = (failure as InstanceType<typeof TransactionCanceledException>).CancellationReasons!;
  expect(reasons.map((reason) => reason.Code)).toEqual(['None', 'ConditionalCheckFailed']);
  expect(reasons[1]!.Item).toMatchObject({ pk, sk: 'A', on: true });
  expect((await dynamoDb.send(new GetCommand({ TableName, Key: { pk, sk: 'T1' }, ConsistentRead: true }))).Item).toBeUndefined();
});

it('a call DynamoDB refuses fails with its error code and message, not a generic one', async () => {
  const failure = await dynamoDb
    .send(new GetCommand({ TableName: 'no-such-table', Key: { pk, sk: 'A' } }))
    .catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(AwsError);
  expect(failure).toMatchObject({ name: 'ResourceNotFoundException' });
});

it('tells observers each operation it sends', async () => {
  const seen: string[] = [];
  const stop = dynamoDb.observe((operation) => seen.push(operation));
  await dynamoDb.send(new GetCommand({ TableName, Key: { pk, sk: 'A' } }));
  stop();
  await dynamoDb.send(new GetCommand({ TableName, Key: { pk, sk: 'A' } }));
  expect(seen).toEqual(['GetItem']);
});
