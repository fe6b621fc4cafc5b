import { PageMeta } from '../../../components/ui/page-meta';
import { formatContentDate } from '../format-date';
import type { ContentDocument } from '../markdown/content-types';
import styles from './legal-document.module.css';
import { MarkdownArticle } from './markdown-article';

/** A legal page: heading, last-updated date, a table of contents and the numbered sections. */
export function LegalDocument({ document, path }: { document: ContentDocument; path: string }) {
  const { meta, headings, html } = document;
  return (
    <div className={`page container ${styles.layout}`}>
      <PageMeta title={meta.title} description={meta.description} path={path} />
      <header className={styles.header}>
        <h1>{meta.title}</h1>
        <p className={styles.updated}>
          Last updated: <time dateTime={meta.date}>{formatContentDate(meta.date)}</time>
        </p>
      </header>
      <nav className={styles.toc} aria-label="Sections">
        <h2>Contents</h2>
        <ol>
          {headings.map((heading) => (
            <li key={heading.id}>
              <a href={`#${heading.id}`}>{heading.text.replace(/^\d+\.\s*/, '')}</a>
            </li>
          ))}
        </ol>
      </nav>
      <article className={`card ${styles.body}`}>
        <MarkdownArticle html={html} />
      </article>
    </div>
  );
}
