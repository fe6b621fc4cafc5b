import { useImageDataUrl } from '@web/lib/use-image-data-url';
import { useTranslation } from 'react-i18next';
import styles from './apply.module.css';

/** What is shown of a file: a local one just chosen, or one already in the vault (its address). */
export type PreviewSource = { name: string; type: string } & ({ file: File } | { url: string });

function PdfIcon() {
  return (
    <svg className={styles.pdfIcon} viewBox="0 0 40 48" aria-hidden="true" focusable="false">
      <path d="M4 2h22l10 10v34H4z" fill="#fff" stroke="currentColor" strokeWidth="2" />
      <path d="M26 2v10h10" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M10 20h20M10 25h20M10 30h14" stroke="currentColor" strokeWidth="2" />
      <rect x="4" y="36" width="32" height="6" fill="currentColor" />
    </svg>
  );
}

/** A thumbnail of an image, or a PDF's icon, with the file's name. */
export function DocumentPreview({ source }: { source: PreviewSource }) {
  const { t } = useTranslation();
  const dataUrl = useImageDataUrl('file' in source ? source.file : null);
  const src = 'url' in source ? source.url : dataUrl;
  const isImage = source.type.startsWith('image/');
  return (
    <figure className={styles.preview}>
      {!isImage ? (
        <PdfIcon />
      ) : src ? (
        <img className={styles.thumbnail} src={src} alt={t('apply.checklist.previewOf', { name: source.name })} />
      ) : null}
      <figcaption className={styles.previewName}>{source.name}</figcaption>
    </figure>
  );
}
