import type { ConsentPurpose } from '@contract/account/notices';
import type { Consent } from '@contract/account/privacy';
import { type Outcome, OutcomeAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { type Column, DataTable } from '@web/components/ui/data-table';
import { EmptyState } from '@web/components/ui/empty-state';
import { paths } from '@web/config/paths';
import { formatDateTime } from '@web/lib/format';
import { useRecordedConsentText } from '@web/lib/privacy-notice';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGrantConsent, useWithdrawConsent } from '../api/privacy';
import styles from './privacy.module.css';

const PURPOSE_LABELS = {
  'application-processing': 'privacy.purpose.processing',
  'embassy-sharing': 'privacy.purpose.embassySharing',
  marketing: 'privacy.purpose.marketing',
} as const satisfies Record<ConsentPurpose, string>;

/** An application consent whose application is still a draft or under way: withdrawing it has a consequence. */
const needsWarning = (consent: Consent) =>
  consent.application !== null && (consent.application.open || consent.application.status === 'draft');

/** The consequence a withdrawal has, said before it happens (docs/privacy.md#withdrawal). */
function useConsequence() {
  const { t } = useTranslation();
  return (consent: Consent) => {
    const ref = consent.application?.ref ?? '';
    if (!consent.application?.open) return t('privacy.withdraw.draft', { ref });
    return consent.purpose === 'embassy-sharing'
      ? t('privacy.withdraw.openSharing', { ref })
      : t('privacy.withdraw.openProcessing', { ref });
  };
}

/** The traveller's consents by purpose, each withdrawable in one click (a confirmation first where an application needs it). */
export function ConsentsSection({ consents, marketing }: { consents: Consent[]; marketing: boolean }) {
  const { t } = useTranslation();
  const withdraw = useWithdrawConsent();
  const grant = useGrantConsent();
  const wording = useRecordedConsentText();
  const consequence = useConsequence();
  const [pending, setPending] = useState<Consent | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const withdrawNow = (consent: Consent) => {
    setOutcome(null);
    withdraw.mutate(consent.id, {
      onSuccess: () => setOutcome({ tone: 'success', text: t('privacy.withdraw.done') }),
      onError: () => setOutcome({ tone: 'error', text: t('privacy.withdraw.failed') }),
      onSettled: () => setPending(null),
    });
  };
  const onWithdraw = (consent: Consent) => (needsWarning(consent) ? setPending(consent) : withdrawNow(consent));
  const giveMarketing = () => {
    setOutcome(null);
    grant.mutate(
      { purpose: 'marketing' },
      {
        onSuccess: () => setOutcome({ tone: 'success', text: t('privacy.marketing.given') }),
        onError: () => setOutcome({ tone: 'error', text: t('privacy.marketing.failed') }),
      },
    );
  };

  const columns: Column<Consent>[] = [
    {
      header: t('privacy.consents.purpose'),
      cell: (consent) => (
        <>
          <strong>{t(PURPOSE_LABELS[consent.purpose])}</strong>
          {consent.application ? (
            <>
              {' '}
              <Link to={paths.application(consent.application.ref)}>{consent.application.ref}</Link>
            </>
          ) : null}
          <span className={styles.wording}>{wording(consent.noticeVersion, consent.purpose, consent.destination)}</span>
        </>
      ),
    },
    {
      header: t('privacy.consents.status'),
      cell: (consent) =>
        consent.status === 'granted'
          ? t('privacy.consents.granted')
          : t('privacy.consents.withdrawnOn', { when: formatDateTime(consent.withdrawnAt!) }),
    },
    {
      header: t('privacy.consents.given'),
      cell: (consent) => (
        <>
          <span className={styles.nowrap}>{formatDateTime(consent.grantedAt)}</span>
          <span className={styles.wording}>
            {t('privacy.consents.notice', { version: consent.noticeVersion })} ·{' '}
            {t(consent.channel === 'web' ? 'privacy.consents.channelWeb' : 'privacy.consents.channelApi')}
          </span>
        </>
      ),
    },
    {
      header: t('privacy.consents.action'),
      cell: (consent) =>
        consent.status === 'granted' ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onWithdraw(consent)}
            busy={withdraw.isPending && withdraw.variables === consent.id}
            busyLabel={t('privacy.withdraw.busy')}
          >
            {t('privacy.withdraw.button')}
            <span className="visually-hidden"> {t(PURPOSE_LABELS[consent.purpose])}</span>
          </Button>
        ) : null,
    },
  ];

  return (
    <section className={`card ${styles.section}`} aria-labelledby="consents-title">
      <h2 id="consents-title" className={styles.sectionTitle}>
        {t('privacy.consents.title')}
      </h2>
      <p className={styles.lead}>{t('privacy.consents.lead')}</p>
      <OutcomeAlert outcome={outcome} />
      <div className={styles.marketing}>
        <p>{marketing ? t('privacy.marketing.on') : t('privacy.marketing.off')}</p>
        {marketing ? null : (
          <Button variant="secondary" size="sm" onClick={giveMarketing} busy={grant.isPending}>
            {t('privacy.marketing.give')}
          </Button>
        )}
      </div>
      <p className={styles.lead}>
        {t('privacy.marketing.alerts')} <Link to={paths.account.settings}>{t('privacy.marketing.alertsLink')}</Link>
      </p>
      {consents.length === 0 ? (
        <EmptyState>{t('privacy.consents.empty')}</EmptyState>
      ) : (
        <DataTable label={t('privacy.consents.table')} columns={columns} rows={consents} rowKey={(c) => c.id} />
      )}
      <ConfirmDialog
        open={pending !== null}
        question={t('privacy.withdraw.confirm')}
        description={pending ? consequence(pending) : undefined}
        confirmLabel={t('privacy.withdraw.button')}
        busyLabel={t('privacy.withdraw.busy')}
        busy={withdraw.isPending}
        onConfirm={() => pending && withdrawNow(pending)}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
