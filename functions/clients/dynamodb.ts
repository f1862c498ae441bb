// DynamoDB over the signed fetch (functions/clients/aws-fetch.ts), in the shape of the SDK's document
// client: `dynamoDb.send(new GetCommand({...}))` with plain JavaScript values, which the SDK's own
// marshaller (@aws-sdk/util-dynamodb, the one lib-dynamodb uses) turns into attribute values and back.
// Why not the SDK client: it brought 180 KB of @smithy/core, the client and its middleware into every
// function (over half of each bundle) and most of the module init time; a call in the AWS JSON 1.0
// protocol is one signed POST (docs.aws.amazon.com/amazondynamodb/latest/APIReference/Welcome.html).
// The endpoint is the SDK's AWS_ENDPOINT_URL_DYNAMODB when set (the local runtime's DynamoDB Local).
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type {
  BatchWriteCommandInput,
  BatchWriteCommandOutput,
  DeleteCommandInput,
  DeleteCommandOutput,
  GetCommandInput,
  GetCommandOutput,
  PutCommandInput,
  PutCommandOutput,
  QueryCommandInput,
  QueryCommandOutput,
  TransactWriteCommandInput,
  TransactWriteCommandOutput,
  UpdateCommandInput,
  UpdateCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import { marshall, unmarshall, type NativeAttributeValue } from '@aws-sdk/util-dynamodb';
import { AwsError } from './aws-fetch';
import { awsJsonCall } from './aws-json';

/** The operations the functions send, each with its input and output in the document client's types. */
interface Operations {
  GetItem: [GetCommandInput, GetCommandOutput];
  PutItem: [PutCommandInput, PutCommandOutput];
  UpdateItem: [UpdateCommandInput, UpdateCommandOutput];
  DeleteItem: [DeleteCommandInput, DeleteCommandOutput];
  Query: [QueryCommandInput, QueryCommandOutput];
  BatchWriteItem: [BatchWriteCommandInput, BatchWriteCommandOutput];
  TransactWriteItems: [TransactWriteCommandInput, TransactWriteCommandOutput];
}
type Operation = keyof Operations;

interface Command<Op extends Operation> {
  readonly operation: Op;
  readonly input: Operations[Op][0];
}

/** A command class for one operation, built as the SDK's are: `new GetCommand(input)`. */
const commandOf = <Op extends Operation>(operation: Op) =>
  class implements Command<Op> {
    readonly operation = operation;
    constructor(readonly input: Operations[Op][0]) {}
  };

// Named as the SDK's commands: the IAM test (infra/function-calls.ts) reads `new GetCommand(` at call sites.
export const GetCommand = /* @__PURE__ */ commandOf('GetItem');
export const PutCommand = /* @__PURE__ */ commandOf('PutItem');
export const UpdateCommand = /* @__PURE__ */ commandOf('UpdateItem');
export const DeleteCommand = /* @__PURE__ */ commandOf('DeleteItem');
export const QueryCommand = /* @__PURE__ */ commandOf('Query');
export const BatchWriteCommand = /* @__PURE__ */ commandOf('BatchWriteItem');
export const TransactWriteCommand = /* @__PURE__ */ commandOf('TransactWriteItems');

export type { QueryCommandInput, TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';

/** A condition of a single-item write failed; `Item` is the item as it was when ReturnValuesOnConditionCheckFailure asked for it. */
export class ConditionalCheckFailedException extends AwsError {
  readonly Item?: Record<string, NativeAttributeValue>;
  constructor(error: AwsError) {
    super(error.code, error.status, error.message, error.details);
    const item = error.details.Item as Record<string, AttributeValue> | undefined;
    if (item) this.Item = fromAttributes(item);
  }
}

export interface CancellationReason {
  Code?: string;
  Message?: string;
  Item?: Record<string, NativeAttributeValue>;
}

/** A transaction was cancelled; one reason per item, in the order of TransactItems ('None' for the items that were fine). */
export class TransactionCanceledException extends AwsError {
  readonly CancellationReasons?: CancellationReason[];
  constructor(error: AwsError) {
    super(error.code, error.status, error.message, error.details);
    const reasons = error.details.CancellationReasons as Array<CancellationReason & { Item?: Record<string, AttributeValue> }> | undefined;
    if (reasons)
      this.CancellationReasons = reasons.map((reason) => (reason.Item ? { ...reason, Item: fromAttributes(reason.Item) } : reason));
  }
}

// ── Values: plain JavaScript in the commands, attribute values on the wire ──

type Item = Record<string, NativeAttributeValue>;

// As the document client was configured: undefined leaves an attribute out; a map with a 'constructor'
// key (an address, a direction) stays a map instead of being refused as a class instance.
const MARSHALL = { removeUndefinedValues: true, convertClassInstanceToMap: true };
const toAttributes = (item: Item): Record<string, AttributeValue> => marshall(item, MARSHALL);
const fromAttributes = (item: Record<string, AttributeValue>): Item => unmarshall(item);

/** A request's item fields as attribute values: the key, the item, the expression values, a page's start. */
function requestOf(input: Record<string, unknown>): Record<string, unknown> {
  const request = { ...input };
  for (const field of ['Key', 'Item', 'ExpressionAttributeValues', 'ExclusiveStartKey']) {
    if (request[field]) request[field] = toAttributes(request[field] as Item);
  }
  return request;
}

const requestsOf: { [Op in Operation]: (input: Operations[Op][0]) => unknown } = {
  GetItem: requestOf,
  PutItem: requestOf,
  UpdateItem: requestOf,
  DeleteItem: requestOf,
  Query: requestOf,
  BatchWriteItem: (input) => ({
    ...input,
    RequestItems: mapValues(input.RequestItems ?? {}, (requests) =>
      requests.map((request) => ({
        ...(request.PutRequest ? { PutRequest: { Item: toAttributes(request.PutRequest.Item ?? {}) } } : {}),
        ...(request.DeleteRequest ? { DeleteRequest: { Key: toAttributes(request.DeleteRequest.Key ?? {}) } } : {}),
      })),
    ),
  }),
  TransactWriteItems: (input) => ({
    ...input,
    TransactItems: (input.TransactItems ?? []).map((item) => mapValues(item as Record<string, Record<string, unknown>>, requestOf)),
  }),
};

/** An answer's attribute values as plain values. */
function answerOf(operation: Operation, answer: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = { ...answer, $metadata: {} };
  for (const field of ['Item', 'Attributes', 'LastEvaluatedKey']) {
    if (answer[field]) result[field] = fromAttributes(answer[field] as Record<string, AttributeValue>);
  }
  if (Array.isArray(answer.Items)) result.Items = answer.Items.map(fromAttributes);
  if (operation === 'BatchWriteItem' && answer.UnprocessedItems) {
    result.UnprocessedItems = mapValues(
      answer.UnprocessedItems as Record<string, Array<Record<string, Record<string, Item>>>>,
      (requests) =>
        requests.map((request) => ({
          ...(request.PutRequest ? { PutRequest: { Item: fromAttributes(request.PutRequest.Item!) } } : {}),
          ...(request.DeleteRequest ? { DeleteRequest: { Key: fromAttributes(request.DeleteRequest.Key!) } } : {}),
        })),
    );
  }
  return result;
}

const mapValues = <T, R>(object: Record<string, T>, map: (value: T) => R): Record<string, R> =>
  Object.fromEntries(Object.entries(object).map(([key, value]) => [key, map(value)]));

// ── Calls ──

type CallObserver = (operation: Operation) => void;
const observers = new Set<CallObserver>();

async function send<Op extends Operation>(command: Command<Op>): Promise<Operations[Op][1]> {
  for (const observer of observers) observer(command.operation);
  const request = (requestsOf[command.operation] as (input: unknown) => unknown)(command.input) as object;
  try {
    // No item holds binary (files live in S3); a Uint8Array would not serialise as the base64 DynamoDB
    // wants, and DynamoDB would refuse the call rather than store it.
    const answer = await awsJsonCall<Record<string, unknown>>(
      {
        service: 'dynamodb',
        version: '1.0',
        target: `DynamoDB_20120810.${command.operation}`,
        // For an AccessDenied's message; the IAM test reads the actions from the commands at the call sites.
        iam: [`dynamodb:${command.operation}`],
      },
      request,
    );
    return answerOf(command.operation, answer) as Operations[Op][1];
  } catch (error) {
    throw typedError(error);
  }
}

/** The errors the store tells apart, as classes (`instanceof`), the rest as they came. */
function typedError(error: unknown): unknown {
  if (!(error instanceof AwsError)) return error;
  if (error.code === 'ConditionalCheckFailedException') return new ConditionalCheckFailedException(error);
  if (error.code === 'TransactionCanceledException') return new TransactionCanceledException(error);
  return error;
}

export const dynamoDb = {
  send,
  /** Calls `observer` with the operation (GetItem, Query, …) before each call (the call counts of tests and the bench); returns its removal. */
  observe(observer: CallObserver): () => void {
    observers.add(observer);
    return () => observers.delete(observer);
  },
};
