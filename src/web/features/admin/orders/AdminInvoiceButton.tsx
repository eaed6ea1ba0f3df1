/** The orders table's Download invoice for a dispatched order (docs/product.md, "Invoices"). */
import { useState } from 'react';
import { adminInvoicePath } from '#shared/invoices';
import { Button } from '#web/components/ui/Button';
import { reasonOf } from '../admin-api';
import { downloadAdminFile } from './admin-downloads';

export function AdminInvoiceButton({
  orderId,
  onError,
}: {
  orderId: string;
  onError: (message: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      size="sm"
      className="w-40"
      disabled={busy}
      aria-label={`Download invoice for order ${orderId}`}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadAdminFile(adminInvoicePath(orderId), `invoice-${orderId}.pdf`);
        } catch (err) {
          onError(reasonOf(err));
        } finally {
          setBusy(false);
        }
      }}
    >
      Download invoice
    </Button>
  );
}
