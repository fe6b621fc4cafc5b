/** No SMS between 21:00 and 09:00 India Standard Time (UTC+05:30, no daylight saving), except security. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const QUIET_FROM_HOUR = 21;
const QUIET_UNTIL_HOUR = 9;

/** The end of the quiet hours `now` falls in (09:00 IST), or undefined outside them. */
export function quietHoursEnd(now: Date): Date | undefined {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  const hour = ist.getUTCHours();
  if (hour >= QUIET_UNTIL_HOUR && hour < QUIET_FROM_HOUR) return undefined;
  const end = new Date(ist);
  end.setUTCHours(QUIET_UNTIL_HOUR, 0, 0, 0);
  if (hour >= QUIET_FROM_HOUR) end.setUTCDate(end.getUTCDate() + 1);
  return new Date(end.getTime() - IST_OFFSET_MS);
}
