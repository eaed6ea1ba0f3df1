/**
 * /admin/orders (docs/product.md sections 2, 4 and 15, "After the order"): the orders the filters
 * and search match, counted and paged by the server; dispatch (courier and tracking id) or cancel
 * a Processed order; mark Dispatched ones delivered one at a time or all the selected at once;
 * export what matches as CSV; dispatch many from a CSV; packing slips for one order or a
 * selection. The filters and the page live in the address, so a filtered list survives a reload.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { BulkDispatchResult } from '#shared/admin-orders';
import type { ShipSelectionResult } from '#shared/shipping';
import { Button } from '#web/components/ui/Button';
import { Notice, type NoticeState, StateNotice } from '#web/components/ui/Notice';
import { PageHeading } from '#web/components/ui/PageHeading';
import { Spinner } from '#web/components/ui/Spinner';
import { usePageTitle } from '#web/components/use-page-title';
import {
  adminKeys,
  cancelOrder,
  ordersQuery,
  reasonOf,
  searchOrders,
  shipOrders,
  useCouriers,
} from '../admin-api';
import { useCan } from '../use-can';
import { BulkDispatchDialog } from './BulkDispatchDialog';
import { BulkDispatchResults } from './BulkDispatchResults';
import { CancelOrderDialog } from './CancelOrderDialog';
import { GstExportPanel } from './GstExportPanel';
import { type FilterValues, NO_FILTERS, OrderFilters } from './OrderFilters';
import { type BusyTool, type OrderPageActions, OrderRowActions } from './OrderRowActions';
import { OrdersTable } from './OrdersTable';
import { OrdersToolbar } from './OrdersToolbar';
import { Pager } from './Pager';
import { ShipResults } from './ShipResults';

const countText = (total: number) => `${total.toLocaleString('en-IN')} ${total === 1 ? 'order' : 'orders'}`;

export function AdminOrdersPage() {
  usePageTitle('Orders');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const filters: FilterValues = {
    q: params.get('q') ?? '',
    status: params.get('status') ?? '',
    method: params.get('method') ?? '',
    confirmation: params.get('confirmation') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filterQuery = ordersQuery(filters);
  const pageQuery = ordersQuery({ ...filters, page });
  const { data, isPending, error, isFetching } = useQuery({
    queryKey: adminKeys.orders(pageQuery),
    queryFn: ({ signal }) => searchOrders(pageQuery, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const [busyOrder, setBusyOrder] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<BusyTool | null>(null);
  const [shipResult, setShipResult] = useState<ShipSelectionResult | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [bulkResult, setBulkResult] = useState<{ result: BulkDispatchResult; fileName: string } | null>(null);

  const orders = data?.orders ?? [];
  const can = useCan();
  const couriers = useCouriers(can('orders.dispatch'));
  const picked = orders.filter((order) => order.status === 'dispatched' && selected.has(order.orderId));
  const toShip = orders.filter((order) => order.status === 'captured' && selected.has(order.orderId));
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const go = (next: FilterValues, nextPage = 1) => {
    setParams(new URLSearchParams(ordersQuery({ ...next, page: nextPage })));
    setSelected(new Set());
  };

  async function act(orderId: string, action: () => Promise<unknown>, success: string) {
    setBusyOrder(orderId);
    setNotice(null);
    try {
      await action();
      setNotice({ tone: 'success', text: success });
    } catch (err) {
      setNotice({ tone: 'error', text: reasonOf(err) });
    } finally {
      setBusyOrder(null);
      setSelected(new Set());
      await queryClient.invalidateQueries({ queryKey: adminKeys.allOrders });
    }
  }

  /** Books the orders with the courier: each shipped one is dispatched and invoiced (docs/product.md, "Shipping"). */
  async function ship(orderIds: string[]) {
    setBusy('ship');
    setNotice(null);
    setShipResult(null);
    try {
      setShipResult(await shipOrders(orderIds));
      setSelected(new Set());
    } catch (err) {
      setNotice({ tone: 'error', text: reasonOf(err) });
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: adminKeys.allOrders });
    }
  }

  async function download(kind: 'export' | 'slips' | 'labels', run: () => Promise<void>) {
    setBusy(kind);
    setNotice(null);
    try {
      await run();
    } catch (err) {
      setNotice({ tone: 'error', text: reasonOf(err) });
    } finally {
      setBusy(null);
    }
  }

  const actions: OrderPageActions = { act, ship, download };

  const toggle = (orderId: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(orderId)) next.add(orderId);
      return next;
    });
  const toggleAll = () =>
    setSelected((current) =>
      orders.every((order) => current.has(order.orderId)) ? new Set() : new Set(orders.map((o) => o.orderId)),
    );

  return (
    <section className="mx-auto max-w-[90rem] px-4 py-8">
      <PageHeading title="Orders">
        <OrdersToolbar
          filterQuery={filterQuery}
          selected={selected}
          toShip={toShip}
          picked={picked}
          busy={busy}
          busyOrder={busyOrder}
          actions={actions}
          onBulkDispatch={() => setBulkOpen(true)}
          can={can}
        />
      </PageHeading>
      <OrderFilters key={filterQuery} applied={filters} onApply={(next) => go(next)} />
      {can('gst.export') && <GstExportPanel onError={(text) => setNotice({ tone: 'error', text })} />}
      {bulkResult && (
        <BulkDispatchResults
          result={bulkResult.result}
          fileName={bulkResult.fileName}
          onClose={() => setBulkResult(null)}
        />
      )}
      {shipResult && <ShipResults result={shipResult} onClose={() => setShipResult(null)} />}
      <div className="mb-4 empty:hidden">
        <StateNotice notice={notice} onClose={() => setNotice(null)} />
      </div>
      <p role="status" className="mb-3 flex items-center gap-2 text-sm font-medium text-neutral-800">
        {data && (
          <>
            {countText(data.total)}
            {filterQuery ? ' match' : ''}
            {pages > 1 && ` · page ${page} of ${pages}`}
            {selected.size > 0 && ` · ${selected.size} selected`}
          </>
        )}
        {isFetching && data && <span className="text-neutral-600">Updating…</span>}
      </p>
      {isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading orders" />
        </div>
      ) : error ? (
        <Notice tone="error">{reasonOf(error)}</Notice>
      ) : orders.length === 0 ? (
        <div className="rounded-lg border border-dashed border-neutral-300 bg-white py-16 text-center text-neutral-700">
          {filterQuery ? (
            <>
              <p>No orders match these filters.</p>
              <Button variant="ghost" size="sm" className="mt-2" onClick={() => go(NO_FILTERS)}>
                Show every order
              </Button>
            </>
          ) : (
            <p>No orders yet.</p>
          )}
        </div>
      ) : (
        <OrdersTable
          orders={orders}
          selection={can('orders.dispatch') ? { selected, toggle, toggleAll } : undefined}
          showMessages={can('orders.messages')}
          renderDispatch={(order) => (
            <OrderRowActions
              order={order}
              couriers={couriers}
              creditNotes={data?.creditNotes[order.orderId]}
              rowBusy={busyOrder === order.orderId}
              toolBusy={busy}
              actions={actions}
              onCancel={() => setCancelling(order.orderId)}
              onError={(text) => setNotice({ tone: 'error', text })}
              can={can}
            />
          )}
        />
      )}
      <Pager label="Order pages" page={page} pages={pages} onPage={(next) => go(filters, next)} />
      {cancelling && (
        <CancelOrderDialog
          orderId={cancelling}
          onClose={() => setCancelling(null)}
          onConfirm={() => {
            const orderId = cancelling;
            setCancelling(null);
            void act(orderId, () => cancelOrder(orderId), `Order ${orderId} cancelled.`);
          }}
        />
      )}
      {bulkOpen && (
        <BulkDispatchDialog
          onClose={() => setBulkOpen(false)}
          onDone={(result, fileName) => {
            setBulkOpen(false);
            setBulkResult({ result, fileName });
            void queryClient.invalidateQueries({ queryKey: adminKeys.allOrders });
          }}
        />
      )}
    </section>
  );
}
