// Function bundles carry no event-stream codec: infra/bundling.ts aliases `@smithy/core/event-streams`
// (which the SDK's protocols import lazily, ~10 KB) to this module. DynamoDB, the one SDK client the
// functions bundle besides SES, has no event-stream operation, so this is never reached; if a future
// client needs one, the error says where to look.
const unsupported = () => {
  throw new Error('Event streams are not bundled into functions (infra/bundling.ts aliases @smithy/core/event-streams)');
};

export const EventStreamSerde = unsupported;
export const eventStreamSerdeProvider = unsupported;
