/** /orders: a card per order, newest first (docs/product.md section 2). */
import { Link } from 'react-router';
import { paths } from '#shared/paths';
import { ErrorNotice, errorText } from '#web/components/ui/Notice';
import { PageSpinner } from '#web/components/ui/Spinner';
import { usePageTitle } from '#web/components/use-page-title';
import { OrderCard } from './OrderCard';
import { useOrders } from './orders-api';

export function Component() {
  usePageTitle('My Orders');
  const orders = useOrders();
  if (orders.isPending) return <PageSpinner />;
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-black tracking-tight sm:text-3xl">My Orders</h1>
      {orders.isError ? (
        <ErrorNotice className="mt-6">{errorText(orders.error)}</ErrorNotice>
      ) : orders.data.length === 0 ? (
        <div className="mt-8 rounded-lg border border-dashed border-neutral-300 px-6 py-12 text-center">
          <p className="text-lg font-semibold">You have no orders yet.</p>
          <Link to={paths.products} className="mt-4 inline-block font-medium underline underline-offset-4">
            Start shopping
          </Link>
        </div>
      ) : (
        <div className="mt-6 space-y-6">
          {orders.data.map((order) => (
            <OrderCard key={order.orderId} order={order} />
          ))}
        </div>
      )}
    </section>
  );
}
