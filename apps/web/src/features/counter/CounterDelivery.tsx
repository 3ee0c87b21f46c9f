import { useDeliveryZones } from '#api/delivery';
import type { AddressFields } from '#components/delivery/address-fields';
import { AddressPicker } from '#components/delivery/AddressPicker';
import type { Fulfillment, Pin } from '#stores/delivery';
import { COUNTER_TEXT } from './messages';

export interface CounterDeliveryState {
  fulfillment: Fulfillment;
  address: AddressFields;
  pin: Pin | null;
}

/**
 * `Retiro en el local` or `Envío a domicilio` for an order taken by phone or WhatsApp: for delivery,
 * the address the customer dictates and its pin on the zones' map. The server prices the zone's fee.
 */
export function CounterDelivery({
  value,
  onChange,
}: {
  value: CounterDeliveryState;
  onChange: (change: Partial<CounterDeliveryState>) => void;
}) {
  const zones = useDeliveryZones().data;
  const delivering = value.fulfillment === 'envio';
  return (
    <fieldset className="mt-2" data-testid="counter-delivery">
      <legend className="form-label fs-6 mb-1">{COUNTER_TEXT.fulfillment}</legend>
      <div className="d-flex flex-wrap gap-3">
        {(['retiro', 'envio'] as const).map((option) => (
          <label key={option} className="form-check form-check-inline mb-0">
            <input
              type="radio"
              name="counter-fulfillment"
              className="form-check-input"
              checked={value.fulfillment === option}
              onChange={() => onChange({ fulfillment: option })}
            />
            {COUNTER_TEXT.fulfillments[option]}
          </label>
        ))}
      </div>
      {delivering && zones && !zones.enabled && (
        <p className="alert alert-warning small my-2">{COUNTER_TEXT.deliveryOff}</p>
      )}
      {delivering && (
        <div className="mt-2">
          <AddressPicker
            address={value.address}
            onAddress={(change) => onChange({ address: { ...value.address, ...change } })}
            pin={value.pin}
            onPin={(pin) => onChange({ pin })}
            idPrefix="counter-address"
            testId="counter-delivery-map"
          />
        </div>
      )}
    </fieldset>
  );
}
