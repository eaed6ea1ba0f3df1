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
import { COD_MESSAGES, type CodStanding, codStandingRefusal } from '#shared/cod';
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

/** The shopper's standing: a refusal whatever the amount, else the first-order limit if it applies. */
export function codStandingOf(record: CodRecord, settings: CodSettings): CodStanding {
  if (record.returnedCodOrders >= settings.maxRefusedCodOrders)
    return {
      refusal: COD_MESSAGES.tooManyReturned(record.returnedCodOrders, settings.refusalWindowDays),
      firstOrderMaxPaise: null,
    };
  if (record.openCodOrders >= settings.maxOpenCodOrders)
    return { refusal: COD_MESSAGES.tooManyOpen(settings.maxOpenCodOrders), firstOrderMaxPaise: null };
  return {
    refusal: null,
    firstOrderMaxPaise: record.placedOrders === 0 ? settings.firstOrderCodMaxPaise : null,
  };
}

/**
 * The reason cash on delivery is refused when the courier would collect `cashPaise` at the door
 * (the COD fee included, store credit and partial COD's token left out), or null.
 */
export function codRefusalOf(record: CodRecord, cashPaise: number, settings: CodSettings): string | null {
  return codStandingRefusal(codStandingOf(record, settings), cashPaise);
}

/** The quote's question: the shopper's standing, read now, for the checkout to judge each amount by. */
export async function codStanding(
  db: DbOrTx,
  input: { userId: number; settings: CodSettings; now: Date },
): Promise<CodStanding> {
  return codStandingOf(await codRecordNow(db, input.userId, input.settings, input.now), input.settings);
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
