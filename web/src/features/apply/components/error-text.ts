import { errorMessage, fieldErrorsOf } from '@web/lib/error-message';
import type { StepError } from './steps';

/** A refused step: the server's message above the form, its per-field messages by the inputs. */
export function stepError(error: unknown): StepError {
  return { message: errorMessage(error, 'Something went wrong. Please try again.'), fields: fieldErrorsOf(error) };
}
