import { ErrorCode } from '@contract/errors';

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  TWO_FACTOR_REQUIRED: 403,
  CSRF_REJECTED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  INSUFFICIENT_STORAGE: 507,
};

/** A failure the user should hear about: the error plugin turns it into the error envelope. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly options: { fields?: Record<string, string>; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.statusCode = STATUS_BY_CODE[code];
  }
}

export const notFound = (what = 'Not found') => new AppError(ErrorCode.NOT_FOUND, what);
export const unauthenticated = (message = 'Please log in to continue.') =>
  new AppError(ErrorCode.UNAUTHENTICATED, message);
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(fields ? ErrorCode.VALIDATION_FAILED : ErrorCode.BAD_REQUEST, message, { fields });
export const conflict = (message: string) => new AppError(ErrorCode.CONFLICT, message);
export const unprocessable = (message: string) => new AppError(ErrorCode.UNPROCESSABLE, message);
export const rateLimited = (retryAfterSeconds: number, message = 'Too many attempts. Please try again later.') =>
  new AppError(ErrorCode.RATE_LIMITED, message, { retryAfterSeconds });
