import type { SavedApplication } from '@contract/account/applications';
import { Button } from '@web/components/ui/button';
import { type Column, DataTable } from '@web/components/ui/data-table';
import { StatusTag } from '@web/components/ui/status-tag';
import { useStoredText } from '@web/i18n/use-stored-text';
import { formatDate } from '@web/lib/format';
import { useStoredCountryName } from '@web/lib/visa-text';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { savedStatusView, savedTypeLabel, statusText } from '../status';
import styles from './applications.module.css';

interface SavedApplicationsTableProps {
  items: SavedApplication[];
  onDelete(application: SavedApplication): void;
}

/** Columns (docs/product/my-account.md#saved-applications): Application ID, Type, Country, Status, Last Updated (date only), Action. */
export function SavedApplicationsTable({ items, onDelete }: SavedApplicationsTableProps) {
  const { t } = useTranslation();
  const storedText = useStoredText();
  const storedCountry = useStoredCountryName();
  const columns: Column<SavedApplication>[] = [
    { header: t('applications.saved.id'), className: styles.ref, cell: (application) => application.ref },
    {
      header: t('applications.saved.type'),
      cell: (application) => storedText(statusText(t, savedTypeLabel(application.type))),
    },
    { header: t('applications.saved.country'), cell: (application) => storedCountry(application.country) },
    {
      header: t('applications.saved.status'),
      cell: (application) => {
        const status = savedStatusView(application.status);
        return (
          <StatusTag tone={status.tone} icon={status.icon}>
            {statusText(t, status.label)}
          </StatusTag>
        );
      },
    },
    { header: t('applications.saved.updated'), cell: (application) => formatDate(application.updatedAt) },
    {
      header: t('applications.saved.action'),
      cell: (application) => <RowActions application={application} onDelete={onDelete} />,
    },
  ];
  return (
    <DataTable
      label={t('applications.saved.table')}
      columns={columns}
      rows={items}
      rowKey={(application) => application.id}
    />
  );
}

function RowActions({
  application,
  onDelete,
}: {
  application: SavedApplication;
  onDelete(application: SavedApplication): void;
}) {
  const { t } = useTranslation();
  const which = <span className="visually-hidden"> {t('applications.saved.which', { ref: application.ref })}</span>;
  return (
    <div className={styles.actions}>
      {application.url?.startsWith('/') ? (
        <Link to={application.url}>
          {t('applications.saved.resume')}
          {which}
        </Link>
      ) : application.url ? (
        <a href={application.url} target="_blank" rel="noopener noreferrer">
          {t('applications.saved.view')}
          <span className="visually-hidden"> {t('applications.saved.whichNewTab', { ref: application.ref })}</span>
        </a>
      ) : null}
      <Button variant="ghost" size="sm" onClick={() => onDelete(application)}>
        {t('applications.saved.delete')}
        {which}
      </Button>
    </div>
  );
}
