import { useSession } from '@web/app/session';
import { TripAnswer } from '@web/components/trip-answer/trip-answer';
import { Alert } from '@web/components/ui/alert';
import { Loading } from '@web/components/ui/loading';
import { PageMeta } from '@web/components/ui/page-meta';
import { paths } from '@web/config/paths';
import { SaveTripForm } from '@web/features/trip-check/components/save-trip-form';
import { TripForm } from '@web/features/trip-check/components/trip-form';
import { errorMessage, fieldErrorsOf } from '@web/lib/error-message';
import { useTripCheck } from '@web/lib/queries/trip-check';
import { type TripDraft, tripFromQuery, tripRequest, tripToQuery } from '@web/lib/trip-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

/** /trip-check: a trip from the address, checked stop by stop; checking again puts the trip in the address. */
export default function TripCheckPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const trip = useMemo(() => tripFromQuery(search), [search]);
  const request = trip.legs.length > 0 ? tripRequest(trip) : undefined;
  const check = useTripCheck(request);
  const { user } = useSession();
  const onCheck = (next: TripDraft) => navigate(`${paths.tripCheck}?${tripToQuery(next)}`);
  const fieldErrors = check.error ? fieldErrorsOf(check.error) : {};
  // A message that belongs to a field is shown by the field only.
  const pageError = check.error && Object.keys(fieldErrors).length === 0;

  return (
    <div className="page container">
      <PageMeta title={t('tripCheck.metaTitle')} description={t('tripCheck.metaDescription')} path={paths.tripCheck} />
      <h1>{t('tripCheck.title')}</h1>
      <p>{t('tripCheck.lead')}</p>
      <TripForm key={search} trip={trip} fieldErrors={fieldErrors} onCheck={onCheck} />
      {check.isFetching ? <Loading label={t('tripCheck.checking')} /> : null}
      {pageError ? <Alert tone="error">{errorMessage(check.error, t('tripCheck.failed'))}</Alert> : null}
      {check.data ? <TripAnswer answer={check.data} /> : null}
      {check.data && request && user ? (
        <SaveTripForm key={search} trip={request} defaultName={trip.legs.map((leg) => leg.country).join(' → ')} />
      ) : null}
    </div>
  );
}
