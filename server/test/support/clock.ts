import { vi } from 'vitest';
import { quietHoursEnd } from '../../src/features/notifications/quiet-hours';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Runs `queue` with the clock outside the SMS quiet hours (21:00–09:00 IST), so that a test of SMS delivery
 * does not depend on the hour it runs at: in the quiet hours the clock reads the last 20:00 IST (at most 13
 * hours back, so jobs queued then are already due), and real time comes back as soon as `queue` has finished.
 */
export async function outsideQuietHours<T>(queue: () => Promise<T>): Promise<T> {
  const now = new Date();
  const quietEnd = quietHoursEnd(now);
  if (!quietEnd) return queue();
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(quietEnd.getTime() - 13 * HOUR_MS) });
  try {
    return await queue();
  } finally {
    vi.useRealTimers();
  }
}
