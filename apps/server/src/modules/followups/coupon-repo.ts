/** The win-back's coupon: personal, single use, on everything the shop sells (docs/product/loyalty.md). */
import { randomInt } from 'node:crypto';
import { and, inArray, isNull } from 'drizzle-orm';
import { todayInStore } from '@burgers/domain/coupons';
import { WIN_BACK_COUPON_DAYS } from '@burgers/domain/followup-messages';
import type { Tx } from '#db/client';
import { couponProducts, coupons, products } from '#db/schema';

/** Without 0/O, 1/I/L: read off a phone and typed back without doubt. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const DAY_MS = 86_400_000;
/** What a customer can put in the cart by itself (checkout/pricing.ts's sellable types). */
const SELLABLE = ['burgers', 'combos', 'beverages', 'fries'] as const;

/** `VOLV-7K2Q`: nine characters, the longest code the cart takes. */
export function winBackCode(): string {
  let code = 'VOLV-';
  for (let i = 0; i < 4; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

export interface WinBackCoupon {
  id: number;
  code: string;
  expirationDate: string;
  percent: number;
}

/**
 * Creates the customer's coupon: only they may use it, once (counted from paid orders), for
 * WIN_BACK_COUPON_DAYS. Coupons apply to the products they list, so it lists every product on sale.
 */
export async function createWinBackCoupon(
  tx: Tx,
  owner: { userId: number; percent: number; now: Date },
): Promise<WinBackCoupon> {
  const expirationDate = todayInStore(new Date(owner.now.getTime() + WIN_BACK_COUPON_DAYS * DAY_MS));
  for (let attempt = 0; attempt < 10; attempt++) {
    const code = winBackCode();
    const [row] = await tx
      .insert(coupons)
      .values({
        code,
        title: 'Te extrañamos',
        expirationDate,
        discountPercentage: owner.percent,
        userId: owner.userId,
        maxUses: 1,
      })
      .onConflictDoNothing()
      .returning({ id: coupons.id });
    if (!row) continue;
    const onSale = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(isNull(products.deletedAt), inArray(products.type, [...SELLABLE])));
    if (onSale.length > 0)
      await tx.insert(couponProducts).values(onSale.map((product) => ({ couponId: row.id, productId: product.id })));
    return { id: row.id, code, expirationDate, percent: owner.percent };
  }
  throw new Error('no free win-back coupon code after 10 tries');
}
