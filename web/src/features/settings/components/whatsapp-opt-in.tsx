import { Alert, type Outcome, OutcomeAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Loading } from '@web/components/ui/loading';
import { paths } from '@web/config/paths';
import { formatDateTime } from '@web/lib/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useChangeWhatsappSetting, useWhatsappSetting } from '../api/whatsapp-setting';
import styles from './settings.module.css';

/**
 * Status updates and security notices on WhatsApp: an explicit opt-in with the words the server records, only for
 * a verified mobile number, revocable at any time.
 */
export function WhatsappOptIn() {
  const { t } = useTranslation();
  const setting = useWhatsappSetting();
  const change = useChangeWhatsappSetting();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const choose = (optIn: boolean) => {
    setOutcome(null);
    change.mutate(optIn, {
      onSuccess: () =>
        setOutcome({ tone: 'success', text: t(optIn ? 'settings.whatsapp.on' : 'settings.whatsapp.off') }),
      onError: (error) => setOutcome({ tone: 'error', text: error.message }),
    });
  };

  const data = setting.data;
  return (
    <section className={`card ${styles.section}`} aria-labelledby="whatsapp-title">
      <h2 id="whatsapp-title" className={styles.sectionTitle}>
        {t('settings.whatsapp.title')}
      </h2>
      <OutcomeAlert outcome={outcome} />
      {setting.isPending ? <Loading label={t('settings.whatsapp.loading')} /> : null}
      {setting.isError ? <Alert tone="error">{t('settings.whatsapp.loadFailed')}</Alert> : null}
      {data && !data.mobileVerified ? (
        <p>
          {t('settings.whatsapp.needsMobile')}{' '}
          <Link to={paths.account.profile}>{t('settings.whatsapp.profileLink')}</Link>
        </p>
      ) : null}
      {data?.mobileVerified && data.optedIn ? (
        <>
          <p>{t('settings.whatsapp.optedIn', { mobile: data.mobile, date: formatDateTime(data.optedInAt ?? '') })}</p>
          <blockquote className={styles.lockedNote}>{data.wording}</blockquote>
          <Button variant="secondary" onClick={() => choose(false)} disabled={change.isPending}>
            {t('settings.whatsapp.revoke')}
          </Button>
        </>
      ) : null}
      {data?.mobileVerified && !data.optedIn ? (
        <>
          <p id="whatsapp-wording">{data.wording}</p>
          <Button onClick={() => choose(true)} disabled={change.isPending} aria-describedby="whatsapp-wording">
            {t('settings.whatsapp.optIn')}
          </Button>
        </>
      ) : null}
    </section>
  );
}
