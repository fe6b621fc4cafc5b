import { AppError, badRequest } from './app-error';

const UNREADABLE = 'The upload could not be read. Please choose the file and try again.';

/**
 * The multipart parser fails on a body it cannot read (no boundary, cut short, a broken part header)
 * with plain errors that carry no code, unlike the server's own faults (a full disk says ENOSPC).
 * Those are the client's: a 400, never a 500.
 */
export function asUploadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const { code, statusCode } = (error ?? {}) as { code?: unknown; statusCode?: unknown };
  return code === undefined && statusCode === undefined ? badRequest(UNREADABLE) : error;
}
