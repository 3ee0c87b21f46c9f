import { Form } from 'react-bootstrap';
import type { GeoPoint } from '@burgers/domain/schemas/delivery-response';
import { useDeliveryZones } from '#api/delivery';
import { MapView } from '#components/map/MapView';
import type { AddressFields } from './address-fields';

export const ADDRESS_TEXT = {
  street: 'Calle y número',
  floor: 'Piso',
  apartment: 'Departamento',
  betweenStreets: 'Entre calles',
  note: 'Nota para el repartidor',
  phone: 'Teléfono',
  mapHelp: 'Tocá el mapa donde entregamos: el pin decide la zona.',
  mapLabel: 'Mapa de las zonas de envío con el local',
  myLocation: 'Usar mi ubicación',
} as const;

const FIELDS: Array<{ key: keyof AddressFields; wide?: boolean; autoComplete?: string }> = [
  { key: 'street', wide: true, autoComplete: 'street-address' },
  { key: 'floor' },
  { key: 'apartment' },
  { key: 'betweenStreets', wide: true },
  { key: 'note', wide: true },
  { key: 'phone', wide: true, autoComplete: 'tel' },
];

interface AddressPickerProps {
  address: AddressFields;
  onAddress: (change: Partial<AddressFields>) => void;
  pin: GeoPoint | null;
  onPin: (pin: GeoPoint) => void;
  /** `Usar mi ubicación`: only where the customer is the one at the address (not at the counter). */
  offerMyLocation?: boolean;
  /** Keeps the fields' ids apart from another address form (`counter-address-street`). */
  idPrefix?: string;
  testId?: string;
}

/**
 * An address and its pin on the zones' map (a plain outline: it works offline): the storefront's cart
 * and the counter's delivery orders. The server decides the zone, fee and minimum from the pin.
 */
export function AddressPicker({
  address,
  onAddress,
  pin,
  onPin,
  offerMyLocation = false,
  idPrefix = 'address',
  testId = 'delivery-map',
}: AddressPickerProps) {
  const zones = useDeliveryZones().data;
  const locate = () =>
    navigator.geolocation?.getCurrentPosition((position) =>
      onPin({ lat: position.coords.latitude, lng: position.coords.longitude }),
    );
  return (
    <>
      <div className="row g-2 mb-2">
        {FIELDS.map((field) => (
          <Form.Group
            key={field.key}
            className={field.wide ? 'col-12' : 'col-6'}
            controlId={`${idPrefix}-${field.key}`}
          >
            <Form.Label className="small mb-0">{ADDRESS_TEXT[field.key]}</Form.Label>
            <Form.Control
              size="sm"
              value={address[field.key]}
              autoComplete={field.autoComplete}
              maxLength={field.key === 'note' ? 200 : 120}
              onChange={(event) => onAddress({ [field.key]: event.target.value })}
            />
          </Form.Group>
        ))}
      </div>
      <p className="small mb-1">{ADDRESS_TEXT.mapHelp}</p>
      {zones && (
        <MapView
          tiles={zones.tiles}
          zones={zones.features.map((feature) => ({
            name: feature.properties.name,
            rings: feature.geometry.coordinates,
          }))}
          store={zones.store}
          pin={pin}
          onPick={onPin}
          label={ADDRESS_TEXT.mapLabel}
          testId={testId}
        />
      )}
      {offerMyLocation && (
        <button type="button" className="btn btn-link btn-sm px-0" onClick={locate}>
          {ADDRESS_TEXT.myLocation}
        </button>
      )}
    </>
  );
}
