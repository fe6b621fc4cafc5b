import { PhotoCheck } from '@web/components/photo-check/photo-check';
import { PageMeta } from '@web/components/ui/page-meta';
import { useUploadDocument } from '@web/features/documents/api/upload-document';
import styles from '@web/features/documents/components/documents.module.css';
import { DocumentsList } from '@web/features/documents/components/documents-list';
import { UploadDocumentForm } from '@web/features/documents/components/upload-document-form';
import { useTranslation } from 'react-i18next';

export default function DocumentsPage() {
  const { t } = useTranslation();
  const upload = useUploadDocument();
  return (
    <>
      <PageMeta title={t('documents.title')} description={t('documents.metaDescription')} />
      <h1 className={styles.title}>{t('documents.title')}</h1>
      <p className={styles.intro}>{t('documents.intro')}</p>
      <UploadDocumentForm />
      <PhotoCheck onSave={(file) => upload.mutateAsync({ type: 'photo', file })} />
      <DocumentsList />
    </>
  );
}
