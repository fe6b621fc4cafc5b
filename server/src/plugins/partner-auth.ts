import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { safeEqual } from '../lib/ids';

/** The booking site's server-to-server API: authenticated by key only, never by cookie or session. */
export const isPartnerApi = (url: string) => url.startsWith('/api/partner/');

const PARTNER_LIMIT = { name: 'partner-auth-failures', points: 20, durationSeconds: 60 };

/**
 * Guard (onRequest) for the booking site's server-to-server API: `Authorization: Bearer <PARTNER_API_KEY>`,
 * compared in constant time. An IP that sent 20 wrong keys within a minute is refused before its key
 * is even looked at, so guessing cannot go on behind the 429s.
 */
export async function requirePartner(request: FastifyRequest): Promise<void> {
  const expected = request.server.config.partnerApiKey;
  if (!expected) throw new AppError('FORBIDDEN', 'The partner API is not enabled on this server.');
  await request.server.rateLimits.assertNotBlocked(PARTNER_LIMIT, request.ip);
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (given && safeEqual(given, expected)) return;
  await request.server.rateLimits.consume([PARTNER_LIMIT, request.ip]);
  throw new AppError('UNAUTHENTICATED', 'A valid partner API key is required.');
}
