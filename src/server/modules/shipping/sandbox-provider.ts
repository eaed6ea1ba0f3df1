/**
 * The keyless shipping provider (docs/product.md, "Shipping"): serviceability from India's
 * pincode directory (modules/delivery), AWBs that start with TEST, a 4 x 6 inch label PDF, and
 * tracking that the admin's sandbox page moves step by step. Bookings and steps live in this
 * process's memory, like the sandbox payment provider's.
 */
import { randomBytes } from 'node:crypto';
import { paths } from '#shared/paths';
import type { TrackingStage } from '#shared/shipping';
import { lookUpPincode } from '../delivery';
import { sandboxLabelsPdf } from './label-pdf';
import {
  type BookedParcel,
  type NdrInstruction,
  type ShippingProvider,
  ShippingProviderError,
  type TrackingUpdate,
} from './provider';

export const SANDBOX_COURIER = 'Sandbox Courier (test)';

export interface SandboxShippingProvider extends ShippingProvider {
  readonly kind: 'sandbox';
  /** The sandbox page's step: adds it to the parcel's history (the webhook handler then re-reads it). */
  advance(awb: string, stage: TrackingStage, at: Date, reason?: string): TrackingUpdate;
  /** The shopper's or the admin's NDR answers, as the sandbox received them. */
  instructions(awb: string): NdrInstruction[];
  /** How many bookings each reference got: tests check nothing is booked twice. */
  bookings(reference: string): number;
}

const token = () => randomBytes(5).toString('hex').toUpperCase();

export function createSandboxShippingProvider(publicUrl: string): SandboxShippingProvider {
  const booked = new Map<string, BookedParcel>();
  const counts = new Map<string, number>();
  const history = new Map<string, TrackingUpdate[]>();
  const ndr = new Map<string, NdrInstruction[]>();

  const bookParcel = (reference: string, prefix: string): BookedParcel => {
    const earlier = booked.get(`${prefix}:${reference}`);
    if (earlier) return earlier;
    counts.set(reference, (counts.get(reference) ?? 0) + 1);
    const awb = `TEST${prefix}${token()}`;
    const parcel = {
      providerOrderId: `SBX-ORDER-${token()}`,
      providerShipmentId: `SBX-SHIP-${token()}`,
      awb,
      courier: SANDBOX_COURIER,
      // The shopper's own order page shows every step; the sandbox has no courier site.
      trackingUrl: `${publicUrl}${paths.order(reference)}`,
    };
    booked.set(`${prefix}:${reference}`, parcel);
    history.set(awb, []);
    return parcel;
  };

  return {
    kind: 'sandbox',
    async serviceability({ deliveryPincode, pickupPincode }) {
      const place = lookUpPincode(deliveryPincode);
      if (!place) return { serviceable: false, codAvailable: false, estimatedDays: null };
      // Nearer is quicker: the same postal zone (first digit) takes 2 days, elsewhere 4.
      const sameZone = deliveryPincode[0] === pickupPincode[0];
      return { serviceable: true, codAvailable: true, estimatedDays: sameZone ? 2 : 4 };
    },
    async book(request) {
      if (!lookUpPincode(request.address.pincode))
        throw new ShippingProviderError(`Pincode ${request.address.pincode} is not serviceable`, 422);
      return bookParcel(request.reference, 'F');
    },
    async bookReturn(request) {
      return bookParcel(request.reference, 'R');
    },
    labels: sandboxLabelsPdf,
    async requestPickup(ids) {
      return { message: `Sandbox pickup requested for ${ids.length} parcel${ids.length === 1 ? '' : 's'}` };
    },
    async cancel() {},
    async track(awb) {
      const steps = history.get(awb);
      if (!steps) throw new ShippingProviderError(`Unknown sandbox AWB ${awb}`, 404);
      return steps.map((step) => ({ ...step }));
    },
    async ndrAction(awb, instruction) {
      ndr.set(awb, [...(ndr.get(awb) ?? []), instruction]);
    },
    advance(awb, stage, at, reason) {
      const steps = history.get(awb) ?? [];
      const attempt = steps.filter((step) => step.stage === stage).length + 1;
      const update = {
        key: stage === 'failed_attempt' || stage === 'out_for_delivery' ? `${stage}:${attempt}` : stage,
        stage,
        at,
        ...(reason ? { reason } : {}),
      };
      history.set(awb, [...steps, update]);
      return update;
    },
    instructions: (awb) => ndr.get(awb) ?? [],
    bookings: (reference) => counts.get(reference) ?? 0,
  };
}
