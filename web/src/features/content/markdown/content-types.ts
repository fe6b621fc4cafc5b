/** Front matter of a Markdown document under content/ (blog posts, newsroom items, legal pages). */
export interface ContentMeta {
  slug: string;
  title: string;
  description: string;
  /** YYYY-MM-DD: publication date, or "last updated" for legal pages. */
  date: string;
  author?: string;
  tags: string[];
  readingMinutes: number;
}

/** A second-level heading: a section of the document, for tables of contents and section counts. */
export interface ContentHeading {
  id: string;
  text: string;
}

export interface ContentDocument {
  meta: ContentMeta;
  headings: ContentHeading[];
  /** HTML rendered at build time from the repository's own Markdown. */
  html: string;
}

/** Placeholder for the support address, filled in at render time from the runtime configuration. */
export const SUPPORT_EMAIL_PLACEHOLDER = '{{supportEmail}}';
