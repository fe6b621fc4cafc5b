import { formatVerifiedDate, type FactSource as Source } from '@contract/catalogue-rules';
import { useLang } from '@web/i18n/use-lang';
import { formatDate } from '@web/lib/format';
import { useTranslation } from 'react-i18next';
import styles from './fact-source.module.css';

/** "Source: Passport Index · verified 12 Jan 2025" beside a fact, linking to where it was checked. */
export function FactSource({ source, verifiedAt }: { source: Source; verifiedAt: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const external = /^https?:/.test(source.url);
  // English keeps the catalogue's "12 Jan 2025"; Hindi pages format through Intl hi-IN like every other date.
  const verified = lang === 'en' ? formatVerifiedDate(verifiedAt) : formatDate(`${verifiedAt}T00:00:00Z`, 'UTC');
  return (
    <p className={styles.source}>
      {t('facts.source')}{' '}
      <a href={source.url} {...(external ? { rel: 'noopener noreferrer', target: '_blank' } : {})}>
        {source.name}
      </a>{' '}
      · {t('facts.verified')} <time dateTime={verifiedAt}>{verified}</time>
    </p>
  );
}
