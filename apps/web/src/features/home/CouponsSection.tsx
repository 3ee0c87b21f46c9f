import { isCouponExpired, todayInStore } from '@burgers/domain/coupons';
import { useQuery } from '@tanstack/react-query';
import { couponsQuery } from '../../api/coupons';
import { SectionTitle } from '../../components/SectionTitle';
import { errorAlert, toast } from '../../lib/alerts';
import { copyText } from './clipboard';
import { CouponCard } from './CouponCard';

export const COPIED = 'Copiado al portapapeles con éxito!';

/** The coupons of GET /coupons; a failed fetch only reaches the console (SPEC §8). */
export function CouponsSection() {
  const { data: coupons = [] } = useQuery(couponsQuery);
  if (coupons.length === 0) return null;
  const today = todayInStore();

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
          {coupons.map((coupon) => (
            <CouponCard key={coupon.id} coupon={coupon} expired={isCouponExpired(coupon, today)} onCopy={copy} />
          ))}
        </div>
      </div>
    </section>
  );
}
