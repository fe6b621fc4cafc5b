import { useTranslation } from 'react-i18next';
import styles from './apply.module.css';
import { STEPS, type StepId } from './steps';

/** Where the traveller is in the application: one page per step. */
export function StepNav({ current }: { current: StepId }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('apply.steps.label')}>
      <ol className={styles.steps}>
        {STEPS.map((step) => (
          <li key={step.id} aria-current={step.id === current ? 'step' : undefined}>
            {t(step.label)}
          </li>
        ))}
      </ol>
    </nav>
  );
}
