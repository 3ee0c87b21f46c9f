import { Badge, Button } from 'react-bootstrap';
import { FaPlus } from 'react-icons/fa';
import { isCouponExpired } from '@burgers/domain/coupons';
import type { Coupon } from '@burgers/domain/types';
import { displayDate } from '#components/CouponCard';
import { COUPON_ADMIN_TEXT as T } from './messages';

export type CouponSelection = number | 'new';

interface CouponListProps {
  coupons: Coupon[];
  selected: CouponSelection | null;
  today: string;
  onSelect(selection: CouponSelection): void;
}

/** Every coupon, expired ones marked, as buttons that open it in the editor. */
export function CouponList({ coupons, selected, today, onSelect }: CouponListProps) {
  return (
    <nav className="coupon-list card" aria-labelledby="coupon-list-title">
      <div className="card-body p-3">
        <div className="d-flex align-items-center justify-content-between gap-2 mb-3">
          <h2 id="coupon-list-title" className="h3 mb-0">
            {T.listTitle}
          </h2>
          <Button variant="primary" size="sm" onClick={() => onSelect('new')} aria-pressed={selected === 'new'}>
            <FaPlus className="me-1" aria-hidden="true" />
            {T.newCoupon}
          </Button>
        </div>
        {coupons.length === 0 ? (
          <p className="mb-0 text-body-secondary">{T.listEmpty}</p>
        ) : (
          <ul className="list-unstyled mb-0 d-grid gap-2">
            {coupons.map((coupon) => {
              const expired = isCouponExpired(coupon, today);
              const current = selected === coupon.id;
              return (
                <li key={coupon.id}>
                  <button
                    type="button"
                    className={`coupon-list__item ${current ? 'is-current' : ''} ${expired ? 'is-expired' : ''}`}
                    aria-current={current ? 'true' : undefined}
                    onClick={() => onSelect(coupon.id)}
                  >
                    <span className="coupon-list__code">{coupon.code}</span>
                    <span className="coupon-list__off">{coupon.discountPorcentage}% OFF</span>
                    <span className="coupon-list__title">{coupon.title}</span>
                    <span className="coupon-list__date">
                      {expired && (
                        <Badge bg="secondary" className="me-1">
                          {T.expired}
                        </Badge>
                      )}
                      {expired ? T.expiredOn : T.validUntil} {displayDate(coupon.expirationDate)}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </nav>
  );
}
