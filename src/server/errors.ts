// The domain's typed errors. Each carries the Portuguese message the user reads; the HTTP layer
// (src/server/http/error-response.ts) maps them to status codes in one place.

/** What a client is told when the server is too busy for its request now (503, with Retry-After). */
export const SERVER_BUSY = "Há demasiados pedidos neste momento. Tente novamente dentro de alguns segundos.";

export abstract class DomainError extends Error {
  abstract readonly status: number;
}

/** 400: the input breaks a rule. */
export class InvalidInputError extends DomainError {
  readonly status = 400;
}

/** 401: not signed in, or the credentials are wrong. */
export class UnauthenticatedError extends DomainError {
  readonly status = 401;
  constructor(message = "Sessão inválida. Inicie sessão novamente.") {
    super(message);
  }
}

/** 403: signed in, but this user may not do this. */
export class ForbiddenError extends DomainError {
  readonly status = 403;
  constructor(message = "Não tem permissão para esta operação.") {
    super(message);
  }
}

/**
 * 403 until the member chooses a password of their own: they signed in with one ACE mailed
 * (docs/rules.md, "Accounts"). Its answer says so (`must_change_password: true`).
 */
export class PasswordChangeRequiredError extends ForbiddenError {
  constructor() {
    super("Escolha uma password sua antes de continuar: a que recebeu por email serve apenas para entrar.");
  }
}

/** 404: the thing does not exist (or is not the caller's to see). */
export class NotFoundError extends DomainError {
  readonly status = 404;
}

/** 409: the request clashes with the current state (duplicate, taken, in use). */
export class ConflictError extends DomainError {
  readonly status = 409;
}

/** 413: the request's body is larger than any call needs. */
export class PayloadTooLargeError extends DomainError {
  readonly status = 413;
  constructor(message = "Pedido demasiado grande.") {
    super(message);
  }
}

/** 422: well formed, but it cannot be taken as sent (a retry key already used for another request). */
export class UnprocessableError extends DomainError {
  readonly status = 422;
}

/** 429: too many attempts. */
export class RateLimitedError extends DomainError {
  readonly status = 429;
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** 503: the server is too busy for this now (the password queue is full); try again shortly. */
export class ServiceBusyError extends DomainError {
  readonly status = 503;
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}
