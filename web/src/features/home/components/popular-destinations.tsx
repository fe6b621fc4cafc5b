import { paths } from '@web/config/paths';
import { type DestinationCard, destinationCards } from '@web/lib/destination-cards';
import { useDestinations } from '@web/lib/destinations-query';
import { formatCataloguePrice } from '@web/lib/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './home.module.css';

/**
 * 'Popular Visa Destinations': prerendered from the catalogue file, then the live list from the API, so that
 * prices and chips edited by operators show without a rebuild.
 */
export function PopularDestinations() {
  const { t } = useTranslation();
  const destinations = useDestinations();
  const data: DestinationCard[] = destinations.data ?? destinationCards;
  return (
    <section className={styles.section} aria-labelledby="destinations-title">
      <div className="container">
        <h2 id="destinations-title">{t('destinationPage.grid.title')}</h2>
        <ul className={styles.destinations}>
          {data.map((card) => (
            <li key={card.code}>
              <Link to={paths.destination(card.slug)} className={styles.destination}>
                <img src={card.image} alt="" width={400} height={260} loading="lazy" decoding="async" />
                <span className={styles.destinationBody}>
                  <span className={styles.destinationName}>{card.name}</span>
                  <span className={styles.destinationMeta}>
                    <span className={styles.price}>{formatCataloguePrice(card.price)}</span>
                    <span className={styles.kind}>
                      {card.eVisa ? t('destinationPage.chip.eVisa') : t('destinationPage.chip.visa')}
                    </span>
                  </span>
                  <span className={styles.applyNow}>{t('destinationPage.grid.applyNow')}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <p className={styles.allDestinations}>
          <Link to={paths.destinations}>{t('destinationsIndex.homeLink')}</Link>
        </p>
      </div>
    </section>
  );
}
