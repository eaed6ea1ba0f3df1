/**
 * Shiprocket as the shop's shipping provider (docs/decisions/024-shipping-provider.md):
 * serviceability with the courier's estimate and cash on delivery, order create + AWB assignment,
 * labels, pickups, cancel, returns, tracking by AWB and NDR actions. The HTTP calls and the login
 * are in shiprocket-client.ts, the fields of each call in shiprocket-fields.ts.
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
} from './provider';
import { createShiprocketClient, type ShiprocketKeys } from './shiprocket-client';
import {
  type CourierCompany,
  ndrBody,
  orderBody,
  type ScanActivity,
  type ShiprocketOrderSummary,
  serviceabilityOf,
  trackingUpdatesOf,
  trackingUrlOf,
} from './shiprocket-fields';

export function createShiprocketProvider(
  keys: ShiprocketKeys,
  now: () => Date = () => new Date(),
): ShippingProvider {
  const { call, downloadLabel } = createShiprocketClient(keys, now);

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
        body: { ...orderBody(keys, request, isReturn), order_id: reference },
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
            available_courier_companies?: CourierCompany[];
            recommended_courier_company_id?: number;
          };
        }>({ method: 'GET', path: `/courier/serviceability/?${query}`, retry: true });
        return serviceabilityOf(
          answer.data?.available_courier_companies ?? [],
          answer.data?.recommended_courier_company_id,
        );
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
      return downloadLabel(answer.label_url);
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
      return trackingUpdatesOf(scans);
    },
    async ndrAction(awb, instruction: NdrInstruction) {
      await call({
        method: 'POST',
        path: `/ndr/${encodeURIComponent(awb)}/action`,
        body: ndrBody(instruction),
      });
    },
  };
}
