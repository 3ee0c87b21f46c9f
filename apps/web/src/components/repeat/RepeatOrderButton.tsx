import { useState } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { FaRedo } from '#components/icons/FaRedo';
import { errorAlert, successAlert, warningAlert } from '#lib/alerts';
import { PATHS } from '#lib/paths';
import { useRepeatOrder } from './repeat-order';

export const REPEAT_TEXT = {
  repeatOrder: 'Repetir pedido',
  repeated: 'Agregamos tu pedido al carrito',
  repeatFailed: 'No pudimos armar el pedido. Intentá de nuevo en un momento.',
  nothingToRepeat: 'Ninguno de estos productos está a la venta hoy.',
} as const;

/** 'Ya no tenemos: Doble Cheddar, Burger custom 123456.' (not sold, out of stock or outside its hours). */
export const notSoldAnymore = (names: readonly string[]) => `Ya no tenemos: ${names.join(', ')}.`;

/** `Repetir pedido`: the cart becomes the order again (Mis compras, the purchase detail). */
export function RepeatOrderButton({ purchaseId, size = 'sm' }: { purchaseId: string; size?: 'sm' | 'lg' }) {
  const repeat = useRepeatOrder();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      const { added, missing } = await repeat(purchaseId);
      if (added === 0) {
        await warningAlert(`${REPEAT_TEXT.nothingToRepeat} ${notSoldAnymore(missing)}`);
        return;
      }
      if (missing.length > 0) await warningAlert(notSoldAnymore(missing), REPEAT_TEXT.repeated);
      else void successAlert(REPEAT_TEXT.repeated, undefined, 1200);
      void navigate(PATHS.cart);
    } catch {
      await errorAlert(REPEAT_TEXT.repeatFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="secondary" size={size} className="fw-semibold" onClick={() => void run()} disabled={busy}>
      {busy ? (
        <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
      ) : (
        <FaRedo className="me-1" aria-hidden="true" />
      )}
      {REPEAT_TEXT.repeatOrder}
    </Button>
  );
}
