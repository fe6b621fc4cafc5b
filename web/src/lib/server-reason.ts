import { ApiError } from './api-client';

/**
 * The server's own explanation of a refused request (wrong file type, wrong current password, wrong code), to show
 * under one of the fixed messages (docs/product/site.md#error-texts). Nothing for server faults and lost connections, where the fixed message says
 * all there is, or when the reason would only repeat it.
 */
export function serverReason(error: unknown, fixedMessage: string): string | undefined {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return undefined;
  const reason = error.message.trim();
  return reason && reason !== fixedMessage && !/^HTTP \d+$/.test(reason) ? reason : undefined;
}
