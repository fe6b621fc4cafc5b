import { isLang, type Lang } from '@contract/lang';
import { useTranslation } from 'react-i18next';

/** The language of the current page. */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return isLang(i18n.language) ? i18n.language : 'en';
}
