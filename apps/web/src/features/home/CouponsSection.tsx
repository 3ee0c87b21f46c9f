import { useQuery } from '@tanstack/react-query';
import { isCouponExpired } from '@burgers/domain/coupons';
import { couponsQuery } from '#api/coupons';
import { CouponCard, displayDate } from '#components/CouponCard';
import { MdContentCopy } from '#components/icons/MdContentCopy';
import { SectionTitle } from '#components/SectionTitle';
import { errorAlert, toast } from '#lib/alerts';
import { useHydrated } from '#lib/hydrated';
import { copyText } from './clipboard';

export const COPIED = 'Copiado al portapapeles con éxito!';

/** The coupons of GET /coupons; a failed fetch only reaches the console (docs/product/README.md#conventions-every-area-shares). */
export function CouponsSection() {
  const { data: coupons = [] } = useQuery(couponsQuery);
  const hydrated = useHydrated();
  if (coupons.length === 0) return null;
  const now = new Date();

  const copy = async (code: string) => {
    try {
      await copyText(code);
      await toast(COPIED, 1500);
    } catch (failure) {
      console.error(failure);
      await errorAlert(`No pudimos copiar el código. Anotalo: ${code}`);
    }
  };

  return (
    <section className="section section--paper coupons" aria-labelledby="coupons-title">
      <div className="container">
        <SectionTitle
          id="coupons-title"
          kicker="Promos de la casa"
          title="Cupones de descuento"
          subtitle="Copiá el código y pegalo en tu carrito antes de pagar."
        />
        <div className="coupons__grid">
          {coupons.map((coupon) => {
            const expired = isCouponExpired(coupon, now);
            return (
              <CouponCard
                key={coupon.id}
                title={coupon.title}
                code={coupon.code}
                discount={coupon.discountPorcentage}
                imgUri={coupon.imgUri}
                expiry={displayDate(coupon.expirationDate)}
                expired={expired}
                label={`Cupón ${coupon.title}`}
                action={
                  // An expired coupon is shown greyed and cannot be copied.
                  <button
                    type="button"
                    className="btn btn-sm btn-primary coupon-card__copy"
                    onClick={() => void copy(coupon.code)}
                    disabled={expired}
                    aria-disabled={hydrated || expired ? undefined : true}
                    aria-label={expired ? `Cupón ${coupon.code} vencido` : `Copiar código ${coupon.code}`}
                  >
                    <MdContentCopy aria-hidden="true" className="me-1" />
                    {expired ? 'Vencido' : 'Copiar'}
                  </button>
                }
              />
            );
          })}
        </div>
      </div>
    </section>
  );
}

export default CouponsSection;
