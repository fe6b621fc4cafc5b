import type { DestinationsResponse } from '@contract/catalogue';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { type DestinationCard, destinationCards } from '../../destinations/lib/destination-cards';
import styles from './home.module.css';

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

/**
 * 'Popular Visa Destinations': prerendered from the catalogue file, then refreshed from the API so
 * that prices edited by operators show without a rebuild.
 */
export function PopularDestinations() {
  const { data } = useQuery({
    queryKey: ['destinations'],
    queryFn: async (): Promise<DestinationCard[]> => (await api.get<DestinationsResponse>('/api/destinations')).items,
    initialData: destinationCards,
    initialDataUpdatedAt: 0,
  });
  return (
    <section className={styles.section} aria-labelledby="destinations-title">
      <div className="container">
        <h2 id="destinations-title">Popular Visa Destinations</h2>
        <ul className={styles.destinations}>
          {data.map((card) => (
            <li key={card.code}>
              <Link to={paths.destination(card.slug)} className={styles.destination}>
                <img src={card.image} alt="" width={400} height={260} loading="lazy" decoding="async" />
                <span className={styles.destinationBody}>
                  <span className={styles.destinationName}>{card.name}</span>
                  <span className={styles.destinationMeta}>
                    <span className={styles.price}>{rupees(card.price)}</span>
                    <span className={styles.kind}>{card.eVisa ? 'E-VISA' : 'VISA'}</span>
                  </span>
                  <span className={styles.applyNow}>Apply Now</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
