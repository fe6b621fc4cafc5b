import { usePublicConfig } from '@web/config/public-config';
import { useLang } from '@web/i18n/use-lang';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { SUPPORT_EMAIL_PLACEHOLDER } from '../markdown/content-types';
import styles from './markdown-article.module.css';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function supportEmailLink(email: string) {
  const safe = escapeAttribute(email);
  return `<a data-support-email href="mailto:${safe}">${safe}</a>`;
}

/**
 * Shows HTML rendered at build time from the repository's Markdown. Site-internal links
 * navigate inside the app; the support address comes from the runtime configuration.
 */
export function MarkdownArticle({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const container = useRef<HTMLDivElement>(null);
  const { supportEmail } = usePublicConfig();
  // The Markdown is English: on a Hindi page it says so, for screen readers and translation tools.
  const textLang = useLang() === 'en' ? undefined : 'en';
  const filled = useMemo(
    () => html.replaceAll(SUPPORT_EMAIL_PLACEHOLDER, supportEmailLink(supportEmail)),
    [html, supportEmail],
  );

  // Prerendered HTML keeps the build-time address after hydration; bring it up to date.
  useEffect(() => {
    for (const link of container.current?.querySelectorAll<HTMLAnchorElement>('a[data-support-email]') ?? []) {
      link.href = `mailto:${supportEmail}`;
      link.textContent = supportEmail;
    }
  }, [supportEmail]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const followInternalLink = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element).closest('a');
      const href = link?.getAttribute('href');
      if (!href?.startsWith('/') || href.startsWith('//') || link?.target) return;
      event.preventDefault();
      navigate(href);
    };
    element.addEventListener('click', followInternalLink);
    return () => element.removeEventListener('click', followInternalLink);
  }, [navigate]);

  return (
    <div
      ref={container}
      lang={textLang}
      className={[styles.prose, className].filter(Boolean).join(' ')}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML rendered at build time from our own Markdown, raw HTML escaped
      dangerouslySetInnerHTML={{ __html: filled }}
    />
  );
}
