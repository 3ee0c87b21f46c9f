import { formatPrice } from '@burgers/domain/pricing';
import type { ActivityRow } from '@burgers/domain/schemas/activity-response';

type Values = Record<string, unknown>;
const values = (value: unknown): Values =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Values) : {};
const money = (value: unknown) => (typeof value === 'number' ? formatPrice(value) : String(value ?? ''));

const ROLE_NAMES: Record<string, string> = { admin: 'administrador', employee: 'empleado', customer: 'cliente' };
const role = (value: unknown) => ROLE_NAMES[String(value)] ?? String(value ?? '');

const FIELD_NAMES: Record<string, string> = {
  name: 'el nombre',
  description: 'la descripción',
  size: 'el tamaño',
  isVeggie: 'si es veggie',
  isCarbonated: 'si tiene gas',
  isSugar: 'si tiene azúcar',
  isRepeat: 'si se repite',
  title: 'el título',
  code: 'el código',
  expirationDate: 'el vencimiento',
  productsId: 'los productos',
  discountPorcentage: 'el descuento',
};

function otherChanges(before: Values, skip: string[]): string {
  const fields = Object.keys(before)
    .filter((key) => !skip.includes(key))
    .map((key) => FIELD_NAMES[key] ?? key);
  return fields.length === 0 ? '' : fields.join(', ');
}

/** One log row as a Spanish sentence: `Ana Pérez cambió el precio de Clásica Devoto de $ 7.500 a $ 7.900`. */
export function activitySentence(row: ActivityRow): string {
  const who = row.actor.name;
  const before = values(row.before);
  const after = values(row.after);
  switch (row.action) {
    case 'product.update': {
      const parts: string[] = [];
      if ('price' in before)
        parts.push(`${who} cambió el precio de ${row.target} de ${money(before.price)} a ${money(after.price)}`);
      const others = otherChanges(before, ['price']);
      if (others) parts.push(parts.length ? `y ${others}` : `${who} editó ${row.target}: ${others}`);
      return parts.length ? parts.join(' ') : `${who} guardó ${row.target} sin cambios`;
    }
    case 'product.create':
      return `${who} creó el producto ${row.target}${after.price !== undefined ? ` a ${money(after.price)}` : ''}`;
    case 'product.delete':
      return `${who} eliminó el producto ${row.target}`;
    case 'product.restore':
      return `${who} restauró el producto ${row.target}`;
    case 'product.stock':
      return after.inStock === false
        ? `${who} marcó ${row.target} sin stock`
        : `${who} marcó ${row.target} de nuevo en stock`;
    case 'coupon.create':
      return `${who} creó el cupón ${row.target}${after.discountPorcentage !== undefined ? ` (${String(after.discountPorcentage)}% OFF)` : ''}`;
    case 'coupon.update': {
      if ('discountPorcentage' in before) {
        return `${who} cambió el descuento del cupón ${row.target} de ${String(before.discountPorcentage)}% a ${String(after.discountPorcentage)}%`;
      }
      const others = otherChanges(before, []);
      return `${who} editó el cupón ${row.target}${others ? `: ${others}` : ''}`;
    }
    case 'coupon.delete':
      return `${who} eliminó el cupón ${row.target}`;
    case 'promotion.create':
      return `${who} creó la promoción ${row.target}`;
    case 'promotion.update':
      return `${who} editó la promoción ${row.target}`;
    case 'promotion.delete':
      return `${who} eliminó la promoción ${row.target}`;
    case 'sellingWindows.update':
      return `${who} cambió los horarios de venta de los productos`;
    case 'user.role':
      return `${who} cambió el rol de ${row.target} de ${role(before.role)} a ${role(after.role)}`;
    case 'user.deactivate':
      return `${who} desactivó la cuenta de ${row.target}`;
    case 'user.reactivate':
      return `${who} reactivó la cuenta de ${row.target}`;
    case 'store.hours':
      return `${who} cambió los horarios del local`;
    case 'store.pause':
      return after.paused === true ? `${who} pausó los pedidos online` : `${who} reanudó los pedidos online`;
    case 'store.busy':
      return `${who} cambió la demora de la cocina`;
    case 'store.settings':
      return `${who} cambió la configuración del local`;
    case 'order.refund':
      return `${who} devolvió ${money(after.amount)} del ${row.target}${after.reason ? `: «${String(after.reason)}»` : ''}`;
    case 'order.ready':
      return `${who} marcó el ${row.target} como Listo`;
    case 'order.delivered':
      return `${who} marcó el ${row.target} como Entregado`;
    case 'newsletter.send':
      return `${who} envió el newsletter «${row.target}»${typeof after.sent === 'number' ? ` a ${after.sent} suscriptos` : ''}`;
    case 'invoicing.identity':
      return `${who} cambió los datos fiscales del comercio`;
    case 'cash.float':
      return `${who} puso el fondo inicial de la caja del ${row.target} en ${money(after.openingFloat)}`;
    case 'invoice.retry':
      return `${who} reintentó el comprobante ${row.target}`;
    case 'reward.create':
      return `${who} creó la recompensa ${row.target}`;
    case 'reward.update':
      return `${who} editó la recompensa ${row.target}`;
    case 'reward.delete':
      return `${who} eliminó la recompensa ${row.target}`;
    case 'loyalty.update':
      return `${who} cambió la configuración de los puntos`;
    case 'points.adjust':
      return `${who} ${Number(after.points) > 0 ? 'sumó' : 'restó'} ${String(Math.abs(Number(after.points)))} puntos a ${row.target}${after.reason ? `: «${String(after.reason)}»` : ''}`;
    default:
      return `${who}: ${row.action} en ${row.target}`;
  }
}
