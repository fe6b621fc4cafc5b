import { PRODUCT_NAME } from '@web/config/public-config';
import { useUnsubscribe } from '@web/features/newsletter/api/newsletter';
import { NewsletterLinkPage } from '@web/features/newsletter/components/newsletter-link-page';
import { useTranslation } from 'react-i18next';

/** Landing page of the link in every newsletter: leaving takes one click. */
export default function UnsubscribePage() {
  const { t } = useTranslation();
  const unsubscribe = useUnsubscribe();
  return (
    <NewsletterLinkPage
      action={unsubscribe}
      texts={{
        metaTitle: t('newsletter.unsubscribe.metaTitle'),
        metaDescription: t('newsletter.unsubscribe.metaDescription', { product: PRODUCT_NAME }),
        title: t('newsletter.unsubscribe.title'),
        incomplete: t('newsletter.unsubscribe.incomplete'),
        lead: t('newsletter.unsubscribe.lead', { product: PRODUCT_NAME }),
        busy: t('newsletter.unsubscribe.unsubscribing'),
        submit: t('newsletter.unsubscribe.submit'),
      }}
    />
  );
}
