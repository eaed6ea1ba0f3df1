/**
 * Failed deliveries (NDR; docs/product.md, "Shipping"): the shopper asks for another attempt on
 * a chosen day, with a corrected address line or phone if need be; the back office's queue
 * re-attempts, updates or sends the parcel back. Each answer goes to the provider first, then
 * becomes an order event; a provider refusal changes nothing here.
 */
import type { AppDeps } from '#server/deps';
import { AppError } from '#server/errors';
import { type NdrAnswer, SHIPPING_MESSAGES } from '#shared/shipping';
import {
  type Actor,
  findOrderById,
  findOrderByPublicId,
  findShopperOrder,
  type OrderRow,
  recordEvent,
} from '../orders';
import { addDaysTo, indianDate } from './delivery-date';
import { addressOfOrder } from './parcel-request';
import { ShippingProviderError } from './provider';
import { forwardShipmentsOf, type ShipmentRow, setNdrAction, shipmentsInNdr } from './shipments';

type NdrDeps = Pick<AppDeps, 'db' | 'shipping' | 'clock'>;

export interface NdrChoice {
  action: 'reattempt' | 'update' | 'return';
  date?: string;
  address?: string;
  mobile?: string;
}

/** The days a reattempt may be asked for: tomorrow to 7 days ahead in India's calendar, Sundays left out (couriers rest). */
export function reattemptDays(now: Date): string[] {
  const today = indianDate(now);
  return [1, 2, 3, 4, 5, 6, 7]
    .map((days) => addDaysTo(today, days))
    .filter((day) => new Date(`${day}T00:00:00Z`).getUTCDay() !== 0);
}

/**
 * The shipment's stored answer: JSON since the answer keeps the shopper's note and phone; before
 * that, "reattempt:YYYY-MM-DD" or "return" (read as the shop's answers, which they mostly were).
 */
export function parseNdrAnswer(stored: string | null): NdrAnswer | null {
  if (!stored) return null;
  if (stored === 'return') return { action: 'return', by: 'shop' };
  if (stored.startsWith('reattempt:')) return { action: 'reattempt', date: stored.slice(10), by: 'shop' };
  try {
    return JSON.parse(stored) as NdrAnswer;
  } catch {
    return null;
  }
}

async function openNdr(
  deps: NdrDeps,
  order: OrderRow | undefined,
): Promise<{ order: OrderRow; shipment: ShipmentRow }> {
  if (!order) throw new AppError('not_found', 'Order not found.');
  const shipment = (await forwardShipmentsOf(deps.db, [order.id])).get(order.id);
  if (!shipment?.awb) throw new AppError('conflict', SHIPPING_MESSAGES.noShipment, { code: 'order_state' });
  if (order.status !== 'dispatched' || shipment.stage !== 'failed_attempt')
    throw new AppError('conflict', SHIPPING_MESSAGES.notInNdr, { code: 'order_state' });
  return { order, shipment };
}

async function act(
  deps: NdrDeps,
  order: OrderRow,
  shipment: ShipmentRow,
  choice: NdrChoice,
  who: { actor: Actor; by: NdrAnswer['by'] },
) {
  const { actor } = who;
  const now = deps.clock();
  if (choice.action !== 'return') {
    const date = choice.date ?? reattemptDays(now)[0]!;
    if (!reattemptDays(now).includes(date)) throw new AppError('invalid', SHIPPING_MESSAGES.reattemptDay);
    choice = { ...choice, date };
  }
  const comment =
    choice.action === 'return'
      ? 'Return to origin, as the shop asks'
      : `Please deliver on ${choice.date}${choice.address ? `; address: ${choice.address}` : ''}${choice.mobile ? `; phone: ${choice.mobile}` : ''}`;
  try {
    await deps.shipping.ndrAction(
      shipment.awb!,
      choice.action === 'return'
        ? { action: 'return', comment }
        : {
            action: 'reattempt',
            date: choice.date!,
            comment,
            ...(choice.address ? { address: choice.address } : {}),
            ...(choice.mobile ? { phone: choice.mobile } : {}),
          },
    );
  } catch (err) {
    if (err instanceof ShippingProviderError)
      throw new AppError('conflict', `The courier service did not take the answer: ${err.message}`);
    throw err;
  }
  await deps.db.transaction(async (tx) => {
    const answer: NdrAnswer =
      choice.action === 'return'
        ? { action: 'return', by: who.by }
        : {
            action: 'reattempt',
            date: choice.date,
            ...(choice.address ? { address: choice.address } : {}),
            ...(choice.mobile ? { mobile: choice.mobile } : {}),
            by: who.by,
          };
    await setNdrAction(tx, shipment.id, JSON.stringify(answer), now);
    await recordEvent(tx, {
      orderDbId: order.id,
      actor,
      type: choice.action === 'return' ? 'ndr_return_requested' : 'ndr_reattempt_requested',
      data: {
        awb: shipment.awb,
        ...(choice.date && choice.action !== 'return' ? { date: choice.date } : {}),
        ...(choice.address ? { address: choice.address } : {}),
        ...(choice.mobile ? { mobile: choice.mobile } : {}),
      },
      at: now,
    });
  });
}

/** The shopper's answer from the order page (never "return": that is the shop's call). */
export async function requestReattempt(
  deps: NdrDeps,
  input: { userId: number; orderId: string; date: string; address?: string; mobile?: string; actor: Actor },
) {
  const found = await findShopperOrder(deps.db, input.userId, input.orderId);
  const { order, shipment } = await openNdr(deps, found);
  await act(
    deps,
    order,
    shipment,
    { action: 'reattempt', date: input.date, address: input.address, mobile: input.mobile },
    { actor: input.actor, by: 'shopper' },
  );
}

export async function adminNdrAction(
  deps: NdrDeps,
  input: { orderId: string; choice: NdrChoice; actor: Actor },
) {
  const { order, shipment } = await openNdr(deps, await findOrderByPublicId(deps.db, input.orderId));
  await act(deps, order, shipment, input.choice, { actor: input.actor, by: 'shop' });
}

/** What the shopper's order page shows about the parcel: its steps, and the failed attempt to answer. */
export async function shipmentOfShopperOrder(deps: NdrDeps, userId: number, orderId: string) {
  const order = await findShopperOrder(deps.db, userId, orderId);
  const shipment = (await forwardShipmentsOf(deps.db, [order.id])).get(order.id);
  if (!shipment) return { shipped: false as const };
  const inNdr = order.status === 'dispatched' && shipment.stage === 'failed_attempt';
  return {
    shipped: true as const,
    courier: shipment.courier,
    awb: shipment.awb,
    trackingUrl: shipment.trackingUrl,
    stage: shipment.stage,
    ndr: inNdr
      ? {
          reason: shipment.ndrReason,
          requested: parseNdrAnswer(shipment.ndrAction),
          days: reattemptDays(deps.clock()),
        }
      : null,
  };
}

/**
 * The back office's NDR queue: each parcel with the answer already given, if any (the owner's
 * page lists answered ones under "Asked the courier"), and the days a reattempt may take.
 */
export async function ndrQueue(deps: NdrDeps) {
  const rows = await shipmentsInNdr(deps.db);
  const days = reattemptDays(deps.clock());
  const out = [];
  for (const row of rows) {
    const order = await findOrderById(deps.db, row.orderId);
    if (!order || order.status !== 'dispatched') continue;
    const address =
      order.deliveryAddress ??
      (() => {
        try {
          return addressOfOrder(order, '');
        } catch {
          return null;
        }
      })();
    out.push({
      orderId: order.orderId,
      awb: row.awb,
      courier: row.courier,
      reason: row.ndrReason,
      requested: parseNdrAnswer(row.ndrAction),
      days,
      paymentMethod: order.paymentMethod,
      address: address ? `${address.line1}, ${address.city} ${address.pincode}` : order.address,
      mobile: order.mobile,
      since: row.updatedAt.toISOString(),
    });
  }
  return out;
}
