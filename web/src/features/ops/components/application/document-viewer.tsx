import styles from '../ops.module.css';

/**
 * A document under review, shown inline: an image as it is, a PDF in the browser's own viewer (a frame of
 * our origin, which only the console's pages may show). A link opens it in a tab of its own.
 */
export function DocumentViewer({
  url,
  contentType,
  title,
  filename,
}: {
  url: string;
  contentType: string;
  title: string;
  filename: string;
}) {
  return (
    <figure className={styles.viewer}>
      {contentType.startsWith('image/') ? (
        <img className={styles.previewImage} src={url} alt={title} />
      ) : (
        <iframe className={styles.preview} title={title} src={url} />
      )}
      <figcaption className={styles.muted}>
        {filename} ·{' '}
        <a href={url} target="_blank" rel="noopener">
          Open in a new tab
        </a>
      </figcaption>
    </figure>
  );
}
