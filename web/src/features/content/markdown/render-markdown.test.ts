import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseFrontMatter, renderMarkdownDocument, slugify } from './render-markdown';

const CONTENT = path.resolve('content');
const read = (folder: string, file: string) => readFileSync(path.join(CONTENT, folder, file), 'utf8');
const render = (folder: string, file: string) =>
  renderMarkdownDocument(read(folder, file), {
    slug: file.replace(/\.md$/, ''),
    placeholders: { product: 'HelloVisa' },
  });

describe('Markdown content rendering', () => {
  it('reads front matter whose values contain colons', () => {
    const { data, body } = parseFrontMatter('---\ntitle: Visa: a guide\ndate: 2025-01-02\n---\n\nHello');
    expect(data).toEqual({ title: 'Visa: a guide', date: '2025-01-02' });
    expect(body.trim()).toBe('Hello');
  });

  it('gives headings stable ids and collects second-level ones as sections', () => {
    const doc = renderMarkdownDocument(
      '---\ntitle: T\ndescription: D\ndate: 2025-01-01\n---\n## 1. About *us*\n### Detail\n## 2. Fees',
      {
        slug: 'x',
      },
    );
    expect(doc.headings).toEqual([
      { id: '1-about-us', text: '1. About us' },
      { id: '2-fees', text: '2. Fees' },
    ]);
    expect(doc.html).toContain('<h2 id="1-about-us">1. About <em>us</em></h2>');
    expect(doc.html).toContain('<h3 id="detail">Detail</h3>');
  });

  it('shows raw HTML in Markdown as text and opens external links safely', () => {
    const doc = renderMarkdownDocument(
      '---\ntitle: T\ndescription: D\ndate: 2025-01-01\n---\n<script>alert(1)</script>\n\n[gov](https://example.gov) [us](/contact)',
      { slug: 'x' },
    );
    expect(doc.html).not.toContain('<script>');
    expect(doc.html).toContain('&lt;script&gt;');
    expect(doc.html).toContain('<a href="https://example.gov" target="_blank" rel="noopener noreferrer">gov</a>');
    expect(doc.html).toContain('<a href="/contact">us</a>');
  });

  it('refuses a document without its required front matter', () => {
    expect(() => renderMarkdownDocument('---\ntitle: T\ndate: 2025-01-01\n---\nBody', { slug: 'broken' })).toThrow(
      /"description" is missing/,
    );
  });

  it('fills the product name placeholder', () => {
    const doc = render('newsroom', '2025-06-16-five-lakh-visas-processed.md');
    expect(doc.meta.title).toBe('HelloVisa crosses 5 lakh visas processed');
  });

  it('slugifies accents and punctuation', () => {
    expect(slugify('Schengen — visa & “cascade” rule')).toBe('schengen-visa-cascade-rule');
  });
});

describe('the content of the repository', () => {
  it('has at least six complete blog posts with unique titles', () => {
    const files = readdirSync(path.join(CONTENT, 'blog')).filter((file) => file.endsWith('.md'));
    expect(files.length).toBeGreaterThanOrEqual(6);
    const docs = files.map((file) => render('blog', file));
    expect(new Set(docs.map((doc) => doc.meta.title)).size).toBe(docs.length);
    for (const doc of docs) {
      expect(doc.meta.slug).toMatch(/^[a-z0-9-]+$/);
      expect(doc.meta.description.length).toBeGreaterThan(50);
      expect(doc.meta.description.length).toBeLessThanOrEqual(200);
      expect(doc.headings.length).toBeGreaterThanOrEqual(3);
      expect(doc.meta.readingMinutes).toBeGreaterThanOrEqual(2);
      expect(doc.html).not.toContain('{{');
    }
  });

  it('links blog posts only to pages that exist', () => {
    const slugs = new Set(readdirSync(path.join(CONTENT, 'blog')).map((file) => file.replace(/\.md$/, '')));
    const pages = new Set([
      '/contact',
      '/privacy',
      '/privacy/grievance',
      '/terms',
      '/go-for-visa',
      '/careers',
      '/about',
      '/blog',
    ]);
    for (const folder of ['blog', 'newsroom', 'legal']) {
      for (const file of readdirSync(path.join(CONTENT, folder))) {
        for (const [, href] of render(folder, file).html.matchAll(/href="(\/[^"]*)"/g)) {
          const target = href ?? '';
          const ok = pages.has(target) || (target.startsWith('/blog/') && slugs.has(target.slice(6)));
          expect(ok, `${folder}/${file} links to ${target}`).toBe(true);
        }
      }
    }
  });

  it('has terms of service in 28 sections, last updated 30 July 2025, with the policy figures', () => {
    const terms = render('legal', 'terms.md');
    expect(terms.headings).toHaveLength(28);
    for (const [index, heading] of terms.headings.entries())
      expect(heading.text).toMatch(new RegExp(`^${index + 1}\\. `));
    expect(terms.meta.date).toBe('2025-07-30');
    expect(terms.html).toContain('18 years old');
    expect(terms.html).toMatch(/six \(6\) months/);
    expect(terms.html).toContain('{{supportEmail}}');
  });

  it('has a privacy policy in 13 sections, last updated 26 November 2026, with the grievance timelines and form', () => {
    const privacy = render('legal', 'privacy.md');
    expect(privacy.headings).toHaveLength(13);
    expect(privacy.meta.date).toBe('2026-11-26');
    expect(privacy.html).toContain('<a href="/privacy/grievance">grievance form</a>');
    expect(privacy.html).toContain('<strong>24 hours</strong>');
    expect(privacy.html).toContain('<strong>15 days</strong>');
    expect(privacy.html).toContain('<strong>30 days</strong>');
  });
});
