/**
 * Shiprocket's shipment status codes (its API's Tracking section; the `sr-status` of each scan)
 * mapped onto the shop's tracking steps. Codes not listed (manifested, pickup scheduled, lost,
 * damaged...) move nothing and are left to the admin.
 */
import type { TrackingStage } from '#shared/shipping';

const STAGES: Record<number, TrackingStage> = {
  6: 'picked_up', // Shipped
  42: 'picked_up', // Picked up
  18: 'in_transit', // In transit
  38: 'in_transit', // Reached destination hub
  48: 'in_transit', // Reached warehouse
  17: 'out_for_delivery',
  21: 'failed_attempt', // Undelivered (NDR)
  9: 'rto_started', // RTO initiated
  10: 'rto_delivered',
  7: 'delivered',
};

export const stageOfShiprocketStatus = (code: number): TrackingStage | undefined => STAGES[code];

/** The code for a step, as the fake Shiprocket in tests and the docs' examples write it. */
export const SHIPROCKET_STATUS_OF: Record<TrackingStage, { code: number; label: string }> = {
  picked_up: { code: 42, label: 'PICKED UP' },
  in_transit: { code: 18, label: 'IN TRANSIT' },
  out_for_delivery: { code: 17, label: 'OUT FOR DELIVERY' },
  failed_attempt: { code: 21, label: 'UNDELIVERED' },
  rto_started: { code: 9, label: 'RTO INITIATED' },
  rto_delivered: { code: 10, label: 'RTO DELIVERED' },
  delivered: { code: 7, label: 'DELIVERED' },
};
