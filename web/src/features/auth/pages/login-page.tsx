import type { User } from '@contract/user';
import { type SessionStatus, useSession } from '@web/app/session';
import { Loading } from '@web/components/ui/loading';
import { PageMeta } from '@web/components/ui/page-meta';
import { paths } from '@web/config/paths';
import { lazyPrefetched } from '@web/lib/lazy-prefetched';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../components/auth.module.css';
import { useAlreadySignedInTarget, useCompleteLogin, useGoTo } from '../use-post-login';

// Downloads while the page hydrates and the session is checked.
const SignInOptions = lazyPrefetched(() =>
  import('../components/sign-in-options').then((module) => ({ default: module.SignInOptions })),
);

/** docs/product/accounts.md#the-login-page: session check first, then the sign-in options (fetched while the session is checked). */
export default function LoginPage() {
  const { t } = useTranslation();
  const { status } = useSession();
  const [leaving, setLeaving] = useState(false);
  const completeLogin = useCompleteLogin();
  const alreadySignedInTarget = useAlreadySignedInTarget();
  const goTo = useGoTo();
  const [initialStatus, setInitialStatus] = useState<SessionStatus | null>(null);

  // Only the first answer of the session check decides whether a visitor is already signed in;
  // a login made on this page finishes through completeLogin instead.
  useEffect(() => {
    if (status === 'loading' || initialStatus) return;
    setInitialStatus(status);
    if (status === 'authenticated') {
      setLeaving(true);
      goTo(alreadySignedInTarget());
    }
  }, [status, initialStatus, goTo, alreadySignedInTarget]);

  async function finish(user: User) {
    setLeaving(true);
    await completeLogin(user);
  }

  // The session check's card carries the sign-in card's lead sentence (the same text at the same size): the page's
  // largest text is then painted from the prerendered HTML, not when the forms arrive after the check.
  const waiting = (label: string, lead: boolean) => (
    <div className={`card ${styles.cardReserved}`}>
      <h1 className={styles.title}>{t('auth.login')}</h1>
      {lead ? <p className={styles.lead}>{t('auth.lead')}</p> : null}
      <Loading label={label} />
    </div>
  );
  const checking = status === 'loading' || initialStatus === null;
  return (
    <div className="page">
      <PageMeta title={t('auth.metaTitle')} description={t('auth.metaDescription')} path={paths.login} />
      <div className={styles.wrap}>
        {leaving ? (
          waiting(t('auth.redirecting'), false)
        ) : checking ? (
          waiting(t('auth.checkingSession'), true)
        ) : (
          <Suspense fallback={waiting(t('auth.checkingSession'), true)}>
            <SignInOptions onLoggedIn={finish} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
