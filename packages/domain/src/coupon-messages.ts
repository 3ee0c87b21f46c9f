/**
 * The coupon's two refusals (in MSG too). In a module of their own, importing nothing, not imported from messages.ts: the cart's
 * pricing is on the first load of the menu and the home, and the message table would come with it
 * (2.5 kB gzip of Spanish texts those pages never show).
 */
export const COUPON_NOT_FOUND = 'El cupon ingresado no existe!!';
export const COUPON_EXPIRED = 'El cupon esta vencido';
