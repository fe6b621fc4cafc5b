import { PageMeta } from '@web/components/ui/page-meta';
import { useTranslation } from 'react-i18next';
import styles from '../components/documents.module.css';
import { DocumentsList } from '../components/documents-list';
import { UploadDocumentForm } from '../components/upload-document-form';

export default function DocumentsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('documents.title')} description={t('documents.metaDescription')} />
      <h1 className={styles.title}>{t('documents.title')}</h1>
      <p className={styles.intro}>{t('documents.intro')}</p>
      <UploadDocumentForm />
      <DocumentsList />
    </>
  );
}
