import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageMeta } from '../../../components/ui/page-meta';
import { paths } from '../../../config/paths';
import { PRODUCT_NAME } from '../../../config/public-config';
import { newsletterErrorText, useUnsubscribe } from '../api/newsletter';
import styles from './unsubscribe-page.module.css';

/**
 * Landing page of the link in every newsletter. Leaving takes one click on the button rather
 * than happening on page load, so mail scanners that open links cannot unsubscribe anyone.
 */
export default function UnsubscribePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const unsubscribe = useUnsubscribe();

  return (
    <div className={`page page-narrow ${styles.wrap}`}>
      <PageMeta
        title="Unsubscribe from the newsletter"
        description={`Stop receiving the ${PRODUCT_NAME} newsletter.`}
      />
      <h1>Unsubscribe from our newsletter</h1>
      {!token ? (
        <Alert tone="error">
          This unsubscribe link is incomplete. Please use the full link from the bottom of our e-mail.
        </Alert>
      ) : unsubscribe.isSuccess ? (
        <Alert tone="success">{unsubscribe.data.message}</Alert>
      ) : (
        <>
          <p>
            You will stop receiving visa rule updates and travel tips from {PRODUCT_NAME}. Account e-mails, such as
            application updates, are not affected.
          </p>
          {unsubscribe.isError ? <Alert tone="error">{newsletterErrorText(unsubscribe.error)}</Alert> : null}
          <Button onClick={() => unsubscribe.mutate(token)} busy={unsubscribe.isPending} busyLabel="Unsubscribing...">
            Unsubscribe
          </Button>
        </>
      )}
      <p className={styles.back}>
        <Link to={paths.home}>Back to the home page</Link>
      </p>
    </div>
  );
}
