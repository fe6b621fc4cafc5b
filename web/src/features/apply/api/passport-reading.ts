import type { PassportReading } from '@contract/account/passport-reading';
import type { Application } from '@contract/apply/applications';
import type { TripCheckResponse, TripReason } from '@contract/trip-check';
import { api } from '@web/lib/api-client';

/** POST /api/documents/passport/read: the zone of a passport's photo page, read on our server (nothing kept). */
export function readPassportPhoto(file: File): Promise<PassportReading> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.upload<PassportReading>('/api/documents/passport/read', form);
}

/**
 * The trip check's own passport rule for this application's trip (POST /api/trip-check): the reasons that refuse
 * a passport of this country expiring on this day, with their sources; none when it is valid long enough.
 */
export async function passportRefusals(
  application: Application,
  passport: string,
  passportExpiry: string,
): Promise<TripReason[]> {
  const answer = await api.post<TripCheckResponse>('/api/trip-check', {
    passport,
    passportExpiry,
    legs: [{ country: application.country, arrive: application.start, depart: application.end }],
  });
  return answer.passport.reasons.filter((reason) => reason.level === 'refused');
}
