import { useEffect, useRef, useState } from 'react';

/** Scroll movements smaller than this are ignored (docs/product/site.md#navigation-bar). */
const SCROLL_JITTER_PX = 12;
/** The bar comes back this long after it hid (docs/product/site.md#navigation-bar). */
const REAPPEAR_AFTER_MS = 1800;
const ALWAYS_VISIBLE_ABOVE_PX = 80;

/**
 * Hides the navigation bar on scroll-down and brings it back after 1.8 s or on scroll-up.
 * While `paused` (menu open or bar hovered) it stays visible.
 */
export function useHideOnScroll({ paused }: { paused: boolean }): boolean {
  const [hidden, setHidden] = useState(false);
  const lastY = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pausedRef = useRef(paused);
  pausedRef.current = paused;

  useEffect(() => {
    if (paused) {
      clearTimeout(timer.current);
      setHidden(false);
    }
  }, [paused]);

  useEffect(() => {
    lastY.current = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const delta = y - lastY.current;
      if (Math.abs(delta) < SCROLL_JITTER_PX) return;
      lastY.current = y;
      if (delta < 0 || y < ALWAYS_VISIBLE_ABOVE_PX || pausedRef.current) {
        clearTimeout(timer.current);
        setHidden(false);
        return;
      }
      setHidden(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setHidden(false), REAPPEAR_AFTER_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer.current);
    };
  }, []);

  return hidden;
}
