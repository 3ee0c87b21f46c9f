import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { STORAGE_KEYS } from '@burgers/domain/constants';
import { PageLoader } from '#components/PageLoader';
import { PATHS, pathTo } from '#lib/paths';
import { useCart } from '#stores/cart';
import { useCoupons } from '#stores/coupons';
import { useRewardChoice } from '#stores/reward-choice';
import { writeStoredKey } from '#stores/spec-storage';
import { CHECKOUT_TEXT } from './messages';
import { PageNotice } from './PageNotice';

/**
 * /pay/: where the payment provider sends the browser back (payment_id, status, external_reference,
 * preference_id). docs/product/cart.md#returning-from-payment: the cart, the stored cart and the stored coupons are cleared, then the
 * customer goes to the purchase detail. The query's status is not trusted: the detail page reads the
 * payment back from the server.
 */
export default function PayReturnPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const paymentId = params.get('payment_id');
  const valid = paymentId !== null && paymentId !== '' && paymentId !== 'null';

  useEffect(() => {
    if (!valid) return;
    // The stores remove their storage keys (carrito, cupones) when emptied; `compra` is only kept until the return.
    useCart.getState().clear();
    useCoupons.getState().clear();
    useRewardChoice.getState().choose(null);
    writeStoredKey(STORAGE_KEYS.purchase, null);
    void navigate(pathTo.purchaseDetail(paymentId), { replace: true });
  }, [valid, paymentId, navigate]);

  if (valid) return <PageLoader />;
  return (
    <PageNotice
      title={CHECKOUT_TEXT.missingPayment}
      text={CHECKOUT_TEXT.missingPaymentText}
      to={PATHS.home}
      action={CHECKOUT_TEXT.toHome}
    />
  );
}
