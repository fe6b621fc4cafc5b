import { formatLongDate } from '@contract/dates';
import { useLang } from '@web/i18n/use-lang';

/** "2025-07-30" → "30 July 2025" on English pages, "30 जुलाई 2025" on Hindi ones. */
export function useContentDate(): (isoDate: string) => string {
  const lang = useLang();
  return (isoDate) => formatLongDate(isoDate, lang);
}
