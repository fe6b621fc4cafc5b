import { type Lang, pathInLang } from '@contract/lang';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLang } from '../i18n/use-lang';
import { api } from '../lib/api-client';

/** Keeps the choice: the server sets the language cookie and saves it on a signed-in traveller's profile. */
async function rememberLanguage(lang: Lang) {
  try {
    await api.put('/api/language', { language: lang });
  } catch {
    /* offline: the page still switches, the choice is just not remembered */
  }
}

/** A link to the same page in the other language; the page reloads in it (each language is its own URL). */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname, search, hash } = useLocation();
  const other: Lang = lang === 'hi' ? 'en' : 'hi';
  const href = `${pathInLang(pathname, other)}${search}${hash}`;

  const onClick = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    await rememberLanguage(other);
    window.location.assign(href);
  };

  return (
    <a
      className={className}
      href={href}
      hrefLang={other === 'hi' ? 'hi' : 'en-IN'}
      lang={other === 'hi' ? 'hi' : 'en-IN'}
      aria-label={t('lang.switchLabel')}
      data-testid="language-switcher"
      onClick={onClick}
    >
      {t('lang.switchTo')}
    </a>
  );
}
