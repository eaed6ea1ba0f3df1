/** A product's stock history (docs/product.md section 14): every change, newest first, a page at a time. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { STOCK_CHANGE_LABELS } from '#shared/stock-history';
import { Button } from '#web/components/ui/Button';
import { ErrorNotice, errorText } from '#web/components/ui/Notice';
import { Skeleton } from '#web/components/ui/Skeleton';
import { cellClass, Table } from '#web/components/ui/Table';
import { adminKeys, fetchStockHistory } from '../admin-api';

const when = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

export function StockHistory({ itemId }: { itemId: string }) {
  const [page, setPage] = useState(1);
  const { data, error, isFetching } = useQuery({
    queryKey: adminKeys.stockHistory(itemId, page),
    queryFn: () => fetchStockHistory(itemId, page),
    placeholderData: keepPreviousData,
  });
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <section
      aria-labelledby="stock-history"
      className="rounded-lg border border-neutral-200 bg-white p-5 sm:p-8"
    >
      <h2 id="stock-history" className="mb-4 text-lg font-bold">
        Stock history
      </h2>
      {error ? (
        <ErrorNotice>{errorText(error)}</ErrorNotice>
      ) : !data ? (
        <div className="flex flex-col gap-2">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-8 w-full" />
          ))}
        </div>
      ) : data.total === 0 ? (
        <p className="text-neutral-700">No stock changes yet.</p>
      ) : (
        <>
          <Table label="Stock history" columns={['When', 'Size', 'Before', 'After', 'Who', 'Why']}>
            {data.entries.map((entry, index) => (
              <tr key={`${entry.at}-${entry.size}-${index}`}>
                <td className={`${cellClass.body} whitespace-nowrap`}>{when.format(new Date(entry.at))}</td>
                <td className={cellClass.body}>{entry.size}</td>
                <td className={`${cellClass.body} tabular-nums`}>{entry.before}</td>
                <td className={`${cellClass.body} tabular-nums`}>{entry.after}</td>
                <td className={cellClass.body}>{entry.who}</td>
                <td className={cellClass.body}>{STOCK_CHANGE_LABELS[entry.reason]}</td>
              </tr>
            ))}
          </Table>
          <nav aria-label="Stock history pages" className="mt-4 flex items-center justify-between gap-3">
            <Button
              variant="secondary"
              size="sm"
              disabled={page <= 1 || isFetching}
              onClick={() => setPage((p) => p - 1)}
            >
              Newer
            </Button>
            <p className="text-sm text-neutral-700" aria-live="polite">
              Page {page} of {pages} ({data.total} {data.total === 1 ? 'change' : 'changes'})
            </p>
            <Button
              variant="secondary"
              size="sm"
              disabled={page >= pages || isFetching}
              onClick={() => setPage((p) => p + 1)}
            >
              Older
            </Button>
          </nav>
        </>
      )}
    </section>
  );
}
