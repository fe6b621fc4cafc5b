import type { LoginResult, SignedIn } from '@contract/auth';
import type { User } from '@contract/user';
import { useSession } from '@web/app/session';
import { Alert } from '@web/components/ui/alert';
import { paths } from '@web/config/paths';
import { errorMessage } from '@web/lib/error-message';
import { continueTripText } from '@web/lib/trip';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useGoogleLogin } from '../api/google-login';
import { needsTwoFactor } from '../api/login';
import { readGoogleCredential } from '../google-credential';
import { authValidation } from '../validation';
import styles from './auth.module.css';
import { GoogleButton } from './google-button';
import { LoginForm } from './login-form';
import { MobileLoginForm } from './mobile-login-form';
import { SignupForm } from './signup-form';
import { TwoFactorStep } from './two-factor-step';
import { VerifyMobileDialog } from './verify-mobile-dialog';

const TABS = [
  { id: 'login', label: 'auth.login' },
  { id: 'signup', label: 'auth.signUp' },
  { id: 'mobile', label: 'auth.mobileLogin' },
] as const;
type Tab = (typeof TABS)[number]['id'];

type Step = { name: 'forms' } | { name: 'two-factor' } | { name: 'verify-mobile'; user: User };

/**
 * The three tabs, the two-factor step and the mobile dialog of the login page (docs/product/accounts.md). Loaded apart from
 * the page, while the session is checked: the forms and their validation are not needed before that answer.
 */
export function SignInOptions({ onLoggedIn }: { onLoggedIn(user: User): Promise<void> }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const referralCode = params.get('ref')?.trim().slice(0, 20) || undefined;
  const tripText = continueTripText(params.get('next') ?? params.get('from'));
  const { setUser } = useSession();
  const [tab, setTab] = useState<Tab>(pathname === paths.signup ? 'signup' : 'login');
  const [step, setStep] = useState<Step>({ name: 'forms' });
  const [googleError, setGoogleError] = useState<string | null>(null);
  const googleLogin = useGoogleLogin();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  useEffect(() => {
    setTab(pathname === paths.signup ? 'signup' : 'login');
  }, [pathname]);

  async function onSignedIn(result: SignedIn) {
    if (result.needsMobile) {
      setUser(result.user);
      setStep({ name: 'verify-mobile', user: result.user });
      return;
    }
    await onLoggedIn(result.user);
  }

  async function onResult(result: LoginResult) {
    if (needsTwoFactor(result)) setStep({ name: 'two-factor' });
    else await onSignedIn(result);
  }

  async function onGoogleCredential(credential: string) {
    setGoogleError(null);
    try {
      await onResult(
        await googleLogin.mutateAsync({ credential, ...readGoogleCredential(credential), ref: referralCode }),
      );
    } catch (error) {
      setGoogleError(errorMessage(error, t('auth.googleFailed')));
    }
  }

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, Home: -index, End: TABS.length - 1 - index };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const next = (index + move + TABS.length) % TABS.length;
    setTab(TABS[next]!.id);
    tabRefs.current[next]?.focus();
  }

  return (
    <>
      {/* The forms' validation loads on the first focus in them, not with the page. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: listens to focus moving into the forms; the card itself takes no input */}
      <div className="card" onFocus={authValidation.prefetch}>
        {step.name === 'two-factor' ? (
          <TwoFactorStep onSignedIn={onSignedIn} onCancel={() => setStep({ name: 'forms' })} />
        ) : (
          <>
            <h1 className={styles.title}>{t('auth.welcome')}</h1>
            <p className={styles.lead}>{tripText ?? t('auth.lead')}</p>
            <div role="tablist" aria-label={t('auth.options')} className={styles.tabs}>
              {TABS.map((item, index) => (
                <button
                  key={item.id}
                  ref={(element) => {
                    tabRefs.current[index] = element;
                  }}
                  type="button"
                  role="tab"
                  id={`auth-tab-${item.id}`}
                  aria-selected={tab === item.id}
                  aria-controls={`auth-panel-${item.id}`}
                  tabIndex={tab === item.id ? 0 : -1}
                  className={styles.tab}
                  onClick={() => setTab(item.id)}
                  onKeyDown={(event) => onTabKey(event, index)}
                >
                  {t(item.label)}
                </button>
              ))}
            </div>
            <div role="tabpanel" id={`auth-panel-${tab}`} aria-labelledby={`auth-tab-${tab}`}>
              {tab === 'login' ? <LoginForm onResult={onResult} /> : null}
              {tab === 'signup' ? <SignupForm referralCode={referralCode} onSignedIn={onSignedIn} /> : null}
              {tab === 'mobile' ? <MobileLoginForm onResult={onResult} /> : null}
            </div>
            {tab !== 'mobile' ? (
              <>
                {googleError ? <Alert tone="error">{googleError}</Alert> : null}
                <GoogleButton onCredential={onGoogleCredential} />
              </>
            ) : null}
          </>
        )}
      </div>
      <VerifyMobileDialog
        open={step.name === 'verify-mobile'}
        onDone={(updated) => {
          if (step.name !== 'verify-mobile') return;
          setStep({ name: 'forms' });
          void onLoggedIn(updated ?? step.user);
        }}
      />
    </>
  );
}
