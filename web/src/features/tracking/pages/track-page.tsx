import { Link, useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { PageMeta } from '../../../components/ui/page-meta';
import { paths } from '../../../config/paths';
import { usePublicConfig } from '../../../config/public-config';
import { ReferenceForm } from '../components/reference-form';
import { decideFrame, type FrameDecision, trackingUrlFor } from '../tracking-url';
import { useHydrated } from '../use-hydrated';
import styles from './track-page.module.css';

function trackUrlFromState(state: unknown): unknown {
  return state && typeof state === 'object' && 'trackUrl' in state ? state.trackUrl : undefined;
}

function RefusedFrame({ decision }: { decision: Extract<FrameDecision, { allowed: false }> }) {
  const why =
    decision.reason === 'invalid'
      ? 'The tracking link is not a valid web address.'
      : decision.reason === 'not-https'
        ? 'The tracking link is not a secure (https) address.'
        : 'The tracking link does not belong to our visa partner.';
  return (
    <Alert tone="warning">
      <strong>We can’t show this tracking page.</strong> {why} For your safety we only display tracking pages from our
      visa partner. Enter your application reference above instead, or <Link to={paths.contact}>contact support</Link>.
    </Alert>
  );
}

function PartnerFrame({ url }: { url: string }) {
  return (
    <div className={styles.frameWrap}>
      <iframe
        className={styles.frame}
        src={url}
        title="Visa application status from our visa partner"
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
        referrerPolicy="strict-origin-when-cross-origin"
      />
      <p className={styles.frameNote}>
        Page not loading?{' '}
        <a href={url} target="_blank" rel="noopener noreferrer">
          Open the tracking page in a new tab<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
    </div>
  );
}

export default function TrackPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const { trackingUrl, trackingHosts } = usePublicConfig();
  const decision = decideFrame(trackUrlFromState(location.state) ?? trackingUrl, trackingHosts);

  const trackReference = (reference: string) =>
    navigate(paths.track, { state: { trackUrl: trackingUrlFor(trackingUrl, reference) } });

  return (
    <div className="page container">
      <PageMeta
        title="Track your visa application"
        description="Check the live status of your visa application with your application reference."
        path={paths.track}
      />
      <header className={styles.header}>
        <h1>Track your visa application</h1>
        <p>
          See where your application is — submitted, at the embassy, approved or dispatched — on our visa partner’s live
          tracking page.
        </p>
      </header>
      <section className={`card ${styles.formCard}`} aria-label="Find your application">
        <ReferenceForm onTrack={trackReference} />
      </section>
      <section aria-label="Tracking status" className={styles.status}>
        {!hydrated ? (
          <Loading label="Loading the tracking page…" />
        ) : decision.allowed ? (
          <PartnerFrame key={decision.url} url={decision.url} />
        ) : (
          <RefusedFrame decision={decision} />
        )}
      </section>
    </div>
  );
}
