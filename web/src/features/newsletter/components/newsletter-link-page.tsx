import type { NewsletterResponse } from '@contract/newsletter';
import type { UseMutationResult } from '@tanstack/react-query';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { PageMeta } from '@web/components/ui/page-meta';
import { paths } from '@web/config/paths';
import { useMessageText } from '@web/i18n/use-message-text';
import { errorMessage } from '@web/lib/error-message';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { NEWSLETTER_ERRORS } from '../api/newsletter';
import styles from './newsletter-link-page.module.css';

export interface NewsletterLinkTexts {
  metaTitle: string;
  metaDescription: string;
  title: string;
  incomplete: string;
  lead: string;
  busy: string;
  submit: string;
}

/**
 * Landing page of a link in a newsletter e-mail that carries a `token`. The action takes one click on the
 * button rather than happening on page load, so mail scanners that open links cannot act for anyone.
 */
export function NewsletterLinkPage({
  texts,
  action,
}: {
  texts: NewsletterLinkTexts;
  action: UseMutationResult<NewsletterResponse, Error, string>;
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';

  return (
    <div className={`page page-narrow ${styles.wrap}`}>
      <PageMeta title={texts.metaTitle} description={texts.metaDescription} />
      <h1>{texts.title}</h1>
      {!token ? (
        <Alert tone="error">{texts.incomplete}</Alert>
      ) : action.isSuccess ? (
        <Alert tone="success">{action.data.message}</Alert>
      ) : (
        <>
          <p>{texts.lead}</p>
          {action.isError ? (
            <Alert tone="error">{messageText(errorMessage(action.error, NEWSLETTER_ERRORS))}</Alert>
          ) : null}
          <Button onClick={() => action.mutate(token)} busy={action.isPending} busyLabel={texts.busy}>
            {texts.submit}
          </Button>
        </>
      )}
      <p className={styles.back}>
        <Link to={paths.home}>{t('newsletter.backHome')}</Link>
      </p>
    </div>
  );
}
