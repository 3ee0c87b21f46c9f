import type { Coupon } from '@burgers/domain/types';
import { MdContentCopy } from 'react-icons/md';
import { FallbackImage } from '../../components/FallbackImage';

interface CouponCardProps {
  coupon: Coupon;
  expired: boolean;
  onCopy(code: string): void;
}

const displayDate = (isoDate: string) => isoDate.split('-').reverse().join('/');

/** A coupon as a ticket: picture, title, '{n}% OFF' and its code; an expired one is greyed and not copyable. */
export function CouponCard({ coupon, expired, onCopy }: CouponCardProps) {
  return (
    <article className={`coupon-card ${expired ? 'is-expired' : ''}`.trim()} aria-label={`Cupón ${coupon.title}`}>
      <div className="coupon-card__media">
        <FallbackImage src={coupon.imgUri} alt={coupon.title} kind="logo" className="coupon-card__image" width="300" height="225" />
        <span className="coupon-card__off">{coupon.discountPorcentage}% OFF</span>
        {expired && <span className="coupon-card__ribbon">Vencido</span>}
      </div>
      <div className="coupon-card__body">
        <h3 className="coupon-card__title">{coupon.title}</h3>
        <p className="coupon-card__date">
          {expired ? 'Venció el' : 'Válido hasta el'} {displayDate(coupon.expirationDate)}
        </p>
        <div className="coupon-card__code-row">
          <code className="coupon-card__code">{coupon.code}</code>
          <button
            type="button"
            className="btn btn-sm btn-primary coupon-card__copy"
            onClick={() => onCopy(coupon.code)}
            disabled={expired}
            aria-label={expired ? `Cupón ${coupon.code} vencido` : `Copiar código ${coupon.code}`}
          >
            <MdContentCopy aria-hidden="true" className="me-1" />
            {expired ? 'Vencido' : 'Copiar'}
          </button>
        </div>
      </div>
    </article>
  );
}
