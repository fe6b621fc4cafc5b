import type { TripCheckRequest, TripCheckResponse } from '@contract/trip-check';
import { Reasons } from '@web/components/trip-answer/trip-answer';
import { SelectField, TextField } from '@web/components/ui/field';
import { paths } from '@web/config/paths';
import { useCountryOptions } from '@web/lib/country-options';
import { useTripCheck } from '@web/lib/queries/trip-check';
import type { SearchPayload } from '@web/lib/search-payload';
import { tripToQuery } from '@web/lib/trip-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './visa-options.module.css';

interface Refinements {
  passportExpiry: string;
  held: { kind: 'visa' | 'residence'; country: string; validUntil: string };
}

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The search's trip as the trip check takes it, with what the traveller added on the page. */
export function searchTrip(payload: SearchPayload, refine: Refinements): TripCheckRequest {
  const { held } = refine;
  return {
    passport: payload.from,
    purpose: payload.type,
    ...(isDate(refine.passportExpiry) ? { passportExpiry: refine.passportExpiry } : {}),
    held: held.country && isDate(held.validUntil) ? [held] : [],
    legs: [{ country: payload.to, arrive: payload.start, depart: payload.end }],
  };
}

/** True when the trip check says this trip needs no visa at all: nothing is sold unless the traveller says why. */
export const needsNoVisa = (answer: TripCheckResponse | undefined) =>
  answer !== undefined && answer.verdict === 'ready' && answer.legs.every((leg) => leg.options.length === 0);

/**
 * The trip verdict for the search's dates and purpose, first in the answer; refined on the page with the
 * passport's expiry and a visa or residence permit held; "Add a stop" opens the full trip check with this trip.
 */
export function TripVerdict({
  payload,
  children,
}: {
  payload: SearchPayload;
  /** What follows the verdict (the flat requirement and the options), given the answer. */
  children(answer: TripCheckResponse | undefined): ReactNode;
}) {
  const { t } = useTranslation();
  const countries = useCountryOptions('code');
  const [refine, setRefine] = useState<Refinements>({
    passportExpiry: '',
    held: { kind: 'visa', country: '', validUntil: '' },
  });
  const request = searchTrip(payload, refine);
  const check = useTripCheck(request);
  const answer = check.data;
  const leg = answer?.legs[0];
  // A trip the check cannot take (an origin it does not know) leaves the flat answer on its own.
  if (check.isError) return <>{children(undefined)}</>;
  const verdictText = needsNoVisa(answer)
    ? t('tripCheck.search.noVisa')
    : answer
      ? t(`tripCheck.verdicts.${answer.verdict}`)
      : '';
  const query = tripToQuery({
    passport: request.passport,
    purpose: request.purpose ?? 'tourist',
    passportExpiry: request.passportExpiry ?? '',
    blankPages: '',
    held: request.held ?? [],
    legs: request.legs.map((l) => ({ ...l, transit: false })),
  });
  const setHeld = (held: Partial<Refinements['held']>) => setRefine((r) => ({ ...r, held: { ...r.held, ...held } }));

  return (
    <section className={styles.tripVerdict} aria-labelledby="trip-verdict-title" aria-busy={check.isFetching}>
      <h3 id="trip-verdict-title" data-verdict={answer?.verdict}>
        {verdictText || t('tripCheck.checking')}
      </h3>
      {leg ? <Reasons reasons={[...leg.reasons, ...(answer?.passport.reasons ?? [])]} /> : null}
      <details className={styles.refine}>
        <summary>{t('tripCheck.search.refine')}</summary>
        <div className={styles.refineFields}>
          <TextField
            type="date"
            label={t('tripCheck.expiry')}
            value={refine.passportExpiry}
            onChange={(event) => setRefine((r) => ({ ...r, passportExpiry: event.target.value }))}
          />
          <fieldset className={styles.refineHeld}>
            <legend>{t('tripCheck.addHeld')}</legend>
            <SelectField
              label={t('tripCheck.heldKind')}
              options={[
                { value: 'visa', label: t('tripCheck.kinds.visa') },
                { value: 'residence', label: t('tripCheck.kinds.residence') },
              ]}
              value={refine.held.kind}
              onChange={(event) => setHeld({ kind: event.target.value === 'residence' ? 'residence' : 'visa' })}
            />
            <SelectField
              label={t('tripCheck.heldCountry')}
              options={countries}
              placeholder={t('tripCheck.choose')}
              value={refine.held.country}
              onChange={(event) => setHeld({ country: event.target.value })}
            />
            <TextField
              type="date"
              label={t('tripCheck.validUntil')}
              value={refine.held.validUntil}
              onChange={(event) => setHeld({ validUntil: event.target.value })}
            />
          </fieldset>
        </div>
      </details>
      <p>
        <Link to={`${paths.tripCheck}?${query}`}>{t('tripCheck.addStop')}</Link>
      </p>
      {children(answer)}
    </section>
  );
}
