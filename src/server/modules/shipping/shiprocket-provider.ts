/**
 * Shiprocket's public REST API (v1/external; docs/decisions/024-shipping-provider.md): a login
 * token kept for 9 of its 10 days and fetched again on a 401, serviceability with the courier's
 * estimate and cash on delivery, order create + AWB assignment, labels, pickups, cancel, returns,
 * tracking by AWB and NDR actions.
 *
 * Shiprocket has no idempotency key, so booking looks for an order with the shop's reference
 * first and reuses it; reads are retried once, writes never (a write that timed out is reported
 * as uncertain, and the next attempt finds what it made).
 */

import {
  type BookedParcel,
  type NdrInstruction,
  type ParcelRequest,
  type ShippingProvider,
  ShippingProviderError,
  type TrackingUpdate,
} from './provider';
import { rupeesOf } from './rupees';
import { stageOfShiprocketStatus } from './shiprocket-statuses';

export interface ShiprocketKeys {
  email: string;
  password: string;
  apiBase: string;
  /** The pickup address's nickname as set up in Shiprocket's panel. */
  pickupLocation: string;
  timeoutMs?: number;
}

const TOKEN_LIFE_MS = 9 * 24 * 60 * 60 * 1000;

interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Reads only: a timeout or a 5xx is tried once more. */
  retry?: boolean;
}

interface ShiprocketOrderSummary {
  id: number | string;
  channel_order_id?: string;
  shipments?: Array<{ id: number | string; awb?: string | null; courier?: string | null }>;
}

interface ScanActivity {
  date: string;
  activity?: string;
  'sr-status'?: string | number;
  'sr-status-label'?: string;
}

/** "2023-05-19 11:59:16" is Indian time. */
const shiprocketTime = (text: string) => new Date(`${text.replace(' ', 'T')}+05:30`);

const orderDate = (at: Date) => {
  const ist = new Date(at.getTime() + 5.5 * 60 * 60 * 1000).toISOString();
  return `${ist.slice(0, 10)} ${ist.slice(11, 16)}`;
};

export function createShiprocketProvider(
  keys: ShiprocketKeys,
  now: () => Date = () => new Date(),
): ShippingProvider {
  const base = keys.apiBase.replace(/\/+$/, '');
  let token: { value: string; until: number } | undefined;

  async function send(call: Call, bearer?: string): Promise<{ status: number; text: string }> {
    let response: Response;
    try {
      response = await fetch(`${base}${call.path}`, {
        method: call.method,
        headers: {
          accept: 'application/json',
          ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        },
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        signal: AbortSignal.timeout(keys.timeoutMs ?? 10_000),
      });
    } catch (err) {
      throw new ShippingProviderError(
        `Shiprocket ${call.method} ${call.path} failed: ${(err as Error).message}`,
        undefined,
        true,
      );
    }
    return { status: response.status, text: await response.text() };
  }

  async function login(): Promise<string> {
    const { status, text } = await send({
      method: 'POST',
      path: '/auth/login',
      body: { email: keys.email, password: keys.password },
    });
    const data = safeJson<{ token?: string; message?: string }>(text);
    if (status !== 200 || !data?.token)
      throw new ShippingProviderError(
        `Shiprocket login answered ${status}: ${data?.message ?? 'no token'}`,
        status,
      );
    token = { value: data.token, until: now().getTime() + TOKEN_LIFE_MS };
    return data.token;
  }

  const currentToken = async () => (token && token.until > now().getTime() ? token.value : login());

  async function call<T>(request: Call): Promise<T> {
    const attempts = request.retry ? 2 : 1;
    for (let attempt = 1; ; attempt++) {
      try {
        let answer = await send(request, await currentToken());
        // An expired or revoked token: log in again once.
        if (answer.status === 401) {
          token = undefined;
          answer = await send(request, await login());
        }
        const data = safeJson<T & { message?: string }>(answer.text);
        if (answer.status >= 200 && answer.status < 300 && data !== undefined) return data;
        throw new ShippingProviderError(
          `Shiprocket ${request.method} ${request.path} answered ${answer.status}: ${data?.message ?? 'no message'}`,
          answer.status,
          answer.status >= 500 || data === undefined,
        );
      } catch (err) {
        const retriable = err instanceof ShippingProviderError && err.uncertain;
        if (!retriable || attempt >= attempts) throw err;
      }
    }
  }

  async function findOrder(reference: string): Promise<ShiprocketOrderSummary | undefined> {
    const list = await call<{ data?: ShiprocketOrderSummary[] }>({
      method: 'GET',
      path: `/orders?search=${encodeURIComponent(reference)}`,
      retry: true,
    });
    return (list.data ?? []).find((order) => order.channel_order_id === reference);
  }

  async function assignAwb(shipmentId: string, isReturn: boolean): Promise<{ awb: string; courier: string }> {
    const assigned = await call<{
      awb_assign_status?: number;
      message?: string;
      response?: { data?: { awb_code?: string; courier_name?: string } };
    }>({
      method: 'POST',
      path: '/courier/assign/awb',
      body: { shipment_id: Number(shipmentId), ...(isReturn ? { is_return: 1 } : {}) },
    });
    const data = assigned.response?.data;
    if (assigned.awb_assign_status !== 1 || !data?.awb_code)
      throw new ShippingProviderError(
        `Shiprocket assigned no AWB: ${assigned.message ?? 'no courier available'}`,
      );
    return { awb: data.awb_code, courier: data.courier_name ?? 'Shiprocket' };
  }

  function orderBody(request: ParcelRequest, isReturn: boolean) {
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

  async function bookWith(request: ParcelRequest, isReturn: boolean): Promise<BookedParcel> {
    const reference = isReturn ? `${request.reference}-R` : request.reference;
    // No idempotency key at Shiprocket: an earlier attempt that timed out may have made the order.
    const earlier = await findOrder(reference);
    let providerOrderId: string;
    let shipmentId: string;
    const earlierShipment = earlier?.shipments?.[0];
    if (earlier && earlierShipment) {
      providerOrderId = String(earlier.id);
      shipmentId = String(earlierShipment.id);
      if (earlierShipment.awb)
        return {
          providerOrderId,
          providerShipmentId: shipmentId,
          awb: earlierShipment.awb,
          courier: earlierShipment.courier ?? 'Shiprocket',
          trackingUrl: trackingUrlOf(earlierShipment.awb),
        };
    } else {
      const created = await call<{ order_id?: number; shipment_id?: number }>({
        method: 'POST',
        path: isReturn ? '/orders/create/return' : '/orders/create/adhoc',
        body: { ...orderBody(request, isReturn), order_id: reference },
      });
      if (!created.order_id || !created.shipment_id)
        throw new ShippingProviderError('Shiprocket created no shipment for the order');
      providerOrderId = String(created.order_id);
      shipmentId = String(created.shipment_id);
    }
    const { awb, courier } = await assignAwb(shipmentId, isReturn);
    return { providerOrderId, providerShipmentId: shipmentId, awb, courier, trackingUrl: trackingUrlOf(awb) };
  }

  return {
    kind: 'shiprocket',
    async serviceability(input) {
      const query = new URLSearchParams({
        pickup_postcode: input.pickupPincode,
        delivery_postcode: input.deliveryPincode,
        weight: String(input.weightGrams / 1000),
        cod: input.cod ? '1' : '0',
      });
      try {
        const answer = await call<{
          data?: {
            available_courier_companies?: Array<{ cod?: number; estimated_delivery_days?: string | number }>;
            recommended_courier_company_id?: number;
          };
        }>({ method: 'GET', path: `/courier/serviceability/?${query}`, retry: true });
        const couriers = answer.data?.available_courier_companies ?? [];
        if (couriers.length === 0) return { serviceable: false, codAvailable: false, estimatedDays: null };
        const days = couriers
          .map((courier) => Number(courier.estimated_delivery_days))
          .filter((value) => Number.isFinite(value) && value > 0);
        return {
          serviceable: true,
          codAvailable: couriers.some((courier) => Number(courier.cod) === 1),
          estimatedDays: days.length > 0 ? Math.min(...days) : null,
        };
      } catch (err) {
        // Shiprocket answers 404 for a pincode no courier serves.
        if (err instanceof ShippingProviderError && err.status === 404)
          return { serviceable: false, codAvailable: false, estimatedDays: null };
        throw err;
      }
    },
    book: (request) => bookWith(request, false),
    bookReturn: (request) => bookWith(request, true),
    async labels(parcels) {
      const answer = await call<{ label_created?: number; label_url?: string; message?: string }>({
        method: 'POST',
        path: '/courier/generate/label',
        body: { shipment_id: parcels.map((parcel) => Number(parcel.providerShipmentId)) },
      });
      if (answer.label_created !== 1 || !answer.label_url)
        throw new ShippingProviderError(`Shiprocket made no label: ${answer.message ?? 'unknown reason'}`);
      const response = await fetch(answer.label_url, {
        signal: AbortSignal.timeout(keys.timeoutMs ?? 10_000),
      });
      if (!response.ok)
        throw new ShippingProviderError(`The label download answered ${response.status}`, response.status);
      return Buffer.from(await response.arrayBuffer());
    },
    async requestPickup(ids) {
      const answer = await call<{ pickup_status?: number; response?: { pickup_scheduled_date?: string } }>({
        method: 'POST',
        path: '/courier/generate/pickup',
        body: { shipment_id: ids.map(Number) },
      });
      if (answer.pickup_status !== 1)
        throw new ShippingProviderError('Shiprocket did not schedule the pickup');
      const when = answer.response?.pickup_scheduled_date;
      return { message: when ? `Pickup scheduled for ${when}` : 'Pickup requested' };
    },
    async cancel(providerOrderId) {
      await call({ method: 'POST', path: '/orders/cancel', body: { ids: [Number(providerOrderId)] } });
    },
    async track(awb) {
      const answer = await call<{
        tracking_data?: { shipment_track_activities?: ScanActivity[] | null };
      }>({ method: 'GET', path: `/courier/track/awb/${encodeURIComponent(awb)}`, retry: true });
      const scans = answer.tracking_data?.shipment_track_activities ?? [];
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
    },
    async ndrAction(awb, instruction: NdrInstruction) {
      const body =
        instruction.action === 'return'
          ? { action: 'return', comments: instruction.comment }
          : {
              action: 're-attempt',
              comments: instruction.comment,
              deferred_date: instruction.date,
              ...(instruction.phone ? { phone: instruction.phone } : {}),
              ...(instruction.address ? { address1: instruction.address } : {}),
            };
      await call({ method: 'POST', path: `/ndr/${encodeURIComponent(awb)}/action`, body });
    },
  };
}

export const trackingUrlOf = (awb: string) => `https://shiprocket.co/tracking/${encodeURIComponent(awb)}`;

function safeJson<T>(text: string): T | undefined {
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}
