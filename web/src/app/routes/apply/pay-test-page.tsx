import { SignedInOnly } from '@web/app/signed-in-only';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Loading } from '@web/components/ui/loading';
import { PageMeta } from '@web/components/ui/page-meta';
import { paths } from '@web/config/paths';
import { usePayment, useTestPaymentOutcome } from '@web/features/apply/api/payments';
import styles from '@web/features/apply/components/apply.module.css';
import { formatRupees } from '@web/lib/format';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';

/** /pay/test/:paymentId: the built-in test provider. No money moves; the buttons decide the outcome. */
export default function PayTestPage() {
  return (
    <SignedInOnly>
      <TestPayment />
    </SignedInOnly>
  );
}

function TestPayment() {
  const { paymentId = '' } = useParams();
  const navigate = useNavigate();
  const view = usePayment(paymentId);
  const outcome = useTestPaymentOutcome(paymentId);
  const { t } = useTranslation();

  const decide = (result: 'success' | 'failure') =>
    outcome.mutate(result, {
      onSuccess: ({ ref, payment }) =>
        navigate(
          payment.status === 'paid'
            ? `/apply?ref=${encodeURIComponent(ref)}&step=done`
            : `/apply?ref=${encodeURIComponent(ref)}&step=review&payment=failed`,
          { replace: true },
        ),
    });

  return (
    <div className={`page container ${styles.testPay}`}>
      <PageMeta title={t('apply.testPay.title')} description={t('apply.testPay.metaDescription')} path="/pay/test" />
      <h1>{t('apply.testPay.title')}</h1>
      <Alert tone="info">{t('apply.testPay.info')}</Alert>
      {view.isLoading ? <Loading label={t('apply.testPay.loading')} /> : null}
      {view.error ? (
        <Alert tone="error">
          <Trans i18nKey="apply.testPay.notFound" components={{ saved: <Link to={paths.account.saved} /> }} />
        </Alert>
      ) : null}
      {view.data ? (
        <section className={`card ${styles.card}`} aria-labelledby="pay-title">
          <h2 id="pay-title">
            {t('apply.testPay.amountFor', {
              amount: formatRupees(view.data.payment.providerAmount),
              ref: view.data.ref,
            })}
          </h2>
          <p>
            {view.data.optionName}, {view.data.countryName}
            {view.data.payment.walletAmount > 0
              ? t('apply.testPay.fromWallet', { amount: formatRupees(view.data.payment.walletAmount) })
              : ''}
          </p>
          {view.data.payment.status !== 'pending' ? (
            <Alert tone="info">
              {view.data.payment.status === 'paid' ? t('apply.testPay.alreadyPaid') : t('apply.testPay.closed')}
            </Alert>
          ) : (
            <div className={styles.actions}>
              <Button variant="danger" onClick={() => decide('failure')} disabled={outcome.isPending}>
                {t('apply.testPay.fail')}
              </Button>
              <Button onClick={() => decide('success')} busy={outcome.isPending} busyLabel={t('apply.testPay.paying')}>
                {t('apply.testPay.pay')}
              </Button>
            </div>
          )}
        </section>
      ) : null}
    </div>
  );
}
