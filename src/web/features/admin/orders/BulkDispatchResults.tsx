/** The result of a bulk dispatch, row by row: dispatched, or skipped with the reason and the file's line. */
import type { BulkDispatchResult } from '#shared/admin-orders';
import { Badge } from '#web/components/ui/Badge';
import { Button } from '#web/components/ui/Button';
import { cellClass, Table } from '#web/components/ui/Table';

const td = cellClass.body;

export function BulkDispatchResults({
  result,
  fileName,
  onClose,
}: {
  result: BulkDispatchResult;
  fileName: string;
  onClose: () => void;
}) {
  return (
    <section
      aria-labelledby="bulk-results-heading"
      className="mb-6 rounded-lg border border-neutral-200 bg-neutral-50 p-4"
    >
      <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id="bulk-results-heading" className="text-lg font-bold">
            Bulk dispatch results
          </h2>
          <p role="status" className="text-sm text-neutral-800">
            {fileName}: {result.dispatched} dispatched, {result.skipped} skipped.
          </p>
        </div>
        <Button variant="secondary" size="sm" onClick={onClose}>
          Hide results
        </Button>
      </div>
      <Table label="Bulk dispatch results" columns={['Line', 'Order ID', 'Result', 'Details']}>
        {result.rows.map((row) => (
          <tr key={`${row.line}-${row.orderId}`}>
            <td className={`${td} tabular-nums`}>{row.line}</td>
            <td className={`${td} font-mono text-xs [overflow-wrap:anywhere]`}>{row.orderId || '—'}</td>
            <td className={td}>
              {row.outcome === 'dispatched' ? (
                <Badge tone="green">Dispatched</Badge>
              ) : (
                <Badge tone="red">Skipped</Badge>
              )}
            </td>
            <td className={`${td} [overflow-wrap:anywhere]`}>
              {row.outcome === 'dispatched' ? `${row.courier} · ${row.trackingId}` : row.reason}
            </td>
          </tr>
        ))}
      </Table>
    </section>
  );
}
