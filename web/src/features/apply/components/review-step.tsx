import type { Application, SubmitResponse } from '@contract/apply/applications';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/field';
import { useMessageText } from '@web/i18n/use-message-text';
import { useStoredText } from '@web/i18n/use-stored-text';
import { formatDate, formatRupees } from '@web/lib/format';
import { useCountryName } from '@web/lib/visa-text';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmitApplication } from '../api/application';
import { useWalletBalance } from '../api/vault';
import styles from './apply.module.css';
import { stepError } from './error-text';
import { PriceTable } from './price-table';
import type { StepError } from './steps';

export function RefundPolicy() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="refund-title">
      <h3 id="refund-title">{t('apply.refund.title')}</h3>
      <ul>
        <li>{t('apply.refund.beforeReview')}</li>
        <li>{t('apply.refund.documents')}</li>
        <li>{t('apply.refund.rejected')}</li>
        <li>{t('apply.refund.embassy')}</li>
      </ul>
    </section>
  );
}

const roundRupees = (value: number) => Math.round(value * 100) / 100;

/** Step 5: what is bought and for whom, the fees, the refund policy and how much of the wallet to use. */
export function ReviewStep({
  application,
  notice,
  onBack,
  onSubmitted,
}: {
  application: Application;
  notice: string | null;
  onBack(): void;
  onSubmitted(result: SubmitResponse): void;
}) {
  const { t } = useTranslation();
  const storedText = useStoredText();
  const countryName = useCountryName();
  const messageText = useMessageText();
  const balance = useWalletBalance().data?.balance ?? 0;
  const total = application.price.total;
  const [useWallet, setUseWallet] = useState<string | null>(null);
  const submit = useSubmitApplication(application.ref);
  const [error, setError] = useState<StepError | null>(null);

  const suggested = roundRupees(Math.min(balance, total));
  const walletText = useWallet ?? String(suggested);
  const walletAmount = Number(walletText);
  const walletIssue =
    walletText.trim() === '' || Number.isNaN(walletAmount) || walletAmount < 0
      ? t('apply.review.walletMin')
      : walletAmount > balance
        ? t('apply.review.walletMax', { amount: formatRupees(balance) })
        : undefined;
  const toPay = roundRupees(Math.max(0, total - Math.min(walletAmount || 0, total)));

  const pay = (event: FormEvent) => {
    event.preventDefault();
    if (walletIssue) return;
    setError(null);
    submit.mutate(walletAmount, { onSuccess: onSubmitted, onError: (e) => setError(stepError(e)) });
  };

  return (
    <form className={`card ${styles.card}`} onSubmit={pay} noValidate aria-labelledby="review-title">
      <h2 id="review-title">{t('apply.review.title')}</h2>
      {notice ? <Alert tone="warning">{notice}</Alert> : null}
      <dl className={styles.summary}>
        <dt>{t('apply.review.reference')}</dt>
        <dd>{application.ref}</dd>
        <dt>{t('apply.review.visa')}</dt>
        <dd>
          {storedText(application.option.name)}, {countryName(application.country, application.countryName)}
        </dd>
        <dt>{t('apply.review.dates')}</dt>
        <dd>
          {t('apply.dateRange', {
            start: formatDate(application.start, 'UTC'),
            end: formatDate(application.end, 'UTC'),
          })}
        </dd>
        <dt>{t('apply.review.travellers')}</dt>
        <dd>{application.travellers.map((t) => `${t.firstName} ${t.lastName}`.trim()).join(', ')}</dd>
        <dt>{t('apply.review.processing')}</dt>
        <dd>{t('apply.workingDays', { count: application.option.processingDays })}</dd>
      </dl>
      <PriceTable price={application.price} />
      {application.price.estimate ? <p className={styles.muted}>{t('apply.review.estimates')}</p> : null}
      <RefundPolicy />
      {balance > 0 ? (
        <TextField
          label={t('apply.review.wallet')}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          max={Math.min(balance, total)}
          value={walletText}
          error={walletIssue}
          hint={t('apply.review.available', { amount: formatRupees(balance) })}
          onChange={(event) => setUseWallet(event.target.value)}
        />
      ) : null}
      {error ? <Alert tone="error">{messageText(error.message)}</Alert> : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack}>
          {t('apply.back')}
        </Button>
        <Button type="submit" busy={submit.isPending} busyLabel={t('apply.submitting')}>
          {toPay > 0 ? t('apply.review.pay', { amount: formatRupees(toPay) }) : t('apply.review.submit')}
        </Button>
      </div>
    </form>
  );
}
