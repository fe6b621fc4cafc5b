import { Alert } from '@web/components/ui/alert';
import { useLang } from '@web/i18n/use-lang';
import { useTranslation } from 'react-i18next';

/** On a Hindi page whose long-form text exists only in English: says so, in Hindi. English pages show nothing. */
export function EnglishOnlyNote() {
  const { t } = useTranslation();
  if (useLang() === 'en') return null;
  return <Alert tone="info">{t('content.englishOnly')}</Alert>;
}
