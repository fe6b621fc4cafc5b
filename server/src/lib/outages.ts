import { AppError } from './app-error';
import { FileIntegrityError, FileKeyError } from './file-encryption';

/** The services a request may depend on, named as health names them. */
export type Dependency = 'database' | 'storage' | 'redis';

const UNAVAILABLE_MESSAGE: Record<Dependency, string> = {
  database: 'The database is unavailable right now. Please try again in a moment.',
  storage: 'File storage is unavailable right now. Please try again in a moment.',
  redis: 'The rate-limit store is unavailable right now. Please try again in a moment.',
};

/** Long enough for a database restart or a storage blip; short enough that a retry soon finds it back. */
const RETRY_AFTER_SECONDS = 5;

export const NO_SPACE_MESSAGE = 'The server has run out of space to store files. Please try again later.';

/** A dependency failed: the caller may try again later (503 with Retry-After). */
export const unavailable = (dependency: Dependency) =>
  new AppError('UNAVAILABLE', UNAVAILABLE_MESSAGE[dependency], { retryAfterSeconds: RETRY_AFTER_SECONDS });

/** The disk (or the quota) is full: 507, and the caller may try again later. */
export const noSpace = () => new AppError('INSUFFICIENT_STORAGE', NO_SPACE_MESSAGE, { retryAfterSeconds: 60 });

export const FILE_DAMAGED_MESSAGE =
  'This file failed its integrity check and cannot be opened. Please upload it again, or contact support.';
export const FILE_KEY_MESSAGE = 'This file cannot be opened right now. Our team has been alerted.';

/**
 * A stored file that fails its integrity check (changed on disk or in the bucket): 422, never its bytes. A
 * missing or wrong master key is the server's configuration: 503 while an operator puts the key back.
 */
export function storedFileAnswer(error: unknown): AppError | undefined {
  for (const cause of causes(error)) {
    if (cause instanceof FileIntegrityError) return new AppError('UNPROCESSABLE', FILE_DAMAGED_MESSAGE);
    if (cause instanceof FileKeyError) return new AppError('UNAVAILABLE', FILE_KEY_MESSAGE, { retryAfterSeconds: 60 });
  }
  return undefined;
}

/** Thrown by the file storage when it cannot be reached in time; the error plugin answers 503. */
export class StorageUnavailableError extends Error {
  readonly code = 'STORAGE_UNAVAILABLE';

  constructor(cause: unknown) {
    super('file storage unavailable', { cause });
  }
}

/**
 * PostgreSQL error classes that mean "not now" rather than "wrong request": connection exceptions
 * (08), the server shutting down or starting up (57P01–57P03), too many connections (53300).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);
/** What node-postgres throws when a connection ends or cannot be had in time (no code). */
const PG_CONNECTION_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end/;
const NO_SPACE_CODES = new Set(['ENOSPC', 'EDQUOT']);

function* causes(error: unknown): Generator<Record<string, unknown>> {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    yield current as Record<string, unknown>;
    current = (current as { cause?: unknown }).cause;
  }
}

/**
 * The answer for an error caused by a dependency rather than by the request: 507 for a full disk,
 * 503 naming the service that is down; undefined for any other error.
 */
export function outageAnswer(error: unknown): AppError | undefined {
  for (const cause of causes(error)) {
    const code = typeof cause.code === 'string' ? cause.code : '';
    if (NO_SPACE_CODES.has(code)) return noSpace();
    if (cause instanceof StorageUnavailableError) return unavailable('storage');
    if (UNAVAILABLE_SQLSTATE.test(code)) return unavailable('database');
    if (NETWORK_CODES.has(code)) return unavailable('database');
    if (typeof cause.message === 'string' && PG_CONNECTION_MESSAGE.test(cause.message)) return unavailable('database');
  }
  return undefined;
}
