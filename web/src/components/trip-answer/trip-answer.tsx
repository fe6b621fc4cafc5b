import { formatLongDate } from '@contract/dates';
import type { TripCheckResponse, TripReason } from '@contract/trip-check';
import { FactSource } from '@web/components/ui/fact-source';
import { useLang } from '@web/i18n/use-lang';
import { formatCataloguePrice } from '@web/lib/format';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './trip-answer.module.css';

export function Reasons({ reasons }: { reasons: TripReason[] }) {
  return (
    <ul className={styles.reasons}>
      {reasons.map((reason, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a reason list is rebuilt whole with every answer
        <li key={index} className={styles[reason.level]} data-code={reason.code}>
          <p>{reason.text}</p>
          <FactSource source={reason.source} verifiedAt={reason.verifiedAt} />
        </li>
      ))}
    </ul>
  );
}

/** The trip check's answer (the /trip-check page, the apply wizard, the console): the verdict first, then each stop with its reasons and sources, the passport and the Schengen days. */
export function TripAnswer({ answer, headingLevel = 2 }: { answer: TripCheckResponse; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const lang = useLang();
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  const verdicts: Record<TripCheckResponse['verdict'], string> = {
    ready: t('tripCheck.verdicts.ready'),
    'action-needed': t('tripCheck.verdicts.action-needed'),
    'not-allowed': t('tripCheck.verdicts.not-allowed'),
  };
  return (
    <section aria-labelledby={headingId} className={styles.answer}>
      <Heading id={headingId} className={styles[answer.verdict]}>
        {verdicts[answer.verdict]}
      </Heading>
      <p>{t('tripCheck.verifiedAt', { date: formatLongDate(answer.verifiedAt, lang) })}</p>
      {answer.legs.map((leg, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the stops keep their order
        <article key={index} className="card">
          <Sub>
            {leg.transit
              ? t('tripCheck.legTransit', { country: leg.countryName })
              : t('tripCheck.legStay', { country: leg.countryName, count: leg.days })}
          </Sub>
          <Reasons reasons={leg.reasons} />
          {leg.options.length > 0 ? (
            <ul className={styles.options} aria-label={t('tripCheck.optionsLabel', { country: leg.countryName })}>
              {leg.options.map((option) => (
                <li key={option.id}>
                  {option.name} · {formatCataloguePrice(option.fee)}
                </li>
              ))}
            </ul>
          ) : null}
        </article>
      ))}
      <article className="card">
        <Sub>{t('tripCheck.passportTitle')}</Sub>
        <Reasons reasons={answer.passport.reasons} />
      </article>
      {answer.schengen ? (
        <article className="card">
          <Sub>{t('tripCheck.schengenTitle')}</Sub>
          <Reasons reasons={answer.schengen.reasons} />
        </article>
      ) : null}
    </section>
  );
}
