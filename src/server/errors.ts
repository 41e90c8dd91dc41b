/** Typed errors: services throw these, one handler maps them to the API's error format. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends HttpError {
  constructor(message: string, errors?: Record<string, string>) {
    super(400, message, errors);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = 'Sign in to continue.') {
    super(401, message);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message = 'You are not allowed to do that.', errors?: Record<string, string>) {
    super(403, message, errors);
  }
}

export class NotFoundError extends HttpError {
  constructor(message = 'Not found.') {
    super(404, message);
  }
}

export class ConflictError extends HttpError {
  constructor(message: string, errors?: Record<string, string>) {
    super(409, message, errors);
  }
}

export class ServiceUnavailableError extends HttpError {
  constructor(message = 'The service is briefly unavailable. Please try again shortly.') {
    super(503, message, undefined, { 'retry-after': '5' });
  }
}
