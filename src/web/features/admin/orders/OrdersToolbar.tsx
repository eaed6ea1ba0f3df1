/**
 * The orders page's toolbar (docs/product.md sections 4 and 15, "Shipping"): export what matches as
 * CSV, dispatch many from a CSV, and act on the selection: packing slips, courier booking, labels
 * and marking Dispatched orders delivered.
 */
import type { OrderJson } from '#shared/orders';
import { Button } from '#web/components/ui/Button';
import { downloadLabels, downloadOrdersCsv, downloadPackingSlips, markDelivered } from '../admin-api';
import type { Can } from '../use-can';
import type { BusyTool, OrderPageActions } from './OrderRowActions';

/**
 * A button acting on a selection that is empty looks empty, not merely faded (issue 40 point 17):
 * grey, outlined, no fill.
 */
const emptyLook = 'border border-dashed border-neutral-400 !bg-neutral-50 !text-neutral-600 !opacity-100';

export function OrdersToolbar({
  filterQuery,
  selected,
  toShip,
  picked,
  busy,
  busyOrder,
  actions: { act, ship, download },
  onBulkDispatch,
  can,
}: {
  /** The filters as a query string, so the export holds what the table matches. */
  filterQuery: string;
  selected: ReadonlySet<string>;
  /** Selected orders the courier can be booked for (Processed). */
  toShip: OrderJson[];
  /** Selected Dispatched orders, for labels and delivery. */
  picked: OrderJson[];
  busy: BusyTool | null;
  busyOrder: string | null;
  actions: OrderPageActions;
  onBulkDispatch(): void;
  /** The member's permissions: the export and the dispatch tools each need their own. */
  can: Can;
}) {
  const exportButton = can('orders.export') && (
    <Button
      variant="secondary"
      size="sm"
      disabled={busy !== null}
      onClick={() => download('export', () => downloadOrdersCsv(filterQuery))}
    >
      {busy === 'export' ? 'Exporting…' : 'Export CSV'}
    </Button>
  );
  if (!can('orders.dispatch')) return exportButton || null;
  return (
    <div className="flex flex-wrap gap-2">
      {exportButton}
      <Button variant="secondary" size="sm" onClick={onBulkDispatch}>
        Bulk dispatch
      </Button>
      <Button
        size="sm"
        disabled={selected.size === 0 || busy !== null}
        className={selected.size === 0 ? emptyLook : undefined}
        onClick={() => download('slips', () => downloadPackingSlips([...selected]))}
      >
        {busy === 'slips' ? 'Preparing…' : `Packing slips (${selected.size})`}
      </Button>
      <Button
        size="sm"
        disabled={toShip.length === 0 || busy !== null}
        className={toShip.length === 0 ? emptyLook : undefined}
        onClick={() => ship(toShip.map((order) => order.orderId))}
      >
        {busy === 'ship' ? 'Shipping…' : `Ship with courier (${toShip.length})`}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        disabled={picked.length === 0 || busy !== null}
        className={picked.length === 0 ? emptyLook : undefined}
        onClick={() => download('labels', () => downloadLabels(picked.map((order) => order.orderId)))}
      >
        {busy === 'labels' ? 'Preparing…' : `Labels (${picked.length})`}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        disabled={picked.length === 0 || busyOrder !== null}
        className={picked.length === 0 ? emptyLook : undefined}
        onClick={() =>
          act(
            'selected',
            () => markDelivered(picked.map((order) => order.orderId)),
            picked.length === 1
              ? `Order ${picked[0]!.orderId} marked delivered.`
              : `${picked.length} orders marked delivered.`,
          )
        }
      >
        Mark selected delivered{picked.length > 0 ? ` (${picked.length})` : ''}
      </Button>
    </div>
  );
}
