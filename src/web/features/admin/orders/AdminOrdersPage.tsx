/**
 * /admin/orders (docs/product.md sections 2 and 4, "After the order"): every order; dispatch
 * (courier and tracking id) or cancel a Processed one, mark Dispatched ones delivered one at a
 * time or all the selected at once; then the list reloads.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '#web/components/ui/Button';
import { Select } from '#web/components/ui/Field';
import { LoadMore } from '#web/components/ui/LoadMore';
import { Notice, type NoticeState, StateNotice } from '#web/components/ui/Notice';
import { PageHeading } from '#web/components/ui/PageHeading';
import { Spinner } from '#web/components/ui/Spinner';
import { usePageTitle } from '#web/components/use-page-title';
import { adminKeys, cancelOrder, dispatchOrder, markDelivered, reasonOf } from '../admin-api';
import { useSettings } from '../settings/settings-api';
import { CancelOrderDialog } from './CancelOrderDialog';
import { DispatchCell } from './DispatchCell';
import { OrdersTable } from './OrdersTable';
import { useAdminOrders } from './use-admin-orders';

const FILTERS = [
  { value: '', label: 'All orders' },
  { value: 'captured', label: 'Processed' },
  { value: 'dispatched', label: 'Dispatched' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'cancelled', label: 'Cancelled' },
];

export function AdminOrdersPage() {
  usePageTitle('Orders');
  const queryClient = useQueryClient();
  const [status, setStatus] = useState('');
  const { orders, isPending, error, hasNextPage, fetchNextPage, isFetchingNextPage } = useAdminOrders(status);
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const [busyOrder, setBusyOrder] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const couriers = useSettings().data?.couriers.couriers.map((courier) => courier.name) ?? [];
  const picked = orders.filter((order) => order.status === 'dispatched' && selected.has(order.orderId));

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
      await queryClient.resetQueries({ queryKey: adminKeys.allOrders });
    }
  }

  return (
    <section className="mx-auto max-w-[90rem] px-4 py-8">
      <PageHeading title="Orders">
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="secondary"
            size="sm"
            disabled={picked.length === 0 || busyOrder !== null}
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
          <Select
            id="order-status"
            label="Show"
            inline
            compact
            className="[&_select]:w-44"
            options={FILTERS}
            value={status}
            onChange={(event) => setStatus(event.target.value)}
          />
        </div>
      </PageHeading>
      <div className="mb-4 empty:hidden">
        <StateNotice notice={notice} onClose={() => setNotice(null)} />
      </div>
      {isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading orders" />
        </div>
      ) : error ? (
        <Notice tone="error">{reasonOf(error)}</Notice>
      ) : orders.length === 0 ? (
        <p className="rounded-lg border border-dashed border-neutral-300 bg-white py-16 text-center text-neutral-700">
          No orders yet.
        </p>
      ) : (
        <OrdersTable
          orders={orders}
          selected={selected}
          onToggle={(orderId) =>
            setSelected((now) => {
              const next = new Set(now);
              if (!next.delete(orderId)) next.add(orderId);
              return next;
            })
          }
          renderDispatch={(order) => (
            <DispatchCell
              order={order}
              couriers={couriers}
              busy={busyOrder === order.orderId}
              onInvalid={(message) => setNotice({ tone: 'error', text: message })}
              onDispatch={(courier, trackingId) =>
                act(
                  order.orderId,
                  () => dispatchOrder(order.orderId, courier, trackingId),
                  `Order ${order.orderId} dispatched with ${courier}.`,
                )
              }
              onDelivered={() =>
                act(
                  order.orderId,
                  () => markDelivered([order.orderId]),
                  `Order ${order.orderId} marked delivered.`,
                )
              }
              onCancel={() => setCancelling(order.orderId)}
            />
          )}
        />
      )}
      {hasNextPage && <LoadMore onClick={() => fetchNextPage()} loading={isFetchingNextPage} />}
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
    </section>
  );
}
