import { searchDateIssues } from '@contract/catalogue';
import { SAME_COUNTRY_MESSAGE } from '@contract/catalogue-rules';
import { HANDOFF_TOKEN_MINUTES, type HandoffRequest, type HandoffResponse } from '@contract/handoff';
import type { Db, DbOrTx } from '@db/client';
import { AppError, badRequest } from '../../lib/app-error';
import { newId, randomToken, sha256 } from '../../lib/ids';
import type { RateLimits } from '../../lib/rate-limiter';
import { passportIndex } from '../catalogue';
import { deleteStaleHandoffTokens, findUserById, insertHandoffToken, spendHandoffToken } from '../identity';

/** What starting a hand-off works with; the routes hand it over. */
export interface HandoffDeps {
  db: Db;
  rateLimits: RateLimits;
  /** The external booking site; without one, applications are made here. */
  visaBookingUrl: string | null;
}

const HANDOFF_LIMIT = { name: 'sso-handoff', points: 30, durationSeconds: 60 };
const DEFAULT_ORIGIN = 'IN';

function searchIssues(search: HandoffRequest): Record<string, string> {
  const codes = passportIndex().codes;
  const issues: Record<string, string> = {};
  if (search.from && !codes.has(search.from)) issues.from = `Unknown country code "${search.from}"`;
  if (search.to && !codes.has(search.to)) issues.to = `Unknown country code "${search.to}"`;
  else if (search.to && search.to === (search.from ?? DEFAULT_ORIGIN)) issues.to = SAME_COUNTRY_MESSAGE;
  const byIssue = search.by ? searchDateIssues(search.by, undefined).start : undefined;
  if (byIssue) issues.by = byIssue.replace('visa start date', 'date you need the visa by');
  return { ...issues, ...searchDateIssues(search.start, search.end) };
}

/** The booking site address: VISA_BOOKING_URL + the search as query + the token in the fragment. */
function bookingUrl(base: string, search: HandoffRequest, token: string): string {
  const url = new URL(base);
  url.searchParams.set('from', search.from ?? DEFAULT_ORIGIN);
  for (const key of ['to', 'start', 'end', 'type', 'by'] as const) {
    const value = search[key];
    if (value) url.searchParams.set(key, value);
  }
  if (search.autostart) url.searchParams.set('autostart', '1');
  url.hash = `sso=${token}`;
  return url.toString();
}

/** Without an external booking site, the booking site is this server: /apply with the search, no token. */
function applyUrl(search: HandoffRequest): string {
  const query = new URLSearchParams({ from: search.from ?? DEFAULT_ORIGIN });
  for (const key of ['to', 'start', 'end', 'type'] as const) {
    const value = search[key];
    if (value) query.set(key, value);
  }
  return `/apply?${query.toString()}`;
}

/** Mints a single-use, short-lived hand-off token for the signed-in user (only its hash is kept). */
export async function startHandoff(
  deps: HandoffDeps,
  userId: string,
  search: HandoffRequest,
): Promise<HandoffResponse> {
  const issues = searchIssues(search);
  const first = Object.values(issues)[0];
  if (first) throw badRequest(first, issues);
  const externalSite = deps.visaBookingUrl;
  if (!externalSite) return { url: applyUrl(search), expiresAt: new Date().toISOString() };
  await deps.rateLimits.consume([HANDOFF_LIMIT, userId]);

  const token = randomToken();
  const expiresAt = new Date(Date.now() + HANDOFF_TOKEN_MINUTES * 60_000);
  await deleteStaleHandoffTokens(deps.db, userId);
  await insertHandoffToken(deps.db, {
    id: newId(),
    userId,
    secretHash: sha256(token),
    expiresAt,
    data: { ...search, from: search.from ?? DEFAULT_ORIGIN },
  });
  return { url: bookingUrl(externalSite, search, token), expiresAt: expiresAt.toISOString() };
}

/** The booking site trades a token for the user, once; unknown, spent and expired tokens look alike. */
export async function exchangeHandoffToken(db: DbOrTx, token: string) {
  const userId = await spendHandoffToken(db, sha256(token));
  const user = userId ? await findUserById(db, userId) : undefined;
  if (!user) throw new AppError('NOT_FOUND', 'This sign-in link is invalid, already used or expired.');
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return { user: { id: user.id, email: user.email, name, mobile: user.mobile } };
}
