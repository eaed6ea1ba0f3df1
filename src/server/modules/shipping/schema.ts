/**
 * Parcels booked with the shipping provider and their tracking updates.
 * Only this module's code queries them (docs/architecture.md section 3); src/server/db/schema.ts
 * lists them for Drizzle.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '#server/db/columns';
import { orders } from '#server/modules/orders/schema';

/**
 * A parcel booked with the shipping provider (docs/product.md, "Shipping";
 * docs/decisions/024-shipping-provider.md). `idempotency_key` is unique: a forward shipment's is
 * the order id, so two admins shipping the same order at once book it once. `state` is the
 * booking's; `stage` is the last tracking step the order has reached.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind', { enum: ['forward', 'reverse'] })
      .notNull()
      .default('forward'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    provider: text('provider').notNull(),
    state: text('state', { enum: ['booking', 'booked', 'failed', 'cancelled'] }).notNull(),
    providerOrderId: text('provider_order_id'),
    providerShipmentId: text('provider_shipment_id'),
    awb: text('awb'),
    courier: text('courier'),
    trackingUrl: text('tracking_url'),
    stage: text('stage'),
    ndrReason: text('ndr_reason'),
    ndrAction: text('ndr_action'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('shipments_order').on(t.orderId),
    uniqueIndex('shipments_awb').on(t.awb),
    index('shipments_ndr').on(t.stage).where(sql`${t.stage} = 'failed_attempt'`),
    check('shipments_kind', sql`${t.kind} in ('forward', 'reverse')`),
    check('shipments_state', sql`${t.state} in ('booking', 'booked', 'failed', 'cancelled')`),
  ],
);

/** Each tracking update applied once: `key` names the step (and the attempt, for failed ones). */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id),
    key: text('key').notNull(),
    stage: text('stage').notNull(),
    reason: text('reason'),
    occurredAt: tstz('occurred_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('shipment_events_key').on(t.shipmentId, t.key)],
);
