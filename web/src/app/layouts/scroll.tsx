import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import styles from './scroll.module.css';

/** docs/product/site.md#scrolling: the page scrolls to the top on every route change, 10 ms after it. */
const SCROLL_RESET_DELAY_MS = 10;
/** docs/product/site.md#scrolling: the scroll-to-top button appears after 120 px. */
const SCROLL_BUTTON_AFTER_PX = 120;

export function ScrollManager() {
  const { pathname, hash } = useLocation();
  // The page's first load is not a route change: the reader may have scrolled the prerendered page before the
  // app took over, and the browser restores the position on a reload. Only an anchor is scrolled to then.
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change, by design
  useEffect(() => {
    const onFirstLoad = firstRender.current;
    firstRender.current = false;
    const timer = setTimeout(() => {
      const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
      if (target) target.scrollIntoView();
      else if (!onFirstLoad) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    }, SCROLL_RESET_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname, hash]);
  return null;
}

export function ScrollToTopButton() {
  const [visible, setVisible] = useState(false);
  const { t } = useTranslation();
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_BUTTON_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      className={styles.toTop}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      aria-label={t('layout.toTop')}
    >
      ↑
    </button>
  );
}
