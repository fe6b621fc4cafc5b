import { HTML_LANG, type Lang } from '@contract/lang';
import { Body, Button, Container, Head, Heading, Hr, Html, Preview, Section, Text } from '@react-email/components';
import { createElement as h, type ReactNode } from 'react';
import { mailT } from '../../i18n';
import type { Brand, EmailContent } from './templates';

/** The element tree of the branded template (templates.ts loads it with the first e-mail). */

const BRAND_COLOUR = '#0b5cff';
const styles = {
  body: { backgroundColor: '#f4f6fb', fontFamily: 'Arial, Helvetica, sans-serif', margin: 0, padding: '24px 0' },
  container: { backgroundColor: '#ffffff', borderRadius: '8px', margin: '0 auto', maxWidth: '560px', padding: '24px' },
  brand: { color: BRAND_COLOUR, fontSize: '22px', fontWeight: 700, margin: '0 0 16px' },
  text: { color: '#1f2937', fontSize: '15px', lineHeight: '22px', margin: '0 0 14px' },
  code: { fontSize: '22px', fontWeight: 700, letterSpacing: '4px' },
  button: {
    backgroundColor: BRAND_COLOUR,
    borderRadius: '6px',
    color: '#ffffff',
    display: 'inline-block',
    fontSize: '15px',
    padding: '12px 20px',
    textDecoration: 'none',
  },
  footer: { color: '#6b7280', fontSize: '12px', lineHeight: '18px', margin: 0 },
} as const;

function paragraph(text: string, content: EmailContent, key: number): ReactNode {
  const code = content.code;
  if (code && text.includes(code)) {
    const [before, ...after] = text.split(code);
    return h(Text, { key, style: styles.text }, before, h('strong', { style: styles.code }, code), after.join(code));
  }
  return h(Text, { key, style: styles.text }, text);
}

function details(rows: Array<[string, string]>): ReactNode {
  return h(
    Section,
    null,
    ...rows.map(([label, value], index) =>
      h(Text, { key: index, style: { ...styles.text, margin: '0 0 4px' } }, h('strong', null, `${label}: `), value),
    ),
  );
}

export function EmailLayout(content: EmailContent, brand: Brand, lang: Lang = 'en') {
  return h(
    Html,
    { lang: HTML_LANG[lang] },
    h(Head, null),
    h(Preview, null, content.paragraphs[0] ?? content.subject),
    h(
      Body,
      { style: styles.body },
      h(
        Container,
        { style: styles.container },
        h(Heading, { as: 'h1', style: styles.brand }, brand.productName),
        content.greeting ? h(Text, { style: styles.text }, content.greeting) : null,
        ...content.paragraphs.map((text, index) => paragraph(text, content, index)),
        content.details ? details(content.details) : null,
        content.action
          ? h(
              Section,
              { style: { margin: '8px 0 20px' } },
              h(Button, { href: content.action.url, style: styles.button }, content.action.label),
            )
          : null,
        h(Text, { style: styles.text }, mailT(lang)('layout.team', { product: brand.productName })),
        h(Hr, null),
        h(Text, { style: styles.footer }, `${brand.productName} · ${brand.publicUrl}`),
      ),
    ),
  );
}
