import { PageMeta } from '@web/components/ui/page-meta';
import { paths } from '@web/config/paths';
import { PRODUCT_NAME } from '@web/config/public-config';
import styles from '@web/features/grievances/components/grievance.module.css';
import { GrievanceForm } from '@web/features/grievances/components/grievance-form';
import { GrievanceOfficerCard } from '@web/features/grievances/components/grievance-officer';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The grievance form beside the officer's details (the privacy policy, section 12, links here). */
export default function GrievancePage() {
  const { t } = useTranslation();
  return (
    <div className="page container">
      <PageMeta
        title={t('grievance.metaTitle')}
        description={t('grievance.metaDescription', { product: PRODUCT_NAME })}
        path={paths.grievance}
      />
      <header>
        <h1>{t('grievance.title')}</h1>
        <p>{t('grievance.lead', { product: PRODUCT_NAME })}</p>
        <p>
          <Link to={paths.privacy}>{t('grievance.readPolicy')}</Link>
        </p>
      </header>
      <div className={styles.layout}>
        <section className={`card ${styles.formCard}`} aria-labelledby="grievance-form-title">
          <h2 id="grievance-form-title">{t('grievance.formTitle')}</h2>
          <GrievanceForm />
        </section>
        <GrievanceOfficerCard />
      </div>
    </div>
  );
}
