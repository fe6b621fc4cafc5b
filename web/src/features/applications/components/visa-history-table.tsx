import type { VisaApplication } from '@contract/account/applications';
import { StatusTag } from '../../../components/ui/status-tag';
import { TableScroll } from '../../../components/ui/table-scroll';
import { formatDate, orDash } from '../../../lib/format';
import { visaStatusView } from '../status';
import styles from './applications.module.css';

function DownloadCell({ application }: { application: VisaApplication }) {
  if (!application.documentUrl) return <span className={styles.muted}>-</span>;
  return (
    <a href={application.documentUrl} target="_blank" rel="noopener noreferrer">
      Download
      <span className="visually-hidden">
        {' '}
        the {application.type} document for {application.country} (opens in a new tab)
      </span>
    </a>
  );
}

/** SPEC 2.9 columns: Country, Visa Type, Applied On, Status, Remarks, Download. */
export function VisaHistoryTable({ items }: { items: VisaApplication[] }) {
  return (
    <TableScroll label="Visa applications">
      <table>
        <thead>
          <tr>
            <th scope="col">Country</th>
            <th scope="col">Visa Type</th>
            <th scope="col">Applied On</th>
            <th scope="col">Status</th>
            <th scope="col">Remarks</th>
            <th scope="col">Download</th>
          </tr>
        </thead>
        <tbody>
          {items.map((application) => {
            const status = visaStatusView(application.status);
            return (
              <tr key={application.id}>
                <td>{application.country}</td>
                <td>{application.type}</td>
                <td>{formatDate(application.appliedAt)}</td>
                <td>
                  <StatusTag tone={status.tone} icon={status.icon}>
                    {status.label}
                  </StatusTag>
                </td>
                <td className={styles.remarks}>{orDash(application.remarks)}</td>
                <td>
                  <DownloadCell application={application} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
