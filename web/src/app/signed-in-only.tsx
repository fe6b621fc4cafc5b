import { Loading } from '@web/components/ui/loading';
import { paths } from '@web/config/paths';
import { type ReactNode, useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useLocation, useNavigate } from 'react-router';
import { type SessionStatus, useSession } from './session';

/**
 * The one sign-in guard (docs/product/site.md#routes): once the session is known to be anonymous, the visitor goes to sign in — to
 * /login with this page as next, or where `signIn` says (a page that keeps more than its address for later).
 * Returns the session's status, so a page asks for nothing of the user's before it is 'authenticated'.
 */
export function useSignedInOnly(signIn?: () => string): SessionStatus {
  const { status } = useSession();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // This page's path as the browser shows it (with the language prefix, /hi/...).
  const here = useHref({ pathname });
  const sendToSignIn = useEffectEvent(() => {
    // A page already being left (signing out goes to the home page first) does not ask to sign in again.
    if (window.location.pathname !== here) return;
    navigate(signIn?.() ?? paths.loginNext(`${pathname}${search}`), { replace: true });
  });
  useEffect(() => {
    if (status === 'anonymous') sendToSignIn();
  }, [status]);
  return status;
}

/** Signed-in only: a loading line while the session is checked, and `children` only for a signed-in user. */
export function SignedInOnly({ children, checkingLabel }: { children: ReactNode; checkingLabel?: string }) {
  const { t } = useTranslation();
  const status = useSignedInOnly();
  if (status === 'loading') {
    return (
      <div className="page container">
        <Loading label={checkingLabel ?? t('auth.checkingSession')} />
      </div>
    );
  }
  return status === 'authenticated' ? children : null;
}
