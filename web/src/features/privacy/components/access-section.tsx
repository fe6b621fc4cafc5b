import type { DataAccess } from '@contract/account/privacy';
import { type Column, DataTable } from '@web/components/ui/data-table';
import { EmptyState } from '@web/components/ui/empty-state';
import { formatDateTime } from '@web/lib/format';
import { useTranslation } from 'react-i18next';
import styles from './privacy.module.css';

/** "Who looked at my data and why": the console's audited reveals and document views of the traveller's data. */
export function AccessSection({ access }: { access: DataAccess[] }) {
  const { t } = useTranslation();
  const who = (entry: DataAccess) =>
    entry.role === 'admin'
      ? t('privacy.access.admin')
      : entry.role === 'support'
        ? t('privacy.access.support')
        : t('privacy.access.staff');
  const what = (entry: DataAccess) => {
    if (entry.kind === 'document-view') return t('privacy.access.documentView', { ref: entry.applicationRef ?? '' });
    return entry.kind === 'reveal-pan' ? t('privacy.access.revealPan') : t('privacy.access.revealPassport');
  };
  const columns: Column<DataAccess>[] = [
    { header: t('privacy.access.when'), className: styles.nowrap, cell: (entry) => formatDateTime(entry.at) },
    { header: t('privacy.access.who'), cell: who },
    { header: t('privacy.access.what'), cell: what },
  ];
  return (
    <section className={`card ${styles.section}`} aria-labelledby="access-title">
      <h2 id="access-title" className={styles.sectionTitle}>
        {t('privacy.access.title')}
      </h2>
      <p className={styles.lead}>{t('privacy.access.lead')}</p>
      {access.length === 0 ? (
        <EmptyState>{t('privacy.access.empty')}</EmptyState>
      ) : (
        <DataTable label={t('privacy.access.table')} columns={columns} rows={access} rowKey={(entry) => entry.id} />
      )}
    </section>
  );
}
