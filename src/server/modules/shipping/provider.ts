/**
 * What the shop needs from a shipping aggregator (docs/product.md, "Shipping";
 * docs/decisions/024-shipping-provider.md). `shiprocket` talks to Shiprocket's REST API;
 * `sandbox` is a keyless stand-in for development and browser tests. Chosen like payments
 * (choose-provider.ts).
 */
import type { TrackingStage } from '#shared/shipping';

export interface ParcelAddress {
  name: string;
  phone: string;
  email: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  pincode: string;
}

export interface ParcelRequest {
  /** The shop's own reference, the order id: the provider's order is found by it again after a timeout. */
  reference: string;
  orderDate: Date;
  address: ParcelAddress;
  items: { name: string; sku: string; units: number; sellingPricePaise: number }[];
  paymentMethod: 'cod' | 'prepaid';
  subTotalPaise: number;
  /**
   * What the courier collects in cash: for COD the grand total with its COD fee, less partial
   * COD's token and store credit paid before (BUSINESS.md section 7); 0 for prepaid.
   */
  codAmountPaise: number;
  weightGrams: number;
  boxCm: { length: number; breadth: number; height: number };
  pickupPincode: string;
}

export interface BookedParcel {
  providerOrderId: string;
  providerShipmentId: string;
  awb: string;
  courier: string;
  trackingUrl: string;
}

/** What a label shows; the sandbox draws from it, Shiprocket draws its own from the shipment id. */
export interface LabelParcel {
  reference: string;
  providerShipmentId: string;
  awb: string;
  courier: string;
  address: ParcelAddress;
  codAmountPaise: number;
  weightGrams: number;
}

export interface Serviceability {
  serviceable: boolean;
  codAvailable: boolean;
  /** The courier's estimate in days from dispatch; null when it gave none. */
  estimatedDays: number | null;
}

/** One step the courier reported; `key` tells two failed attempts apart and a repeat from a new one. */
export interface TrackingUpdate {
  key: string;
  stage: TrackingStage;
  at: Date;
  reason?: string;
}

export type NdrInstruction =
  | { action: 'reattempt'; date: string; address?: string; phone?: string; comment: string }
  | { action: 'return'; comment: string };

export interface ShippingProvider {
  readonly kind: 'shiprocket' | 'sandbox';
  serviceability(input: {
    pickupPincode: string;
    deliveryPincode: string;
    weightGrams: number;
    cod: boolean;
  }): Promise<Serviceability>;
  /** Books the parcel: safe to call again for the same reference (finds the earlier booking first). */
  book(request: ParcelRequest): Promise<BookedParcel>;
  /** A reverse pickup from the shopper back to the pickup address. */
  bookReturn(request: ParcelRequest): Promise<BookedParcel>;
  /** One PDF with a label per parcel, in the order given. */
  labels(parcels: LabelParcel[]): Promise<Buffer>;
  requestPickup(providerShipmentIds: string[]): Promise<{ message: string }>;
  cancel(providerOrderId: string): Promise<void>;
  /** The shipment's whole history as the provider has it now: what the webhook handler acts on. */
  track(awb: string): Promise<TrackingUpdate[]>;
  ndrAction(awb: string, instruction: NdrInstruction): Promise<void>;
}

export class ShippingProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    /** True when the request may have reached the provider (a timeout, a 5xx): look before booking again. */
    readonly uncertain = false,
  ) {
    super(message);
    this.name = 'ShippingProviderError';
  }
}
