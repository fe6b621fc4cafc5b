import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './home.module.css';

/** 'Your Gateway to The World': the first hero, whose search pill fades once the hero leaves the view. */
export function Hero({ children }: { children(faded: boolean): ReactNode }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const [faded, setFaded] = useState(false);

  useEffect(() => {
    const hero = ref.current;
    if (!hero || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setFaded(!entry?.isIntersecting), { threshold: 0.15 });
    observer.observe(hero);
    return () => observer.disconnect();
  }, []);

  return (
    <section ref={ref} className={styles.hero} aria-labelledby="hero-title">
      <div className={`container ${styles.heroInner}`}>
        <h1 id="hero-title" className={styles.heroTitle}>
          {t('home.heroTitle')}
        </h1>
        <p className={styles.heroLead}>{t('home.heroLead')}</p>
        {children(faded)}
      </div>
    </section>
  );
}
