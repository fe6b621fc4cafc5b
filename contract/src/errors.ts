import { z } from 'zod';

/** Machine codes carried by every error response, next to a human-readable message. */
export const ErrorCode = {
  BAD_REQUEST: 'BAD_REQUEST',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  /** An operator must turn on two-factor authentication before using the console. */
  TWO_FACTOR_REQUIRED: 'TWO_FACTOR_REQUIRED',
  CSRF_REJECTED: 'CSRF_REJECTED',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  UNPROCESSABLE: 'UNPROCESSABLE',
  RATE_LIMITED: 'RATE_LIMITED',
  INTERNAL: 'INTERNAL',
  /** A service the request needs (database, file storage) is down: try again after Retry-After. */
  UNAVAILABLE: 'UNAVAILABLE',
  /** The server's disk is full. */
  INSUFFICIENT_STORAGE: 'INSUFFICIENT_STORAGE',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const ErrorEnvelopeSchema = z
  .object({
    error: z.string().describe('Human-readable message, safe to show to the user'),
    code: z.string().describe('Machine-readable error code'),
    fields: z.record(z.string(), z.string()).optional().describe('Per-field messages for validation failures'),
  })
  .meta({ id: 'Error' });
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export const OkSchema = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof OkSchema>;
