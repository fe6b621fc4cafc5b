import { addDays, daysBetween } from '@contract/dates';
import type { TripLeg } from '@contract/trip-check';

/** Counting the days of stays: a stop's days, Schengen's 90 in 180 and the member state to apply to. */

/** The days of a stop, the day of arrival and the day of departure both counted. */
export const stayDays = (leg: { arrive: string; depart: string }) => daysBetween(leg.arrive, leg.depart) + 1;

/** The member state of the application: the longest stay, else (equal stays) the first entry. */
export function schengenMainDestination(legs: readonly TripLeg[], members: ReadonlySet<string>) {
  const days = new Map<string, number>();
  for (const leg of legs) {
    if (leg.transit || !members.has(leg.country)) continue;
    days.set(leg.country, (days.get(leg.country) ?? 0) + stayDays(leg));
  }
  if (days.size === 0) return undefined;
  const longest = Math.max(...days.values());
  const top = [...days].filter(([, count]) => count === longest).map(([country]) => country);
  if (top.length === 1) return { country: top[0]!, basis: 'longest-stay' as const, days: longest };
  const first = legs.find((leg) => !leg.transit && top.includes(leg.country))!;
  return { country: first.country, basis: 'first-entry' as const, days: longest };
}

/** Every day spent in the area, as day numbers from `origin`, sorted and without repeats. */
function daysIn(stays: readonly { arrive: string; depart: string }[], origin: string): number[] {
  const days = new Set<number>();
  for (const stay of stays) {
    const first = daysBetween(origin, stay.arrive);
    const last = first + stayDays(stay) - 1;
    for (let day = first; day <= last; day++) days.add(day);
  }
  return [...days].sort((a, b) => a - b);
}

export interface SchengenCount {
  daysUsed: number;
  windowStart: string;
  windowEnd: string;
  limitReachedOn: string | null;
}

/**
 * 90 days in any 180 (Schengen Borders Code art. 6): for every planned day, the days spent in the 180 days
 * ending on it, earlier stays included. Answers the fullest window and the day the limit is first reached.
 */
export function countSchengenDays(
  planned: readonly { arrive: string; depart: string }[],
  previous: readonly { arrive: string; depart: string }[],
  maxDays: number,
  windowDays: number,
): SchengenCount {
  const origin = [...planned, ...previous].map((stay) => stay.arrive).sort()[0]!;
  const all = daysIn([...planned, ...previous], origin);
  const plannedDays = daysIn(planned, origin);
  let best = { used: 0, end: plannedDays[0] ?? 0 };
  let reached: number | undefined;
  let start = 0;
  let end = 0;
  for (const day of plannedDays) {
    while (end < all.length && all[end]! <= day) end++;
    while (all[start]! < day - windowDays + 1) start++;
    const used = end - start;
    if (used > best.used) best = { used, end: day };
    if (reached === undefined && used >= maxDays) reached = day;
  }
  return {
    daysUsed: best.used,
    windowStart: addDays(origin, best.end - windowDays + 1),
    windowEnd: addDays(origin, best.end),
    limitReachedOn: reached === undefined ? null : addDays(origin, reached),
  };
}
