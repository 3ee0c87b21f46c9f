import { FaMapMarkerAlt } from '../icons/FaMapMarkerAlt';
import { STORE } from './storeInfo';

interface StoreMapProps {
  className?: string;
  /** Its height, from the stylesheet (an inline style in server-rendered markup is refused by the CSP). */
  size: 'footer' | 'local';
}

/** The embedded map of the local; loaded only when it scrolls into view. */
export function StoreMap({ className = '', size }: StoreMapProps) {
  return (
    <div className={`store-map store-map--${size} ${className}`.trim()}>
      {/* Shown behind the frame while it loads, or if the map service is unreachable. */}
      <div className="store-map__backdrop" aria-hidden="true">
        <FaMapMarkerAlt className="store-map__pin" />
        <span>{STORE.address}</span>
      </div>
      <iframe
        className="store-map__frame"
        src={STORE.mapEmbedUrl}
        title={`Mapa de ${STORE.name}: ${STORE.address}`}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        allowFullScreen
      />
    </div>
  );
}
