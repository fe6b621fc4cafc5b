import type { TwoFactorEnrolment } from '@contract/account/settings';
import { type Outcome, OutcomeAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { StatusTag } from '@web/components/ui/status-tag';
import { serverReason } from '@web/lib/error-message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStartTwoFactor } from '../api/toggle-2fa';
import styles from './settings.module.css';
import { TwoFactorDisableDialog } from './two-factor-disable-dialog';
import { TwoFactorEnrolDialog } from './two-factor-enrol-dialog';

const TOGGLE_FAILED = 'Failed to toggle 2FA';

/** The Two-Factor Authentication box: state, Enable 2FA (enrolment dialog) or Disable 2FA (code dialog). */
export function TwoFactorBox({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const start = useStartTwoFactor();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [disabling, setDisabling] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const enable = () => {
    setOutcome(null);
    start.mutate(undefined, {
      onSuccess: setEnrolment,
      onError: (error) =>
        setOutcome({ tone: 'error', text: t('settings.twoFactor.failed'), detail: serverReason(error, TOGGLE_FAILED) }),
    });
  };

  return (
    <section className={`card ${styles.section}`} aria-labelledby="two-factor-title">
      <h2 id="two-factor-title" className={styles.sectionTitle}>
        {t('settings.twoFactor.title')}
      </h2>
      <OutcomeAlert outcome={outcome} />
      <div className={styles.twoFactorRow}>
        <div>
          <p className={styles.stateLine}>
            {t('settings.twoFactor.status')}{' '}
            {enabled ? (
              <StatusTag tone="success" icon="check">
                {t('settings.twoFactor.enabled')}
              </StatusTag>
            ) : (
              <StatusTag tone="neutral" icon="cross">
                {t('settings.twoFactor.disabled')}
              </StatusTag>
            )}
          </p>
          <p className={styles.twoFactorText}>{t('settings.twoFactor.explanation')}</p>
        </div>
        {enabled ? (
          <Button
            variant="secondary"
            onClick={() => {
              setOutcome(null);
              setDisabling(true);
            }}
          >
            {t('settings.twoFactor.disable')}
          </Button>
        ) : (
          <Button onClick={enable} busy={start.isPending} busyLabel={t('settings.twoFactor.starting')}>
            {t('settings.twoFactor.enable')}
          </Button>
        )}
      </div>
      <TwoFactorEnrolDialog
        enrolment={enrolment}
        onEnabled={() => setOutcome({ tone: 'success', text: t('settings.twoFactor.nowEnabled') })}
        onClose={() => setEnrolment(null)}
      />
      <TwoFactorDisableDialog
        open={disabling}
        onDisabled={() => setOutcome({ tone: 'success', text: t('settings.twoFactor.nowDisabled') })}
        onClose={() => setDisabling(false)}
      />
    </section>
  );
}
