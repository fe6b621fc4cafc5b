import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './home.module.css';

const GlobeCanvas = lazy(() => import('./globe/globe-canvas'));

/**
 * The second hero, 'Explore Worlds Beyond Imagination': a draggable globe of the catalogue's
 * destinations. Its code loads only when the section comes near the view; visitors who prefer
 * reduced motion get the still picture instead.
 */
export function GlobeSection({ onPick }: { onPick(code: string): void }) {
  const ref = useRef<HTMLElement>(null);
  const [live, setLive] = useState(false);
  const { t } = useTranslation();

  useEffect(() => {
    const section = ref.current;
    if (!section || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          setLive(true);
          observer.disconnect();
        }
      },
      { rootMargin: '300px' },
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, []);

  const still = <img className={styles.globeStill} src="/images/globe.svg" alt="" width={520} height={520} />;
  return (
    <section ref={ref} className={styles.globeHero} aria-labelledby="globe-title">
      <div className={`container ${styles.globeInner}`}>
        <div className={styles.globeText}>
          <h2 id="globe-title">{t('globe.title')}</h2>
          <p>{t('globe.lead')}</p>
          <p className={styles.dragHint} aria-hidden={!live}>
            {t('globe.drag')}
          </p>
        </div>
        <div className={styles.globeBox}>
          {live ? (
            <Suspense fallback={still}>
              <GlobeCanvas onPick={onPick} />
            </Suspense>
          ) : (
            still
          )}
        </div>
      </div>
    </section>
  );
}
