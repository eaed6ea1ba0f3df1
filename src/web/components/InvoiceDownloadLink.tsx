/**
 * "Download invoice" for a shopper's own dispatched order (docs/product.md, "Invoices"): a plain
 * link, since the session cookie is all the download needs. Renders nothing before dispatch.
 */
import { hasInvoice, shopperInvoicePath } from '#shared/invoices';
import { buttonClass } from '#web/components/ui/Button';

export function InvoiceDownloadLink({
  orderId,
  status,
  className = '',
}: {
  orderId: string;
  status: string;
  className?: string;
}) {
  if (!hasInvoice(status)) return null;
  return (
    <a
      href={shopperInvoicePath(orderId)}
      download
      className={`${buttonClass('secondary', 'sm')} ${className}`}
      aria-label={`Download invoice for order ${orderId} (PDF)`}
    >
      Download invoice
    </a>
  );
}
