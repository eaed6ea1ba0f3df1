/**
 * The shipments table (docs/decisions/024-shipping-provider.md): a booking is claimed before the
 * provider is called, by inserting the row whose idempotency key is unique, so a second attempt
 * at the same order (another admin, a double click, another instance) finds the claim and books
 * nothing.
 */
import { and, asc, eq, inArray, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { shipmentEvents, shipments } from '#server/db/schema';
import type { BookedParcel } from './provider';

export type ShipmentRow = typeof shipments.$inferSelect;
export type ShipmentEventRow = typeof shipmentEvents.$inferSelect;

/** A booking left in 'booking' this long died with its process: it may be tried again (the provider is asked first). */
export const STALE_BOOKING_MS = 2 * 60 * 1000;

export const forwardKey = (orderId: string) => `forward:${orderId}`;
export const reverseKey = (returnId: string) => `reverse:${returnId}`;

/**
 * Claims the booking for this key: a new row, or a failed (or stale) earlier one taken over with
 * a guarded update. Undefined when someone else holds it or it is already booked.
 */
export async function claimBooking(
  tx: DbOrTx,
  input: { orderDbId: number; key: string; kind: 'forward' | 'reverse'; provider: string; now: Date },
): Promise<{ claimed: ShipmentRow } | { existing: ShipmentRow }> {
  const [created] = await tx
    .insert(shipments)
    .values({
      orderId: input.orderDbId,
      idempotencyKey: input.key,
      kind: input.kind,
      provider: input.provider,
      state: 'booking',
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoNothing({ target: shipments.idempotencyKey })
    .returning();
  if (created) return { claimed: created };
  const [retaken] = await tx
    .update(shipments)
    .set({ state: 'booking', lastError: null, updatedAt: input.now })
    .where(
      and(
        eq(shipments.idempotencyKey, input.key),
        or(
          eq(shipments.state, 'failed'),
          and(
            eq(shipments.state, 'booking'),
            lt(shipments.updatedAt, new Date(input.now.getTime() - STALE_BOOKING_MS)),
          ),
        ),
      ),
    )
    .returning();
  if (retaken) return { claimed: retaken };
  const [existing] = await tx.select().from(shipments).where(eq(shipments.idempotencyKey, input.key));
  return { existing: existing! };
}

export async function markBooked(
  tx: DbOrTx,
  id: number,
  parcel: BookedParcel,
  now: Date,
): Promise<ShipmentRow> {
  const [row] = await tx
    .update(shipments)
    .set({
      state: 'booked',
      providerOrderId: parcel.providerOrderId,
      providerShipmentId: parcel.providerShipmentId,
      awb: parcel.awb,
      courier: parcel.courier,
      trackingUrl: parcel.trackingUrl,
      lastError: null,
      updatedAt: now,
    })
    .where(eq(shipments.id, id))
    .returning();
  return row!;
}

export async function markFailed(db: DbOrTx, id: number, error: string, now: Date): Promise<void> {
  await db
    .update(shipments)
    .set({ state: 'failed', lastError: error.slice(0, 500), updatedAt: now })
    .where(eq(shipments.id, id));
}

export async function findShipmentByAwb(
  db: DbOrTx,
  awb: string,
  lock = false,
): Promise<ShipmentRow | undefined> {
  const query = db.select().from(shipments).where(eq(shipments.awb, awb));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The booked forward shipments of these orders, by order id. */
export async function forwardShipmentsOf(
  db: DbOrTx,
  orderDbIds: number[],
): Promise<Map<number, ShipmentRow>> {
  if (orderDbIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(shipments)
    .where(
      and(
        inArray(shipments.orderId, orderDbIds),
        eq(shipments.kind, 'forward'),
        eq(shipments.state, 'booked'),
      ),
    );
  return new Map(rows.map((row) => [row.orderId, row]));
}

/** Records an update once; answers whether it was new. */
export async function recordShipmentEvent(
  tx: DbOrTx,
  shipmentId: number,
  update: { key: string; stage: string; at: Date; reason?: string },
): Promise<boolean> {
  const inserted = await tx
    .insert(shipmentEvents)
    .values({
      shipmentId,
      key: update.key,
      stage: update.stage,
      reason: update.reason ?? null,
      occurredAt: update.at,
    })
    .onConflictDoNothing()
    .returning({ id: shipmentEvents.id });
  return inserted.length > 0;
}

export function eventsOfShipment(db: DbOrTx, shipmentId: number): Promise<ShipmentEventRow[]> {
  return db
    .select()
    .from(shipmentEvents)
    .where(eq(shipmentEvents.shipmentId, shipmentId))
    .orderBy(asc(shipmentEvents.occurredAt), asc(shipmentEvents.id));
}

export async function setStage(
  tx: DbOrTx,
  id: number,
  fields: { stage: string | null; ndrReason: string | null },
  now: Date,
): Promise<void> {
  await tx
    .update(shipments)
    .set({ ...fields, updatedAt: now })
    .where(eq(shipments.id, id));
}

/** Stores the answer to the parcel's failed delivery; null when a new failed attempt awaits one. */
export async function setNdrAction(db: DbOrTx, id: number, action: string | null, now: Date): Promise<void> {
  await db.update(shipments).set({ ndrAction: action, updatedAt: now }).where(eq(shipments.id, id));
}

/** The NDR queue: forward parcels whose last step is a failed attempt, oldest first. */
export function shipmentsInNdr(db: DbOrTx): Promise<ShipmentRow[]> {
  return db
    .select()
    .from(shipments)
    .where(eq(shipments.stage, 'failed_attempt'))
    .orderBy(asc(shipments.updatedAt))
    .limit(200);
}
