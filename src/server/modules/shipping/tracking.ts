/**
 * The courier's updates become order events and statuses (docs/product.md, "Shipping"). The
 * webhook only says "look at this AWB": the shipment is re-read from the provider, and its whole
 * history is applied under the order's lock. Each step is recorded once (shipment_events' key),
 * and the order's status follows from the set of steps seen, never from the one that arrived
 * last: any delivered step makes it `delivered`, else any RTO step makes it `rto`. So duplicates
 * and late arrivals change nothing, and the outcome does not depend on the order updates come in.
 * The shopper's WhatsApp message for "out for delivery" and "failed attempt" is sent where its
 * step is first recorded, so a repeated webhook sends nothing again; "dispatched" and "delivered"
 * are sent by the orders module with their mails (docs/product.md section 20).
 */
import type { AppDeps } from '#server/deps';
import { paths } from '#shared/paths';
import { STAGE_LABELS, TRACKING_STAGES, type TrackingStage } from '#shared/shipping';
import { sendOrderMessage } from '../messaging/order-messages';
import {
  applyCourierOutcome,
  type CourierOutcome,
  findOrderById,
  lockOrder,
  queueOrderMail,
  recordEvent,
} from '../orders';
import type { TrackingUpdate } from './provider';
import {
  eventsOfShipment,
  findShipmentByAwb,
  recordShipmentEvent,
  setNdrAction,
  setStage,
} from './shipments';

const PROVIDER: string = 'provider';

const RANK = new Map<string, number>(TRACKING_STAGES.map((stage, index) => [stage, index]));

export interface TrackingResult {
  known: boolean;
  applied: number;
}

/** The order's outcome from every step seen: delivered wins over a return to origin. */
function outcomeOf(stages: Set<string>): CourierOutcome | undefined {
  if (stages.has('delivered')) return 'delivered';
  if (stages.has('rto_started') || stages.has('rto_delivered')) return 'rto';
  return undefined;
}

/** The step the parcel stands at: the latest by the courier's time, ties by the usual order. */
function currentStage<E extends { stage: string; occurredAt: Date }>(events: E[]): E | undefined {
  let best: E | undefined;
  for (const event of events) {
    if (
      !best ||
      event.occurredAt > best.occurredAt ||
      (event.occurredAt.getTime() === best.occurredAt.getTime() &&
        (RANK.get(event.stage) ?? 0) > (RANK.get(best.stage) ?? 0))
    )
      best = event;
  }
  return best;
}

export async function applyTracking(
  deps: Pick<AppDeps, 'db' | 'shipping' | 'clock'> & { config: { publicUrl: string } },
  awb: string,
): Promise<TrackingResult> {
  const shipment = await findShipmentByAwb(deps.db, awb);
  if (!shipment) return { known: false, applied: 0 };
  // Never trust the webhook's body: the provider's own record is the truth.
  const updates: TrackingUpdate[] = await deps.shipping.track(awb);
  return deps.db.transaction(async (tx) => {
    // The order's row serialises every update of its parcels.
    const order = await lockOrder(tx, shipment.orderId);
    if (!order) return { known: false, applied: 0 };
    let applied = 0;
    const failedAttempts: TrackingUpdate[] = [];
    const recorded = new Set<string>();
    for (const update of updates) {
      if (!(await recordShipmentEvent(tx, shipment.id, update))) continue;
      applied += 1;
      recorded.add(update.key);
      const prefix = shipment.kind === 'reverse' ? 'return_pickup' : 'shipment';
      await recordEvent(tx, {
        orderDbId: order.id,
        actor: PROVIDER,
        type: `${prefix}_${update.stage}`,
        data: { awb, stage: update.stage, ...(update.reason ? { reason: update.reason } : {}) },
        at: update.at,
      });
      if (update.stage === 'failed_attempt') failedAttempts.push(update);
    }
    const events = await eventsOfShipment(tx, shipment.id);
    const current = currentStage(events);
    await setStage(
      tx,
      shipment.id,
      {
        stage: current?.stage ?? null,
        ndrReason: current?.stage === 'failed_attempt' ? (current.reason ?? null) : null,
      },
      deps.clock(),
    );
    // A new failed attempt is a new question: the answer to the one before is spent.
    if (failedAttempts.length > 0) await setNdrAction(tx, shipment.id, null, deps.clock());
    if (shipment.kind === 'forward') {
      const outcome = outcomeOf(new Set(events.map((event) => event.stage)));
      if (outcome) {
        const step = events.find((event) =>
          outcome === 'delivered' ? event.stage === 'delivered' : event.stage.startsWith('rto'),
        )!;
        await applyCourierOutcome(tx, order.id, outcome, { at: step.occurredAt, actor: PROVIDER, awb });
      }
      const latest = await findOrderById(tx, order.id);
      // Each new failed attempt reaches the shopper while the parcel is still theirs to receive.
      if (latest?.status === 'dispatched' && current?.stage === 'failed_attempt') {
        for (const attempt of failedAttempts)
          await queueFailedAttemptMail(tx, latest, attempt, deps.config.publicUrl);
      }
      // The step the parcel stands at, when this update recorded it: older steps are news no more.
      if (latest?.status === 'dispatched' && current && recorded.has(current.key))
        await sendStepMessage(tx, latest, current, deps.config.publicUrl);
    }
    return { known: true, applied };
  });
}

function sendStepMessage(
  tx: Parameters<typeof queueOrderMail>[0],
  order: Parameters<typeof queueOrderMail>[1],
  step: { key: string; stage: string; reason: string | null },
  publicUrl: string,
) {
  if (step.stage === 'out_for_delivery')
    return sendOrderMessage(tx, 'out_for_delivery', order, {}, { step: step.key });
  if (step.stage === 'failed_attempt')
    return sendOrderMessage(
      tx,
      'failed_attempt',
      order,
      {
        reason: step.reason || 'no reason given',
        reattemptUrl: `${publicUrl}${paths.order(order.orderId)}#delivery`,
      },
      { step: step.key },
    );
  return undefined;
}

function queueFailedAttemptMail(
  tx: Parameters<typeof queueOrderMail>[0],
  order: Parameters<typeof queueOrderMail>[1],
  attempt: TrackingUpdate,
  publicUrl: string,
) {
  const reason = attempt.reason ? ` The courier says: "${attempt.reason}".` : '';
  return queueOrderMail(tx, order, `We could not deliver order ${order.orderId}`, [
    `The courier tried to deliver your order ${order.orderId} but could not.${reason}`,
    {
      text: 'Choose a day for another attempt, or correct your address or phone number, on your order page.',
      link: { label: 'Ask for another attempt', url: `${publicUrl}${paths.order(order.orderId)}#delivery` },
    },
  ]);
}

export const stageLabel = (stage: TrackingStage) => STAGE_LABELS[stage];
