import { Alert } from '@web/components/ui/alert';
import { PageMeta } from '@web/components/ui/page-meta';
import { paths } from '@web/config/paths';
import { usePublicConfig } from '@web/config/public-config';
import { ApplicationLookup } from '@web/features/tracking/components/application-lookup';
import { ReferenceForm } from '@web/features/tracking/components/reference-form';
import { decideFrame, type FrameDecision, trackingUrlFor } from '@web/features/tracking/tracking-url';
import { useHydrated } from '@web/lib/use-hydrated';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import styles from './track-page.module.css';

function trackUrlFromState(state: unknown): unknown {
  return state && typeof state === 'object' && 'trackUrl' in state ? state.trackUrl : undefined;
}

function RefusedFrame({ decision }: { decision: Extract<FrameDecision, { allowed: false }> }) {
  const { t } = useTranslation();
  const why =
    decision.reason === 'invalid'
      ? t('tracking.refused.invalid')
      : decision.reason === 'not-https'
        ? t('tracking.refused.notHttps')
        : t('tracking.refused.foreign');
  return (
    <Alert tone="warning">
      <strong>{t('tracking.refused.title')}</strong> {why}{' '}
      <Trans i18nKey="tracking.refused.safety" components={{ contact: <Link to={paths.contact} /> }} />
    </Alert>
  );
}

function PartnerFrame({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.frameWrap}>
      <iframe
        className={styles.frame}
        src={url}
        title={t('tracking.frame.title')}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
        referrerPolicy="strict-origin-when-cross-origin"
      />
      <p className={styles.frameNote}>
        {t('tracking.frame.notLoading')}{' '}
        <a href={url} target="_blank" rel="noopener noreferrer">
          {t('tracking.frame.open')}
          <span className="visually-hidden">{t('nav.newTab')}</span>
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
  const { t } = useTranslation();
  // The partner's page is framed only for a partner reference (or a partner link the app was sent here with).
  const requested = trackUrlFromState(location.state);
  const decision = requested === undefined ? undefined : decideFrame(requested, trackingHosts);

  const trackReference = (reference: string) =>
    navigate(paths.track, { state: { trackUrl: trackingUrlFor(trackingUrl, reference) } });

  return (
    <div className="page container">
      <PageMeta title={t('tracking.metaTitle')} description={t('tracking.metaDescription')} path={paths.track} />
      <header className={styles.header}>
        <h1>{t('tracking.title')}</h1>
        <p>{t('tracking.lead')}</p>
      </header>
      <section className={`card ${styles.formCard} ${styles.primary}`} aria-label={t('tracking.findOursSection')}>
        <ApplicationLookup />
      </section>
      <section className={`card ${styles.formCard}`} aria-labelledby="partner-title">
        <h2 id="partner-title">{t('tracking.partner.title')}</h2>
        <p>{t('tracking.partner.lead')}</p>
        <ReferenceForm onTrack={trackReference} />
      </section>
      {hydrated && decision ? (
        <section aria-label={t('tracking.statusSection')} className={styles.status}>
          {decision.allowed ? (
            <PartnerFrame key={decision.url} url={decision.url} />
          ) : (
            <RefusedFrame decision={decision} />
          )}
        </section>
      ) : null}
    </div>
  );
}
