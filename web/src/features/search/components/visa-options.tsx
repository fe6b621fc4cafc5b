import type { VisaOption } from '@contract/catalogue';
import { visaTypeLabel } from '@contract/catalogue-rules';
import { Flag } from '../../../components/ui/flag';
import { ApiError } from '../../../lib/api-client';
import { useVisaSearch } from '../api/search-visas';
import type { SearchPayload } from '../lib/search-payload';
import { RequirementNotice } from './requirement-notice';
import { VisaOptionCard } from './visa-option-card';
import styles from './visa-options.module.css';

export interface VisaOptionsProps {
  payload: SearchPayload;
  onApply(option: VisaOption): void;
}

/** 'Visa Options': the answer of /api/visa/search for the finished search. */
export default function VisaOptions({ payload, onApply }: VisaOptionsProps) {
  const search = useVisaSearch(payload);
  const result = search.data;
  return (
    <section
      id="visa-options"
      className={styles.section}
      aria-labelledby="visa-options-title"
      aria-busy={search.isFetching}
    >
      <div className="container">
        <h2 id="visa-options-title">Visa Options</h2>
        {search.isPending ? <p role="status">Checking visa requirements…</p> : null}
        {search.isError ? (
          <p role="alert" className={styles.error}>
            {search.error instanceof ApiError ? search.error.message : 'Could not load visa options. Please try again.'}
          </p>
        ) : null}
        {result ? (
          <>
            <p className={styles.preview}>
              <Flag code={result.origin.code} /> {result.route} <Flag code={result.destination.code} />
              <span className={styles.previewType}>{visaTypeLabel(result.type)}</span>
            </p>
            <div className={styles.requirement} data-category={result.requirement.category}>
              <p>{result.requirement.summary}</p>
              <RequirementNotice />
            </div>
            {result.options.length > 0 ? (
              <div className={styles.grid}>
                {result.options.map((option) => (
                  <VisaOptionCard key={option.id} option={option} onApply={onApply} />
                ))}
              </div>
            ) : result.requirement.category === 'visa-free' || result.requirement.category === 'no-admission' ? null : (
              <p className={styles.empty}>
                We do not offer a {visaTypeLabel(result.type)} for {result.destination.name} online yet. Contact support
                and we will help you apply.
              </p>
            )}
          </>
        ) : null}
      </div>
    </section>
  );
}
