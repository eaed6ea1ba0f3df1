/**
 * The dashboard's back-in-stock demand (docs/product.md section 19): notify-me requests still
 * waiting, per product and size, most wanted first: which sizes to restock.
 */
import { useQuery } from '@tanstack/react-query';
import { ErrorNotice, errorText } from '#web/components/ui/Notice';
import { Skeleton } from '#web/components/ui/Skeleton';
import { cellClass, Table } from '#web/components/ui/Table';
import { fetchPendingDemand } from '../../notify-me/notify-me-api';
import { ProductNameLink } from './ProductNameLink';

const since = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' });

export function NotifyMeDemand({ canEdit }: { canEdit: boolean }) {
  const { data, error } = useQuery({
    queryKey: ['admin', 'notify-me-demand'],
    queryFn: ({ signal }) => fetchPendingDemand(signal),
  });
  return (
    <section
      aria-labelledby="notify-me-demand"
      className="rounded-lg border border-neutral-200 bg-white p-4 sm:p-5"
    >
      <h2 id="notify-me-demand" className="mb-3 text-base font-bold">
        Waiting for a size to come back
      </h2>
      {error ? (
        <ErrorNotice>{errorText(error)}</ErrorNotice>
      ) : !data ? (
        <Skeleton className="h-24" />
      ) : data.rows.length === 0 ? (
        <p className="text-neutral-700">Nobody is waiting for a sold-out size.</p>
      ) : (
        <Table label="Notify-me requests waiting" columns={['Product', 'Size', 'Waiting', 'Since']}>
          {data.rows.map((row) => (
            <tr key={`${row.itemId}-${row.size}`}>
              <th scope="row" className={`${cellClass.body} text-left font-normal`}>
                <ProductNameLink itemId={row.itemId} name={row.name} canEdit={canEdit} />
              </th>
              <td className={cellClass.body}>{row.size}</td>
              <td className={`${cellClass.body} tabular-nums`}>{row.pending}</td>
              <td className={cellClass.body}>{since.format(new Date(row.since))}</td>
            </tr>
          ))}
        </Table>
      )}
    </section>
  );
}
