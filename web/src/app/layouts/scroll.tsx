import { type RefObject, useEffect, useRef, useState } from 'react';
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

/** Below this width there is no margin beside the content: the button would sit on the text being read. */
const NO_MARGIN_QUERY = '(max-width: 920px)';
/** Scroll movements smaller than this (a bounce, a nudge) change nothing. */
const SCROLL_JITTER_PX = 12;
/** On a phone the button goes again this long after the reader stopped scrolling up. */
const PHONE_SHOWN_MS = 3000;

/**
 * On a wide screen the button shows after 120 px in the margin beside the content. On a phone it shows only while
 * the reader scrolls back up (the moment they may want the top), and goes once they stop or read on, so it never
 * stays on top of text.
 */
function useToTopVisible(button: RefObject<HTMLButtonElement | null>): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const narrow = window.matchMedia(NO_MARGIN_QUERY);
    let lastY = window.scrollY;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const hideUnlessFocused = () => setVisible(document.activeElement === button.current);
    const onScroll = () => {
      const y = window.scrollY;
      const past = y > SCROLL_BUTTON_AFTER_PX;
      if (!narrow.matches) {
        setVisible(past);
        lastY = y;
        return;
      }
      if (Math.abs(y - lastY) < SCROLL_JITTER_PX && past) return;
      const goingUp = y < lastY;
      lastY = y;
      clearTimeout(timer);
      setVisible(past && goingUp);
      if (past && goingUp) timer = setTimeout(hideUnlessFocused, PHONE_SHOWN_MS);
    };
    setVisible(!narrow.matches && window.scrollY > SCROLL_BUTTON_AFTER_PX);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, [button]);
  return visible;
}

export function ScrollToTopButton() {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  const visible = useToTopVisible(button);
  if (!visible) return null;
  return (
    <button
      ref={button}
      type="button"
      className={styles.toTop}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      aria-label={t('layout.toTop')}
    >
      ↑
    </button>
  );
}
