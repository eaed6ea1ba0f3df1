/**
 * Bulk dispatch from a CSV of order id, courier and tracking id (docs/product.md section 15,
 * docs/decisions/015-back-office-orders.md). Each row is dispatched by `dispatchOrder` in its own
 * transaction, so a bad row changes nothing and never holds back the good ones; every row gets a
 * result: dispatched, or skipped with the reason, the file's own faults named by line.
 */
import type { DbOrTx } from '#server/db/client';
import { AppError } from '#server/errors';
import { parseCsv } from '#server/lib/csv';
import {
  ADMIN_ORDER_MESSAGES,
  type BulkDispatchResult,
  type BulkDispatchRowResult,
  MAX_BULK_DISPATCH_ROWS,
} from '#shared/admin-orders';
import { MAX_ORDER_ID_CHARS } from '#shared/order-requests';
import { dispatchOrder } from './admin-orders';
import type { Actor } from './order-events';

const COLUMNS = 'order id, courier, tracking id';

/** A first row naming the columns ("Order ID, Courier, Tracking ID") is a header, not an order. */
const isHeader = (cells: string[]) => /order/i.test(cells[0] ?? '') && /track/i.test(cells.join(' '));

export async function bulkDispatch(
  db: DbOrTx,
  input: { csv: string; actor: Actor; now?: () => Date; log?: (err: unknown) => void; publicUrl?: string },
): Promise<BulkDispatchResult> {
  const { records, problem } = parseCsv(input.csv);
  const rows = records.length > 0 && isHeader(records[0]!.cells) ? records.slice(1) : records;
  if (rows.length > MAX_BULK_DISPATCH_ROWS) throw new AppError('invalid', ADMIN_ORDER_MESSAGES.csvTooLarge);
  if (rows.length === 0 && !problem) throw new AppError('invalid', ADMIN_ORDER_MESSAGES.csvMissing);

  const results: BulkDispatchRowResult[] = [];
  const firstLineOf = new Map<string, number>();
  for (const { line, cells } of rows) {
    const [orderId = '', courier = '', trackingId = ''] = cells.map((cell) => cell.trim());
    // An overlong cell is echoed cut short: the answer need not carry a whole file back.
    const tooLong = orderId.length > MAX_ORDER_ID_CHARS;
    const shownId = tooLong ? `${orderId.slice(0, MAX_ORDER_ID_CHARS)}…` : orderId;
    const skip = (code: BulkDispatchRowResult['code'], reason: string) =>
      results.push({ line, orderId: shownId, outcome: 'skipped', code, reason, courier, trackingId });
    if (cells.length !== 3) {
      skip('malformed', `Line ${line}: expected 3 columns (${COLUMNS}), found ${cells.length}.`);
      continue;
    }
    if (!orderId) {
      skip('missing_field', `Line ${line}: the order id is missing.`);
      continue;
    }
    if (tooLong) {
      skip(
        'malformed',
        `Line ${line}: the order id is not valid: it has ${orderId.length} characters, and an order id has at most ${MAX_ORDER_ID_CHARS}.`,
      );
      continue;
    }
    if (!courier) {
      skip('missing_field', `Line ${line}: the courier is missing.`);
      continue;
    }
    if (!trackingId) {
      skip('missing_field', `Line ${line}: the tracking id is missing.`);
      continue;
    }
    const earlier = firstLineOf.get(orderId.toUpperCase());
    if (earlier !== undefined) {
      skip('repeated', `Line ${line}: order ${orderId} is already on line ${earlier} of this file.`);
      continue;
    }
    firstLineOf.set(orderId.toUpperCase(), line);
    try {
      await dispatchOrder(db, {
        orderId,
        courier,
        trackingId,
        actor: input.actor,
        now: input.now?.(),
        publicUrl: input.publicUrl,
      });
      results.push({ line, orderId, outcome: 'dispatched', courier, trackingId });
    } catch (err) {
      if (!(err instanceof AppError)) {
        input.log?.(err);
        skip(
          'failed',
          `Line ${line}: order ${orderId} could not be dispatched just now; try this row again.`,
        );
      } else if (err.kind === 'not_found') {
        skip('not_found', `Line ${line}: there is no order ${orderId}.`);
      } else if (err.code === 'order_state') {
        skip('order_state', `Line ${line}: ${err.message}`);
      } else {
        skip('malformed', `Line ${line}: ${err.message}`);
      }
    }
  }
  if (problem) {
    results.push({
      line: problem.line,
      orderId: '',
      outcome: 'skipped',
      code: 'malformed',
      reason: problem.message,
    });
  }
  const dispatched = results.filter((row) => row.outcome === 'dispatched').length;
  return { dispatched, skipped: results.length - dispatched, rows: results };
}
