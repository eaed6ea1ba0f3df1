/**
 * Returns and exchanges picked up through the courier service (docs/product.md, "Shipping"):
 * once the admin approves a return, a reverse pickup is booked from the shopper's address for the
 * units coming back, claimed first like a forward booking (shipments.ts: `reverse:<return id>`),
 * so it is never booked twice. The pickup fee in force then (Settings, Shipping; ₹0 by default) is
 * recorded with it and kept from the return's refund.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { shipments } from '#server/db/schema';
import type { AppDeps } from '#server/deps';
import { type Actor, eventsOfOrder, findOrderById, recordEvent } from '../orders';
import { readSettings } from '../settings';
import { parcelRequestOf } from './parcel-request';
import { claimBooking, markBooked, markFailed, reverseKey } from './shipments';

type PickupDeps = Pick<AppDeps, 'db' | 'shipping' | 'clock'>;

const refusedBecause = (message: string) => `The courier service did not book the pickup: ${message}`;

export type ReversePickupResult =
  | { booked: true; awb: string; courier: string; trackingUrl: string; feePaise: number }
  | { booked: false; reason: string };

export async function bookReversePickup(
  deps: PickupDeps,
  input: {
    orderDbId: number;
    returnId: string;
    lines: { orderItemId: number; quantity: number }[];
    actor: Actor;
  },
): Promise<ReversePickupResult> {
  const prepared = await deps.db.transaction(async (tx) => {
    const order = await findOrderById(tx, input.orderDbId);
    if (!order) return { ok: false as const, reason: 'Order not found.' };
    const settings = await readSettings(tx, 'shipping');
    const whole = await parcelRequestOf(tx, order, settings);
    const claim = await claimBooking(tx, {
      orderDbId: order.id,
      key: reverseKey(input.returnId),
      kind: 'reverse',
      provider: deps.shipping.kind,
      now: deps.clock(),
    });
    if ('existing' in claim)
      return {
        ok: false as const,
        reason:
          claim.existing.state === 'booked' ? 'The pickup is already booked.' : 'The pickup is being booked.',
      };
    // Only the units coming back travel; their share of the weight, the parcel's box.
    const units = input.lines.reduce((sum, line) => sum + line.quantity, 0);
    const allUnits = whole.items.reduce((sum, item) => sum + item.units, 0) || 1;
    return {
      ok: true as const,
      shipmentId: claim.claimed.id,
      feePaise: settings.returnPickupFeePaise,
      request: {
        ...whole,
        reference: input.returnId,
        paymentMethod: 'prepaid' as const,
        codAmountPaise: 0,
        weightGrams: Math.max(100, Math.round((whole.weightGrams * units) / allUnits)),
      },
    };
  });
  if (!prepared.ok) return { booked: false, reason: prepared.reason };
  try {
    const parcel = await deps.shipping.bookReturn(prepared.request);
    await deps.db.transaction(async (tx) => {
      const now = deps.clock();
      await markBooked(tx, prepared.shipmentId, parcel, now);
      await recordEvent(tx, {
        orderDbId: input.orderDbId,
        actor: input.actor,
        type: 'return_pickup_booked',
        data: {
          returnId: input.returnId,
          awb: parcel.awb,
          courier: parcel.courier,
          trackingUrl: parcel.trackingUrl,
          feePaise: prepared.feePaise,
        },
        at: now,
      });
    });
    return {
      booked: true,
      awb: parcel.awb,
      courier: parcel.courier,
      trackingUrl: parcel.trackingUrl,
      feePaise: prepared.feePaise,
    };
  } catch (err) {
    await markFailed(
      deps.db,
      prepared.shipmentId,
      err instanceof Error ? err.message : String(err),
      deps.clock(),
    );
    return {
      booked: false,
      reason: refusedBecause(err instanceof Error ? err.message : String(err)),
    };
  }
}

/** A return's reverse pickup in the back office's words, fee in paise; undefined when none was asked for. */
export type ReversePickup =
  | { state: 'booked'; courier: string; awb: string; trackingUrl: string; feePaise: number }
  | { state: 'booking' }
  | { state: 'failed'; reason: string };

export async function reversePickupOf(
  db: DbOrTx,
  orderDbId: number,
  returnId: string,
): Promise<ReversePickup | undefined> {
  const [row] = await db
    .select()
    .from(shipments)
    .where(eq(shipments.idempotencyKey, reverseKey(returnId)));
  if (!row || row.state === 'cancelled') return undefined;
  if (row.state === 'booking') return { state: 'booking' };
  if (row.state === 'failed')
    return { state: 'failed', reason: refusedBecause(row.lastError ?? 'no reason given') };
  const booked = (await eventsOfOrder(db, orderDbId)).find(
    (event) =>
      event.type === 'return_pickup_booked' && (event.data as { returnId?: string }).returnId === returnId,
  );
  return {
    state: 'booked',
    courier: row.courier ?? '',
    awb: row.awb ?? '',
    trackingUrl: row.trackingUrl ?? '',
    feePaise: Number((booked?.data as { feePaise?: number } | undefined)?.feePaise ?? 0),
  };
}

/** The pickup fee recorded for a return's booked pickup: kept from its refund. 0 without one. */
export async function reversePickupFeeOf(db: DbOrTx, orderDbId: number, returnId: string): Promise<number> {
  const pickup = await reversePickupOf(db, orderDbId, returnId);
  return pickup?.state === 'booked' ? pickup.feePaise : 0;
}
