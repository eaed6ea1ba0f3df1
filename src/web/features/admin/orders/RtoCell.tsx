/**
 * Return to origin in the dispatch column (docs/product.md section 22): a dispatched parcel the
 * courier is bringing back is marked "Returning to origin"; once it is back, the admin receives
 * it, choosing whether its units go back into stock. Receiving cancels the invoice with a credit
 * note and refunds an online payment in full.
 */
import type { OrderJson } from '#shared/orders';
import { Button } from '#web/components/ui/Button';

export function RtoCell({
  order,
  busy,
  onRto,
  onReceived,
  allowed,
}: {
  order: OrderJson;
  busy: boolean;
  /** Marking needs dispatch rights, receiving the parcel back returns' (BUSINESS.md section 15). */
  allowed: { mark: boolean; receive: boolean };
  onRto: () => void;
  onReceived: (restock: boolean) => void;
}) {
  if (order.status === 'dispatched' && allowed.mark)
    return (
      <Button
        variant="ghost"
        size="sm"
        disabled={busy}
        onClick={onRto}
        aria-label={`Returning to origin: order ${order.orderId}`}
      >
        Returning to origin
      </Button>
    );
  if (order.status !== 'rto' || !allowed.receive) return null;
  return (
    <div className="flex w-40 flex-col gap-2">
      <Button
        size="sm"
        disabled={busy}
        onClick={() => onReceived(true)}
        aria-label={`Received, restock: order ${order.orderId} back into stock`}
      >
        Received, restock
      </Button>
      <Button
        variant="secondary"
        size="sm"
        disabled={busy}
        onClick={() => onReceived(false)}
        aria-label={`Received, don't restock: order ${order.orderId}`}
      >
        Received, don't restock
      </Button>
    </div>
  );
}

/** Whether a cash-on-delivery order was confirmed from its link, flagged once it waits too long. */
export function CodConfirmationNote({ order }: { order: OrderJson }) {
  if (order.paymentMethod !== 'cod' || order.status !== 'captured') return null;
  if (order.codConfirmedAt)
    return <span className="mt-1 block text-xs font-medium text-green-800">Confirmed</span>;
  return order.codFlagged ? (
    <span className="mt-1 block text-xs font-semibold text-red-700">
      Not confirmed for over {order.codFlagHours} h
    </span>
  ) : (
    <span className="mt-1 block text-xs text-neutral-700">Not confirmed yet</span>
  );
}
