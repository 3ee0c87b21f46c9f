import { eq } from 'drizzle-orm';
import { toCents } from '@burgers/domain/pricing';
import type { Tx } from './client';
import { demoBeverages, demoBurgers, demoCombos, demoCoupons, demoFries } from './demo-data';
import {
  activityLog,
  orderCoupons,
  orderLines,
  orderNumberCounters,
  orderRefunds,
  orders,
  payments,
  reviews,
  users,
} from './schema';

/**
 * About four weeks of past paid orders, so a fresh demo's dashboard, orders desk, activity log and
 * export show what they are for. Generated from a fixed seed (the same demo every time), every
 * order on the sandbox (simulated), picked up, a few refunded, some reviewed. Only past days: the
 * kitchen's screens and today's figures start empty.
 */

export const HISTORY_DAYS = 28;

/** Customers who only exist in the history: no password, they never sign in. */
export const historyCustomers = [
  { firstName: 'Lucas', lastName: 'Fernández', email: 'lucas.fernandez@demo.burgers.test' },
  { firstName: 'Valentina', lastName: 'Sosa', email: 'valentina.sosa@demo.burgers.test' },
  { firstName: 'Diego', lastName: 'Álvarez', email: 'diego.alvarez@demo.burgers.test' },
  { firstName: 'Camila', lastName: 'Ruiz', email: 'camila.ruiz@demo.burgers.test' },
];

const HISTORY_REVIEWS = [
  { rating: 5, description: 'Pedí la Bacon Lovers para retirar y estaba perfecta, con las papas bien crocantes.' },
  { rating: 4, description: 'Rico el combo clásico; un poco de espera un sábado a la noche, pero valió la pena.' },
  { rating: 5, description: 'La Veggie Palta es de lo mejor que probé en Devoto. Atención de diez.' },
];

/** mulberry32: a tiny seeded generator, so the demo is the same on every machine. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A store day `yyyy-mm-dd` moved by `days`. */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The instant of a local time on a store day (Buenos Aires has no daylight saving: UTC-3). */
const storeInstant = (day: string, minutes: number) =>
  new Date(new Date(`${day}T00:00:00-03:00`).getTime() + minutes * 60_000);

interface Sellable {
  slug: string;
  name: string;
  price: number;
}

export interface HistoryPeople {
  customer: { id: number; firstName: string; lastName: string };
  employee: { id: number; firstName: string; lastName: string };
  admin: { id: number; firstName: string; lastName: string };
}

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

export async function seedHistory(
  tx: Tx,
  productIds: Map<string, number>,
  people: HistoryPeople,
  today: string,
): Promise<void> {
  const random = generator(20_261_125);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));

  const extra = await tx
    .insert(users)
    .values(
      historyCustomers.map((c) => ({
        ...c,
        role: 'customer' as const,
        activatedAt: storeInstant(addDays(today, -60), 600),
      })),
    )
    .returning({ id: users.id, firstName: users.firstName, lastName: users.lastName });
  const buyers = [people.customer, ...extra];

  const mains: Sellable[] = [...demoBurgers, ...demoCombos];
  const sides: Sellable[] = [...demoFries, ...demoBeverages];
  const coupons = demoCoupons.filter((c) => !c.expired);
  const employee = { id: people.employee.id, name: fullName(people.employee) };

  let orderIndex = 0;
  const reviewed: Array<{ orderId: number }> = [];
  for (let offset = HISTORY_DAYS; offset >= 1; offset -= 1) {
    const day = addDays(today, -offset);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    const busy = weekday === 5 || weekday === 6 || weekday === 0;
    const count = busy ? between(7, 11) : between(3, 6);
    // Lunch 12:00-15:00 and dinner 19:30-23:30, in order through the day.
    const times = Array.from({ length: count }, () => (random() < 0.3 ? between(720, 900) : between(1170, 1410))).sort(
      (a, b) => a - b,
    );
    for (const [index, minutes] of times.entries()) {
      orderIndex += 1;
      const number = index + 1;
      const buyer = pick(buyers);
      const lines = [{ item: pick(mains), quantity: random() < 0.25 ? 2 : 1 }];
      if (random() < 0.7) lines.push({ item: pick(sides), quantity: 1 });
      if (random() < 0.3) lines.push({ item: pick(sides), quantity: between(1, 2) });
      const coupon = random() < 0.18 ? pick(coupons) : undefined;
      const priced = lines.map(({ item, quantity }, position) => {
        const unitCents = toCents(item.price);
        const discountCents = coupon?.products.includes(item.slug)
          ? Math.round((unitCents * quantity * coupon.discountPorcentage) / 100)
          : 0;
        return { item, quantity, position, unitCents, discountCents };
      });
      const subtotalCents = priced.reduce((sum, l) => sum + l.unitCents * l.quantity, 0);
      const discountCents = priced.reduce((sum, l) => sum + l.discountCents, 0);
      const totalCents = subtotalCents - discountCents;
      const createdAt = storeInstant(day, minutes);
      const paidAt = new Date(createdAt.getTime() + between(1, 3) * 60_000);
      const readyAt = new Date(paidAt.getTime() + between(8, 24) * 60_000);
      const deliveredAt = new Date(readyAt.getTime() + between(2, 15) * 60_000);
      // The third order of one day in ten was cancelled: the kitchen ran out of bread after payment.
      const cancelled = orderIndex % 47 === 13;
      const purchaseId = `${paidAt.getTime()}${String(orderIndex).padStart(6, '0')}`;
      const [order] = await tx
        .insert(orders)
        .values({
          userId: buyer.id,
          status: cancelled ? 'Pendiente' : 'Listo',
          preferenceId: `sandbox-demo-${orderIndex}`,
          purchaseId,
          note: random() < 0.15 ? pick(['Sin pepinos', 'Bien cocida', 'Con mucho cheddar', 'Sin cebolla']) : '',
          subtotalCents,
          discountCents,
          totalCents,
          employeeId: cancelled ? null : employee.id,
          employeeName: cancelled ? null : employee.name,
          paidAt,
          readyAt: cancelled ? null : readyAt,
          deliveredAt: cancelled ? null : deliveredAt,
          deliveredById: cancelled ? null : employee.id,
          deliveredByName: cancelled ? null : employee.name,
          cancelledAt: cancelled ? new Date(paidAt.getTime() + 6 * 60_000) : null,
          refundedAt: cancelled ? new Date(paidAt.getTime() + 6 * 60_000) : null,
          expiresAt: new Date(createdAt.getTime() + 24 * 3_600_000),
          number,
          numberDay: day,
          createdAt,
        })
        .returning({ id: orders.id });
      if (!order) throw new Error('demo order not inserted');
      await tx.insert(orderLines).values(
        priced.map((l) => ({
          orderId: order.id,
          position: l.position,
          productId: productIds.get(l.item.slug) ?? null,
          title: l.item.name,
          quantity: l.quantity,
          unitPriceCents: l.unitCents,
          discountCents: l.discountCents,
          couponCode: l.discountCents > 0 ? (coupon?.code ?? null) : null,
        })),
      );
      if (coupon && discountCents > 0) {
        await tx
          .insert(orderCoupons)
          .values({ orderId: order.id, code: coupon.code, discountPercentage: coupon.discountPorcentage });
      }
      const installments = random() < 0.2 ? 3 : 1;
      await tx.insert(payments).values({
        id: purchaseId,
        orderId: order.id,
        provider: 'sandbox',
        status: 'approved',
        installments,
        transactionAmountCents: totalCents,
        installmentAmountCents: Math.round(totalCents / installments),
        totalPaidCents: totalCents,
        raw: { provider: 'sandbox', status: 'approved', installments, demo: true },
        createdAt: paidAt,
        updatedAt: paidAt,
      });

      const admin = { id: people.admin.id, name: fullName(people.admin) };
      const refund = async (cents: number, reason: string, at: Date, before: string, after: string) => {
        await tx.insert(orderRefunds).values({
          orderId: order.id,
          amountCents: cents,
          reason,
          byUserId: admin.id,
          byName: admin.name,
          source: 'desk',
          providerRefundId: `sandbox-refund-demo-${orderIndex}`,
          simulated: true,
          createdAt: at,
        });
        await tx.insert(activityLog).values({
          at,
          actorId: admin.id,
          actorName: admin.name,
          action: 'order.refund',
          target: `pedido #${number}`,
          before: { refunded: 0, status: before },
          after: { refunded: cents / 100, status: after, amount: cents / 100, reason },
        });
      };
      if (cancelled) {
        await refund(
          totalCents,
          'Nos quedamos sin pan después del pago: te devolvemos todo.',
          new Date(paidAt.getTime() + 6 * 60_000),
          'Pendiente',
          'Cancelado',
        );
      } else if (orderIndex % 29 === 7 && priced.length > 1) {
        const side = priced[priced.length - 1]!;
        const cents = side.unitCents * side.quantity - side.discountCents;
        await refund(
          cents,
          `Faltó ${side.item.name} en la bolsa.`,
          new Date(deliveredAt.getTime() + 40 * 60_000),
          'Entregado',
          'Entregado',
        );
      } else if (buyer.id === people.customer.id && reviewed.length < HISTORY_REVIEWS.length && offset <= 20) {
        reviewed.push({ orderId: order.id });
      }
    }
    await tx.insert(orderNumberCounters).values({ day, lastNumber: count }).onConflictDoNothing();
  }

  const author = fullName(people.customer);
  for (const [i, { orderId }] of reviewed.entries()) {
    const review = HISTORY_REVIEWS[i]!;
    const [row] = await tx.select({ deliveredAt: orders.deliveredAt }).from(orders).where(eq(orders.id, orderId));
    await tx.insert(reviews).values({
      userId: people.customer.id,
      orderId,
      rating: review.rating,
      description: review.description,
      author,
      createdAt: new Date((row?.deliveredAt ?? new Date()).getTime() + 90 * 60_000),
    });
    await tx.update(orders).set({ reviewed: true }).where(eq(orders.id, orderId));
  }

  // A price change the owner made last week, as the activity log would have kept it.
  const classic = demoBurgers.find((b) => b.slug === 'clasica-devoto');
  if (classic) {
    await tx.insert(activityLog).values({
      at: storeInstant(addDays(today, -6), 11 * 60 + 42),
      actorId: people.admin.id,
      actorName: fullName(people.admin),
      action: 'product.update',
      target: classic.name,
      before: { price: classic.price - 400 },
      after: { price: classic.price },
    });
  }
}
