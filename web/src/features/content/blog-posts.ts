import { paths } from '@web/config/paths';
import type { ContentDocument, ContentMeta } from './markdown/content-types';

type PostModule = Pick<ContentDocument, 'meta' | 'headings' | 'html'>;

// Only the front matter of every post is bundled with the list; each article's HTML is its own chunk.
const metaByFile = import.meta.glob<ContentMeta>('../../../../content/blog/*.md', {
  eager: true,
  query: '?meta',
  import: 'meta',
});
const loaderByFile = import.meta.glob<PostModule>('../../../../content/blog/*.md');

const fileFor = (slug: string) => `../../../../content/blog/${slug}.md`;

/** Every post, newest first. */
export const blogPosts: ContentMeta[] = Object.values(metaByFile).sort((a, b) => b.date.localeCompare(a.date));

/** Post pages to prerender and list in sitemap.xml. */
export const blogPostPaths: string[] = blogPosts.map((post) => paths.blogPost(post.slug));

const loading = new Map<string, Promise<PostModule>>();

/** The post's module, loaded once and shared by every render (a stable promise for `use`). */
export function loadBlogPost(slug: string): Promise<PostModule> | null {
  const load = /^[a-z0-9-]+$/.test(slug) ? loaderByFile[fileFor(slug)] : undefined;
  if (!load) return null;
  let promise = loading.get(slug);
  if (!promise) {
    promise = load();
    loading.set(slug, promise);
  }
  return promise;
}
