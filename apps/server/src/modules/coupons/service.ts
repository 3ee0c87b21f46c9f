import type { CouponEditData, CouponUpdateData } from '@burgers/domain/schemas/coupon';
import type { Coupon } from '@burgers/domain/types';
import type { Db, Tx } from '#db/client';
import { badRequest, conflict, notFound } from '#lib/errors';
import { messages } from '#messages';
import * as repo from './repo';
import { audited, type AuditContext } from '../activity/audit';
import type { Actor } from '../activity/record';

/** What the activity log keeps of a coupon (not its picture's address). */
const couponFacts = (c: Coupon) => ({
  code: c.code,
  title: c.title,
  discountPorcentage: c.discountPorcentage,
  expirationDate: c.expirationDate,
  productsId: c.productsId,
});

export function toCouponResponse(row: repo.CouponWithProducts): Coupon {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    expirationDate: row.expirationDate,
    imgUri: row.imgUri,
    discountPorcentage: row.discountPercentage,
    productsId: row.productIds,
  };
}

/** The unique index on the code is the last word when two admins save the same code at once. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = 'cause' in e ? e.cause : undefined) {
    if ('code' in e && e.code === '23505') return true;
  }
  return false;
}

async function checkCoupon(tx: Tx, data: CouponEditData, exceptId?: number) {
  if (await repo.codeTaken(tx, data.code, exceptId)) throw conflict(messages.couponCodeTaken);
  if ((await repo.countExistingProducts(tx, data.productsId)) !== data.productsId.length) {
    throw badRequest(messages.productIdsUnknown);
  }
}

async function reload(tx: Tx, id: number): Promise<Coupon> {
  const row = await repo.findCoupon(tx, id);
  if (!row) throw notFound(messages.couponNotFound);
  return toCouponResponse(row);
}

async function guardUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.couponCodeTaken);
    throw error;
  }
}

export async function listCoupons(db: Db): Promise<Coupon[]> {
  return (await repo.listCoupons(db)).map(toCouponResponse);
}

export async function createCoupon(ctx: AuditContext, actor: Actor, data: CouponEditData): Promise<Coupon> {
  return audited(ctx, actor, { action: 'coupon.create', target: (c) => c.code, after: couponFacts }, () =>
    guardUnique(() =>
      ctx.db.transaction(async (tx) => {
        await checkCoupon(tx, data);
        const row = await repo.insertCoupon(tx, {
          code: data.code,
          title: data.title,
          expirationDate: data.expirationDate,
          imgUri: data.imgUri ?? null,
          discountPercentage: data.discountPorcentage,
        });
        await repo.replaceCouponProducts(tx, row.id, data.productsId);
        return reload(tx, row.id);
      }),
    ),
  );
}

/** Replaces a coupon's fields; an absent imgUri keeps the current picture. */
export async function updateCoupon(ctx: AuditContext, actor: Actor, data: CouponUpdateData): Promise<Coupon> {
  const before = await repo.findCoupon(ctx.db, data.id);
  return audited(
    ctx,
    actor,
    {
      action: 'coupon.update',
      target: (c) => c.code,
      before: before && couponFacts(toCouponResponse(before)),
      after: couponFacts,
      diff: true,
    },
    () =>
      guardUnique(() =>
        ctx.db.transaction(async (tx) => {
          if (!(await repo.findCoupon(tx, data.id))) throw notFound(messages.couponNotFound);
          await checkCoupon(tx, data, data.id);
          await repo.updateCoupon(tx, data.id, {
            code: data.code,
            title: data.title,
            expirationDate: data.expirationDate,
            discountPercentage: data.discountPorcentage,
            ...(data.imgUri !== undefined ? { imgUri: data.imgUri } : {}),
          });
          await repo.replaceCouponProducts(tx, data.id, data.productsId);
          return reload(tx, data.id);
        }),
      ),
  );
}

/** Answers the coupon as it was; the log keeps only its code. */
export async function deleteCoupon(ctx: AuditContext, actor: Actor, id: number): Promise<Coupon> {
  return audited(ctx, actor, { action: 'coupon.delete', target: (c) => c.code, after: () => null }, () =>
    ctx.db.transaction(async (tx) => {
      const existing = await repo.findCoupon(tx, id);
      if (!existing) throw notFound(messages.couponNotFound);
      await repo.deleteCoupon(tx, id);
      return toCouponResponse(existing);
    }),
  );
}
