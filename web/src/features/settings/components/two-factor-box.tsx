import type { TwoFactorEnrolment } from '@contract/account/settings';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { StatusTag } from '../../../components/ui/status-tag';
import { useStartTwoFactor } from '../api/toggle-2fa';
import styles from './settings.module.css';
import { TwoFactorDisableDialog } from './two-factor-disable-dialog';
import { TwoFactorEnrolDialog } from './two-factor-enrol-dialog';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** The Two-Factor Authentication box: state, Enable 2FA (enrolment dialog) or Disable 2FA (code dialog). */
export function TwoFactorBox({ enabled }: { enabled: boolean }) {
  const start = useStartTwoFactor();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [disabling, setDisabling] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const enable = () => {
    setOutcome(null);
    start.mutate(undefined, {
      onSuccess: setEnrolment,
      onError: () => setOutcome({ tone: 'error', text: 'Failed to toggle 2FA' }),
    });
  };

  return (
    <section className={`card ${styles.section}`} aria-labelledby="two-factor-title">
      <h2 id="two-factor-title" className={styles.sectionTitle}>
        Two-Factor Authentication
      </h2>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <div className={styles.twoFactorRow}>
        <div>
          <p className={styles.stateLine}>
            Status:{' '}
            {enabled ? (
              <StatusTag tone="success" icon="check">
                Enabled
              </StatusTag>
            ) : (
              <StatusTag tone="neutral" icon="cross">
                Disabled
              </StatusTag>
            )}
          </p>
          <p className={styles.twoFactorText}>
            With two-factor authentication on, every login also asks for a code from an authenticator app on your phone.
          </p>
        </div>
        {enabled ? (
          <Button
            variant="secondary"
            onClick={() => {
              setOutcome(null);
              setDisabling(true);
            }}
          >
            Disable 2FA
          </Button>
        ) : (
          <Button onClick={enable} busy={start.isPending} busyLabel="Starting...">
            Enable 2FA
          </Button>
        )}
      </div>
      <TwoFactorEnrolDialog
        enrolment={enrolment}
        onEnabled={() => setOutcome({ tone: 'success', text: 'Two-Factor Authentication enabled' })}
        onClose={() => setEnrolment(null)}
      />
      <TwoFactorDisableDialog
        open={disabling}
        onDisabled={() => setOutcome({ tone: 'success', text: 'Two-Factor Authentication disabled' })}
        onClose={() => setDisabling(false)}
      />
    </section>
  );
}
