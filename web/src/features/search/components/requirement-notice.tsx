import type { RequirementAnswer } from '@contract/catalogue-rules';
import { FactSource } from '@web/components/ui/fact-source';
import { Trans, useTranslation } from 'react-i18next';
import styles from './visa-options.module.css';

/** Credits the requirements data and says how old it is (passport-index licence notice). */
const LINKS = {
  // biome-ignore lint/a11y/useAnchorContent: Trans puts the catalogue's link text inside
  index: <a href="https://www.passportindex.org" rel="noopener noreferrer" target="_blank" />,
  // biome-ignore lint/a11y/useAnchorContent: Trans puts the catalogue's link text inside
  dataset: <a href="https://github.com/ilyankou/passport-index-dataset" rel="noopener noreferrer" target="_blank" />,
};

export function RequirementNotice() {
  const { t } = useTranslation();
  return (
    <p className={styles.notice}>
      <Trans i18nKey="visaOptions.notice" values={{ asOf: t('visaOptions.asOf') }} components={LINKS} />
    </p>
  );
}

/**
 * The answer to "is a visa needed", coloured by its category, with an operator's note on a corrected rule, its
 * source and the data's notice.
 */
export function RequirementBox({ requirement }: { requirement: RequirementAnswer }) {
  return (
    <div className={styles.requirement} data-category={requirement.category}>
      <p>{requirement.summary}</p>
      {requirement.note ? <p>{requirement.note}</p> : null}
      <FactSource source={requirement.source} verifiedAt={requirement.verifiedAt} />
      <RequirementNotice />
    </div>
  );
}
