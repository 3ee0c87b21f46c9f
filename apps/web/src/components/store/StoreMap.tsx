import { useEffect, useRef, useState } from 'react';
import { STORE } from './store-info';
import { FaMapMarkerAlt } from '../icons/FaMapMarkerAlt';

interface StoreMapProps {
  className?: string;
  /** Its height, from the stylesheet (an inline style in server-rendered markup is refused by the CSP). */
  size: 'footer' | 'local';
}

/** How near the viewport the map starts loading. */
const NEAR = '300px';

/**
 * The embedded map of the local. The frame (a heavy third-party page) is added only when the map
 * comes near the screen, never in the server's markup: a visitor who never scrolls there never pays for it.
 */
export function StoreMap({ className = '', size }: StoreMapProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <div ref={ref} className={`store-map store-map--${size} ${className}`.trim()}>
      {/* Shown behind the frame while it loads, or if the map service is unreachable. */}
      <div className="store-map__backdrop" aria-hidden="true">
        <FaMapMarkerAlt className="store-map__pin" />
        <span>{STORE.address}</span>
      </div>
      {near && (
        <iframe
          className="store-map__frame"
          src={STORE.mapEmbedUrl}
          title={`Mapa de ${STORE.name}: ${STORE.address}`}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          allowFullScreen
        />
      )}
    </div>
  );
}
