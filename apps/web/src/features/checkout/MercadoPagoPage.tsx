import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { STORAGE_KEYS } from '@burgers/domain/constants';
import { isCouponExpired } from '@burgers/domain/coupons';
import type { DELIVERY_MSG } from '@burgers/domain/delivery-messages';
import { MSG } from '@burgers/domain/messages';
import { pickupPromiseText } from '@burgers/domain/pickup-slots';
import type { WebCheckoutInput } from '@burgers/domain/schemas/cart';
import { WHATSAPP_MSG } from '@burgers/domain/whatsapp-messages';
import { ApiError, hasErrorCode } from '#api/client';
import { usePricedCart } from '#api/promotions';
import { queryKeys } from '#api/query-keys';
import { useWhatsAppAvailability } from '#api/whatsapp';
import { EmptyState } from '#components/EmptyState';
import { PageHeader } from '#components/PageHeader';
import { errorAlert, loginPrompt, useLoginPrompt } from '#lib/alerts';
import { PATHS } from '#lib/paths';
import { loginPathFor } from '#lib/return-to';
import { useCart } from '#stores/cart';
import { useCoupons } from '#stores/coupons';
import { deliveryRequest, useDelivery } from '#stores/delivery';
import { useRewardChoice } from '#stores/reward-choice';
import { useSession } from '#stores/session';
import { writeStoredKey } from '#stores/spec-storage';
import { useCreatePreference } from './api/create-preference';
import { CashOnPickup } from './CashOnPickup';
import { CHECKOUT_TEXT } from './messages';
import { OrderSummary } from './OrderSummary';
import { WhatsAppChoice, type WhatsAppChoiceValue } from './WhatsAppChoice';
import './checkout.scss';

const CHECKOUT_PATH = '/mercadoPago';

const isLapsedSession = (error: unknown): boolean => error instanceof ApiError && error.status === 401;
/**
 * The pickup time, the store, the prices or the delivery address refused the order (slot full,
 * closed, paused, a promotion ended, a product not sold at that time, outside every zone, under the
 * zone's minimum, delivery stopped): the message says what to do, back in the cart.
 */
const PICKUP_REFUSALS = [
  'pickupSlotFull',
  'pickupSlotUnavailable',
  'storePaused',
  'storeClosedUntil',
  'storeClosedNoHours',
  'pricesChanged',
  'productOutsideWindow',
] as const satisfies ReadonlyArray<keyof typeof MSG>;
const DELIVERY_REFUSALS = [
  'outsideZones',
  'underMinimum',
  'deliveryOff',
  'addressRequired',
] as const satisfies ReadonlyArray<keyof typeof DELIVERY_MSG>;
/** The server refused the cell or `Avisame por WhatsApp`: said under the field, the person fixes it there. */
const CONTACT_REFUSALS = ['phoneInvalid', 'phoneRequired', 'unavailable'] as const;

const isPickupRefusal = (error: unknown): error is ApiError =>
  (hasErrorCode(error, ...PICKUP_REFUSALS) && error.status === 409) ||
  (hasErrorCode(error, ...DELIVERY_REFUSALS) && error.status === 400);

/** /mercadoPago: the order summary and the button that opens the payment provider's checkout. */
export default function MercadoPagoPage() {
  const lines = useCart((s) => s.lines);
  const note = useCart((s) => s.note);
  // The slot chosen in the cart (`?retiro=`); none means as soon as possible.
  const [params] = useSearchParams();
  const pickupAt = params.get('retiro');
  const chosen = useCoupons((s) => s.coupons);
  // A coupon chosen yesterday may have expired since: like the cart, leave it out.
  const now = new Date();
  const coupons = chosen.filter((coupon) => !isCouponExpired(coupon, now));
  const preference = useCreatePreference();
  const queryClient = useQueryClient();
  // The same price the cart showed; sent back so the server refuses (409) if it changed meanwhile.
  const delivery = deliveryRequest(useDelivery.getState());
  const rewardId = useRewardChoice((s) => s.rewardId);
  const priced = usePricedCart(lines, coupons, pickupAt, delivery, rewardId).data;
  const promptLogin = useLoginPrompt();
  const navigate = useNavigate();
  // Once the browser is on its way to the provider the button stays busy.
  const busy = preference.isPending || preference.isSuccess;
  const whatsappOffered = useWhatsAppAvailability().data?.available === true;
  const [contact, setContact] = useState<WhatsAppChoiceValue>({ phone: '', whatsapp: false });
  const [contactError, setContactError] = useState<string | null>(null);
  const contactFields = () => {
    if (!whatsappOffered) return {};
    const phone = contact.phone.trim();
    return { ...(phone ? { phone } : {}), ...(contact.whatsapp ? { whatsapp: true } : {}) };
  };

  /** The checkout's body, or null (the field says why) when `Avisame por WhatsApp` lacks its cell. */
  const checkoutBody = (): WebCheckoutInput | null => {
    if (whatsappOffered && contact.whatsapp && contact.phone.trim() === '') {
      setContactError(WHATSAPP_MSG.phoneRequired);
      return null;
    }
    setContactError(null);
    return {
      cart: lines,
      coupons: coupons.map((coupon) => coupon.code),
      note,
      pickupAt,
      ...delivery,
      ...(rewardId !== null ? { rewardId } : {}),
      ...(priced ? { expectedTotal: priced.total } : {}),
      ...contactFields(),
    };
  };

  const pay = () => {
    const body = checkoutBody();
    if (!body) return;
    preference.mutate(body, {
      onSuccess: ({ id, init_point }) => {
        writeStoredKey(STORAGE_KEYS.purchase, id);
        window.location.assign(init_point);
      },
      // docs/product/cart.md#checkout-and-payment: any payment failure offers the login page.
      onError: (error) => {
        if (hasErrorCode(error, ...CONTACT_REFUSALS) && error.status === 400) {
          setContactError(error.message);
          return;
        }
        if (isPickupRefusal(error)) {
          // Back to the cart, where the slots and the prices are shown as they are now.
          void queryClient.invalidateQueries({ queryKey: queryKeys.promotions.all });
          void errorAlert(error.message).then(() => navigate(PATHS.cart));
          return;
        }
        if (isLapsedSession(error)) offerLoginAgain();
        else promptLogin();
      },
    });
  };

  /**
   * The session lapsed (401). This page answers it itself, as docs/product/cart.md#checkout-and-payment says (the API client leaves
   * 401s here to it): the same popup; choosing to log in ends the local session (the cart stays),
   * so the login page opens, and comes back here to pay.
   */
  const offerLoginAgain = () => {
    void loginPrompt().then((wantsLogin) => {
      if (!wantsLogin) return;
      useSession.getState().expire();
      void navigate(loginPathFor(CHECKOUT_PATH));
    });
  };

  return (
    <>
      <PageHeader
        kicker="Checkout"
        title="Pagar"
        subtitle="Revisá tu pedido y pagá de forma segura con Mercado Pago."
      />
      <div className="container py-4 py-lg-5 checkout-page">
        {lines.length === 0 ? (
          <EmptyState title={CHECKOUT_TEXT.emptyCart} text={CHECKOUT_TEXT.emptyCartText}>
            <Link to={PATHS.menu} className="btn btn-primary fw-semibold">
              {CHECKOUT_TEXT.toMenu}
            </Link>
          </EmptyState>
        ) : (
          <div className="row g-4 justify-content-center">
            <div className="col-12 col-lg-7">
              <OrderSummary lines={lines} coupons={coupons} note={note} priced={priced} />
            </div>
            <div className="col-12 col-lg-5">
              <div className="card shadow-sm checkout-pay">
                <div className="card-body p-4 d-grid gap-3">
                  <p className="mb-0">
                    Vas a pagar en Mercado Pago con tarjeta, dinero en cuenta o efectivo. Al terminar volvés a la tienda
                    con el detalle de tu compra.
                  </p>
                  {priced?.delivery && delivery.address ? (
                    <p className="mb-0 fw-semibold" data-testid="checkout-delivery">
                      {`Envío a ${delivery.address.street} (${priced.delivery.zone})`}
                      <br />
                      {priced.delivery.windowText}
                    </p>
                  ) : (
                    <p className="mb-0 fw-semibold" data-testid="checkout-pickup">
                      {pickupAt
                        ? pickupPromiseText({ pickupAt, promisedAt: pickupAt }, new Date())
                        : CHECKOUT_TEXT.pickupAsap}
                    </p>
                  )}
                  {whatsappOffered && (
                    <WhatsAppChoice
                      value={contact}
                      onChange={(value) => {
                        setContact(value);
                        setContactError(null);
                      }}
                      error={contactError}
                      disabled={busy}
                    />
                  )}
                  <Button size="lg" className="fw-semibold checkout-pay__button" onClick={pay} disabled={busy}>
                    {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
                    {busy ? CHECKOUT_TEXT.paying : CHECKOUT_TEXT.payButton}
                  </Button>
                  <CashOnPickup total={priced?.total} body={checkoutBody} disabled={busy} />
                  <Link to={PATHS.cart} className="btn btn-outline-secondary">
                    {CHECKOUT_TEXT.backToCart}
                  </Link>
                </div>
              </div>
            </div>
          </div>
        )}
      </div>
    </>
  );
}
