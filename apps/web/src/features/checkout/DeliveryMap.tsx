import type { Order } from '@burgers/domain/types';
import { useDeliveryZones } from '#api/delivery';
import { MapView } from '#components/map/MapView';

type Delivery = NonNullable<Order['delivery']>;

/** The customer's address and, once the rider shares it, where the rider is now. */
export function DeliveryMap({ delivery }: { delivery: Delivery }) {
  const zones = useDeliveryZones().data;
  if (!zones) return null;
  return (
    <div data-testid="tracker-map">
      <MapView
        tiles={zones.tiles}
        zones={zones.features.map((feature) => ({
          name: feature.properties.name,
          rings: feature.geometry.coordinates,
        }))}
        store={zones.store}
        pin={{ lat: delivery.address.lat, lng: delivery.address.lng }}
        rider={delivery.position}
        label="Mapa con tu dirección y el repartidor"
      />
      {delivery.position && (
        <p className="small text-body-secondary mt-1 mb-0" data-testid="rider-position">
          Ubicación del repartidor actualizada.
        </p>
      )}
    </div>
  );
}
