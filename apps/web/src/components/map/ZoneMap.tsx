import type { MouseEvent, ReactNode } from 'react';
import type { GeoPoint } from '@burgers/domain/schemas/delivery-response';
import { projectionFor, type LngLat, type Projection } from './projection';
import './zone-map.scss';

export interface MapZone {
  name: string;
  rings: LngLat[][];
  active?: boolean;
}

interface ZoneMapProps {
  zones: readonly MapZone[];
  store: GeoPoint;
  pin?: GeoPoint | null;
  rider?: GeoPoint | null;
  /** A click places a point (the customer's pin, or the owner's next corner). */
  onPick?: (point: GeoPoint) => void;
  /** Drawn over the map in the map's own coordinates (the owner's zone being drawn). */
  overlay?: (projection: Projection) => ReactNode;
  /** Points the map must show besides the zones (a zone being drawn). */
  extraPoints?: readonly LngLat[];
  label: string;
  selected?: number | null;
  testId?: string;
}

const ZONE_COLORS = ['#d9480f', '#1971c2', '#2f9e44', '#9c36b5', '#e67700', '#0c8599'];

/**
 * The zones as plain outlines over a grid, with the store's pin: no tiles, no map library, so it
 * works offline and weighs nothing. North is up; longitudes are shrunk by the latitude's cosine so
 * a square block looks square.
 */
export function ZoneMap({
  zones,
  store,
  pin,
  rider,
  onPick,
  overlay,
  extraPoints = [],
  label,
  selected,
  testId,
}: ZoneMapProps) {
  const points: LngLat[] = [
    [store.lng, store.lat],
    ...zones.flatMap((zone) => zone.rings.flat()),
    ...extraPoints,
    ...(pin ? [[pin.lng, pin.lat] as LngLat] : []),
    ...(rider ? [[rider.lng, rider.lat] as LngLat] : []),
  ];
  const projection = projectionFor(points);
  const { width, height, toXY, grid } = projection;

  const pick = (event: MouseEvent<SVGSVGElement>) => {
    if (!onPick) return;
    const svg = event.currentTarget;
    const matrix = svg.getScreenCTM();
    if (!matrix) return;
    const at = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    onPick(projection.toLatLng(at.x, at.y));
  };

  const storeXY = toXY([store.lng, store.lat]);
  return (
    <svg
      className={`zone-map${onPick ? ' zone-map--pickable' : ''}`}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={label}
      data-testid={testId}
      onClick={pick}
    >
      <rect width={width} height={height} className="zone-map__ground" />
      {grid.map((line, index) => (
        <line key={index} {...line} className="zone-map__grid" />
      ))}
      {zones.map((zone, index) => {
        const color = ZONE_COLORS[index % ZONE_COLORS.length];
        const outer = zone.rings[0] ?? [];
        const center = outer.length > 1 ? projection.centerOf(outer.slice(0, -1)) : null;
        const d = zone.rings
          .map(
            (ring) =>
              ring.map((corner, at) => `${at === 0 ? 'M' : 'L'}${toXY(corner).x},${toXY(corner).y}`).join('') + 'Z',
          )
          .join(' ');
        return (
          <g key={`${zone.name}-${index}`} className={zone.active === false ? 'zone-map__zone--off' : undefined}>
            <path
              d={d}
              fill={color}
              fillOpacity={selected === index ? 0.35 : 0.18}
              stroke={color}
              strokeWidth={selected === index ? 3 : 2}
              fillRule="evenodd"
            />
            {center && (
              <text x={center.x} y={center.y} className="zone-map__name" textAnchor="middle">
                {zone.name}
              </text>
            )}
          </g>
        );
      })}
      {overlay?.(projection)}
      <g className="zone-map__store" transform={`translate(${storeXY.x},${storeXY.y})`}>
        <circle r="9" />
        <text y="4" textAnchor="middle">
          B
        </text>
      </g>
      {rider && (
        <g
          className="zone-map__rider"
          transform={`translate(${toXY([rider.lng, rider.lat]).x},${toXY([rider.lng, rider.lat]).y})`}
        >
          <circle r="8" />
        </g>
      )}
      {pin && (
        <g
          className="zone-map__pin"
          data-testid="map-pin"
          transform={`translate(${toXY([pin.lng, pin.lat]).x},${toXY([pin.lng, pin.lat]).y})`}
        >
          <path d="M0,0 C-3,-8 -9,-12 -9,-18 A9,9 0 1 1 9,-18 C9,-12 3,-8 0,0 Z" />
          <circle cy="-18" r="3.5" className="zone-map__pin-dot" />
        </g>
      )}
    </svg>
  );
}
