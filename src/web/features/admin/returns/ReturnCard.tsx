/** One return in the back office's queue: what comes back, why, and the next step's controls. */
import { useState } from 'react';
import { Link } from 'react-router';
import { PAYMENT_METHOD_LABELS } from '#shared/admin-orders';
import {
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
  type ReturnJson,
  type ReturnPickupJson,
} from '#shared/after-order';
import { formatRupees } from '#shared/money';
import { paths } from '#shared/paths';
import { Badge } from '#web/components/ui/Badge';
import { Button, textLink } from '#web/components/ui/Button';
import { ProductThumb } from '#web/components/ui/ProductThumb';
import { approveReturn, bookReturnPickup, receiveReturn, rejectReturn } from '../admin-api';
import { AdminOrderLink } from '../orders/AdminOrderLink';
import type { Can } from '../use-can';
import { type Act, ReceiveDialog, RefundForm, RejectDialog } from './ReturnStepForms';

const created = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

export function ReturnCard({
  item,
  busy,
  act,
  can,
}: {
  item: ReturnJson;
  busy: boolean;
  act: Act;
  /** The member's permissions: a step their roles would refuse is not offered (BUSINESS.md 15). */
  can: Can;
}) {
  const [dialog, setDialog] = useState<'reject' | 'receive' | null>(null);
  const headingId = `return-${item.returnId}`;
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-neutral-200 bg-white p-4 sm:p-5">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="font-bold">
            {item.returnId} · {item.resolution === 'exchange' ? 'Exchange' : 'Refund'}
          </h2>
          <p className="text-sm text-neutral-700">
            Order <AdminOrderLink orderId={item.orderId} /> · {item.userName} ·{' '}
            {PAYMENT_METHOD_LABELS[item.paymentMethod]} · {created.format(new Date(item.createdAt))}
          </p>
        </div>
        <Badge tone={item.status === 'rejected' ? 'red' : item.status === 'requested' ? 'yellow' : 'neutral'}>
          {RETURN_STATUS_LABELS[item.status]}
        </Badge>
      </header>
      <ul className="mt-3 flex flex-col gap-2">
        {item.lines.map((line) => (
          <li key={line.lineId} className="flex items-center gap-3 text-sm">
            <ProductThumb src={line.image} alt="" size="xs" />
            <span>
              {line.quantity} × {line.name}, size {line.size}
              {line.exchangeSize && <strong> → size {line.exchangeSize}</strong>}
              <span className="block text-xs text-neutral-700">{formatRupees(line.price)} each</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm">
        <span className="font-medium">{RETURN_REASON_LABELS[item.reason]}</span>
        {item.note && <span className="text-neutral-800">: {item.note}</span>}
      </p>
      {item.refundTo && (
        <p className="mt-1 text-sm">
          Refund to: <span className="font-medium">{REFUND_TO_LABELS[item.refundTo]}</span>
          {item.payout && (
            <>
              {' '}
              · <span className="font-mono break-all">{item.payout}</span>
            </>
          )}
        </p>
      )}
      {item.pickup && <Pickup pickup={item.pickup} />}
      <Outcome item={item} />
      <div className="mt-4 flex flex-wrap items-end gap-3">
        {item.status === 'requested' && can('returns.decide') && (
          <>
            <Button
              size="sm"
              disabled={busy}
              onClick={() =>
                act(
                  item,
                  () => approveReturn(item.returnId),
                  (done) =>
                    [
                      done.exchangeOrderId
                        ? `Return ${item.returnId} approved; exchange order ${done.exchangeOrderId} placed.`
                        : `Return ${item.returnId} approved.`,
                      done.pickup && pickupInWords(done.pickup),
                    ]
                      .filter(Boolean)
                      .join(' '),
                )
              }
            >
              Approve
            </Button>
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => setDialog('reject')}>
              Reject
            </Button>
          </>
        )}
        {item.status === 'approved' && can('returns.receive') && (
          <Button size="sm" disabled={busy} onClick={() => setDialog('receive')}>
            Mark received
          </Button>
        )}
        {item.status === 'approved' && item.pickup?.state === 'failed' && can('returns.receive') && (
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() =>
              act(
                item,
                () => bookReturnPickup(item.returnId),
                (done) => `${item.returnId}: ${done.pickup ? pickupInWords(done.pickup) : 'pickup booked.'}`,
              )
            }
          >
            Book pickup again
          </Button>
        )}
        {item.status === 'received' && item.resolution === 'refund' && can('refunds.issue') && (
          <RefundForm item={item} busy={busy} act={act} />
        )}
      </div>
      {dialog === 'reject' && (
        <RejectDialog
          item={item}
          onClose={() => setDialog(null)}
          onReject={(reason) => {
            setDialog(null);
            act(
              item,
              () => rejectReturn(item.returnId, reason),
              () => `Return ${item.returnId} rejected.`,
            );
          }}
        />
      )}
      {dialog === 'receive' && (
        <ReceiveDialog
          item={item}
          onClose={() => setDialog(null)}
          onReceive={(restock) => {
            setDialog(null);
            act(
              item,
              () => receiveReturn(item.returnId, restock),
              () => `Return ${item.returnId} received${restock ? '; its units are back in stock' : ''}.`,
            );
          }}
        />
      )}
    </article>
  );
}

/** The shopper's choice of how a refund of an order not paid online is made (docs/product.md section 22). */
const REFUND_TO_LABELS = { store_credit: 'Store credit', transfer: 'Bank or UPI transfer' } as const;

/** The courier's pickup in one sentence, for the card and the step's notice. */
function pickupInWords(pickup: ReturnPickupJson): string {
  if (pickup.state === 'booking') return 'The pickup is being booked with the courier service.';
  if (pickup.state === 'failed')
    return `${pickup.reason.replace(/\.$/, '')}. Book it again, or arrange the pickup by hand.`;
  const fee = pickup.fee > 0 ? `; ${formatRupees(pickup.fee)} pickup fee kept from the refund` : '';
  return `Pickup booked with ${pickup.courier} (AWB ${pickup.awb})${fee}.`;
}

function Pickup({ pickup }: { pickup: ReturnPickupJson }) {
  if (pickup.state === 'failed')
    return (
      <p role="status" className="mt-2 text-sm font-medium text-red-800">
        {pickupInWords(pickup)}
      </p>
    );
  return (
    <p className="mt-2 text-sm text-neutral-800">
      {pickupInWords(pickup)}{' '}
      {pickup.state === 'booked' && pickup.trackingUrl && (
        <a href={pickup.trackingUrl} target="_blank" rel="noreferrer" className="underline">
          Track the pickup
        </a>
      )}
    </p>
  );
}

function Outcome({ item }: { item: ReturnJson }) {
  const facts = [
    item.rejectReason && `Rejected: ${item.rejectReason}`,
    item.restocked !== null && (item.restocked ? 'Units back in stock' : 'Units not restocked'),
    item.refunded !== null &&
      `Refunded ${formatRupees(item.refunded)}${item.refundTo === 'store_credit' ? ' to store credit' : ''}${item.refundReference ? ` (reference ${item.refundReference})` : ''}`,
  ].filter(Boolean);
  if (facts.length === 0 && !item.exchangeOrderId) return null;
  return (
    <p className="mt-2 text-sm text-neutral-800">
      {item.exchangeOrderId && (
        <>
          Exchange order{' '}
          <Link to={paths.adminOrder(item.exchangeOrderId)} className={textLink}>
            {item.exchangeOrderId}
          </Link>
          {facts.length > 0 && ' · '}
        </>
      )}
      {facts.join(' · ')}
    </p>
  );
}
