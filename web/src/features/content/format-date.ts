const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

import { useLang } from '@web/i18n/use-lang';

/**
 * "2025-07-30" → "30 July 2025" (en-IN long date). Done by hand rather than with Intl so the
 * prerendered HTML and the browser always agree.
 */
export function formatContentDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day || month > 12) return isoDate;
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** The long date in the page's language: the form above on English pages, Intl's hi-IN long date on Hindi ones. */
export function useContentDate(): (isoDate: string) => string {
  const lang = useLang();
  return (isoDate) => {
    const date = new Date(`${isoDate}T00:00:00Z`);
    if (lang === 'en' || Number.isNaN(date.getTime())) return formatContentDate(isoDate);
    return new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      date,
    );
  };
}
