import { PageMeta } from '@web/components/ui/page-meta';
import { paths } from '@web/config/paths';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './not-found-page.module.css';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className={`page container ${styles.wrap}`}>
      <PageMeta title={t('notFound.title')} description={t('notFound.description')} />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <ul className={styles.links}>
        <li>
          <Link to={paths.home}>{t('notFound.home')}</Link>
        </li>
        <li>
          <Link to={paths.track}>{t('notFound.track')}</Link>
        </li>
        <li>
          <Link to={paths.contact}>{t('notFound.contact')}</Link>
        </li>
      </ul>
    </div>
  );
}
