import { STORE } from './store-info';
import { FaEnvelope } from '../icons/FaEnvelope';
import { FaMapMarkerAlt } from '../icons/FaMapMarkerAlt';
import { FaPhoneAlt } from '../icons/FaPhoneAlt';

/** The local's address (opening the map), phone and email, each with its icon. */
export function StoreContacts({ className }: { className: string }) {
  return (
    <ul className={className}>
      <li>
        <FaMapMarkerAlt aria-hidden="true" />
        <a href={STORE.mapLink} target="_blank" rel="noopener noreferrer">
          {STORE.address}
        </a>
      </li>
      <li>
        <FaPhoneAlt aria-hidden="true" />
        <a href={STORE.phoneHref}>{STORE.phone}</a>
      </li>
      <li>
        <FaEnvelope aria-hidden="true" />
        <a href={`mailto:${STORE.email}`}>{STORE.email}</a>
      </li>
    </ul>
  );
}
