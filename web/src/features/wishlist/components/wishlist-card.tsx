import type { WishlistItem } from '@contract/account/wishlist';
import { Button } from '@web/components/ui/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './wishlist.module.css';

interface WishlistCardProps {
  item: WishlistItem;
  onRemove(item: WishlistItem): void;
}

export function WishlistCard({ item, onRemove }: WishlistCardProps) {
  const { t } = useTranslation();
  const headingId = `wishlist-${item.id}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      {item.image ? (
        <img className={styles.image} src={item.image} alt="" loading="lazy" width={320} height={180} />
      ) : (
        <div className={styles.placeholder} aria-hidden="true">
          {item.countryCode}
        </div>
      )}
      <div className={styles.body}>
        <span className={styles.category}>{item.category}</span>
        <h2 id={headingId} className={styles.cardTitle}>
          {item.title}
        </h2>
        {item.type === 'visa' ? <p className={styles.subtitle}>{item.country}</p> : null}
        <p className={styles.subtitle}>{item.subtitle}</p>
        <div className={styles.actions}>
          <Link className={styles.view} to={item.url}>
            {t('wishlist.view')}
            <span className="visually-hidden"> {item.title}</span>
          </Link>
          <Button variant="ghost" size="sm" onClick={() => onRemove(item)}>
            {t('wishlist.remove')}
            <span className="visually-hidden"> {item.title}</span>
          </Button>
        </div>
      </div>
    </article>
  );
}
