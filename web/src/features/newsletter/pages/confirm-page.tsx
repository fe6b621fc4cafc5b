import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { PageMeta } from '@web/components/ui/page-meta';
import { paths } from '@web/config/paths';
import { PRODUCT_NAME } from '@web/config/public-config';
import { useMessageText } from '@web/i18n/use-message-text';
import { errorMessage } from '@web/lib/error-message';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { NEWSLETTER_ERRORS, useConfirmSubscription } from '../api/newsletter';
import styles from './unsubscribe-page.module.css';

/**
 * Landing page of the link in the confirmation e-mail (double opt-in). Joining takes one click on the
 * button rather than happening on page load, so mail scanners that open links cannot subscribe anyone.
 */
export default function ConfirmSubscriptionPage() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const confirm = useConfirmSubscription();

  return (
    <div className={`page page-narrow ${styles.wrap}`}>
      <PageMeta
        title={t('newsletter.confirm.metaTitle')}
        description={t('newsletter.confirm.metaDescription', { product: PRODUCT_NAME })}
      />
      <h1>{t('newsletter.confirm.title')}</h1>
      {!token ? (
        <Alert tone="error">{t('newsletter.confirm.incomplete')}</Alert>
      ) : confirm.isSuccess ? (
        <Alert tone="success">{confirm.data.message}</Alert>
      ) : (
        <>
          <p>{t('newsletter.confirm.lead', { product: PRODUCT_NAME })}</p>
          {confirm.isError ? (
            <Alert tone="error">{messageText(errorMessage(confirm.error, NEWSLETTER_ERRORS))}</Alert>
          ) : null}
          <Button
            onClick={() => confirm.mutate(token)}
            busy={confirm.isPending}
            busyLabel={t('newsletter.confirm.confirming')}
          >
            {t('newsletter.confirm.submit')}
          </Button>
        </>
      )}
      <p className={styles.back}>
        <Link to={paths.home}>{t('newsletter.backHome')}</Link>
      </p>
    </div>
  );
}
