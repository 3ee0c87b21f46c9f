import { DELIVERY_MSG } from '@burgers/domain/delivery-messages';
import type { DeliveryAddress } from '@burgers/domain/schemas/delivery';
import { badRequest } from '#lib/errors';

/** A pin farther than this from where the address falls is the customer's correction: it is kept. */
const PIN_TRUSTED_METERS = 300;
const GEOCODER_TIMEOUT_MS = 4000;

interface GeorefAnswer {
  direcciones?: Array<{
    nomenclatura?: string;
    ubicacion?: { lat?: number | null; lon?: number | null };
  }>;
}

function metersBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const x = (b.lng - a.lng) * rad * Math.cos(((a.lat + b.lat) / 2) * rad);
  const y = (b.lat - a.lat) * rad;
  return Math.sqrt(x * x + y * y) * 6_371_000;
}

/**
 * Asks an address service with georef-ar's `direcciones` shape (GEOCODER_URL) for the typed street:
 * its official name replaces what was typed. Near the customer's pin, the service's point (more
 * exact) is taken; far from it, the customer moved the pin on purpose and it stays. An address the
 * service does not know is refused; a service that does not answer leaves the address as typed.
 */
export async function geocode(baseUrl: string, address: DeliveryAddress): Promise<DeliveryAddress> {
  const url = new URL(baseUrl.replace(/\/$/, '') + (baseUrl.includes('direcciones') ? '' : '/direcciones'));
  url.searchParams.set('direccion', address.street);
  url.searchParams.set('max', '1');
  let answer: GeorefAnswer;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(GEOCODER_TIMEOUT_MS) });
    if (!response.ok) return address;
    answer = (await response.json()) as GeorefAnswer;
  } catch {
    return address;
  }
  const found = answer.direcciones?.[0];
  if (!found) throw badRequest(DELIVERY_MSG.addressNotFound);
  const { lat, lon } = found.ubicacion ?? {};
  const street = found.nomenclatura?.split(',')[0]?.trim() || address.street;
  if (typeof lat !== 'number' || typeof lon !== 'number') return { ...address, street };
  const near = metersBetween({ lat, lng: lon }, address) <= PIN_TRUSTED_METERS;
  // Near: the service's point is the more exact; far: the customer moved the pin on purpose.
  return near ? { ...address, street, lat, lng: lon } : { ...address, street };
}
