import { destinationCards } from '@web/lib/destination-cards';
import { useCountryName } from '@web/lib/visa-text';
import createGlobe from 'cobe';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DESTINATION_POINTS } from './destination-points';
import styles from './globe.module.css';
import { project } from './projection';

const markers = destinationCards.flatMap((card) => {
  const location = DESTINATION_POINTS[card.code];
  return location ? [{ card, location }] : [];
});

/** Starts facing India (longitude 78° E): the centre longitude is 3π/2 − phi. */
const START_PHI = 3.35;
const START_THETA = 0.25;
const SPIN_PER_FRAME = 0.0025;

/**
 * cobe puts a style element into the document head for its CSS-anchor markers. The CSP allows no inline styles
 * and these markers are placed without it, so the element is kept out of the document.
 */
function withoutInlineStyles<T>(create: () => T): T {
  const head = document.head;
  const append = head.append;
  head.append = (...nodes) =>
    append.apply(
      head,
      nodes.filter((node) => !(node instanceof HTMLStyleElement)),
    );
  try {
    return create();
  } finally {
    head.append = append;
  }
}

/** The WebGL globe (cobe): drag to turn it, click a destination's dot to search with it. */
export default function GlobeCanvas({ onPick }: { onPick(code: string): void }) {
  const hostRef = useRef<HTMLDivElement>(null);
  const markerRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const { t } = useTranslation();
  const countryName = useCountryName();
  // The page never changes language in place: the label is read once, when the canvas is made.
  const canvasLabel = useRef(t('globe.canvas'));
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    // The canvas is created here, not by React: cobe wraps it in an element of its own.
    const canvas = document.createElement('canvas');
    canvas.className = styles.canvas ?? '';
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-label', canvasLabel.current);
    host.append(canvas);
    let phi = START_PHI;
    let theta = START_THETA;
    let drag: { x: number; y: number; phi: number; theta: number } | null = null;
    let visible = true;
    let frame = 0;
    const size = host.offsetWidth;
    const pixelRatio = Math.min(2, window.devicePixelRatio || 1);
    let globe: ReturnType<typeof createGlobe>;
    try {
      globe = withoutInlineStyles(() =>
        createGlobe(canvas, {
          devicePixelRatio: pixelRatio,
          width: size * pixelRatio,
          height: size * pixelRatio,
          phi,
          theta,
          dark: 0,
          diffuse: 1.2,
          mapSamples: 16_000,
          mapBrightness: 6,
          baseColor: [0.92, 0.95, 1],
          markerColor: [0.76, 0.25, 0.05],
          glowColor: [1, 1, 1],
          markers: markers.map((marker) => ({ location: marker.location, size: 0.035 })),
          // Without a GPU the globe would take the whole main thread: the still picture is shown instead.
          context: { failIfMajorPerformanceCaveat: true },
        }),
      );
    } catch {
      host.replaceChildren();
      setFailed(true);
      return;
    }

    const placeMarkers = () => {
      markers.forEach((marker, index) => {
        const button = markerRefs.current[index];
        if (!button) return;
        const point = project(marker.location, phi, theta);
        button.style.transform = `translate(${point.x * size}px, ${point.y * size}px)`;
        button.style.visibility = point.front ? 'visible' : 'hidden';
      });
    };
    const draw = () => {
      if (!drag) phi += SPIN_PER_FRAME;
      globe.update({ phi, theta });
      placeMarkers();
      frame = visible ? requestAnimationFrame(draw) : 0;
    };
    frame = requestAnimationFrame(draw);

    const observer = new IntersectionObserver(([entry]) => {
      visible = Boolean(entry?.isIntersecting);
      if (visible && !frame) frame = requestAnimationFrame(draw);
    });
    observer.observe(host);

    const onDown = (event: PointerEvent) => {
      drag = { x: event.clientX, y: event.clientY, phi, theta };
      canvas.setPointerCapture(event.pointerId);
    };
    const onMove = (event: PointerEvent) => {
      if (!drag) return;
      phi = drag.phi + (event.clientX - drag.x) / 150;
      theta = Math.max(-0.8, Math.min(0.8, drag.theta + (event.clientY - drag.y) / 300));
    };
    const onUp = () => {
      drag = null;
    };
    canvas.addEventListener('pointerdown', onDown);
    canvas.addEventListener('pointermove', onMove);
    canvas.addEventListener('pointerup', onUp);
    canvas.addEventListener('pointercancel', onUp);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      globe.destroy();
      host.replaceChildren();
    };
  }, []);

  if (failed) return <img className={styles.still} src="/images/globe.svg" alt="" width={520} height={520} />;

  return (
    <div className={styles.wrap}>
      <div ref={hostRef} className={styles.stage} />
      <ul className={styles.markers} aria-label={t('globe.markers')}>
        {markers.map(({ card }, index) => (
          <li key={card.code}>
            <button
              ref={(element) => {
                markerRefs.current[index] = element;
              }}
              type="button"
              className={styles.marker}
              onClick={() => onPick(card.code)}
            >
              <span className={styles.label}>{countryName(card.code, card.name)}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
