import { VISA_PURPOSES, type VisaPurpose, visaTypeLabel } from '@contract/catalogue-rules';
import type { HandoffResponse } from '@contract/handoff';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../../app/session';
import { PageMeta } from '../../../components/ui/page-meta';
import { paths } from '../../../config/paths';
import { ApiError, api } from '../../../lib/api-client';
import { countryNameOf } from '../../search/lib/countries';
import { type HandoffSearch, readSearchPayload, searchDestination } from '../../search/lib/search-payload';
import styles from './go-visa-page.module.css';

const CODE = /^[A-Za-z]{2}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The search in the address (SPEC 2.5), else the one saved in this tab; from defaults to India. */
function searchFrom(params: URLSearchParams): HandoffSearch & { autostart: boolean } {
  const saved = params.has('to') ? null : readSearchPayload();
  const pick = (key: 'from' | 'to' | 'start' | 'end' | 'by', pattern: RegExp) => {
    const value = params.get(key) ?? saved?.[key] ?? undefined;
    return value && pattern.test(value) ? value : undefined;
  };
  const type = params.get('type') ?? saved?.type;
  return {
    from: (pick('from', CODE) ?? 'IN').toUpperCase(),
    to: pick('to', CODE)?.toUpperCase(),
    start: pick('start', DATE),
    end: pick('end', DATE),
    by: pick('by', DATE),
    type: VISA_PURPOSES.includes(type as VisaPurpose) ? (type as VisaPurpose) : undefined,
    autostart: params.get('autostart') === '1',
  };
}

/** /go/visa: checks the session, then hands the traveller to the booking site with a one-time sign-in. */
export default function GoVisaPage() {
  const { status } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = useMemo(() => searchFrom(params), [params]);
  const started = useRef(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (status === 'anonymous') {
      navigate(searchDestination(search, false), { replace: true });
      return;
    }
    if (status !== 'authenticated' || started.current) return;
    started.current = true;
    api
      .post<HandoffResponse>('/api/handoff', search)
      // Replace: Back from the booking site must not land here and start another hand-off.
      .then(({ url }) => window.location.replace(url))
      .catch((failure: unknown) => {
        started.current = false;
        setError(failure instanceof ApiError ? failure.message : 'Could not reach the booking site. Please try again.');
      });
  }, [status, search, navigate]);

  const route = search.to ? `${countryNameOf(search.from ?? 'IN')} → ${countryNameOf(search.to)}` : null;
  return (
    <div className={`page container ${styles.page}`}>
      <PageMeta title="Visa booking" description="Redirecting to Visa Booking Page…" path={paths.goVisa} />
      <h1 className="visually-hidden">Visa booking</h1>
      {route ? (
        <p className={styles.preview}>
          {route}
          {search.type ? <span className={styles.type}>{visaTypeLabel(search.type)}</span> : null}
        </p>
      ) : null}
      {error ? (
        <div role="alert" className={styles.error}>
          <p>{error}</p>
          <Link to={paths.home}>Back to the visa search</Link>
        </div>
      ) : (
        <p role="status" className={styles.status}>
          <span className={styles.spinner} aria-hidden="true" />
          {status === 'authenticated' ? 'Redirecting to Visa Booking Page…' : 'Checking your session…'}
        </p>
      )}
    </div>
  );
}
