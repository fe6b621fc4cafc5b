import { Loading } from '@web/components/ui/loading';
import { paths } from '@web/config/paths';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useSession } from './session';

/**
 * Signed-in only (docs/product/site.md#routes): while the session is checked a loading line, an anonymous visitor goes to
 * /login with the page as next, and only a signed-in one gets `children` (so nothing of theirs is asked for
 * before).
 */
export function SignedInOnly({ children, checkingLabel }: { children: ReactNode; checkingLabel?: string }) {
  const { t } = useTranslation();
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') {
    return (
      <div className="page container">
        <Loading label={checkingLabel ?? t('auth.checkingSession')} />
      </div>
    );
  }
  if (status === 'anonymous') {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`${paths.login}?next=${encodeURIComponent(next)}`} replace />;
  }
  return children;
}
