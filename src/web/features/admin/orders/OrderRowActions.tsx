/**
 * One order's tools in the orders table (docs/product.md sections 4 and 15, "Shipping", "Invoices"):
 * dispatch, deliver or cancel it, ship it with the courier, its label, return to origin, its GST
 * documents and its packing slip. The page owns what they do, so one notice and one refresh serve all.
 */
import type { CreditNoteJson } from '#shared/invoices';
import { hasInvoice } from '#shared/invoices';
import type { OrderJson } from '#shared/orders';
import { Button } from '#web/components/ui/Button';
import { dispatchOrder, downloadLabels, downloadPackingSlips, markDelivered } from '../admin-api';
import type { Can } from '../use-can';
import { AdminCreditNoteButton, AdminInvoiceButton } from './AdminPdfButton';
import { markReturningToOrigin, receiveReturnToOrigin } from './cod-api';
import { DispatchCell } from './DispatchCell';
import { RtoCell } from './RtoCell';

/** A download or courier booking under way for the whole page: one at a time. */
export type BusyTool = 'export' | 'slips' | 'ship' | 'labels';

/** What the orders page does for its toolbar and for each row, reporting through its notice. */
export interface OrderPageActions {
  act(orderId: string, action: () => Promise<unknown>, success: string): Promise<void>;
  ship(orderIds: string[]): Promise<void>;
  download(kind: Exclude<BusyTool, 'ship'>, run: () => Promise<void>): Promise<void>;
}

export function OrderRowActions({
  order,
  couriers,
  creditNotes,
  rowBusy,
  toolBusy,
  actions: { act, ship, download },
  onCancel,
  onError,
  can,
}: {
  order: OrderJson;
  couriers: string[];
  creditNotes: CreditNoteJson[] | undefined;
  /** An action on this order is under way. */
  rowBusy: boolean;
  toolBusy: BusyTool | null;
  actions: OrderPageActions;
  onCancel(): void;
  onError(text: string): void;
  /** The member's permissions: a tool their roles would refuse is not shown. */
  can: Can;
}) {
  const dispatch = can('orders.dispatch');
  return (
    <div className="flex flex-col gap-2">
      <DispatchCell
        order={order}
        couriers={couriers}
        busy={rowBusy}
        onDispatch={(courier, trackingId) =>
          act(
            order.orderId,
            () => dispatchOrder(order.orderId, courier, trackingId),
            `Order ${order.orderId} dispatched with ${courier}.`,
          )
        }
        onDelivered={() =>
          act(order.orderId, () => markDelivered([order.orderId]), `Order ${order.orderId} marked delivered.`)
        }
        onCancel={onCancel}
        allowed={{ dispatch, cancel: can('orders.cancel') }}
      />
      {dispatch && order.status === 'captured' && (
        <Button
          size="sm"
          className="w-40"
          disabled={toolBusy !== null}
          aria-label={`Ship with courier: order ${order.orderId}`}
          onClick={() => ship([order.orderId])}
        >
          Ship with courier
        </Button>
      )}
      {dispatch && order.status === 'dispatched' && (
        <Button
          variant="ghost"
          size="sm"
          className="w-40 border border-neutral-300"
          disabled={toolBusy !== null}
          aria-label={`Label for order ${order.orderId} (shipping label)`}
          onClick={() => download('labels', () => downloadLabels([order.orderId]))}
        >
          Label
        </Button>
      )}
      <RtoCell
        order={order}
        allowed={{ mark: dispatch, receive: can('returns.receive') }}
        busy={rowBusy}
        onRto={() =>
          act(
            order.orderId,
            () => markReturningToOrigin(order.orderId),
            `Order ${order.orderId} is returning to origin.`,
          )
        }
        onReceived={(restock) =>
          act(
            order.orderId,
            () => receiveReturnToOrigin(order.orderId, restock),
            `Order ${order.orderId} received back${restock ? ' into stock' : ''}; its invoice is cancelled by a credit note.`,
          )
        }
      />
      {can('invoices.read') && hasInvoice(order.status) && (
        <AdminInvoiceButton orderId={order.orderId} onError={onError} />
      )}
      {can('invoices.read') &&
        creditNotes?.map((note) => (
          <AdminCreditNoteButton key={note.number} orderId={order.orderId} note={note} onError={onError} />
        ))}
      {dispatch && (
        <Button
          variant="ghost"
          size="sm"
          className="w-40 border border-neutral-300"
          disabled={toolBusy !== null}
          aria-label={`Packing slip for order ${order.orderId}`}
          onClick={() => download('slips', () => downloadPackingSlips([order.orderId]))}
        >
          Packing slip
        </Button>
      )}
    </div>
  );
}
