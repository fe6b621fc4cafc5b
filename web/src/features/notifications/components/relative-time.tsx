import { formatDateTime } from '@web/lib/format';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function relative(t: TFunction, value: string, now: number): string {
  const ago = now - new Date(value).getTime();
  if (ago < MINUTE) return t('notifications.justNow');
  if (ago < HOUR) return t('notifications.minutesAgo', { count: Math.floor(ago / MINUTE) });
  if (ago < 24 * HOUR) return t('notifications.hoursAgo', { count: Math.floor(ago / HOUR) });
  return formatDateTime(value);
}

/** "5 min ago", or the date and time for anything older than a day. */
export function RelativeTime({ value, className }: { value: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <time dateTime={value} className={className} title={formatDateTime(value)}>
      {relative(t, value, Date.now())}
    </time>
  );
}
