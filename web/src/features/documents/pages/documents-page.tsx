import { PageMeta } from '../../../components/ui/page-meta';
import styles from '../components/documents.module.css';
import { DocumentsList } from '../components/documents-list';
import { UploadDocumentForm } from '../components/upload-document-form';

export default function DocumentsPage() {
  return (
    <>
      <PageMeta title="Documents" description="Upload and manage your travel documents." />
      <h1 className={styles.title}>Documents</h1>
      <p className={styles.intro}>Keep your passport, PAN, visa and other papers ready for your next application.</p>
      <UploadDocumentForm />
      <DocumentsList />
    </>
  );
}
