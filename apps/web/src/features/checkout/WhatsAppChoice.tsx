import { Form } from 'react-bootstrap';
import { PHONE_TYPED_MAX } from '@burgers/domain/schemas/whatsapp';
import { WHATSAPP_MSG } from '@burgers/domain/whatsapp-messages';

export interface WhatsAppChoiceValue {
  phone: string;
  whatsapp: boolean;
}

interface Props {
  value: WhatsAppChoiceValue;
  onChange: (value: WhatsAppChoiceValue) => void;
  /** The server's refusal of the number (a 400), shown under the field. */
  error: string | null;
  disabled?: boolean;
}

/**
 * The cell and `Avisame por WhatsApp` (docs/product/messages.md#whatsapp): shown only when the shop
 * sends WhatsApp notices. The number is checked by the server (libphonenumber-js), which says why
 * it refuses one; nothing of that library is shipped to the browser.
 */
export function WhatsAppChoice({ value, onChange, error, disabled }: Props) {
  return (
    <div className="checkout-whatsapp d-grid gap-2" data-testid="checkout-whatsapp">
      <Form.Group controlId="checkout-phone">
        <Form.Label className="mb-1">{WHATSAPP_MSG.phoneLabel}</Form.Label>
        <Form.Control
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="11 2345-6789"
          maxLength={PHONE_TYPED_MAX}
          value={value.phone}
          disabled={disabled}
          isInvalid={error !== null}
          aria-describedby={error ? 'checkout-phone-error' : undefined}
          onChange={(event) => onChange({ ...value, phone: event.target.value })}
        />
        {error && (
          <Form.Control.Feedback type="invalid" id="checkout-phone-error">
            {error}
          </Form.Control.Feedback>
        )}
      </Form.Group>
      <Form.Check
        id="checkout-whatsapp-opt-in"
        type="checkbox"
        label={WHATSAPP_MSG.optInLabel}
        checked={value.whatsapp}
        disabled={disabled}
        onChange={(event) => onChange({ ...value, whatsapp: event.target.checked })}
      />
    </div>
  );
}
