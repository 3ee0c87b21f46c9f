import { useCallback, useState } from 'react';
import { Form } from 'react-bootstrap';
import { ordersPaths } from '@burgers/domain/routes/orders-paths';
import { callApi } from '#api/client';
import { PRINT_TEXT } from '#components/print/messages';
import { useOrderEvents, type OrderEvent } from '#lib/order-events';

const STORAGE_KEY = 'cocina-imprimir';

function storedChoice(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

/**
 * `Imprimir automáticamente`: this kitchen computer prints the comanda of every new paid order as
 * it arrives (Chromium with --kiosk-printing prints without a dialog). Remembered per device: the
 * computer next to the printer turns it on, the tablets do not.
 */
export function AutoPrintSwitch() {
  const [enabled, setEnabled] = useState(storedChoice);

  const toggle = (on: boolean) => {
    try {
      localStorage.setItem(STORAGE_KEY, on ? 'on' : 'off');
    } catch {
      /* private mode: the choice lasts for this visit */
    }
    setEnabled(on);
  };

  const onEvent = useCallback((event: OrderEvent | null) => {
    if (!event || event.status !== 'Pendiente' || event.refunded) return;
    callApi(ordersPaths.get, { params: { purchaseId: event.purchaseId } })
      .then(async (order) => (await import('#components/print/print-order')).printOrder('comanda', order))
      .catch((error: unknown) => console.error(PRINT_TEXT.printFailed, error));
  }, []);
  useOrderEvents(enabled ? '/orders/events' : null, onEvent);

  return (
    <Form.Check
      type="switch"
      role="switch"
      id="kitchen-auto-print"
      className="kitchen-tools__switch"
      label={PRINT_TEXT.autoPrint}
      title={PRINT_TEXT.autoPrintHelp}
      checked={enabled}
      onChange={(event) => toggle(event.target.checked)}
    />
  );
}
