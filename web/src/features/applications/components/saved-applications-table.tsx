import type { SavedApplication } from '@contract/account/applications';
import { Button } from '../../../components/ui/button';
import { StatusTag } from '../../../components/ui/status-tag';
import { TableScroll } from '../../../components/ui/table-scroll';
import { formatDate } from '../../../lib/format';
import { savedStatusView, savedTypeLabel } from '../status';
import styles from './applications.module.css';

interface SavedApplicationsTableProps {
  items: SavedApplication[];
  onDelete(application: SavedApplication): void;
}

/** SPEC 2.9 columns: Application ID, Type, Country, Status, Last Updated (date only), Action. */
export function SavedApplicationsTable({ items, onDelete }: SavedApplicationsTableProps) {
  return (
    <TableScroll label="Saved applications">
      <table>
        <thead>
          <tr>
            <th scope="col">Application ID</th>
            <th scope="col">Type</th>
            <th scope="col">Country</th>
            <th scope="col">Status</th>
            <th scope="col">Last Updated</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {items.map((application) => {
            const status = savedStatusView(application.status);
            return (
              <tr key={application.id}>
                <td className={styles.ref}>{application.ref}</td>
                <td>{savedTypeLabel(application.type)}</td>
                <td>{application.country}</td>
                <td>
                  <StatusTag tone={status.tone} icon={status.icon}>
                    {status.label}
                  </StatusTag>
                </td>
                <td>{formatDate(application.updatedAt)}</td>
                <td>
                  <div className={styles.actions}>
                    {application.url ? (
                      <a href={application.url} target="_blank" rel="noopener noreferrer">
                        View<span className="visually-hidden"> application {application.ref} (opens in a new tab)</span>
                      </a>
                    ) : null}
                    <Button variant="ghost" size="sm" onClick={() => onDelete(application)}>
                      Delete<span className="visually-hidden"> application {application.ref}</span>
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
