import { FaMapMarkerAlt } from '../icons/FaMapMarkerAlt';
import { STORE } from './storeInfo';

interface StoreMapProps {
  className?: string;
  height?: number;
}

/** The embedded map of the local; loaded only when it scrolls into view. */
export function StoreMap({ className = '', height = 260 }: StoreMapProps) {
  return (
    <div className={`store-map ${className}`.trim()} style={{ height }}>
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
