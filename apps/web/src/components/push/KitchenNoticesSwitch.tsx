import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { pushSupported, subscribePush, unsubscribePush } from '#api/push';
import { PUSH_TEXT } from './messages';

const STORAGE_KEY = 'cocina-avisos';

function storedChoice(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

/** `Avisos de pedidos nuevos`: `Nuevo pedido #N` on this device while the kitchen screen is closed. */
export function KitchenNoticesSwitch() {
  const [enabled, setEnabled] = useState(storedChoice);
  const [busy, setBusy] = useState(false);
  if (!pushSupported()) return null;

  const toggle = (on: boolean) => {
    setBusy(true);
    (on ? subscribePush({ topic: 'kitchen' }) : unsubscribePush({ topic: 'kitchen' }).then(() => false))
      .then((subscribed) => {
        setEnabled(subscribed);
        try {
          localStorage.setItem(STORAGE_KEY, subscribed ? 'on' : 'off');
        } catch {
          /* private mode: the choice lasts for this visit */
        }
      })
      .catch(() => setEnabled(false))
      .finally(() => setBusy(false));
  };

  return (
    <Form.Check
      type="switch"
      role="switch"
      id="kitchen-push"
      className="kitchen-tools__switch"
      label={PUSH_TEXT.kitchen}
      title={PUSH_TEXT.kitchenHelp}
      checked={enabled}
      disabled={busy}
      onChange={(event) => toggle(event.target.checked)}
    />
  );
}
