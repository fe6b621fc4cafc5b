import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/** The texts a flow shows when the server gives no words of its own (docs/product/site.md#error-texts). */
export interface ErrorTexts {
  /** The flow's fixed failure text. */
  fallback: string;
  /** Shown when the server could not be reached; the fallback if not given. */
  offline?: string;
  /** Fields whose message, when the server sent one, is shown instead of the request's message. */
  fields?: readonly string[];
}

/**
 * The one way from a failed call to the text a user reads: the server's own message as-is; without one (a lost
 * connection, an answer that was not our envelope, a thrown bug) the flow's fixed text.
 */
export function errorMessage(error: unknown, texts: string | ErrorTexts): string {
  const { fallback, offline, fields = [] } = typeof texts === 'string' ? { fallback: texts } : texts;
  if (!(error instanceof ApiError)) return fallback;
  if (error.isNetworkError) return offline ?? fallback;
  for (const field of fields) {
    const message = error.fields[field];
    if (message) return message;
  }
  return error.code === 'HTTP_ERROR' ? fallback : error.message;
}

/** The server's per-field messages of a refused form (empty for any other failure). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fields : {};
}

/** Puts the server's messages for a form's own fields on those fields; any others stay with the form's banner. */
export function showServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  formFields: readonly string[] | ((name: string) => boolean),
) {
  const isFormField = typeof formFields === 'function' ? formFields : (name: string) => formFields.includes(name);
  for (const [name, message] of Object.entries(fieldErrorsOf(error))) {
    if (isFormField(name)) setError(name as Path<Values>, { type: 'server', message });
  }
}

/** Seconds the server asked us to wait (429 Retry-After), if any. */
export const retryAfterOf = (error: unknown) => (error instanceof ApiError ? error.retryAfterSeconds : undefined);
