import { PageMeta } from '@web/components/ui/page-meta';
import { paths } from '@web/config/paths';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './auth.module.css';

/**
 * The centred card of the e-mail link pages (verify e-mail, reset password, new password): page meta,
 * heading, the page's own content, then the links back to sign-in and to contact.
 */
export function AuthCardPage({
  title,
  description,
  path,
  children,
}: {
  title: string;
  description: string;
  path: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageMeta title={title} description={description} path={path} />
      <div className={styles.wrap}>
        <div className="card">
          <h1 className={styles.title}>{title}</h1>
          {children}
          <div className={styles.links}>
            <Link to={paths.login}>{t('auth.links.login')}</Link>
            <Link to={paths.contact}>{t('auth.links.contact')}</Link>
          </div>
        </div>
      </div>
    </div>
  );
}
