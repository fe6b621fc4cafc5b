import { parseRequirement, type RequirementCategory, type RequirementRule } from '@contract/catalogue-rules';
import { Flag } from '@web/components/ui/flag';
import { PageMeta } from '@web/components/ui/page-meta';
import { paths } from '@web/config/paths';
import indiaRequirements from '@web/features/destinations/../../../../data/catalogue/requirements-india.json';
import { destinationCards } from '@web/lib/destination-cards';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './destinations-index-page.module.css';

const requirements = indiaRequirements.requirements as Record<string, string>;

/** The filters: what an Indian passport needs. No admission shows on a card, not as a filter. */
const FILTERS: Array<RequirementCategory | 'all'> = [
  'all',
  'visa-free',
  'visa-on-arrival',
  'e-visa',
  'eta',
  'visa-required',
];

type Translate = ReturnType<typeof useTranslation>['t'];

function filterLabel(t: Translate, value: RequirementCategory | 'all'): string {
  const labels: Record<RequirementCategory | 'all', string> = {
    all: t('destinationsIndex.filter.all'),
    'visa-free': t('destinationsIndex.filter.visaFree'),
    'visa-on-arrival': t('destinationsIndex.filter.onArrival'),
    'e-visa': t('destinationsIndex.filter.eVisa'),
    eta: t('destinationsIndex.filter.eta'),
    'visa-required': t('destinationsIndex.filter.visaRequired'),
    'no-admission': t('destinationsIndex.badge.noAdmission'),
  };
  return labels[value];
}

/** The badge of what the passport needs, the dataset's categories kept apart. */
function badge(t: Translate, rule: RequirementRule): string {
  switch (rule.category) {
    case 'visa-free':
      return rule.days
        ? t('destinationsIndex.badge.visaFreeDays', { count: rule.days })
        : t('destinationsIndex.badge.visaFree');
    case 'visa-on-arrival':
      return t('destinationsIndex.badge.onArrival');
    case 'eta':
      return t('destinationsIndex.badge.eta');
    case 'e-visa':
      return t('destinationsIndex.badge.eVisa');
    case 'visa-required':
      return t('destinationsIndex.badge.visaRequired');
    case 'no-admission':
      return t('destinationsIndex.badge.noAdmission');
  }
}

const entries = destinationCards.map((card) => ({
  ...card,
  rule: (parseRequirement(requirements[card.code] ?? 'visa required') ?? {
    category: 'visa-required',
  }) as RequirementRule,
}));

/** /visa: every destination with what an Indian passport needs, filterable and searchable. */
export default function DestinationsIndexPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<RequirementCategory | 'all'>('all');
  const [query, setQuery] = useState('');
  const searchId = useId();
  const words = query.trim().toLowerCase();
  const shown = entries.filter(
    (entry) => (filter === 'all' || entry.rule.category === filter) && entry.name.toLowerCase().includes(words),
  );
  return (
    <div className="page container">
      <PageMeta
        title={t('destinationsIndex.metaTitle')}
        description={t('destinationsIndex.metaDescription')}
        path={paths.destinations}
      />
      <h1>{t('destinationsIndex.title')}</h1>
      <p>{t('destinationsIndex.intro')}</p>
      <div className={styles.controls}>
        <label htmlFor={searchId} className={styles.searchLabel}>
          {t('destinationsIndex.search')}
        </label>
        <input
          id={searchId}
          type="search"
          className={styles.search}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('destinationsIndex.searchPlaceholder')}
        />
        <fieldset className={styles.filters}>
          <legend>{t('destinationsIndex.filterLegend')}</legend>
          {FILTERS.map((option) => (
            <button
              key={option}
              type="button"
              className={styles.filter}
              aria-pressed={filter === option}
              onClick={() => setFilter(option)}
            >
              {filterLabel(t, option)}
            </button>
          ))}
        </fieldset>
      </div>
      <p role="status" className={styles.count}>
        {t('destinationsIndex.count', { count: shown.length })}
      </p>
      <ul className={styles.list}>
        {shown.map((entry) => (
          <li key={entry.code}>
            <Link to={paths.destination(entry.slug)} className={styles.entry}>
              <Flag code={entry.code} width={28} />
              <span className={styles.name}>{entry.name}</span>
              <span className={styles.badge} data-category={entry.rule.category}>
                {badge(t, entry.rule)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
