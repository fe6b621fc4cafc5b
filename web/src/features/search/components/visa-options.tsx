import { countryInSentence, type VisaOption } from '@contract/catalogue';
import { Flag } from '@web/components/ui/flag';
import { useMessageText } from '@web/i18n/use-message-text';
import { errorMessage } from '@web/lib/error-message';
import { useVisaSearch } from '@web/lib/queries/visa-search';
import type { SearchPayload } from '@web/lib/search-payload';
import { useCountryName, useTripDates, VISA_TYPE_KEYS } from '@web/lib/visa-text';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RequirementBox } from './requirement-notice';
import { needsNoVisa, TripVerdict } from './trip-verdict';
import { VisaOptionCard, type VisaOptionCardProps } from './visa-option-card';
import styles from './visa-options.module.css';

export interface VisaOptionsProps {
  payload: SearchPayload;
  onApply(option: VisaOption): void;
  heart?: VisaOptionCardProps['heart'];
}

/** "India → United Kingdom · 5–15 Dec · Tourist", in the page's language. */
function useTripSummary({ from, to, start, end, type }: SearchPayload): string {
  const { t } = useTranslation();
  const countryName = useCountryName();
  const tripDates = useTripDates();
  return `${countryName(from)} → ${countryName(to)} · ${tripDates(start, end)} · ${t(`search.purposes.${type}`)}`;
}

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

function OptionGrid({
  result,
  payload,
  onApply,
  heart,
}: {
  result: { options: VisaOption[] };
  payload: SearchPayload;
  onApply(option: VisaOption): void;
  heart?: VisaOptionCardProps['heart'];
}) {
  return (
    <div className={styles.grid}>
      {result.options.map((option) => (
        <VisaOptionCard key={option.id} option={option} onApply={onApply} start={payload.start} heart={heart} />
      ))}
    </div>
  );
}

/** 'Visa Options': the answer of /api/visa/search for the finished search. */
export default function VisaOptions({ payload, onApply, heart }: VisaOptionsProps) {
  const search = useVisaSearch(payload);
  const result = search.data;
  const sectionRef = useRef<HTMLElement>(null);
  const summary = useTripSummary(payload);
  const { t } = useTranslation();
  const messageText = useMessageText();
  const countryName = useCountryName();

  // The answer renders below the hero, out of sight on a phone: bring it into view whenever the trip changes.
  // The focus stays in the search, where Enter still starts the application.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again for each new trip
  useEffect(() => {
    sectionRef.current?.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [summary]);

  return (
    <section
      ref={sectionRef}
      id="visa-options"
      className={styles.section}
      aria-labelledby="visa-options-title"
      aria-busy={search.isFetching}
    >
      <div className="container">
        <h2 id="visa-options-title">{t('visaOptions.title')}</h2>
        <p className={styles.tripSummary}>
          <Flag code={payload.to} /> {summary}
        </p>
        {search.isPending ? (
          <p role="status" className={styles.pending}>
            {t('visaOptions.checking')}
          </p>
        ) : null}
        {search.isError ? (
          <p role="alert" className={styles.error}>
            {messageText(errorMessage(search.error, t('visaOptions.loadFailed')))}
          </p>
        ) : null}
        <TripVerdict payload={payload}>
          {(answer) =>
            result ? (
              needsNoVisa(answer) && result.options.length > 0 ? (
                <>
                  <RequirementBox requirement={result.requirement} />
                  <details className={styles.whyVisa}>
                    <summary>{t('tripCheck.search.whyVisa')}</summary>
                    <OptionGrid result={result} payload={payload} onApply={onApply} heart={heart} />
                  </details>
                </>
              ) : (
                <>
                  <RequirementBox requirement={result.requirement} />
                  {result.options.length > 0 ? (
                    <OptionGrid result={result} payload={payload} onApply={onApply} heart={heart} />
                  ) : result.requirement.category === 'visa-free' ||
                    result.requirement.category === 'no-admission' ? null : (
                    <p className={styles.empty}>
                      {t('visaOptions.noOffer', {
                        type: t(VISA_TYPE_KEYS[result.type]),
                        country: countryInSentence(countryName(result.destination.code, result.destination.name)),
                      })}
                    </p>
                  )}
                </>
              )
            ) : null
          }
        </TripVerdict>
      </div>
    </section>
  );
}
