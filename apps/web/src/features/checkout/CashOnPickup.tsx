import { Button, Spinner } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import type { WebCheckoutInput } from '@burgers/domain/schemas/cart';
import { useStoreStatus } from '#api/store';
import { pathTo } from '#lib/paths';
import { useCart } from '#stores/cart';
import { useCoupons } from '#stores/coupons';
import { useRewardChoice } from '#stores/reward-choice';
import { usePayCash } from './api/pay-cash';
import { CHECKOUT_TEXT } from './messages';

interface CashOnPickupProps {
  /** The order's total as priced now; the option shows only within the owner's limit. */
  total: number | undefined;
  /** The checkout's own body; null when the form has something to fix first (it says what). */
  body: () => WebCheckoutInput | null;
  disabled: boolean;
}

/**
 * `Pagar en efectivo al retirar`, when the owner offers it and the total is within the limit: the
 * order goes to the kitchen at once, owed, and the purchase detail opens. The server decides again
 * (an activated email, no two orders left behind, the limit) and its refusal is said here.
 */
export function CashOnPickup({ total, body, disabled }: CashOnPickupProps) {
  const store = useStoreStatus().data;
  const pay = usePayCash();
  const navigate = useNavigate();
  if (!store?.cashOnPickup || total === undefined || total > store.cashMaxTotal) return null;
  const busy = pay.isPending || pay.isSuccess;
  const send = () => {
    const request = body();
    if (!request) return;
    pay.mutate(request, {
      onSuccess: (order) => {
        useCart.getState().clear();
        useCoupons.getState().clear();
        useRewardChoice.getState().choose(null);
        if (order.purchaseId) void navigate(pathTo.purchaseDetail(order.purchaseId), { replace: true });
      },
    });
  };
  return (
    <div className="d-grid gap-1" data-testid="cash-on-pickup">
      <Button variant="outline-dark" size="lg" className="fw-semibold" onClick={send} disabled={disabled || busy}>
        {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        {CHECKOUT_TEXT.payCash}
      </Button>
      <p className="small text-body-secondary mb-0">{CHECKOUT_TEXT.payCashHelp}</p>
      {pay.isError && (
        <p className="alert alert-danger py-2 mb-0" role="alert">
          {pay.error.message}
        </p>
      )}
    </div>
  );
}
