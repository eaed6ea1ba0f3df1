/**
 * The back office's coupons (docs/product.md section 13): create, edit (the whole coupon each
 * time), pause and resume, and the list with uses so far and remaining.
 */
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { coupons } from '#server/db/schema';
import { AppError } from '#server/errors';
import { COUPON_FORM_MESSAGES, type CouponInput, type CouponJson } from '#shared/coupons';
import { uniqueViolation } from '../accounts/users';
import type { CouponRow } from './apply-coupon';

export function couponJson(row: CouponRow): CouponJson {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    percentOff: row.percentOff,
    amountOffPaise: row.amountOffPaise,
    minSubtotalPaise: row.minSubtotalPaise,
    maxDiscountPaise: row.maxDiscountPaise,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    totalUses: row.totalUses,
    usesPerShopper: row.usesPerShopper,
    firstOrderOnly: row.firstOrderOnly,
    onlineOnly: row.onlineOnly,
    paused: row.paused,
    usesSoFar: row.uses,
    remaining: row.totalUses === null ? null : Math.max(0, row.totalUses - row.uses),
  };
}

export async function listCoupons(db: DbOrTx): Promise<CouponJson[]> {
  const rows = await db.select().from(coupons).orderBy(desc(coupons.createdAt), desc(coupons.id));
  return rows.map(couponJson);
}

const codeTaken = () =>
  new AppError('conflict', COUPON_FORM_MESSAGES.codeTaken, { code: 'coupon_code_taken' });

async function writing<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (uniqueViolation(err) !== undefined) throw codeTaken();
    throw err;
  }
}

export async function createCoupon(db: DbOrTx, input: CouponInput, at: Date): Promise<CouponJson> {
  const [row] = await writing(() =>
    db
      .insert(coupons)
      .values({ ...input, createdAt: at, updatedAt: at })
      .returning(),
  );
  return couponJson(row!);
}

async function lockCoupon(tx: DbOrTx, id: number): Promise<CouponRow> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
  if (!row) throw new AppError('not_found', COUPON_FORM_MESSAGES.notFound);
  return row;
}

/** Answers the coupon before and after, for the audit trail. */
export async function updateCoupon(
  tx: DbOrTx,
  id: number,
  input: CouponInput,
  at: Date,
): Promise<{ before: CouponJson; after: CouponJson }> {
  const before = await lockCoupon(tx, id);
  if (input.totalUses !== null && input.totalUses < before.uses)
    throw new AppError('invalid', COUPON_FORM_MESSAGES.totalBelowUses(before.uses));
  const [after] = await writing(() =>
    tx
      .update(coupons)
      .set({ ...input, updatedAt: at })
      .where(eq(coupons.id, id))
      .returning(),
  );
  return { before: couponJson(before), after: couponJson(after!) };
}

export async function pauseCoupon(tx: DbOrTx, id: number, paused: boolean, at: Date): Promise<CouponJson> {
  await lockCoupon(tx, id);
  const [row] = await tx.update(coupons).set({ paused, updatedAt: at }).where(eq(coupons.id, id)).returning();
  return couponJson(row!);
}
