import L from 'leaflet';
import { useEffect, useRef } from 'react';
import type { GeoPoint } from '@burgers/domain/schemas/delivery-response';
import type { LngLat } from './projection';
import type { MapZone } from './ZoneMap';
import 'leaflet/dist/leaflet.css';

const ZONE_COLORS = ['#d9480f', '#1971c2', '#2f9e44', '#9c36b5', '#e67700', '#0c8599'];

export interface TileMapProps {
  tiles: string;
  zones: readonly MapZone[];
  store: GeoPoint;
  pin?: GeoPoint | null;
  rider?: GeoPoint | null;
  onPick?: (point: GeoPoint) => void;
  drawing?: readonly LngLat[];
  label: string;
  selected?: number | null;
  testId?: string;
}

const latLng = ([lng, lat]: LngLat): L.LatLngTuple => [lat, lng];

/**
 * The zones on a real map (Leaflet over the tile server MAP_TILES_URL names). Loaded only when a
 * tile server is set and a page with a map opens: never on the storefront's first visit.
 */
export default function TileMap({
  tiles,
  zones,
  store,
  pin,
  rider,
  onPick,
  drawing,
  label,
  selected,
  testId,
}: TileMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;

  useEffect(() => {
    if (!element.current) return;
    const created = L.map(element.current, { attributionControl: false }).setView([store.lat, store.lng], 14);
    L.tileLayer(tiles, { maxZoom: 19 }).addTo(created);
    created.on('click', (event: L.LeafletMouseEvent) =>
      pick.current?.({ lat: event.latlng.lat, lng: event.latlng.lng }),
    );
    layer.current = L.layerGroup().addTo(created);
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
    };
  }, [tiles, store.lat, store.lng]);

  useEffect(() => {
    const group = layer.current;
    const current = map.current;
    if (!group || !current) return;
    group.clearLayers();
    const bounds = L.latLngBounds([[store.lat, store.lng]]);
    zones.forEach((zone, index) => {
      const color = ZONE_COLORS[index % ZONE_COLORS.length];
      const shape = L.polygon(
        zone.rings.map((ring) => ring.map(latLng)),
        {
          color,
          weight: selected === index ? 3 : 2,
          fillOpacity: selected === index ? 0.35 : 0.18,
          interactive: false,
        },
      ).bindTooltip(zone.name, { permanent: true, direction: 'center' });
      shape.addTo(group);
      bounds.extend(shape.getBounds());
    });
    L.circleMarker([store.lat, store.lng], { radius: 8, color: '#212529', fillOpacity: 1 }).addTo(group);
    if (pin) L.circleMarker([pin.lat, pin.lng], { radius: 9, color: '#c92a2a', fillOpacity: 0.9 }).addTo(group);
    if (rider) L.circleMarker([rider.lat, rider.lng], { radius: 8, color: '#1971c2', fillOpacity: 0.9 }).addTo(group);
    if (drawing && drawing.length > 0) {
      L.polyline(drawing.map(latLng), { color: '#212529', dashArray: '6 4' }).addTo(group);
      drawing.forEach((corner) => L.circleMarker(latLng(corner), { radius: 5, color: '#212529' }).addTo(group));
    }
    current.fitBounds(bounds.pad(0.1), { animate: false });
  }, [zones, store.lat, store.lng, pin, rider, drawing, selected]);

  return <div ref={element} className="tile-map" role="region" aria-label={label} data-testid={testId} />;
}
