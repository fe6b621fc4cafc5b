import { VISA_PURPOSES, type VisaPurpose } from '@contract/catalogue-rules';
import { useSession } from '@web/app/session';
import { PageMeta } from '@web/components/ui/page-meta';
import { paths } from '@web/config/paths';
import { useMessageText } from '@web/i18n/use-message-text';
import { errorMessage } from '@web/lib/error-message';
import { type HandoffSearch, readSearchPayload, searchDestination } from '@web/lib/search/search-payload';
import { useCountryName, VISA_TYPE_KEYS } from '@web/lib/visa-text';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useStartHandoff } from '../api/start-handoff';
import styles from './go-visa-page.module.css';

const CODE = /^[A-Za-z]{2}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The search in the address (docs/product/partner.md#hand-off), else the one saved in this tab; from defaults to India. */
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
  // Kept as it failed: the words to show are chosen in the page's language when it renders.
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const { mutateAsync: startHandoff } = useStartHandoff();
  const { t } = useTranslation();
  const messageText = useMessageText();
  const countryName = useCountryName();

  useEffect(() => {
    if (status === 'anonymous') {
      navigate(searchDestination(search, false), { replace: true });
      return;
    }
    if (status !== 'authenticated' || started.current) return;
    started.current = true;
    startHandoff(search)
      // Replace: Back from the booking site must not land here and start another hand-off.
      // A path is the booking site built in (/apply): no page load needed.
      .then(({ url }) => (url.startsWith('/') ? navigate(url, { replace: true }) : window.location.replace(url)))
      .catch((error: unknown) => {
        started.current = false;
        setFailure({ error });
      });
  }, [status, search, navigate, startHandoff]);

  const route = search.to ? `${countryName(search.from ?? 'IN')} → ${countryName(search.to)}` : null;
  return (
    <div className={`page container ${styles.page}`}>
      <PageMeta title={t('handoff.title')} description={t('handoff.metaDescription')} path={paths.goVisa} />
      <h1 className="visually-hidden">{t('handoff.title')}</h1>
      {route ? (
        <p className={styles.preview}>
          {route}
          {search.type ? <span className={styles.type}>{t(VISA_TYPE_KEYS[search.type])}</span> : null}
        </p>
      ) : null}
      {failure ? (
        <div role="alert" className={styles.error}>
          <p>{messageText(errorMessage(failure.error, t('handoff.failed')))}</p>
          <Link to={paths.home}>{t('handoff.back')}</Link>
        </div>
      ) : (
        <p role="status" className={styles.status}>
          <span className={styles.spinner} aria-hidden="true" />
          {status === 'authenticated' ? t('handoff.redirecting') : t('handoff.checking')}
        </p>
      )}
    </div>
  );
}
