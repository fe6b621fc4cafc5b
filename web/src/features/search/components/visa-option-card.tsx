import type { VisaOption } from '@contract/catalogue';
import { ProcessingNote } from '@web/components/processing-note';
import { FactSource } from '@web/components/ui/fact-source';
import { formatCataloguePrice } from '@web/lib/format';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './visa-options.module.css';

export interface VisaOptionCardProps {
  option: VisaOption;
  onApply(option: VisaOption): void;
  /** The trip's start date when known: the card says when to apply by, or that the trip is too soon. */
  start?: string | null;
  /** The option's wishlist heart, given by the page that composes this card (the wishlist is its own feature). */
  heart?(option: VisaOption): ReactNode;
}

/** One visa product: type, fee in rupees, processing, validity, stay, documents, Apply and the heart. */
export function VisaOptionCard({ option, onApply, start, heart }: VisaOptionCardProps) {
  const titleId = `option-${option.id}`;
  const { t } = useTranslation();
  return (
    <article className={styles.option} aria-labelledby={titleId}>
      <header className={styles.optionHeader}>
        <div>
          <p className={styles.type}>{option.visaType}</p>
          <h3 id={titleId} className={styles.optionName}>
            {option.name}
          </h3>
        </div>
        {heart?.(option)}
      </header>
      <p className={styles.fee}>
        {formatCataloguePrice(option.fee)}
        {option.estimate ? <span className={styles.estimate}>{t('visaOptions.estimated')}</span> : null}
      </p>
      <FactSource source={option.source} verifiedAt={option.verifiedAt} />
      <dl className={styles.facts}>
        <div>
          <dt>{t('visaOptions.processing')}</dt>
          <dd>{option.processing}</dd>
        </div>
        <div>
          <dt>{t('visaOptions.validity')}</dt>
          <dd>{option.validity}</dd>
        </div>
        <div>
          <dt>{t('visaOptions.stay')}</dt>
          <dd>{option.stay}</dd>
        </div>
      </dl>
      <ProcessingNote processingDays={option.processingDays} start={start} />
      <details className={styles.requirements}>
        <summary>{t('visaOptions.requirements', { count: option.requirements.length })}</summary>
        <ul>
          {option.requirements.map((requirement) => (
            <li key={requirement}>{requirement}</li>
          ))}
        </ul>
      </details>
      <button
        type="button"
        className={styles.apply}
        aria-label={t('visaOptions.applyFor', { name: option.name })}
        onClick={() => onApply(option)}
      >
        {t('visaOptions.apply')}
      </button>
    </article>
  );
}
