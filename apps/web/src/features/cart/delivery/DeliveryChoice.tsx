import { Form } from 'react-bootstrap';
import { formatTotal } from '@burgers/domain/pricing';
import type { PricedCart } from '@burgers/domain/schemas/promotion-response';
import { useDeliveryZones } from '#api/delivery';
import { AddressPicker } from '#components/delivery/AddressPicker';
import { useDelivery } from '#stores/delivery';
import { DELIVERY_TEXT } from './messages';
import { SavedAddresses } from './SavedAddresses';

/** `Retiro en el local` or `Envío a domicilio`; for delivery the address and its pin (AddressPicker). */
export function DeliveryChoice({ priced }: { priced: PricedCart | undefined }) {
  const fulfillment = useDelivery((s) => s.fulfillment);
  const setFulfillment = useDelivery((s) => s.setFulfillment);
  const address = useDelivery((s) => s.address);
  const setAddress = useDelivery((s) => s.setAddress);
  const pin = useDelivery((s) => s.pin);
  const setPin = useDelivery((s) => s.setPin);
  const zones = useDeliveryZones().data;
  const delivering = fulfillment === 'envio';

  return (
    <section className="delivery-choice" aria-labelledby="delivery-title" data-testid="delivery-choice">
      <h3 id="delivery-title" className="pickup-choice__title">
        {DELIVERY_TEXT.title}
      </h3>
      <Form.Check
        type="radio"
        id="fulfillment-pickup"
        name="fulfillment"
        label={DELIVERY_TEXT.pickup}
        checked={!delivering}
        onChange={() => setFulfillment('retiro')}
      />
      <Form.Check
        type="radio"
        id="fulfillment-delivery"
        name="fulfillment"
        label={DELIVERY_TEXT.delivery}
        checked={delivering}
        onChange={() => setFulfillment('envio')}
      />
      {delivering && zones && !zones.enabled && <p className="alert alert-warning small my-2">{DELIVERY_TEXT.off}</p>}
      {delivering && (
        <div className="delivery-choice__address">
          <SavedAddresses />
          <AddressPicker address={address} onAddress={setAddress} pin={pin} onPin={setPin} offerMyLocation />
          {priced?.delivery && (
            <p className="delivery-choice__terms mb-0" data-testid="delivery-terms">
              <strong>{DELIVERY_TEXT.zone(priced.delivery.zone, formatTotal(priced.delivery.fee))}</strong>
              <br />
              <span data-testid="delivery-window">{priced.delivery.windowText}</span>
            </p>
          )}
        </div>
      )}
    </section>
  );
}
