import type { VisaApplication } from '@contract/account/applications';
import { type Column, DataTable } from '@web/components/ui/data-table';
import { StatusTag } from '@web/components/ui/status-tag';
import { paths } from '@web/config/paths';
import { useStoredText } from '@web/i18n/use-stored-text';
import { formatDate, orDash } from '@web/lib/format';
import { useStoredCountryName } from '@web/lib/visa-text';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { statusText, visaStatusView } from '../status';
import styles from './applications.module.css';

interface StoredTexts {
  text: (english: string) => string;
  country: (english: string) => string;
}

function DownloadCell({ application }: { application: VisaApplication }) {
  const { t } = useTranslation();
  const storedText = useStoredText();
  const storedCountry = useStoredCountryName();
  if (!application.documentUrl) return <span className={styles.muted}>-</span>;
  return (
    <a href={application.documentUrl} target="_blank" rel="noopener noreferrer">
      {t('applications.history.download')}
      <span className="visually-hidden">
        {' '}
        {t('applications.history.downloadWhat', {
          type: storedText(application.type),
          country: storedCountry(application.country),
        })}
      </span>
    </a>
  );
}

/** Applications made on this site (HV-<year>-<digits>) have a detail page with the timeline. */
const isOwnApplication = (application: VisaApplication) => /^HV-\d{4}-\d{6}$/.test(application.ref);

/** The country; for an application made here, a link to its page (whose hidden words name the reference). */
function CountryCell({ application, name }: { application: VisaApplication; name: string }) {
  const { t } = useTranslation();
  if (!isOwnApplication(application)) return name;
  return (
    <Link to={paths.application(application.ref)}>
      {name}
      <span className="visually-hidden">
        {' '}
        ({t('applications.history.view')} {t('applications.history.which', { ref: application.ref })})
      </span>
    </Link>
  );
}

function StatusCell({ application }: { application: VisaApplication }) {
  const { t } = useTranslation();
  const status = visaStatusView(application.status, isOwnApplication(application));
  return (
    <StatusTag tone={status.tone} icon={status.icon}>
      {statusText(t, status.label)}
    </StatusTag>
  );
}

/** Columns (docs/product/my-account.md#visa-history): Country (linking to our own application's page), Visa Type, Applied On, Status, Remarks, Download. */
const historyColumns = (t: TFunction, stored: StoredTexts): Column<VisaApplication>[] => [
  {
    header: t('applications.history.country'),
    cell: (application) => <CountryCell application={application} name={stored.country(application.country)} />,
  },
  { header: t('applications.history.visaType'), cell: (application) => stored.text(application.type) },
  { header: t('applications.history.appliedOn'), cell: (application) => formatDate(application.appliedAt) },
  { header: t('applications.history.status'), cell: (application) => <StatusCell application={application} /> },
  {
    header: t('applications.history.remarks'),
    className: styles.remarks,
    cell: (application) => orDash(application.remarks),
  },
  { header: t('applications.history.download'), cell: (application) => <DownloadCell application={application} /> },
];

export function VisaHistoryTable({ items }: { items: VisaApplication[] }) {
  const { t } = useTranslation();
  const stored = { text: useStoredText(), country: useStoredCountryName() };
  return (
    <DataTable
      label={t('applications.history.table')}
      columns={historyColumns(t, stored)}
      rows={items}
      rowKey={(application) => application.id}
    />
  );
}
