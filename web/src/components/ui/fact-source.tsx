import type { FactSource as Source } from '@contract/catalogue-rules';
import { formatShortDate } from '@contract/dates';
import { useLang } from '@web/i18n/use-lang';
import { useTranslation } from 'react-i18next';
import styles from './fact-source.module.css';

/** "Source: Passport Index · verified 12 Jan 2025" beside a fact, linking to where it was checked. */
export function FactSource({ source, verifiedAt }: { source: Source; verifiedAt: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const external = /^https?:/.test(source.url);
  const verified = formatShortDate(verifiedAt, lang, true);
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
