/**
 * The webhook property (docs/product.md, "Shipping"): whatever order a parcel's updates arrive
 * in, and however often each is repeated, the order ends in the same status with the same
 * events, each once. The sandbox courier stands in for the provider: each step is added to its
 * history in the courier's order, and the webhooks announcing them are delivered late, shuffled
 * and duplicated; every delivery re-reads the history, as the shop does with Shiprocket.
 */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderEvents, orders } from '#server/db/schema';
import type { TrackingStage } from '#shared/shipping';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import { insertBackOfficeOrder } from '#tests/support/back-office-factories';
import { createAdmin, createProduct, createShopper } from '#tests/support/factories';
import { saveInvoiceSettings } from '#tests/support/invoice-factories';
import { createSandboxShippingProvider } from './sandbox-provider';

const TOKEN = 'property-webhook-token';

/** A parcel's life as couriers report it: picked up, moving, attempts, then delivered or sent back. */
const history = fc
  .record({
    transitScans: fc.integer({ min: 0, max: 2 }),
    failedAttempts: fc.integer({ min: 0, max: 2 }),
    end: fc.constantFrom('delivered', 'rto', 'none'),
  })
  .map(({ transitScans, failedAttempts, end }) => {
    const steps: { stage: TrackingStage; reason?: string }[] = [{ stage: 'picked_up' }];
    for (let i = 0; i < transitScans; i++) steps.push({ stage: 'in_transit' });
    for (let i = 0; i < failedAttempts; i++) {
      steps.push({ stage: 'out_for_delivery' });
      steps.push({ stage: 'failed_attempt', reason: `Attempt ${i + 1}: door locked` });
    }
    if (end === 'delivered') steps.push({ stage: 'out_for_delivery' }, { stage: 'delivered' });
    if (end === 'rto') steps.push({ stage: 'rto_started' }, { stage: 'rto_delivered' });
    return steps;
  });

describe('tracking updates in any order', async () => {
  const shipping = createSandboxShippingProvider('http://localhost:3000');
  const { app, database, clock } = await createTestApp({ SHIPPING_WEBHOOK_TOKEN: TOKEN }, { shipping });
  const db = database.db;
  await saveInvoiceSettings(db);
  const admin = await createAdmin(db);
  const shopper = await createShopper(db);
  const product = await createProduct(db);
  await app.ready();

  /** Ships a fresh order and plays the schedule; answers its final status and events. */
  async function play(steps: { stage: TrackingStage; reason?: string }[], deliveries: number[][]) {
    const { orderId, id } = await insertBackOfficeOrder(db, { userId: shopper.id, lines: [{ product }] });
    const shipped = await app.inject({
      method: 'POST',
      url: '/api/admins/shipping/ship',
      headers: headersFor(admin),
      payload: { orderIds: [orderId] },
    });
    expect(shipped.json().shipped).toBe(1);
    const awb = (await db.select().from(orders).where(eq(orders.id, id)))[0]!.trackingId!;
    const start = clock().getTime();
    // Step i happens at minute i; its webhook copies arrive at the minutes given, any time after.
    const timeline: { at: number; publish?: number; deliver?: number }[] = steps.map((_, i) => ({
      at: i * 100,
      publish: i,
    }));
    deliveries.forEach((delays, i) => {
      for (const delay of delays) timeline.push({ at: i * 100 + delay, deliver: i });
    });
    timeline.sort((a, b) => a.at - b.at || (a.publish !== undefined ? -1 : 1));
    for (const moment of timeline) {
      if (moment.publish !== undefined) {
        const step = steps[moment.publish]!;
        shipping.advance(awb, step.stage, new Date(start + moment.publish * 60_000), step.reason);
      } else {
        const res = await app.inject({
          method: 'POST',
          url: '/api/shipping/tracking-updates',
          headers: { 'x-api-key': TOKEN },
          payload: { awb, current_status: 'anything' },
        });
        expect(res.statusCode).toBe(200);
      }
    }
    const [order] = await db.select().from(orders).where(eq(orders.id, id));
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
    const afterDispatch = events
      .filter((e) => !['placed', 'dispatched'].includes(e.type))
      .map((e) =>
        JSON.stringify({
          type: e.type,
          data: { ...(e.data as object), awb: undefined },
          at: e.createdAt.getTime() - start,
        }),
      )
      .sort();
    return {
      status: order!.status,
      deliveredAfter: order!.deliveredAt ? order!.deliveredAt.getTime() - start : null,
      events: afterDispatch,
    };
  }

  it('ends in the same status and events, each once', async () => {
    await fc.assert(
      fc.asyncProperty(
        history.chain((steps) =>
          fc.tuple(
            fc.constant(steps),
            // Each step's webhook: delivered 1 to 3 times, each copy 1 to 999 "seconds" after the step.
            fc.array(fc.array(fc.integer({ min: 1, max: 999 }), { minLength: 1, maxLength: 3 }), {
              minLength: steps.length,
              maxLength: steps.length,
            }),
          ),
        ),
        async ([steps, deliveries]) => {
          const shuffled = await play(steps, deliveries);
          const inOrder = await play(
            steps,
            steps.map(() => [1]),
          );
          expect(shuffled).toEqual(inOrder);
          // Each step is one event (repeated scans of one step are one step), and the status follows the ending.
          const distinct = new Set(
            steps.map((step, i) =>
              step.stage === 'out_for_delivery' || step.stage === 'failed_attempt'
                ? `${step.stage}:${i}`
                : step.stage,
            ),
          );
          expect(shuffled.events.filter((e) => e.includes('"shipment_'))).toHaveLength(distinct.size);
          const ends = steps.at(-1)!.stage;
          expect(shuffled.status).toBe(
            ends === 'delivered' ? 'delivered' : ends === 'rto_delivered' ? 'rto' : 'dispatched',
          );
        },
      ),
      { numRuns: 20 },
    );
  }, 120_000);
});
