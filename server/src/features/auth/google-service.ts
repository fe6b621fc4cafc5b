import type { BaseLogger } from 'pino';
import { AppError, conflict } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { GoogleIdentity, GoogleTokenVerifier } from '../identity';
import { findUserByEmail, findUserByGoogleSub, type UserRow, updateUser } from '../identity';
import { AuthLimits } from './limits';
import { beginLogin, type LoginOutcome } from './login-outcome';
import { type AuthDeps, type ClientInfo, createAccount } from './service';

const GOOGLE_FAILED = 'Google login failed, please try again.';

/** The auth dependencies plus Google's token check (none when sign-in with Google is off) and a log. */
export interface GoogleLoginDeps extends AuthDeps {
  verifyGoogleToken: GoogleTokenVerifier | undefined;
  log: Pick<BaseLogger, 'info'>;
}

const httpsUrl = (value: string | null) => (value?.startsWith('https://') ? value.slice(0, 2048) : null);

/** The mobile dialog after a Google login (docs/product/accounts.md#google-sign-in) opens when the account has neither a verified mobile nor a mobile. */
export const needsMobile = (user: UserRow) => !user.mobileVerifiedAt && !user.mobile;

async function linkOrCreate(deps: AuthDeps, identity: GoogleIdentity, ref: string | undefined): Promise<UserRow> {
  return deps.db.transaction(async (tx) => {
    const bySub = await findUserByGoogleSub(tx, identity.sub);
    if (bySub) return bySub;
    const byEmail = await findUserByEmail(tx, identity.email);
    if (byEmail?.googleSub) throw conflict('This email is linked to a different Google account.');
    if (byEmail) {
      // Google vouches for the address, so linking also proves it.
      return updateUser(tx, byEmail.id, {
        googleSub: identity.sub,
        emailVerifiedAt: byEmail.emailVerifiedAt ?? new Date(),
        picture: byEmail.picture ?? httpsUrl(identity.picture),
        firstName: byEmail.firstName || identity.givenName || '',
        lastName: byEmail.lastName || identity.familyName || '',
      });
    }
    return createAccount(
      tx,
      {
        email: identity.email,
        emailVerifiedAt: new Date(),
        googleSub: identity.sub,
        firstName: identity.givenName ?? identity.name?.split(' ')[0] ?? identity.email.split('@')[0] ?? '',
        lastName: identity.familyName ?? '',
        picture: httpsUrl(identity.picture),
        ref,
      },
      { referralRewardPaise: deps.referralRewardPaise },
    );
  });
}

/** Signs in with a Google ID token: identity only from the verified token, never from the request body. */
export async function loginWithGoogle(
  deps: GoogleLoginDeps,
  input: { credential: string; ref?: string },
  client: ClientInfo,
): Promise<LoginOutcome> {
  await deps.rateLimits.consume([AuthLimits.googlePerIp, client.ip]);
  const verify = deps.verifyGoogleToken;
  if (!verify) throw new AppError('NOT_FOUND', 'Google sign-in is not available on this site.');
  let identity: GoogleIdentity;
  try {
    identity = await verify(input.credential);
  } catch (error) {
    deps.log.info({ err: error }, 'Google ID token refused');
    throw new AppError('UNAUTHENTICATED', GOOGLE_FAILED);
  }
  if (!identity.emailVerified) {
    throw new AppError(
      'UNAUTHENTICATED',
      'Your Google account email is not verified. Please use another way to log in.',
    );
  }
  let user: UserRow;
  try {
    user = await linkOrCreate(deps, identity, input.ref);
  } catch (error) {
    // Two first sign-ins at once: the other request created the account; link to it.
    if (!isUniqueViolation(error)) throw error;
    user = await linkOrCreate(deps, identity, input.ref);
  }
  await deps.sessions.userChanged(user.id);
  return beginLogin(deps.db, user, 'google');
}
