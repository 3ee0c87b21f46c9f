import { STORE, type SocialNetwork } from './store-info';
import { FaFacebookF } from '../icons/FaFacebookF';
import { FaInstagram } from '../icons/FaInstagram';
import { FaTiktok } from '../icons/FaTiktok';
import { FaWhatsapp } from '../icons/FaWhatsapp';
import type { IconType } from '../icons/types';

const ICONS: Record<SocialNetwork, IconType> = {
  Instagram: FaInstagram,
  Facebook: FaFacebookF,
  TikTok: FaTiktok,
  WhatsApp: FaWhatsapp,
};

/** Round links to the shop's social networks, each named for screen readers. */
export function SocialLinks({ className = '' }: { className?: string }) {
  return (
    <ul className={`social-links ${className}`.trim()}>
      {STORE.social.map(({ name, href }) => {
        const Icon = ICONS[name];
        return (
          <li key={name}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="social-links__link"
              aria-label={`${name} de ${STORE.name}`}
            >
              <Icon aria-hidden="true" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
