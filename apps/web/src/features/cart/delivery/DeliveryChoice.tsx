import { Form } from 'react-bootstrap';
import { formatTotal } from '@burgers/domain/pricing';
import type { PricedCart } from '@burgers/domain/schemas/promotion-response';
import { useDeliveryZones } from '#api/delivery';
import { MapView } from '#components/map/MapView';
import { useDelivery, type AddressForm } from '#stores/delivery';
import { DELIVERY_TEXT } from './messages';
import { SavedAddresses } from './SavedAddresses';

const FIELDS: Array<{ key: keyof AddressForm; label: string; wide?: boolean; autoComplete?: string }> = [
  { key: 'street', label: DELIVERY_TEXT.street, wide: true, autoComplete: 'street-address' },
  { key: 'floor', label: DELIVERY_TEXT.floor },
  { key: 'apartment', label: DELIVERY_TEXT.apartment },
  { key: 'betweenStreets', label: DELIVERY_TEXT.betweenStreets, wide: true },
  { key: 'note', label: DELIVERY_TEXT.note, wide: true },
  { key: 'phone', label: DELIVERY_TEXT.phone, wide: true, autoComplete: 'tel' },
];

/**
 * `Retiro en el local` or `Envío a domicilio`; for delivery the address and its pin on the zones'
 * map (a plain outline: it works offline). The server decides the zone, fee and minimum from the pin.
 */
export function DeliveryChoice({ priced }: { priced: PricedCart | undefined }) {
  const fulfillment = useDelivery((s) => s.fulfillment);
  const setFulfillment = useDelivery((s) => s.setFulfillment);
  const address = useDelivery((s) => s.address);
  const setAddress = useDelivery((s) => s.setAddress);
  const pin = useDelivery((s) => s.pin);
  const setPin = useDelivery((s) => s.setPin);
  const zones = useDeliveryZones().data;
  const delivering = fulfillment === 'envio';

  const locate = () =>
    navigator.geolocation?.getCurrentPosition((position) =>
      setPin({ lat: position.coords.latitude, lng: position.coords.longitude }),
    );

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
          <div className="row g-2 mb-2">
            {FIELDS.map((field) => (
              <Form.Group
                key={field.key}
                className={field.wide ? 'col-12' : 'col-6'}
                controlId={`address-${field.key}`}
              >
                <Form.Label className="small mb-0">{field.label}</Form.Label>
                <Form.Control
                  size="sm"
                  value={address[field.key]}
                  autoComplete={field.autoComplete}
                  maxLength={field.key === 'note' ? 200 : 120}
                  onChange={(event) => setAddress({ [field.key]: event.target.value })}
                />
              </Form.Group>
            ))}
          </div>
          <p className="small mb-1">{DELIVERY_TEXT.mapHelp}</p>
          {zones && (
            <MapView
              tiles={zones.tiles}
              zones={zones.features.map((feature) => ({
                name: feature.properties.name,
                rings: feature.geometry.coordinates,
              }))}
              store={zones.store}
              pin={pin}
              onPick={setPin}
              label={DELIVERY_TEXT.mapLabel}
              testId="delivery-map"
            />
          )}
          <button type="button" className="btn btn-link btn-sm px-0" onClick={locate}>
            {DELIVERY_TEXT.myLocation}
          </button>
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
