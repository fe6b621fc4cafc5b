import { useTranslation } from 'react-i18next';

/**
 * A message written in English by the contract or the server (a validation message, an error envelope), in the
 * page's language: looked up by its English text; English pages and unknown texts show it as it is.
 */
export function useMessageText(): (text: string) => string {
  const { t, i18n } = useTranslation('messages');
  return (text) =>
    i18n.language === 'en' ? text : t(text, { keySeparator: false, nsSeparator: false, defaultValue: text });
}
