/**
 * /admin/dashboard (docs/product.md section 14): revenue and orders for today, 7 and 30 days,
 * orders awaiting dispatch, the share of cash on delivery, sizes low in stock, revenue per day
 * and orders by status as charts, and the top five products by units. Skeletons while it loads.
 */
import { useQuery } from '@tanstack/react-query';
import { type DashboardJson, LOW_STOCK_LIST_LIMIT } from '#shared/dashboard';
import { formatRupees } from '#shared/money';
import { ErrorNotice, errorText } from '#web/components/ui/Notice';
import { PageHeading } from '#web/components/ui/PageHeading';
import { Skeleton } from '#web/components/ui/Skeleton';
import { cellClass, Table } from '#web/components/ui/Table';
import { usePageTitle } from '#web/components/use-page-title';
import { adminKeys, fetchDashboard } from '../admin-api';
import { TopOffers } from '../offers/TopOffers';
import { useCan } from '../use-can';
import { CartRecovery } from './CartRecovery';
import { CodPanel } from './CodPanel';
import { RevenueChart, StatusChart } from './charts';
import { NotifyMeDemand } from './NotifyMeDemand';
import { ProductNameLink } from './ProductNameLink';

const card = 'rounded-lg border border-neutral-200 bg-white p-4 sm:p-5';

export function DashboardPage() {
  usePageTitle('Dashboard');
  const can = useCan();
  const { data, error } = useQuery({ queryKey: adminKeys.dashboard, queryFn: fetchDashboard });
  return (
    <section className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <PageHeading title="Dashboard" />
      {error ? (
        <ErrorNotice>{errorText(error)}</ErrorNotice>
      ) : data ? (
        <Figures data={data} canEdit={can('catalogue.edit')} />
      ) : (
        <Loading />
      )}
      {/* Each panel reads a call its own permission allows (BUSINESS.md section 15). */}
      {can('cod.manage') && <CodPanel />}
      {can('offers.manage') && <TopOffers />}
      {can('notify-me.read') && <NotifyMeDemand canEdit={can('catalogue.edit')} />}
      <CartRecovery />
    </section>
  );
}

function Loading() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <p className="sr-only" role="status">
        Loading the dashboard
      </p>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-6">
        {[0, 1, 2, 3, 4, 5].map((n) => (
          <Skeleton key={n} className="h-24" />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-64" />
        <Skeleton className="h-64" />
      </div>
    </div>
  );
}

function Figure({
  label,
  value,
  detail,
  net,
}: {
  label: string;
  value: string;
  detail?: string;
  net?: string;
}) {
  return (
    <div className={card}>
      <dt className="text-sm text-neutral-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
      {detail && <dd className="text-sm text-neutral-700">{detail}</dd>}
      {net && (
        <dd className="mt-1 border-t border-neutral-200 pt-1 text-sm font-medium tabular-nums">{net}</dd>
      )}
    </div>
  );
}

/** The net figure under a gross one (issue 40 point 9): refunds of returns taken off. */
const netOf = (net: { revenue: number; refunded: number }) =>
  `Net ${formatRupees(net.revenue)}${net.refunded > 0 ? ` (${formatRupees(net.refunded)} refunded)` : ''}`;

const orders = (n: number) => `${n} ${n === 1 ? 'order' : 'orders'}`;

function Figures({ data, canEdit }: { data: DashboardJson; canEdit: boolean }) {
  return (
    <>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-6">
        <Figure
          label="Gross revenue today"
          value={formatRupees(data.today.revenue)}
          detail={orders(data.today.orders)}
          net={netOf(data.netRevenue.today)}
        />
        <Figure
          label="Gross revenue, last 7 days"
          value={formatRupees(data.last7Days.revenue)}
          detail={orders(data.last7Days.orders)}
          net={netOf(data.netRevenue.last7Days)}
        />
        <Figure
          label="Gross revenue, last 30 days"
          value={formatRupees(data.last30Days.revenue)}
          detail={orders(data.last30Days.orders)}
          net={netOf(data.netRevenue.last30Days)}
        />
        <Figure label="Awaiting dispatch" value={String(data.awaitingDispatch)} detail="orders Processed" />
        <Figure
          label={`COD share, last ${data.cashOnDelivery.days} days`}
          value={`${data.cashOnDelivery.percent}%`}
          detail={`${data.cashOnDelivery.orders} of ${orders(data.cashOnDelivery.of)} placed`}
        />
        <Figure
          label="Low in stock"
          value={String(data.lowStock.products)}
          detail={`products with a size at ${data.lowStock.threshold} or fewer`}
        />
      </dl>
      <p className="text-sm text-neutral-700">
        Gross revenue counts orders Processed, Dispatched or Delivered, delivery charges included; orders
        awaiting payment, failed, expired, cancelled or returned to origin (RTO) are left out. Net revenue is
        gross revenue less the refunds of those orders&apos; returns (to the payment, by transfer or to store
        credit), each period by the day the order was placed. The COD share is the COD panel&apos;s: COD
        orders of all orders placed, cancelled and returned ones included. Days run midnight to midnight,
        India time.
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className={card}>
          <RevenueChart days={data.revenueByDay} />
        </div>
        <div className={card}>
          <StatusChart statuses={data.ordersByStatus} />
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="top-products" className={card}>
          <h2 id="top-products" className="mb-3 text-base font-bold">
            Top five products by units, last 30 days
          </h2>
          {data.topProducts.length === 0 ? (
            <p className="text-neutral-700">No orders in the last 30 days.</p>
          ) : (
            <Table label="Top products" columns={['Product', 'Units']}>
              {data.topProducts.map((product) => (
                <tr key={product.itemId}>
                  <th scope="row" className={`${cellClass.body} text-left font-normal`}>
                    {product.name}
                  </th>
                  <td className={`${cellClass.body} tabular-nums`}>{product.units}</td>
                </tr>
              ))}
            </Table>
          )}
        </section>
        <section aria-labelledby="low-stock" className={card}>
          <h2 id="low-stock" className="mb-3 text-base font-bold">
            Low in stock (at or under {data.lowStock.threshold})
          </h2>
          {data.lowStock.sizes.length === LOW_STOCK_LIST_LIMIT && (
            <p className="mb-2 text-sm text-neutral-700">
              The {LOW_STOCK_LIST_LIMIT} sizes with the fewest units.
            </p>
          )}
          {data.lowStock.sizes.length === 0 ? (
            <p className="text-neutral-700">Every size is above the threshold.</p>
          ) : (
            <Table label="Sizes low in stock" columns={['Product', 'Size', 'Units']}>
              {data.lowStock.sizes.map((row) => (
                <tr key={`${row.itemId}-${row.size}`}>
                  <th scope="row" className={`${cellClass.body} text-left font-normal`}>
                    <ProductNameLink itemId={row.itemId} name={row.name} canEdit={canEdit} />
                  </th>
                  <td className={cellClass.body}>{row.size}</td>
                  <td className={`${cellClass.body} tabular-nums`}>{row.quantity}</td>
                </tr>
              ))}
            </Table>
          )}
        </section>
      </div>
    </>
  );
}
