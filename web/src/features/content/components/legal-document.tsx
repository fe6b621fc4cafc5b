import { PageMeta } from '@web/components/ui/page-meta';
import { PRODUCT_NAME } from '@web/config/public-config';
import { useLang } from '@web/i18n/use-lang';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useContentDate } from '../format-date';
import type { ContentDocument } from '../markdown/content-types';
import { EnglishOnlyNote } from './english-only-note';
import styles from './legal-document.module.css';
import { MarkdownArticle } from './markdown-article';

/** Catalogue keys of the page's title and description on Hindi pages (the body stays English). */
export interface LegalTitles {
  title: string;
  description: string;
}

/**
 * A legal page: heading, last-updated date, a table of contents and the numbered sections. On Hindi pages the
 * heading and description are Hindi and a note says the text itself is English.
 */
export function LegalDocument({
  document,
  path,
  titles,
  children,
}: {
  document: ContentDocument;
  path: string;
  titles: LegalTitles;
  /** Shown under the document (e.g. the grievance officer's details under the privacy policy). */
  children?: ReactNode;
}) {
  const { meta, headings, html } = document;
  const { t } = useTranslation();
  const english = useLang() === 'en';
  const contentDate = useContentDate();
  const title = english ? meta.title : t(titles.title);
  const description = english ? meta.description : t(titles.description, { product: PRODUCT_NAME });
  return (
    <div className={`page container ${styles.layout}`}>
      <PageMeta title={title} description={description} path={path} />
      <header className={styles.header}>
        <h1>{title}</h1>
        <p className={styles.updated}>
          <Trans
            i18nKey="content.lastUpdated"
            values={{ date: contentDate(meta.date) }}
            components={{ time: <time dateTime={meta.date} /> }}
          />
        </p>
        <EnglishOnlyNote />
      </header>
      <nav className={styles.toc} aria-label={t('content.sections')}>
        <h2>{t('content.contents')}</h2>
        <ol lang={english ? undefined : 'en'}>
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
      {children ? <div className={styles.after}>{children}</div> : null}
    </div>
  );
}
