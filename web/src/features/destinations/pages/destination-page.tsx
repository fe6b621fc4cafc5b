import type { VisaOption } from '@contract/catalogue';
import {
  describeRequirement,
  PURPOSE_LABELS,
  parseRequirement,
  VISA_PURPOSES,
  visaTypeLabel,
} from '@contract/catalogue-rules';
import { use, useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import indiaRequirements from '../../../../../data/catalogue/requirements-india.json';
import { Flag } from '../../../components/ui/flag';
import { PageMeta } from '../../../components/ui/page-meta';
import { paths } from '../../../config/paths';
import { RequirementNotice } from '../../search/components/requirement-notice';
import { formatRupees, VisaOptionCard } from '../../search/components/visa-option-card';
import { WishlistHeart } from '../../search/components/wishlist-heart';
import { useStartSearch } from '../../search/lib/use-start-search';
import { type DestinationCard, destinationBySlug } from '../lib/destination-cards';
import { loadDestinationDetails } from '../lib/destination-details';
import styles from './destination-page.module.css';

const requirements = indiaRequirements.requirements as Record<string, string>;

function indianRequirement(card: DestinationCard) {
  const rule = parseRequirement(requirements[card.code] ?? 'visa required') ?? { category: 'visa-required' as const };
  return describeRequirement(rule, { name: 'India' }, { name: card.name }).requirement;
}

function UnknownDestination() {
  return (
    <div className="page container">
      <PageMeta title="Destination not found" description="We have no visa page for this destination yet." />
      <h1>Destination not found</h1>
      <p>
        We have no visa page for this destination yet. <Link to={paths.home}>Search any country</Link> from the home
        page.
      </p>
    </div>
  );
}

/** /visa/:slug, prerendered for every catalogue destination: requirements for Indians, options, fees, documents. */
export default function DestinationPage() {
  const { slug = '' } = useParams();
  const card = destinationBySlug(slug);
  if (!card) return <UnknownDestination />;
  return <Destination card={card} />;
}

function Destination({ card }: { card: DestinationCard }) {
  const details = use(loadDestinationDetails(card.slug, card.name));
  const [params] = useSearchParams();
  const focusType = params.get('type');
  const startSearch = useStartSearch();
  const requirement = indianRequirement(card);
  const apply = (option: VisaOption) => startSearch({ from: 'IN', to: card.code, type: option.type });

  useEffect(() => {
    if (focusType) document.getElementById(`purpose-${focusType}`)?.scrollIntoView({ block: 'start' });
  }, [focusType]);

  const groups = VISA_PURPOSES.map((purpose) => ({
    purpose,
    options: details?.options.filter((option) => option.type === purpose) ?? [],
  })).filter((group) => group.options.length > 0);

  return (
    <article className={styles.page}>
      <PageMeta
        title={`${card.name} Visa for Indians: fees, documents and processing time`}
        description={`${card.name} visa from ${formatRupees(card.price)}. ${requirement.summary}`}
        path={paths.destination(card.slug)}
        image={card.image}
      />
      <header className={styles.hero}>
        <img className={styles.heroImage} src={card.image} alt="" width={400} height={260} />
        <div className={`container ${styles.heroText}`}>
          <nav aria-label="Breadcrumb" className={styles.crumbs}>
            <Link to={paths.home}>Home</Link> / <span aria-current="page">{card.name} visa</span>
          </nav>
          <h1>
            <Flag code={card.code} width={36} /> {card.name} Visa
          </h1>
          {details ? <p className={styles.summary}>{details.summary}</p> : null}
          <p className={styles.facts}>
            <span className={styles.price}>From {formatRupees(card.price)}</span>
            <span className={styles.chip}>{card.eVisa ? 'E-VISA' : 'VISA'}</span>
            <span>Ready in about {card.processingDays} working days</span>
          </p>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.apply}
              onClick={() => startSearch({ from: 'IN', to: card.code, type: 'tourist' })}
            >
              Apply Now
            </button>
            <WishlistHeart target={{ type: 'destination', country: card.code }} label={card.name} />
          </div>
        </div>
      </header>

      <div className="container">
        <section className={styles.section} aria-labelledby="requirement-title">
          <h2 id="requirement-title">Requirements for Indian passport holders</h2>
          <div className={styles.requirement} data-category={requirement.category}>
            <p>{requirement.summary}</p>
            <RequirementNotice />
          </div>
        </section>

        <section className={styles.section} aria-labelledby="options-title">
          <h2 id="options-title">Visa options and fees</h2>
          {groups.map((group) => (
            <section
              key={group.purpose}
              id={`purpose-${group.purpose}`}
              className={group.purpose === focusType ? `${styles.group} ${styles.focused}` : styles.group}
              aria-labelledby={`purpose-${group.purpose}-title`}
            >
              <h3 id={`purpose-${group.purpose}-title`}>{visaTypeLabel(group.purpose)}</h3>
              <div className={styles.grid}>
                {group.options.map((option) => (
                  <VisaOptionCard key={option.id} option={option} onApply={apply} />
                ))}
              </div>
            </section>
          ))}
        </section>

        <section className={styles.section} aria-labelledby="documents-title">
          <h2 id="documents-title">Documents needed</h2>
          {groups.map((group) => (
            <div key={group.purpose} className={styles.documents}>
              <h3>{PURPOSE_LABELS[group.purpose]}</h3>
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
