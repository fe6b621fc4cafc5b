import type { Application, RefundTo } from '@contract/apply/applications';
import { PROMISE_RUNNING } from '@contract/apply/statuses';
import { todayInIndia } from '@contract/dates';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Loading } from '@web/components/ui/loading';
import { PageMeta } from '@web/components/ui/page-meta';
import { paths } from '@web/config/paths';
import { useApplication, useCancelApplication } from '@web/features/apply/api/application';
import styles from '@web/features/apply/components/apply.module.css';
import { ChecklistItemPicker } from '@web/features/apply/components/checklist-item-picker';
import { PassportChecks } from '@web/features/apply/components/passport-checks';
import { PriceTable } from '@web/features/apply/components/price-table';
import { CancellationRefund } from '@web/features/apply/components/refund-summary';
import { Timeline } from '@web/features/apply/components/timeline';
import { SavedFileLink } from '@web/features/offline/saved-file-link';
import { ReviewCard } from '@web/features/reviews/components/review-form';
import { useMessageText } from '@web/i18n/use-message-text';
import { useStoredText } from '@web/i18n/use-stored-text';
import { errorMessage } from '@web/lib/error-message';
import { formatDate, formatDateTime, formatRupees, formatShortDate } from '@web/lib/format';
import { STATUS_KEYS, useCountryName } from '@web/lib/visa-text';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

const PROVIDER_NAMES = {
  wallet: 'apply.application.provider.wallet',
  test: 'apply.application.provider.test',
  razorpay: 'apply.application.provider.razorpay',
} as const;
const REFUNDED = {
  wallet: 'apply.application.refundedWallet',
  provider: 'apply.application.refundedProvider',
} as const;

function Payments({ application }: { application: Application }) {
  const { t } = useTranslation();
  if (application.payments.length === 0) return <p className={styles.muted}>{t('apply.application.noPayments')}</p>;
  return (
    <ul className={styles.checklist}>
      {application.payments.map((payment) => (
        <li key={payment.id} className={styles.item}>
          <div className={styles.itemHead}>
            <strong>
              {formatRupees(payment.amount)} · {t(PROVIDER_NAMES[payment.provider])}
            </strong>
            <span>
              {payment.status === 'paid'
                ? t('apply.application.paidOn', { date: formatDateTime(payment.paidAt ?? payment.createdAt) })
                : payment.status === 'pending'
                  ? t('apply.application.waiting')
                  : t('apply.application.failed')}
            </span>
          </div>
          <p className={styles.muted}>
            {t('apply.application.split', {
              wallet: formatRupees(payment.walletAmount),
              online: formatRupees(payment.providerAmount),
            })}
          </p>
          {payment.refunds.map((refund) => (
            <p key={`${refund.reason}-${refund.destination}`}>
              {t(REFUNDED[refund.destination], {
                amount: formatRupees(refund.amount),
                date: formatDate(refund.createdAt),
              })}
            </p>
          ))}
          {payment.invoiceUrl ? (
            <a href={payment.invoiceUrl} download>
              {t('apply.application.invoice')}
            </a>
          ) : null}
          {payment.creditNotes.map((note) => (
            <p key={note.number}>
              <a href={note.url} download>
                {t('apply.application.creditNote', { number: note.number, amount: formatRupees(note.amount) })}
              </a>
            </p>
          ))}
        </li>
      ))}
    </ul>
  );
}

/** When the retention policy deletes (or deleted) the application's documents (docs/retention.md). */
function Retention({ application: a }: { application: Application }) {
  const { t } = useTranslation();
  if (a.retention.deletedAt) {
    return (
      <Alert tone="info">{t('apply.application.retentionDeleted', { date: formatDate(a.retention.deletedAt) })}</Alert>
    );
  }
  if (!a.retention.deleteOn) return null;
  const date = formatDate(a.retention.deleteOn);
  const download = (
    <Trans i18nKey="apply.application.retentionDownload" components={{ docs: <Link to={paths.account.documents} /> }} />
  );
  // A draft's date moves with every change: said quietly; a closed application's is a firm date.
  if (a.status === 'draft') {
    return (
      <p className={styles.muted}>
        {t('apply.application.retentionDraft', { date })} {download}
      </p>
    );
  }
  return (
    <Alert tone="info">
      {t('apply.application.retentionOn', { date })} {download}
    </Alert>
  );
}

/** /account/applications/:ref: status and timeline, the checklist with notes, payments and invoice, cancel. */
/**
 * The decision promised by a date (docs/on-time.md), while the application waits for one: paused while documents
 * are requested, late (and compensated by itself) once the date has passed in India.
 */
function PromisedDecision({ application: a }: { application: Application }) {
  const { t } = useTranslation();
  if (!a.promisedBy) return null;
  const paused = a.status === 'documents_requested';
  if (!paused && !PROMISE_RUNNING.includes(a.status)) return null;
  const date = formatShortDate(a.promisedBy, true);
  const late = !paused && a.promisedBy < todayInIndia();
  const text = paused
    ? t('apply.application.promise.paused', { date })
    : late
      ? t('apply.application.promise.late', { date })
      : t('apply.application.promise.running', { date });
  return (
    <p data-testid="promised-decision">
      {text} <Link to={paths.onTime}>{t('apply.application.promise.record')}</Link>
    </p>
  );
}

export default function ApplicationPage() {
  const { ref = '' } = useParams();
  const application = useApplication(ref);
  const cancel = useCancelApplication(ref);
  const [confirming, setConfirming] = useState(false);
  const [refundTo, setRefundTo] = useState<RefundTo>('original');
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const { t } = useTranslation();
  const storedText = useStoredText();
  const countryName = useCountryName();
  const messageText = useMessageText();

  if (application.isLoading) return <Loading label={t('apply.page.loading')} />;
  if (!application.data) {
    return (
      <section>
        <h1>{t('apply.application.title')}</h1>
        <Alert tone="error">{t('apply.page.notFound')}</Alert>
        <Link to={paths.account.visaHistory}>{t('apply.application.backToHistory')}</Link>
      </section>
    );
  }
  const a = application.data;
  const reuploading = a.status === 'documents_requested';
  const doCancel = () =>
    cancel.mutate(
      { refundTo },
      {
        onSuccess: () => {
          setConfirming(false);
          setMessage({ tone: 'success', text: t('apply.application.cancelled') });
        },
        onError: (e) => {
          setConfirming(false);
          setMessage({ tone: 'error', text: messageText(errorMessage(e, t('apply.application.cancelFailed'))) });
        },
      },
    );

  return (
    <section aria-labelledby="application-title">
      <PageMeta
        title={t('apply.application.metaTitle', { ref: a.ref })}
        description={t('apply.application.metaDescription')}
        path={`/account/applications/${a.ref}`}
      />
      <h1 id="application-title">
        {storedText(a.option.name)}, {countryName(a.country, a.countryName)}
      </h1>
      <p>
        <Trans
          i18nKey="apply.application.refStatus"
          values={{ ref: a.ref, status: t(STATUS_KEYS[a.status]) }}
          components={{ strong: <strong />, status: <strong /> }}
        />
      </p>
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      <PromisedDecision application={a} />
      {a.status === 'draft' ? (
        <p>
          <Link to={a.resumeUrl}>{t('apply.application.continue')}</Link>
        </p>
      ) : null}
      {a.visaUrl ? (
        <p>
          <SavedFileLink href={a.visaUrl}>{t('apply.application.downloadVisa')}</SavedFileLink>
        </p>
      ) : null}
      {reuploading ? <Alert tone="warning">{t('apply.application.reupload')}</Alert> : null}
      <Retention application={a} />
      {a.status === 'approved' ? <ReviewCard refId={a.ref} /> : null}

      <div className={`card ${styles.card}`}>
        <h2>{t('apply.timeline')}</h2>
        <Timeline entries={a.timeline} />
      </div>

      <div className={`card ${styles.card}`}>
        <h2>{t('apply.application.trip')}</h2>
        <dl className={styles.summary}>
          <dt>{t('apply.review.dates')}</dt>
          <dd>{t('apply.dateRange', { start: formatShortDate(a.start, true), end: formatShortDate(a.end, true) })}</dd>
          <dt>{t('apply.review.processing')}</dt>
          <dd>{t('apply.workingDays', { count: a.option.processingDays })}</dd>
        </dl>
      </div>

      <div className={`card ${styles.card}`}>
        <h2>{t('apply.application.documents')}</h2>
        <PassportChecks application={a} />
        {a.travellers.map((traveller) => {
          const name = `${traveller.firstName} ${traveller.lastName}`.trim();
          return (
            <section key={traveller.id} aria-label={t('apply.documents.forTraveller', { name })}>
              <h3>{name}</h3>
              <ul className={styles.checklist}>
                {a.checklist
                  .filter((item) => item.travellerId === traveller.id)
                  .map((item) => (
                    <ChecklistItemPicker
                      key={item.id}
                      refId={a.ref}
                      item={item}
                      travellerName={name}
                      editable={
                        a.status === 'draft' ||
                        (reuploading && (item.status === 'rejected' || item.status === 'missing'))
                      }
                    />
                  ))}
              </ul>
            </section>
          );
        })}
      </div>

      <div className={`card ${styles.card}`}>
        <h2>{t('apply.application.payments')}</h2>
        <PriceTable price={a.price} />
        <Payments application={a} />
      </div>

      {a.canCancel ? (
        <div className={`card ${styles.card}`}>
          <CancellationRefund cancellation={a.cancellation} refundTo={refundTo} onRefundToChange={setRefundTo} />
          <div>
            <Button variant="danger" onClick={() => setConfirming(true)}>
              {t('apply.application.cancel')}
            </Button>
          </div>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        question={t('apply.application.cancelQuestion', { ref: a.ref })}
        confirmLabel={t('apply.application.cancel')}
        busyLabel={t('apply.application.cancelling')}
        busy={cancel.isPending}
        onConfirm={doCancel}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
