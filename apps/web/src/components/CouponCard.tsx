import type { ReactNode } from 'react';
import { FallbackImage } from './FallbackImage';
import './coupon-card.scss';

export const COUPON_CARD_TEXT = {
  expired: 'Vencido',
  validUntil: 'Válido hasta el',
  expiredOn: 'Venció el',
} as const;

/** An 'aaaa-mm-dd' date as customers read it: 'dd/mm/aaaa'. */
export const displayDate = (isoDate: string) => isoDate.split('-').reverse().join('/');

interface CouponCardProps {
  title: string;
  code: string;
  discount: number | string;
  imgUri: string | null | undefined;
  /** The expiry as printed after 'Válido hasta el' / 'Venció el'. */
  expiry: string;
  expired: boolean;
  label: string;
  /** An extra class on the card, for where it is shown. */
  className?: string;
  /** A card redrawn while someone types announces its changes politely. */
  live?: boolean;
  /** What sits beside the code (the home's copy button); without it the code has the row alone. */
  action?: ReactNode;
}

/**
 * A coupon as a ticket: picture, title, '{n}% OFF', expiry and code; an expired one is greyed with a
 * ribbon. The home lists these and the coupon admin previews one, so both show the same ticket.
 */
export function CouponCard({
  title,
  code,
  discount,
  imgUri,
  expiry,
  expired,
  label,
  className,
  live,
  action,
}: CouponCardProps) {
  const classes = ['coupon-card', className, expired ? 'is-expired' : ''].filter(Boolean).join(' ');
  return (
    <article className={classes} aria-label={label} aria-live={live ? 'polite' : undefined}>
      <div className="coupon-card__media">
        <FallbackImage src={imgUri} alt={title} kind="logo" className="coupon-card__image" width="300" height="225" />
        <span className="coupon-card__off">{discount}% OFF</span>
        {expired && <span className="coupon-card__ribbon">{COUPON_CARD_TEXT.expired}</span>}
      </div>
      <div className="coupon-card__body">
        <h3 className="coupon-card__title">{title}</h3>
        <p className="coupon-card__date">
          {expired ? COUPON_CARD_TEXT.expiredOn : COUPON_CARD_TEXT.validUntil} {expiry}
        </p>
        <div className={`coupon-card__code-row ${action ? '' : 'coupon-card__code-row--plain'}`.trim()}>
          <code className="coupon-card__code">{code}</code>
          {action}
        </div>
      </div>
    </article>
  );
}
