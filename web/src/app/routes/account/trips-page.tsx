import type { SavedTrip } from '@contract/trip-check';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { EmptyState } from '@web/components/ui/empty-state';
import { Loading } from '@web/components/ui/loading';
import { PageMeta } from '@web/components/ui/page-meta';
import { paths } from '@web/config/paths';
import { useDeleteSavedTrip, useSavedTrips } from '@web/features/trip-check/api/saved-trips';
import { formatShortDate } from '@web/lib/format';
import { tripFromRequest, tripToQuery } from '@web/lib/trip-query';
import { useCountryName } from '@web/lib/visa-text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

function TripCard({ trip, onDelete }: { trip: SavedTrip; onDelete(trip: SavedTrip): void }) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  const stops = trip.trip.legs.map((leg) => countryName(leg.country)).join(' → ');
  const first = trip.trip.legs[0];
  const last = trip.trip.legs.at(-1);
  return (
    <article className="card" aria-labelledby={`trip-${trip.id}`}>
      <h2 id={`trip-${trip.id}`}>{trip.name}</h2>
      <p>
        {stops}
        {first && last
          ? ` · ${t('apply.dateRange', { start: formatShortDate(first.arrive, true), end: formatShortDate(last.depart, true) })}`
          : null}
      </p>
      <p>
        <strong>{t(`tripCheck.verdicts.${trip.verdict}`)}</strong>
        {trip.verdict !== trip.savedVerdict ? ` ${t('tripCheck.trips.changed')}` : null}
      </p>
      <p>
        <Link to={`${paths.tripCheck}?${tripToQuery(tripFromRequest(trip.trip))}`}>{t('tripCheck.trips.open')}</Link>{' '}
        <Button variant="ghost" size="sm" onClick={() => onDelete(trip)}>
          {t('tripCheck.trips.delete', { name: trip.name })}
        </Button>
      </p>
    </article>
  );
}

/** /account/trips: the trips saved from the trip check, each with today's verdict; alerts stop when one is deleted. */
export default function TripsPage() {
  const { t } = useTranslation();
  const trips = useSavedTrips();
  const remove = useDeleteSavedTrip();
  const [pending, setPending] = useState<SavedTrip | null>(null);
  const [failed, setFailed] = useState(false);
  const confirm = () => {
    if (!pending) return;
    setFailed(false);
    remove.mutate(pending.id, { onError: () => setFailed(true), onSettled: () => setPending(null) });
  };
  return (
    <>
      <PageMeta title={t('tripCheck.trips.metaTitle')} description={t('tripCheck.trips.intro')} />
      <h1>{t('tripCheck.trips.title')}</h1>
      <p>{t('tripCheck.trips.intro')}</p>
      {failed ? <Alert tone="error">{t('tripCheck.trips.deleteFailed')}</Alert> : null}
      {trips.isPending ? (
        <Loading label={t('tripCheck.trips.loading')} />
      ) : trips.isError ? (
        <Alert tone="error">{t('tripCheck.trips.loadFailed')}</Alert>
      ) : trips.data.items.length === 0 ? (
        <EmptyState>
          {t('tripCheck.trips.empty')} <Link to={paths.tripCheck}>{t('tripCheck.title')}</Link>
        </EmptyState>
      ) : (
        trips.data.items.map((trip) => <TripCard key={trip.id} trip={trip} onDelete={setPending} />)
      )}
      <ConfirmDialog
        open={pending !== null}
        question={t('tripCheck.trips.confirm', { name: pending?.name ?? '' })}
        confirmLabel={t('tripCheck.trips.deleteShort')}
        busyLabel={t('tripCheck.trips.deleting')}
        busy={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
