import type { Document } from '@contract/account/documents';
import { Button } from '../../../components/ui/button';
import { TableScroll } from '../../../components/ui/table-scroll';
import { formatDate } from '../../../lib/format';
import { documentTypeLabel } from '../document-types';
import styles from './documents.module.css';

interface DocumentsTableProps {
  items: Document[];
  onDelete(document: Document): void;
}

/** SPEC 2.9 columns: Type, File (downloads through GET /api/documents/:id/file), Uploaded On, Actions. */
export function DocumentsTable({ items, onDelete }: DocumentsTableProps) {
  return (
    <TableScroll label="Uploaded documents">
      <table>
        <thead>
          <tr>
            <th scope="col">Type</th>
            <th scope="col">File</th>
            <th scope="col">Uploaded On</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {items.map((document) => (
            <tr key={document.id}>
              <td>{documentTypeLabel(document.type)}</td>
              <td>
                <a className={styles.fileLink} href={document.url} download={document.filename}>
                  {document.filename}
                </a>
              </td>
              <td>{formatDate(document.createdAt)}</td>
              <td>
                <Button variant="ghost" size="sm" onClick={() => onDelete(document)}>
                  Delete<span className="visually-hidden"> {document.filename}</span>
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
