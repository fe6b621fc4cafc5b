import type { SavedTraveller } from '@contract/account/travellers';
import { Button } from '@web/components/ui/button';
import { DASH, formatDate, orDash } from '@web/lib/format';
import { RELATIONSHIP_KEYS } from '@web/lib/travellers/saved-travellers';
import { useCountryName } from '@web/lib/visa-text';
import { useTranslation } from 'react-i18next';
import styles from './travellers.module.css';

const dateOrDash = (value: string | null) => (value ? formatDate(value, 'UTC') : DASH);

/** One saved traveller: name, relationship and passport details, with Edit and Delete. */
export function TravellerCard({
  traveller,
  onEdit,
  onDelete,
}: {
  traveller: SavedTraveller;
  onEdit(): void;
  onDelete(): void;
}) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  const name = `${traveller.firstName} ${traveller.lastName}`.trim();
  const headingId = `traveller-${traveller.id}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.name}>
        {name}
      </h2>
      <dl className={styles.facts}>
        <dt>{t('apply.travellers.relationship')}</dt>
        <dd>{t(RELATIONSHIP_KEYS[traveller.relationship])}</dd>
        <dt>{t('apply.travellers.dob')}</dt>
        <dd>{dateOrDash(traveller.dob)}</dd>
        <dt>{t('apply.travellers.nationality')}</dt>
        <dd>{traveller.nationality ? countryName(traveller.nationality) : DASH}</dd>
        <dt>{t('apply.travellers.passportNo')}</dt>
        <dd>{orDash(traveller.passportNo)}</dd>
        <dt>{t('apply.travellers.passportExpiry')}</dt>
        <dd>{dateOrDash(traveller.passportExpiry)}</dd>
      </dl>
      <div className={styles.cardActions}>
        <Button variant="secondary" size="sm" onClick={onEdit}>
          {t('travellers.edit')}
          <span className="visually-hidden"> {name}</span>
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete}>
          {t('travellers.delete')}
          <span className="visually-hidden"> {name}</span>
        </Button>
      </div>
    </article>
  );
}
