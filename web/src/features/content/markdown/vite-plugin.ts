import path from 'node:path';
import type { Plugin } from 'vite';
import { renderMarkdownDocument } from './render-markdown.ts';

/**
 * Lets the web app `import` Markdown files from content/: each becomes a module exporting
 * `meta`, `headings` and `html`, rendered at build time. `file.md?meta` exports only `meta`, so a
 * list page does not carry every article's HTML and each article can be its own chunk.
 */
export function markdownContent(placeholders: Record<string, string>): Plugin {
  return {
    name: 'markdown-content',
    enforce: 'pre',
    transform(source, id) {
      const [file = id, query = ''] = id.split('?');
      if (!file.endsWith('.md')) return null;
      const document = renderMarkdownDocument(source, { slug: path.basename(file, '.md'), placeholders });
      const lines = [`export const meta = ${JSON.stringify(document.meta)};`];
      if (!new URLSearchParams(query).has('meta')) {
        lines.push(
          `export const headings = ${JSON.stringify(document.headings)};`,
          `export const html = ${JSON.stringify(document.html)};`,
        );
      }
      const code = lines.join('\n');
      return { code, map: null, moduleType: 'js' };
    },
  };
}
