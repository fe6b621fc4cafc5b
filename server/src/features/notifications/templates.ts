import type { Lang } from '@contract/lang';

/**
 * The one branded e-mail template: every e-mail's HTML and plain text are rendered from the same
 * element tree by React Email, so the two never drift apart and what a user typed is always
 * escaped by React, never pasted into markup.
 */

export interface EmailContent {
  subject: string;
  /** The opening line ("Hello Asha,"), before the paragraphs and left out of the inbox preview. */
  greeting?: string;
  /** Plain paragraphs; a code or link inside them is emphasised. */
  paragraphs: string[];
  code?: string;
  /** A link shown as a button after the paragraphs (and inline where a paragraph quotes it). */
  action?: { label: string; url: string };
  /** Label and value rows (e.g. the details of a contact message). */
  details?: Array<[label: string, value: string]>;
}

export interface Brand {
  productName: string;
  publicUrl: string;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/**
 * React Email, its renderer and its dependencies hold ~50 MB once loaded: they are loaded by the
 * first e-mail, not by the server's start (most processes send none for a long while).
 */
const loadRenderer = () => Promise.all([import('./email-layout'), import('@react-email/render')]);

export async function renderEmail(content: EmailContent, brand: Brand, lang: Lang = 'en'): Promise<RenderedEmail> {
  const [{ EmailLayout }, { render }] = await loadRenderer();
  const element = EmailLayout(content, brand, lang);
  const [html, text] = await Promise.all([
    render(element),
    render(element, { plainText: true, htmlToTextOptions: { wordwrap: false } }),
  ]);
  return { subject: content.subject, html, text };
}
