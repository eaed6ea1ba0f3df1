/**
 * Ship one order or a selection through the courier (docs/product.md, "Shipping";
 * docs/decisions/024-shipping-provider.md). Per order, three steps:
 *
 * 1. In a transaction holding the order's row: it must be Processed and the invoice settings
 *    complete; the booking is claimed (shipments.ts), so a concurrent attempt books nothing.
 * 2. Outside any transaction, the provider books the parcel (no row is held while the network
 *    answers). A refusal marks the claim failed: the order is left exactly as it was.
 * 3. In one transaction: the order is dispatched with the courier, AWB and tracking link, and
 *    the tax invoice issued, exactly as manual dispatch does (orders' dispatchLocked).
 *
 * Each order is its own unit: one failure is reported and never holds back the others.
 */
import type { AppDeps } from '#server/deps';
import { AppError } from '#server/errors';
import type { ShipResult, ShipSelectionResult } from '#shared/shipping';
import { SHIPPING_MESSAGES } from '#shared/shipping';
import { completeInvoiceSettings } from '../invoices';
import { type Actor, dispatchLocked, lockCapturedOrder } from '../orders';
import { readSettings } from '../settings';
import { parcelRequestOf } from './parcel-request';
import { type BookedParcel, ShippingProviderError } from './provider';
import { claimBooking, forwardKey, markBooked, markFailed, type ShipmentRow } from './shipments';

type ShipDeps = Pick<AppDeps, 'db' | 'shipping' | 'clock'> & { config: { publicUrl: string } };

export async function shipOrder(
  deps: ShipDeps,
  input: { orderId: string; actor: Actor; log?: (err: unknown) => void },
): Promise<ShipResult & { providerShipmentId?: string }> {
  const { orderId } = input;
  const failed = (reason: string): ShipResult => ({ orderId, outcome: 'failed', reason });
  let shipment: ShipmentRow;
  let request: Awaited<ReturnType<typeof parcelRequestOf>>;
  try {
    ({ shipment, request } = await deps.db.transaction(async (tx) => {
      const order = await lockCapturedOrder(tx, orderId, 'shipped');
      await completeInvoiceSettings(tx);
      const settings = await readSettings(tx, 'shipping');
      const request = await parcelRequestOf(tx, order, settings);
      const claim = await claimBooking(tx, {
        orderDbId: order.id,
        key: forwardKey(order.orderId),
        kind: 'forward',
        provider: deps.shipping.kind,
        now: deps.clock(),
      });
      if ('existing' in claim) {
        throw new AppError(
          'conflict',
          claim.existing.state === 'booked'
            ? `Order ${orderId} is already booked (AWB ${claim.existing.awb}).`
            : SHIPPING_MESSAGES.alreadyBooking,
          { code: 'shipment_booking' },
        );
      }
      return { shipment: claim.claimed, request };
    }));
  } catch (err) {
    if (err instanceof AppError) return failed(err.message);
    input.log?.(err);
    return failed(`Order ${orderId} could not be shipped just now; try again.`);
  }

  let parcel: BookedParcel;
  try {
    parcel = await deps.shipping.book(request);
  } catch (err) {
    const reason =
      err instanceof ShippingProviderError
        ? err.uncertain
          ? SHIPPING_MESSAGES.providerDown
          : `The courier service refused: ${err.message}`
        : err instanceof AppError
          ? err.message
          : SHIPPING_MESSAGES.providerDown;
    if (!(err instanceof ShippingProviderError) && !(err instanceof AppError)) input.log?.(err);
    await markFailed(deps.db, shipment.id, err instanceof Error ? err.message : String(err), deps.clock());
    return failed(reason);
  }

  try {
    await deps.db.transaction(async (tx) => {
      const now = deps.clock();
      const order = await lockCapturedOrder(tx, orderId, 'shipped');
      await markBooked(tx, shipment.id, parcel, now);
      await dispatchLocked(tx, order, {
        courier: parcel.courier,
        trackingId: parcel.awb,
        trackingUrl: parcel.trackingUrl,
        actor: input.actor,
        now,
        publicUrl: deps.config.publicUrl,
        data: { awb: parcel.awb, trackingUrl: parcel.trackingUrl, shipped: deps.shipping.kind },
      });
    });
  } catch (err) {
    // The order changed meanwhile (cancelled, dispatched by hand): the parcel is called off.
    await deps.shipping.cancel(parcel.providerOrderId).catch((cancelErr) => input.log?.(cancelErr));
    await markFailed(deps.db, shipment.id, err instanceof Error ? err.message : String(err), deps.clock());
    if (!(err instanceof AppError)) input.log?.(err);
    return failed(
      err instanceof AppError ? err.message : `Order ${orderId} could not be shipped just now; try again.`,
    );
  }
  return {
    orderId,
    outcome: 'shipped',
    courier: parcel.courier,
    awb: parcel.awb,
    trackingUrl: parcel.trackingUrl,
    providerShipmentId: parcel.providerShipmentId,
  };
}

/** Ships each order of the selection in turn, then asks for one pickup for the parcels booked. */
export async function shipSelection(
  deps: ShipDeps,
  input: { orderIds: string[]; actor: Actor; log?: (err: unknown) => void },
): Promise<ShipSelectionResult> {
  const results: ShipResult[] = [];
  const booked: string[] = [];
  for (const orderId of [...new Set(input.orderIds)]) {
    const { providerShipmentId, ...result } = await shipOrder(deps, { ...input, orderId });
    results.push(result as ShipResult);
    if (providerShipmentId) booked.push(providerShipmentId);
  }
  let pickup: ShipSelectionResult['pickup'] = null;
  if (booked.length > 0) {
    try {
      pickup = { requested: true, ...(await deps.shipping.requestPickup(booked)) };
    } catch (err) {
      input.log?.(err);
      pickup = {
        requested: false,
        message: 'The pickup request failed; ask the courier service for a pickup.',
      };
    }
  }
  const shipped = results.filter((result) => result.outcome === 'shipped').length;
  return { shipped, failed: results.length - shipped, results, pickup };
}
