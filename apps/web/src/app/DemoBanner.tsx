import { useEffect, useState } from 'react';
import { checkoutPaths } from '@burgers/domain/routes/checkout-paths';
import type { PaymentsMode } from '@burgers/domain/types';
import { callApi } from '#api/client';

export const DEMO_BANNER_TEXT = 'Tienda de demostración: los pagos son simulados y no se cobra dinero real.';

// Asked once per page load: the mode is the server's setting and never changes while it runs.
let modeRequest: Promise<PaymentsMode['mode'] | null> | undefined;
function paymentsMode(): Promise<PaymentsMode['mode'] | null> {
  modeRequest ??= callApi(checkoutPaths.paymentsMode)
    .then((answer) => answer.mode)
    .catch(() => null);
  return modeRequest;
}

/**
 * A slim line on every page while payments are simulated, so nobody takes the shop for a real one.
 * It closes the page (in the flow, after the content) so its late arrival moves nothing already on
 * screen; the shell has no query client, hence a plain request.
 */
export function DemoBanner() {
  const [mode, setMode] = useState<PaymentsMode['mode'] | null>(null);
  useEffect(() => {
    let active = true;
    void paymentsMode().then((value) => {
      if (active) setMode(value);
    });
    return () => {
      active = false;
    };
  }, []);
  if (mode !== 'sandbox') return null;
  return (
    <p className="demo-banner" role="note">
      {DEMO_BANNER_TEXT}
    </p>
  );
}
