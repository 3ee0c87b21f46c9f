import type { GeoPoint } from '@burgers/domain/schemas/delivery-response';

/** A GeoJSON position: longitude first. */
export type LngLat = [number, number];

export interface Projection {
  width: number;
  height: number;
  toXY(point: LngLat): { x: number; y: number };
  toLatLng(x: number, y: number): GeoPoint;
  centerOf(points: readonly LngLat[]): { x: number; y: number };
  grid: Array<{ x1: number; y1: number; x2: number; y2: number }>;
}

const WIDTH = 640;
/** At least this span (degrees) is shown, so a lone store pin still has streets around it. */
const MIN_SPAN = 0.02;

/** An equirectangular view of the points' box with a margin, longitudes scaled by cos(latitude). */
export function projectionFor(points: readonly LngLat[]): Projection {
  const lngs = points.map((point) => point[0]);
  const lats = points.map((point) => point[1]);
  let minLng = Math.min(...lngs);
  let maxLng = Math.max(...lngs);
  let minLat = Math.min(...lats);
  let maxLat = Math.max(...lats);
  const midLat = (minLat + maxLat) / 2;
  const shrink = Math.cos((midLat * Math.PI) / 180);
  const widen = (low: number, high: number, min: number) => {
    const span = Math.max(high - low, min);
    const middle = (low + high) / 2;
    return [middle - span * 0.6, middle + span * 0.6] as const;
  };
  [minLng, maxLng] = widen(minLng, maxLng, MIN_SPAN / shrink);
  [minLat, maxLat] = widen(minLat, maxLat, MIN_SPAN);
  const scale = WIDTH / ((maxLng - minLng) * shrink);
  const height = Math.round(Math.min(Math.max((maxLat - minLat) * scale, 240), 720));
  // Centred vertically when the height was clamped.
  const top = maxLat + (height / scale - (maxLat - minLat)) / 2;
  const toXY = ([lng, lat]: LngLat) => ({
    x: Math.round((lng - minLng) * shrink * scale * 10) / 10,
    y: Math.round((top - lat) * scale * 10) / 10,
  });
  const toLatLng = (x: number, y: number) => ({ lng: minLng + x / (shrink * scale), lat: top - y / scale });
  const step = 0.005;
  const grid: Projection['grid'] = [];
  for (let lng = Math.ceil(minLng / step) * step; lng < maxLng; lng += step) {
    const { x } = toXY([lng, 0]);
    grid.push({ x1: x, y1: 0, x2: x, y2: height });
  }
  for (let lat = Math.ceil((top - height / scale) / step) * step; lat < top; lat += step) {
    const { y } = toXY([0, lat]);
    grid.push({ x1: 0, y1: y, x2: WIDTH, y2: y });
  }
  const centerOf = (corners: readonly LngLat[]) => {
    const xy = corners.map(toXY);
    return { x: xy.reduce((sum, p) => sum + p.x, 0) / xy.length, y: xy.reduce((sum, p) => sum + p.y, 0) / xy.length };
  };
  return { width: WIDTH, height, toXY, toLatLng, centerOf, grid };
}
