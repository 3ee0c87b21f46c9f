import { isCalendarDate } from '@burgers/domain/schemas/coupon';
import { FallbackImage } from '../../../components/FallbackImage';
import type { CouponFormValues } from './couponFormValues';
import { COUPON_ADMIN_TEXT as T } from './messages';

interface CouponPreviewProps {
  values: CouponFormValues;
  today: string;
}

const displayDate = (isoDate: string) => isoDate.split('-').reverse().join('/');

/**
 * The coupon as the home page shows it (picture, title, '{n}% OFF', code, expiry), drawn from what is
 * typed so far; empty fields show a placeholder so the card keeps its shape.
 */
export function CouponPreview({ values, today }: CouponPreviewProps) {
  const title = values.title.trim() || T.previewTitleFallback;
  const code = values.code.trim().toUpperCase() || T.previewCodeFallback;
  const discount = values.discountPorcentage.trim() || '0';
  const date = values.expirationDate.trim();
  const validDate = isCalendarDate(date);
  const expired = validDate && today > date;

  return (
    <article className={`coupon-preview ${expired ? 'is-expired' : ''}`.trim()} aria-label={T.previewLabel} aria-live="polite">
      <div className="coupon-preview__media">
        <FallbackImage src={values.imgUri} alt={title} kind="logo" className="coupon-preview__image" width="300" height="225" />
        <span className="coupon-preview__off">{discount}% OFF</span>
        {expired && <span className="coupon-preview__ribbon">{T.expired}</span>}
      </div>
      <div className="coupon-preview__body">
        <h3 className="coupon-preview__title">{title}</h3>
        <p className="coupon-preview__date">
          {expired ? T.expiredOn : T.validUntil} {validDate ? displayDate(date) : T.previewDateFallback}
        </p>
        <div className="coupon-preview__code-row">
          <code className="coupon-preview__code">{code}</code>
        </div>
      </div>
    </article>
  );
}
