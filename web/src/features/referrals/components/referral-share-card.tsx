import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/field';
import { useTranslation } from 'react-i18next';
import type { ShareLinks } from '../share';
import styles from './referrals.module.css';
import { useCopyToast } from './use-copy-toast';

interface ReferralShareCardProps {
  code: string;
  links: ShareLinks;
}

/** The code, 'Copy Link' with its toast, the link text and the WhatsApp / Email / Share Link buttons. */
export function ReferralShareCard({ code, links }: ReferralShareCardProps) {
  const { t } = useTranslation();
  const { outcome, copy } = useCopyToast();
  const newTab = ` ${t('referrals.newTab')}`;
  return (
    <section className={`card ${styles.shareCard}`} aria-label={t('referrals.code')}>
      <div className={styles.codeRow}>
        <div>
          <p className={styles.codeLabel}>{t('referrals.code')}</p>
          <p className={styles.code}>{code}</p>
        </div>
        <Button onClick={() => copy(links.link)}>{t('referrals.copy')}</Button>
      </div>
      <TextField
        label={t('referrals.link')}
        value={links.link}
        readOnly
        className={styles.linkInput}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className={styles.share}>
        <a
          className={`${styles.shareLink} ${styles.whatsapp}`}
          href={links.whatsapp}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('referrals.whatsapp')}
          <span className="visually-hidden">{newTab}</span>
        </a>
        <a className={styles.shareLink} href={links.email}>
          {t('referrals.email')}
        </a>
        <a className={styles.shareLink} href={links.link} target="_blank" rel="noopener noreferrer">
          {t('referrals.share')}
          <span className="visually-hidden">{newTab}</span>
        </a>
      </div>
      <div role="status" aria-live="polite">
        {outcome === 'copied' ? <p className={`${styles.toast} ${styles.toastOk}`}>{t('referrals.copied')}</p> : null}
        {outcome === 'failed' ? (
          <p className={`${styles.toast} ${styles.toastError}`}>{t('referrals.copyFailed')}</p>
        ) : null}
      </div>
    </section>
  );
}
