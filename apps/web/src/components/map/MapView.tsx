import { lazy, Suspense } from 'react';
import type { TileMapProps } from './TileMap';
import { ZoneMap } from './ZoneMap';

const TileMap = lazy(() => import('./TileMap'));

/**
 * The delivery map: on the tile server's map when MAP_TILES_URL is set (Leaflet, loaded on demand),
 * else the plain outline of the zones over a grid, which needs nothing from outside.
 */
export function MapView(props: Omit<TileMapProps, 'tiles'> & { tiles: string | null }) {
  const { tiles, drawing, ...rest } = props;
  if (tiles) {
    return (
      <Suspense fallback={<div className="tile-map" />}>
        <TileMap {...rest} tiles={tiles} drawing={drawing} />
      </Suspense>
    );
  }
  return (
    <ZoneMap
      {...rest}
      extraPoints={drawing ?? []}
      overlay={
        drawing && drawing.length > 0
          ? (projection) => (
              <g className="zone-map__drawing">
                <polyline
                  points={drawing
                    .map((corner) => `${projection.toXY(corner).x},${projection.toXY(corner).y}`)
                    .join(' ')}
                  fill="none"
                  stroke="#212529"
                  strokeDasharray="6 4"
                  strokeWidth={2}
                />
                {drawing.map((corner, index) => (
                  <circle
                    key={index}
                    cx={projection.toXY(corner).x}
                    cy={projection.toXY(corner).y}
                    r={5}
                    fill="#212529"
                  />
                ))}
              </g>
            )
          : undefined
      }
    />
  );
}
