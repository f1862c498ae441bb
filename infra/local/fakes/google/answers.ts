// The shape of the Google fake's answers: a status and a JSON body, errors as Google's APIs write them
// ({error: {code, message, status, details}}: https://cloud.google.com/apis/design/errors#http_mapping).
export type Answer = { status: number; body: object };

export const googleError = (code: number, status: string, message: string, reason?: string): Answer => ({
  status: code,
  body: {
    error: { code, message, status, ...(reason ? { details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason }] } : {}) },
  },
});

export const invalidArgument = (message: string): Answer => googleError(400, 'INVALID_ARGUMENT', message);
