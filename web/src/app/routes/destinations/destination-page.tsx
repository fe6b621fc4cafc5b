import type { DestinationPage as DestinationPageData, VisaOption } from '@contract/catalogue';
import {
  describeRequirement,
  type RequirementRule,
  type RequirementSentences,
  VISA_PURPOSES,
} from '@contract/catalogue-rules';
import { isRealDate } from '@contract/dates';
import { Button } from '@web/components/ui/button';
import { Flag } from '@web/components/ui/flag';
import { PageMeta } from '@web/components/ui/page-meta';
import { paths } from '@web/config/paths';
import { useDestination } from '@web/features/destinations/api/get-destination';
import { DestinationReviewsSection } from '@web/features/reviews/components/destination-reviews';
import { RequirementBox } from '@web/features/search/components/requirement-notice';
import { VisaOptionCard } from '@web/features/search/components/visa-option-card';
import { useStartSearch } from '@web/features/search/use-start-search';
import { VisaOptionHeart, WishlistHeart } from '@web/features/wishlist/components/wishlist-heart';
import { useLang } from '@web/i18n/use-lang';
import { formatCataloguePrice } from '@web/lib/format';
import { readSearchPayload } from '@web/lib/search-payload';
import { useCountryName, VISA_TYPE_KEYS } from '@web/lib/visa-text';
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import styles from './destination-page.module.css';

/** The purpose chips' labels ("Tourist"), heading each purpose's documents. */
const PURPOSE_KEYS = {
  tourist: 'search.purposes.tourist',
  business: 'search.purposes.business',
  family: 'search.purposes.family',
  student: 'search.purposes.student',
  transit: 'search.purposes.transit',
} as const;

const visaOptionHeart = (option: VisaOption) => <VisaOptionHeart option={option} />;

/** No answer in the data: a visa is needed. */
const VISA_REQUIRED: RequirementRule = { category: 'visa-required' };

/**
 * The trip's start date when known: from the address (?start=) or from this browser's last search to this
 * destination. Read after hydration, since the page is prerendered.
 */
function useTripStart(code: string, fromAddress: string | null): string | null {
  const [start, setStart] = useState<string | null>(null);
  useEffect(() => {
    const saved = readSearchPayload();
    const candidate = fromAddress ?? (saved?.to === code ? saved.start : undefined);
    setStart(candidate && isRealDate(candidate) ? candidate : null);
  }, [code, fromAddress]);
  return start;
}

function UnknownDestination() {
  const { t } = useTranslation();
  return (
    <div className="page container">
      <PageMeta title={t('destinationPage.unknown.title')} description={t('destinationPage.unknown.description')} />
      <h1>{t('destinationPage.unknown.title')}</h1>
      <p>
        <Trans i18nKey="destinationPage.unknown.body" components={{ search: <Link to={paths.home} /> }} />
      </p>
    </div>
  );
}

/**
 * /visa/:slug from the live catalogue (rendered by the server, then kept current by the destination query):
 * requirements for Indians, options, fees, documents.
 */
export default function DestinationPage() {
  const { slug = '' } = useParams();
  const page = useDestination(slug);
  if (!page) return <UnknownDestination />;
  return <DestinationView page={page} />;
}

function DestinationView({ page: { destination, options, requirement: rule } }: { page: DestinationPageData }) {
  const { t, i18n } = useTranslation();
  const lang = useLang();
  const countryName = useCountryName();
  // The heading, crumb, title and description name the country in the page's language.
  const name = countryName(destination.code, destination.name);
  const [params] = useSearchParams();
  const focusType = params.get('type');
  const tripStart = useTripStart(destination.code, params.get('start'));
  const startSearch = useStartSearch();
  // Hindi pages word the requirement with the catalogue's Hindi sentences and Hindi country names.
  const sentences =
    lang === 'en'
      ? undefined
      : (i18n.getResourceBundle(lang, 'catalogue')?.requirementSentences as RequirementSentences | undefined);
  const requirement = describeRequirement(
    rule ?? VISA_REQUIRED,
    { name: sentences ? countryName('IN') : 'India' },
    { name: sentences ? name : destination.name },
    undefined,
    'tourist',
    sentences,
  ).requirement;
  const apply = (option: VisaOption) => startSearch({ from: 'IN', to: destination.code, type: option.type });
  const price = formatCataloguePrice(destination.price);
  // A pair that needs no visa leads with that answer; options are offered only to who says they need one.
  const visaFree = requirement.category === 'visa-free';

  useEffect(() => {
    if (focusType) document.getElementById(`purpose-${focusType}`)?.scrollIntoView({ block: 'start' });
  }, [focusType]);

  const groups = VISA_PURPOSES.map((purpose) => ({
    purpose,
    options: options.filter((option) => option.type === purpose),
  })).filter((group) => group.options.length > 0);

  return (
    <article className={styles.page}>
      <PageMeta
        title={t('destinationPage.page.metaTitle', { name })}
        description={t('destinationPage.page.metaDescription', {
          name,
          price,
          requirement: requirement.summary,
        })}
        path={paths.destination(destination.slug)}
        image={destination.image}
      />
      <header className={styles.hero}>
        <img className={styles.heroImage} src={destination.image} alt="" width={400} height={260} />
        <div className={`container ${styles.heroText}`}>
          <nav aria-label={t('destinationPage.page.breadcrumb')} className={styles.crumbs}>
            <Link to={paths.home}>{t('destinationPage.page.home')}</Link> /{' '}
            <span aria-current="page">{t('destinationPage.page.crumb', { name })}</span>
          </nav>
          <h1>
            <Flag code={destination.code} width={36} /> {t('destinationPage.page.title', { name })}
          </h1>
          <p className={styles.summary}>{destination.summary}</p>
          {visaFree ? (
            <p className={styles.noVisa}>
              <strong>{t('destinationPage.page.noVisa')}</strong> {requirement.summary}
            </p>
          ) : null}
          <p className={styles.facts}>
            <span className={styles.price}>
              {visaFree ? t('destinationPage.page.ifYouNeedOne', { price }) : t('destinationPage.page.from', { price })}
            </span>
            <span className={styles.chip}>
              {destination.eVisa ? t('destinationPage.chip.eVisa') : t('destinationPage.chip.visa')}
            </span>
            <span>{t('destinationPage.page.ready', { count: destination.processingDays })}</span>
          </p>
          <div className={styles.actions}>
            {visaFree ? (
              <>
                <Link className={styles.primaryLink} to={`${paths.tripCheck}?passport=IN&purpose=tourist`}>
                  {t('destinationPage.page.checkDates')}
                </Link>
                <Button
                  size="lg"
                  variant="secondary"
                  onClick={() => document.getElementById('options-title')?.scrollIntoView({ block: 'start' })}
                >
                  {t('destinationPage.page.needVisaAnyway')}
                </Button>
              </>
            ) : (
              <Button size="lg" onClick={() => startSearch({ from: 'IN', to: destination.code, type: 'tourist' })}>
                {t('destinationPage.page.applyNow')}
              </Button>
            )}
            <WishlistHeart target={{ type: 'destination', country: destination.code }} label={name} />
          </div>
        </div>
      </header>

      <div className="container">
        <section className={styles.section} aria-labelledby="requirement-title">
          <h2 id="requirement-title">{t('destinationPage.page.requirementTitle')}</h2>
          <RequirementBox requirement={requirement} />
        </section>

        <section className={styles.section} aria-labelledby="options-title">
          <h2 id="options-title">{t('destinationPage.page.optionsTitle')}</h2>
          <div className={styles.groups}>
            {groups.map((group) => (
              <section
                key={group.purpose}
                id={`purpose-${group.purpose}`}
                className={group.purpose === focusType ? `${styles.group} ${styles.focused}` : styles.group}
                aria-labelledby={`purpose-${group.purpose}-title`}
              >
                <h3 id={`purpose-${group.purpose}-title`}>{t(VISA_TYPE_KEYS[group.purpose])}</h3>
                <div className={styles.grid}>
                  {group.options.map((option) => (
                    <VisaOptionCard
                      key={option.id}
                      option={option}
                      onApply={apply}
                      start={tripStart}
                      heart={visaOptionHeart}
                    />
                  ))}
                </div>
              </section>
            ))}
          </div>
        </section>

        <DestinationReviewsSection country={destination.code} name={name} />

        <section className={styles.section} aria-labelledby="documents-title">
          <h2 id="documents-title">{t('destinationPage.page.documentsTitle')}</h2>
          {groups.map((group) => (
            <div key={group.purpose} className={styles.documents}>
              <h3>{t(PURPOSE_KEYS[group.purpose])}</h3>
              <ul>
                {group.options[0]?.requirements.map((document) => (
                  <li key={document}>{document}</li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      </div>
    </article>
  );
}
