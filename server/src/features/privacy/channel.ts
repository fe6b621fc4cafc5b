import type { ConsentChannel } from '@contract/account/privacy';
import type { FastifyRequest } from 'fastify';

/**
 * Where a consent was given: 'api' for a bearer token or a caller that is not a browser page, 'web' for the
 * web app (a browser sends Origin or Sec-Fetch-Site with its POSTs; a cookie session is the web app's).
 */
export function consentChannel(request: FastifyRequest): ConsentChannel {
  if (request.headers.authorization?.startsWith('Bearer ')) return 'api';
  if (request.headers.origin || request.headers['sec-fetch-site']) return 'web';
  return request.auth ? 'web' : 'api';
}
