import { usePublicConfig } from '@web/config/public-config';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './auth.module.css';

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback(response: { credential: string }): void;
        ux_mode?: string;
      }): void;
      renderButton(element: HTMLElement, options: Record<string, unknown>): void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

const GIS_SRC = 'https://accounts.google.com/gsi/client';
let loading: Promise<GoogleIdentity> | undefined;

/** Loads Google Identity Services once, only when a client id is configured. */
function loadGoogleIdentity(): Promise<GoogleIdentity> {
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GIS_SRC;
    script.async = true;
    script.onload = () => (window.google ? resolve(window.google) : reject(new Error('Google sign-in did not load')));
    script.onerror = () => {
      loading = undefined;
      reject(new Error('Google sign-in did not load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** 'Sign in with Google'; hidden unless GOOGLE_CLIENT_ID is configured. */
export function GoogleButton({ onCredential }: { onCredential(credential: string): void }) {
  const { t } = useTranslation();
  const clientId = usePublicConfig().googleClientId;
  const container = useRef<HTMLDivElement>(null);
  const callback = useRef(onCredential);
  const [failed, setFailed] = useState(false);
  callback.current = onCredential;

  useEffect(() => {
    if (!clientId) return;
    let cancelled = false;
    loadGoogleIdentity()
      .then((google) => {
        if (cancelled || !container.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: (response) => callback.current(response.credential),
        });
        google.accounts.id.renderButton(container.current, {
          theme: 'outline',
          size: 'large',
          text: 'continue_with',
          width: 300,
        });
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  if (!clientId) return null;
  return (
    <div>
      <p className={styles.divider}>{t('auth.google.or')}</p>
      {failed ? <p className={styles.note}>{t('auth.google.failed')}</p> : null}
      <div ref={container} className={styles.google} />
    </div>
  );
}
