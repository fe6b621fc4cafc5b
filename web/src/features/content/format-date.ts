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

/**
 * "2025-07-30" → "30 July 2025" (en-IN long date). Done by hand rather than with Intl so the
 * prerendered HTML and the browser always agree.
 */
export function formatContentDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day || month > 12) return isoDate;
  return `${day} ${MONTHS[month - 1]} ${year}`;
}
