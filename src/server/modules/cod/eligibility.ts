/**
 * Who may pay cash (docs/product.md section 22): on top of the shop's ceiling and no-COD pincodes
 * (the delivery module's checks), at most N open COD orders per shopper, none after M refused or
 * returned COD orders within the look-back, and an optional ceiling on a first order. Checkout
 * reads the shopper's record under the shopper's row lock, before any other work, so ten orders
 * at once count one after the other and at most N stay open; the quote asks the same question to
 * explain the answer before the shopper chooses.
 */
import type { DbOrTx } from '#server/db/client';
import { AppError } from '#server/errors';
import { COD_MESSAGES } from '#shared/cod';
import type { CodSettings } from '#shared/settings/cod';
import { cashOnDeliveryRefusal, type ServiceabilitySettings } from '../delivery';
import { type CodRecord, codRecordOf } from '../orders/cod-record';
import { readSettings } from '../settings';

const DAY_MS = 86_400_000;

/** The shopper's COD record over the settings' look-back from `now`. */
export function codRecordNow(
  db: DbOrTx,
  userId: number,
  settings: CodSettings,
  now: Date,
): Promise<CodRecord> {
  return codRecordOf(db, userId, new Date(now.getTime() - settings.refusalWindowDays * DAY_MS));
}

/** The reason cash on delivery is refused for an order of `cashPaise`, or null. */
export function codRefusalOf(record: CodRecord, cashPaise: number, settings: CodSettings): string | null {
  if (record.returnedCodOrders >= settings.maxRefusedCodOrders)
    return COD_MESSAGES.tooManyReturned(record.returnedCodOrders, settings.refusalWindowDays);
  if (record.openCodOrders >= settings.maxOpenCodOrders)
    return COD_MESSAGES.tooManyOpen(settings.maxOpenCodOrders);
  const firstMost = settings.firstOrderCodMaxPaise;
  if (firstMost !== null && record.placedOrders === 0 && cashPaise > firstMost)
    return COD_MESSAGES.firstOrderLimit(firstMost);
  return null;
}

/** The quote's question: the refusal for this shopper and amount, read now, or null. */
export async function codRefusal(
  db: DbOrTx,
  input: { userId: number; cashPaise: number; settings: CodSettings; now: Date },
): Promise<string | null> {
  const record = await codRecordNow(db, input.userId, input.settings, input.now);
  return codRefusalOf(record, input.cashPaise, input.settings);
}

/** Throws the refusal, 409 `cod_refused`, when there is one. */
export function checkCodEligibility(record: CodRecord, cashPaise: number, settings: CodSettings): void {
  const refusal = codRefusalOf(record, cashPaise, settings);
  if (refusal) throw new AppError('conflict', refusal, { code: 'cod_refused' });
}

/**
 * Every COD rule, judged when an order becomes a COD order after checkout: partial COD's token
 * paid, on time or after its reservation ended (BUSINESS.md section 7). The pincode and the
 * ceiling on the cash the courier collects first, then the shopper's own record, in checkout's
 * order and words. The caller holds the shopper's lock, so the record cannot change meanwhile.
 */
export async function codOrderRefusal(
  db: DbOrTx,
  input: {
    userId: number;
    /** Undefined for an order with no pincode on record: only the shopper's record is judged. */
    pincode: string | undefined;
    cashPaise: number;
    rules: ServiceabilitySettings;
    now: Date;
  },
): Promise<string | null> {
  const shopRefusal =
    input.pincode === undefined ? null : cashOnDeliveryRefusal(input.pincode, input.cashPaise, input.rules);
  if (shopRefusal) return shopRefusal;
  const settings = await readSettings(db, 'cod');
  const record = await codRecordNow(db, input.userId, settings, input.now);
  return codRefusalOf(record, input.cashPaise, settings);
}
