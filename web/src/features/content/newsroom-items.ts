import type { ContentDocument } from './markdown/content-types';

const modules = import.meta.glob<ContentDocument>('../../../../content/newsroom/*.md', { eager: true });

/** Press releases, newest first; short enough to ship together with the newsroom page. */
export const newsroomItems: ContentDocument[] = Object.values(modules)
  .map(({ meta, headings, html }) => ({ meta, headings, html }))
  .sort((a, b) => b.meta.date.localeCompare(a.meta.date));
