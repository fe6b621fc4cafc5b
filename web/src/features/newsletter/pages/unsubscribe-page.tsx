import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { PageMeta } from '@web/components/ui/page-meta';
import { paths } from '@web/config/paths';
import { PRODUCT_NAME } from '@web/config/public-config';
import { useMessageText } from '@web/i18n/use-message-text';
import { errorMessage } from '@web/lib/error-message';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { NEWSLETTER_ERRORS, useUnsubscribe } from '../api/newsletter';
import styles from './unsubscribe-page.module.css';

/**
 * Landing page of the link in every newsletter. Leaving takes one click on the button rather
 * than happening on page load, so mail scanners that open links cannot unsubscribe anyone.
 */
export default function UnsubscribePage() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const unsubscribe = useUnsubscribe();

  return (
    <div className={`page page-narrow ${styles.wrap}`}>
      <PageMeta
        title={t('newsletter.unsubscribe.metaTitle')}
        description={t('newsletter.unsubscribe.metaDescription', { product: PRODUCT_NAME })}
      />
      <h1>{t('newsletter.unsubscribe.title')}</h1>
      {!token ? (
        <Alert tone="error">{t('newsletter.unsubscribe.incomplete')}</Alert>
      ) : unsubscribe.isSuccess ? (
        <Alert tone="success">{unsubscribe.data.message}</Alert>
      ) : (
        <>
          <p>{t('newsletter.unsubscribe.lead', { product: PRODUCT_NAME })}</p>
          {unsubscribe.isError ? (
            <Alert tone="error">{messageText(errorMessage(unsubscribe.error, NEWSLETTER_ERRORS))}</Alert>
          ) : null}
          <Button
            onClick={() => unsubscribe.mutate(token)}
            busy={unsubscribe.isPending}
            busyLabel={t('newsletter.unsubscribe.unsubscribing')}
          >
            {t('newsletter.unsubscribe.submit')}
          </Button>
        </>
      )}
      <p className={styles.back}>
        <Link to={paths.home}>{t('newsletter.backHome')}</Link>
      </p>
    </div>
  );
}
