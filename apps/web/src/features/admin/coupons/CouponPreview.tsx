import { isCalendarDate } from '@burgers/domain/schemas/coupon';
import { CouponCard, displayDate } from '#components/CouponCard';
import type { CouponFormValues } from './coupon-form-values';
import { COUPON_ADMIN_TEXT as T } from './messages';

interface CouponPreviewProps {
  values: CouponFormValues;
  today: string;
}

/**
 * The coupon as the home page shows it (picture, title, '{n}% OFF', code, expiry), drawn from what is
 * typed so far; empty fields show a placeholder so the card keeps its shape.
 */
export function CouponPreview({ values, today }: CouponPreviewProps) {
  const date = values.expirationDate.trim();
  const validDate = isCalendarDate(date);
  return (
    <CouponCard
      className="coupon-preview"
      label={T.previewLabel}
      live
      title={values.title.trim() || T.previewTitleFallback}
      code={values.code.trim().toUpperCase() || T.previewCodeFallback}
      discount={values.discountPorcentage.trim() || '0'}
      imgUri={values.imgUri}
      expiry={validDate ? displayDate(date) : T.previewDateFallback}
      expired={validDate && today > date}
    />
  );
}
