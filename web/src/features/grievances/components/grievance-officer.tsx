import { paths } from '@web/config/paths';
import { usePublicConfig } from '@web/config/public-config';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './grievance.module.css';

/** The grievance officer's name, role, e-mail and postal address, from the runtime configuration. */
export function GrievanceOfficerCard({ withFormLink = false }: { withFormLink?: boolean }) {
  const { t } = useTranslation();
  const { grievanceOfficer: officer } = usePublicConfig();
  return (
    <section className={`card ${styles.officer}`} aria-labelledby="grievance-officer-title">
      <h2 id="grievance-officer-title">{t('grievance.officerTitle')}</h2>
      <p className={styles.officerLead}>{t('grievance.officerLead')}</p>
      <dl className={styles.officerDetails}>
        <dt>{t('grievance.officerName')}</dt>
        <dd lang="en">
          {officer.name}
          <br />
          {officer.role}
        </dd>
        <dt>{t('grievance.officerEmail')}</dt>
        <dd>
          <a href={`mailto:${officer.email}`}>{officer.email}</a>
        </dd>
        <dt>{t('grievance.officerAddress')}</dt>
        <dd lang="en">{officer.address}</dd>
      </dl>
      <p className={styles.officerLead}>{t('grievance.deadlines')}</p>
      {withFormLink ? (
        <p>
          <Link to={paths.grievance} className={styles.formLink}>
            {t('grievance.fileLink')}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
