/** /admin/orders (docs/product.md sections 2 and 4): every order; dispatch or cancel a Processed one, then the list reloads. */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { hasInvoice } from '#shared/invoices';
import { Select } from '#web/components/ui/Field';
import { LoadMore } from '#web/components/ui/LoadMore';
import { Notice, type NoticeState, StateNotice } from '#web/components/ui/Notice';
import { PageHeading } from '#web/components/ui/PageHeading';
import { Spinner } from '#web/components/ui/Spinner';
import { usePageTitle } from '#web/components/use-page-title';
import { adminKeys, cancelOrder, dispatchOrder, reasonOf } from '../admin-api';
import { AdminInvoiceButton } from './AdminInvoiceButton';
import { CancelOrderDialog } from './CancelOrderDialog';
import { DispatchCell } from './DispatchCell';
import { GstExportPanel } from './GstExportPanel';
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
      await queryClient.resetQueries({ queryKey: adminKeys.allOrders });
    }
  }

  return (
    <section className="mx-auto max-w-[90rem] px-4 py-8">
      <PageHeading title="Orders">
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
      </PageHeading>
      <GstExportPanel onError={(text) => setNotice({ tone: 'error', text })} />
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
          renderDispatch={(order) =>
            hasInvoice(order.status) ? (
              <AdminInvoiceButton
                orderId={order.orderId}
                onError={(text) => setNotice({ tone: 'error', text })}
              />
            ) : (
              <DispatchCell
                order={order}
                busy={busyOrder === order.orderId}
                onInvalid={(message) => setNotice({ tone: 'error', text: message })}
                onDispatch={(trackingId) =>
                  act(
                    order.orderId,
                    () => dispatchOrder(order.orderId, trackingId),
                    `Order ${order.orderId} dispatched.`,
                  )
                }
                onCancel={() => setCancelling(order.orderId)}
              />
            )
          }
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
