/**
 * "Download invoice" on the order page once the order is dispatched, and a download for each
 * credit note a refund after dispatch issued against it (docs/product.md, "Invoices").
 */
import type { OrderDetailJson } from '#shared/after-order';
import { shopperCreditNotePath } from '#shared/invoices';
import { formatRupees } from '#shared/money';
import { InvoiceDownloadLink } from '#web/components/InvoiceDownloadLink';
import { buttonClass } from '#web/components/ui/Button';

export function InvoiceSlot({ order }: { order: OrderDetailJson }) {
  return (
    <>
      <InvoiceDownloadLink orderId={order.orderId} status={order.status} />
      {order.creditNotes.map((note) => (
        <a
          key={note.number}
          href={shopperCreditNotePath(order.orderId, note.position)}
          download
          className={buttonClass('secondary', 'sm')}
          aria-label={`Credit note ${note.number} for ${formatRupees(note.total)}: download (PDF)`}
        >
          Credit note {note.number}
        </a>
      ))}
    </>
  );
}
