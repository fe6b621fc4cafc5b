import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import type { ShareLinks } from '../share';
import styles from './referrals.module.css';
import { useCopyToast } from './use-copy-toast';

interface ReferralShareCardProps {
  code: string;
  links: ShareLinks;
}

const NEW_TAB = ' (opens in a new tab)';

/** The code, 'Copy Link' with its toast, the link text and the WhatsApp / Email / Share Link buttons. */
export function ReferralShareCard({ code, links }: ReferralShareCardProps) {
  const { outcome, copy } = useCopyToast();
  return (
    <section className={`card ${styles.shareCard}`} aria-label="Your referral code">
      <div className={styles.codeRow}>
        <div>
          <p className={styles.codeLabel}>Your referral code</p>
          <p className={styles.code}>{code}</p>
        </div>
        <Button onClick={() => copy(links.link)}>Copy Link</Button>
      </div>
      <TextField
        label="Your referral link"
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
          WhatsApp<span className="visually-hidden">{NEW_TAB}</span>
        </a>
        <a className={styles.shareLink} href={links.email}>
          Email
        </a>
        <a className={styles.shareLink} href={links.link} target="_blank" rel="noopener noreferrer">
          Share Link<span className="visually-hidden">{NEW_TAB}</span>
        </a>
      </div>
      <div role="status" aria-live="polite">
        {outcome === 'copied' ? <p className={`${styles.toast} ${styles.toastOk}`}>Referral link copied!</p> : null}
        {outcome === 'failed' ? (
          <p className={`${styles.toast} ${styles.toastError}`}>Copy failed, please copy manually.</p>
        ) : null}
      </div>
    </section>
  );
}
