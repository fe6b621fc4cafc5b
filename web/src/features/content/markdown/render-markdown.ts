/**
 * Build-time only (Vite plugin and tests): turns a Markdown document with front matter into
 * HTML, so no Markdown parser ships to the browser.
 */
import { Marked, type Tokens } from 'marked';
// Relative, not the @contract alias: vite.config.ts loads this module, and aliases do not apply there.
import { escapeHtml } from '../../../../../contract/src/html.ts';
import type { ContentDocument, ContentHeading, ContentMeta } from './content-types';

const WORDS_PER_MINUTE = 200;

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&[a-z#0-9]+;/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The small front matter subset the content uses: `key: value` lines between `---` fences. */
export function parseFrontMatter(source: string): { data: Record<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { data: {}, body: source };
  const data: Record<string, string> = {};
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    const separator = line.indexOf(':');
    if (separator <= 0) continue;
    data[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return { data, body: source.slice(match[0].length) };
}

function requireField(data: Record<string, string>, field: string, slug: string): string {
  const value = data[field];
  if (!value) throw new Error(`content/${slug}.md: front matter "${field}" is missing`);
  return value;
}

function toMeta(data: Record<string, string>, slug: string, body: string): ContentMeta {
  const date = requireField(data, 'date', slug);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`content/${slug}.md: date must be YYYY-MM-DD`);
  const words = body.split(/\s+/).filter(Boolean).length;
  return {
    slug,
    title: requireField(data, 'title', slug),
    description: requireField(data, 'description', slug),
    date,
    ...(data.author ? { author: data.author } : {}),
    tags: (data.tags ?? '')
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
  };
}

function createParser(headings: ContentHeading[]): Marked {
  const parser = new Marked({ gfm: true, async: false });
  parser.use({
    renderer: {
      heading(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token: Tokens.Heading) {
        const inner = this.parser.parseInline(token.tokens);
        const id = slugify(inner);
        if (token.depth === 2) headings.push({ id, text: inner.replace(/<[^>]*>/g, '') });
        return `<h${token.depth} id="${id}">${inner}</h${token.depth}>\n`;
      },
      link(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token: Tokens.Link) {
        const text = this.parser.parseInline(token.tokens);
        const href = escapeHtml(token.href);
        if (/^https?:\/\//.test(token.href)) {
          return `<a href="${href}" target="_blank" rel="noopener noreferrer">${text}</a>`;
        }
        return `<a href="${href}">${text}</a>`;
      },
      // Our content is Markdown only: stray HTML is shown as text rather than trusted.
      html(token: Tokens.HTML | Tokens.Tag) {
        return escapeHtml(token.text);
      },
    },
  });
  return parser;
}

/** Replaces `{{name}}` placeholders known at build time (e.g. the product name). */
function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

export function renderMarkdownDocument(
  source: string,
  options: { slug: string; placeholders?: Record<string, string> },
): ContentDocument {
  const filled = fillPlaceholders(source, options.placeholders ?? {});
  const { data, body } = parseFrontMatter(filled);
  const headings: ContentHeading[] = [];
  const html = createParser(headings).parse(body, { async: false });
  return { meta: toMeta(data, options.slug, body), headings, html };
}
