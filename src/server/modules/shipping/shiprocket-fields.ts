/**
 * The shop's parcels in Shiprocket's fields and back (docs/decisions/024-shipping-provider.md):
 * the order body of a booking or a return, the serviceability answer, tracking scans as the shop's
 * stages, and an NDR instruction. Times at Shiprocket are Indian time without a zone.
 */
import type { NdrInstruction, ParcelRequest, Serviceability, TrackingUpdate } from './provider';
import { rupeesOf } from './rupees';
import type { ShiprocketKeys } from './shiprocket-client';
import { stageOfShiprocketStatus } from './shiprocket-statuses';

export interface ShiprocketOrderSummary {
  id: number | string;
  channel_order_id?: string;
  shipments?: Array<{ id: number | string; awb?: string | null; courier?: string | null }>;
}

export interface ScanActivity {
  date: string;
  activity?: string;
  'sr-status'?: string | number;
  'sr-status-label'?: string;
}

export interface CourierCompany {
  courier_company_id?: number | string;
  cod?: number;
  estimated_delivery_days?: string | number;
}

/** "2023-05-19 11:59:16" is Indian time. */
const shiprocketTime = (text: string) => new Date(`${text.replace(' ', 'T')}+05:30`);

const orderDate = (at: Date) => {
  const ist = new Date(at.getTime() + 5.5 * 60 * 60 * 1000).toISOString();
  return `${ist.slice(0, 10)} ${ist.slice(11, 16)}`;
};

export const trackingUrlOf = (awb: string) => `https://shiprocket.co/tracking/${encodeURIComponent(awb)}`;

/** A return is picked up from the shopper, so the shopper's address fills the pickup fields. */
export function orderBody(
  keys: Pick<ShiprocketKeys, 'email' | 'pickupLocation'>,
  request: ParcelRequest,
  isReturn: boolean,
) {
  const [first = '', ...rest] = request.address.name.trim().split(/\s+/);
  const person = isReturn ? 'pickup' : 'billing';
  return {
    order_id: request.reference,
    order_date: orderDate(request.orderDate),
    ...(isReturn ? {} : { pickup_location: keys.pickupLocation }),
    [`${person}_customer_name`]: first,
    [`${person}_last_name`]: rest.join(' '),
    [`${person}_address`]: request.address.line1,
    [`${person}_address_2`]: request.address.line2,
    [`${person}_city`]: request.address.city,
    [`${person}_pincode`]: request.address.pincode,
    [`${person}_state`]: request.address.state,
    [`${person}_country`]: 'India',
    // A shopper who signed up by mobile alone has no email; the field is required, so the shop's own.
    [`${person}_email`]: request.address.email || keys.email,
    [`${person}_phone`]: request.address.phone,
    ...(isReturn ? {} : { shipping_is_billing: true }),
    order_items: request.items.map((item) => ({
      name: item.name,
      sku: item.sku,
      units: item.units,
      selling_price: rupeesOf(item.sellingPricePaise),
    })),
    payment_method: request.paymentMethod === 'cod' ? 'COD' : 'Prepaid',
    sub_total: rupeesOf(request.paymentMethod === 'cod' ? request.codAmountPaise : request.subTotalPaise),
    length: request.boxCm.length,
    breadth: request.boxCm.breadth,
    height: request.boxCm.height,
    weight: request.weightGrams / 1000,
  };
}

/**
 * The estimate is that of the courier the shop would book: Shiprocket's recommended courier, the
 * one it assigns when an AWB is asked for with no courier named (as `book` does), not the quickest
 * one listed (BUSINESS.md section 8). No recommendation, or none with an estimate, is no estimate:
 * the date falls back to the 3 to 7 day range (delivery-estimate.ts).
 */
export function serviceabilityOf(
  couriers: CourierCompany[],
  recommendedId?: number | string,
): Serviceability {
  if (couriers.length === 0) return { serviceable: false, codAvailable: false, estimatedDays: null };
  const booked =
    recommendedId === undefined
      ? undefined
      : couriers.find((courier) => String(courier.courier_company_id) === String(recommendedId));
  const days = Number(booked?.estimated_delivery_days);
  return {
    serviceable: true,
    codAvailable: couriers.some((courier) => Number(courier.cod) === 1),
    estimatedDays: Number.isFinite(days) && days > 0 ? days : null,
  };
}

/** Scans of no stage the shop shows are left out; a failed attempt and out for delivery may repeat. */
export function trackingUpdatesOf(scans: ScanActivity[]): TrackingUpdate[] {
  const updates: TrackingUpdate[] = [];
  for (const scan of scans) {
    const stage = stageOfShiprocketStatus(Number(scan['sr-status']));
    if (!stage) continue;
    const repeatable = stage === 'failed_attempt' || stage === 'out_for_delivery';
    updates.push({
      key: repeatable ? `${stage}:${scan.date}` : stage,
      stage,
      at: shiprocketTime(scan.date),
      ...(stage === 'failed_attempt' && scan.activity ? { reason: scan.activity } : {}),
    });
  }
  return updates;
}

export function ndrBody(instruction: NdrInstruction) {
  return instruction.action === 'return'
    ? { action: 'return', comments: instruction.comment }
    : {
        action: 're-attempt',
        comments: instruction.comment,
        deferred_date: instruction.date,
        ...(instruction.phone ? { phone: instruction.phone } : {}),
        ...(instruction.address ? { address1: instruction.address } : {}),
      };
}
