// Errors the domain raises on purpose. Each carries a stable code and a Russian message for a person;
// functions/http/error-response.ts maps them to HTTP statuses in one place.

export abstract class DomainError extends Error {
  abstract readonly kind:
    | 'invalid'
    | 'unauthorized'
    | 'forbidden'
    | 'not-found'
    | 'conflict'
    | 'unprocessable'
    | 'too-many'
    | 'challenge'
    | 'unavailable';

  constructor(
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The request is well-formed but breaks a rule (e.g. the old password does not match). */
export class InvalidRequestError extends DomainError {
  readonly kind = 'invalid';
}

/** No valid session or wrong credentials. */
export class UnauthorizedError extends DomainError {
  readonly kind = 'unauthorized';
}

export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
}

export class NotFoundError extends DomainError {
  readonly kind = 'not-found';
}

/** The request collides with existing data (e.g. an e-mail already registered). */
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
}

/** Well-formed and valid, but it contradicts an earlier request (an idempotency key reused for another body). */
export class UnprocessableError extends DomainError {
  readonly kind = 'unprocessable';
}

/** A dependency is down; the caller may retry later. */
export class UnavailableError extends DomainError {
  readonly kind = 'unavailable';
}

/** The caller (a clinic, an account, a destination) used up its allowance; it may retry after the given time. */
export class TooManyRequestsError extends DomainError {
  readonly kind = 'too-many';

  constructor(
    code: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(code, message);
  }
}

/**
 * The caller looks abusive (over a soft allowance, functions/domain/abuse/admission.ts): the request
 * is accepted only with a solved proof of work (GET /api/challenge), which the pages fetch and solve
 * by themselves, so a person sees no captcha.
 */
export class ChallengeRequiredError extends DomainError {
  readonly kind = 'challenge';
}
