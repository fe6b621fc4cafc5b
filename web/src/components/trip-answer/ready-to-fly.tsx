import type { ApplicationTripCheck, TripReason } from '@contract/trip-check';
import { useTranslation } from 'react-i18next';
import { Reasons, TripAnswer } from './trip-answer';
import styles from './trip-answer.module.css';

const VERDICT_KEYS = {
  ready: 'tripCheck.readyToFly.ready',
  'action-needed': 'tripCheck.readyToFly.action-needed',
  'not-allowed': 'tripCheck.readyToFly.not-allowed',
} as const;

/**
 * The "ready to fly" panel of an application (the apply wizard and the console): the trip check of its dates
 * for each traveller's passport, the verdict first, each traveller's answer with reasons and sources.
 */
export function ReadyToFly({ check }: { check: ApplicationTripCheck }) {
  const { t } = useTranslation();
  return (
    <section className={`card ${styles.panel}`} aria-labelledby="ready-to-fly" data-verdict={check.verdict}>
      <h2 id="ready-to-fly">{t('tripCheck.readyToFly.title')}</h2>
      <p className={styles[check.verdict]}>{t(VERDICT_KEYS[check.verdict])}</p>
      {check.travellers.map((traveller) => (
        <details key={traveller.travellerId} className={styles.traveller} open={check.travellers.length === 1}>
          <summary>
            {t('tripCheck.readyToFly.traveller', {
              name: traveller.name,
              verdict: t(`tripCheck.verdicts.${traveller.answer.verdict}`),
            })}
          </summary>
          <TripAnswer answer={traveller.answer} headingLevel={3} />
        </details>
      ))}
    </section>
  );
}

const needsDoing = (reason: TripReason) => reason.level === 'action' || reason.level === 'refused';

/** The review step's list: what each traveller still has to do (or what stops the trip), nothing when all is ready. */
export function TripActionItems({ check }: { check: ApplicationTripCheck }) {
  const { t } = useTranslation();
  const items = check.travellers.flatMap((traveller) => {
    const { answer } = traveller;
    const reasons = [
      ...answer.legs.flatMap((leg) => leg.reasons),
      ...answer.passport.reasons,
      ...(answer.schengen?.reasons ?? []),
    ].filter(needsDoing);
    return reasons.length > 0 ? [{ traveller, reasons }] : [];
  });
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="trip-actions" className={styles.panel} data-testid="trip-actions">
      <h3 id="trip-actions">
        {check.verdict === 'not-allowed'
          ? t('tripCheck.readyToFly.refusedTitle')
          : t('tripCheck.readyToFly.actionTitle')}
      </h3>
      {items.map(({ traveller, reasons }) => (
        <div key={traveller.travellerId}>
          <p>
            <strong>{traveller.name}</strong>
          </p>
          <Reasons reasons={reasons} />
        </div>
      ))}
    </section>
  );
}
