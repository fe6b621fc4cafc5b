import { PRODUCT_NAME } from '@web/config/public-config';
import { useConfirmSubscription } from '@web/features/newsletter/api/newsletter';
import { NewsletterLinkPage } from '@web/features/newsletter/components/newsletter-link-page';
import { useTranslation } from 'react-i18next';

/** Landing page of the link in the confirmation e-mail (double opt-in): joining takes one click. */
export default function ConfirmSubscriptionPage() {
  const { t } = useTranslation();
  const confirm = useConfirmSubscription();
  return (
    <NewsletterLinkPage
      action={confirm}
      texts={{
        metaTitle: t('newsletter.confirm.metaTitle'),
        metaDescription: t('newsletter.confirm.metaDescription', { product: PRODUCT_NAME }),
        title: t('newsletter.confirm.title'),
        incomplete: t('newsletter.confirm.incomplete'),
        lead: t('newsletter.confirm.lead', { product: PRODUCT_NAME }),
        busy: t('newsletter.confirm.confirming'),
        submit: t('newsletter.confirm.submit'),
      }}
    />
  );
}
