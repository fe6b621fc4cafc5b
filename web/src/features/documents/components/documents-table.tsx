import type { Document } from '@contract/account/documents';
import { Button } from '@web/components/ui/button';
import { type Column, DataTable } from '@web/components/ui/data-table';
import { formatDate } from '@web/lib/format';
import { useTranslation } from 'react-i18next';
import { documentTypeLabel } from '../document-types';
import styles from './documents.module.css';

interface DocumentsTableProps {
  items: Document[];
  onDelete(document: Document): void;
}

/** Columns (docs/product/my-account.md#documents): Type, File (downloads through GET /api/documents/:id/file), Uploaded On, Actions. */
export function DocumentsTable({ items, onDelete }: DocumentsTableProps) {
  const { t } = useTranslation();
  const columns: Column<Document>[] = [
    { header: t('documents.type'), cell: (document) => documentTypeLabel(document.type, t) },
    {
      header: t('documents.file'),
      cell: (document) => (
        <a className={styles.fileLink} href={document.url} download={document.filename}>
          {document.filename}
        </a>
      ),
    },
    { header: t('documents.uploadedOn'), cell: (document) => formatDate(document.createdAt) },
    {
      header: t('documents.actions'),
      cell: (document) => (
        <Button variant="ghost" size="sm" onClick={() => onDelete(document)}>
          {t('documents.delete')}
          <span className="visually-hidden"> {document.filename}</span>
        </Button>
      ),
    },
  ];
  return <DataTable label={t('documents.table')} columns={columns} rows={items} rowKey={(document) => document.id} />;
}
