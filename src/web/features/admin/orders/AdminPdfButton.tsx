/**
 * The orders table's downloads of an order's GST documents (docs/product.md, "Invoices"): its tax
 * invoice once dispatched, and each credit note a refund after dispatch issued against it.
 */
import { useState } from 'react';
import type { CreditNoteJson } from '#shared/invoices';
import { adminCreditNotePath, adminInvoicePath, creditNoteFileName } from '#shared/invoices';
import { formatRupees } from '#shared/money';
import { Button } from '#web/components/ui/Button';
import { reasonOf } from '../admin-api';
import { downloadAdminFile } from './admin-downloads';

function AdminPdfButton({
  path,
  fileName,
  label,
  description,
  onError,
}: {
  path: string;
  fileName: string;
  label: string;
  /**
   * What the button downloads, for screen readers: it starts with `label`, the words on the
   * button, so a voice command naming them finds it (WCAG 2.5.3, axe label-content-name-mismatch).
   */
  description: string;
  onError: (message: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      size="sm"
      className="w-40"
      disabled={busy}
      aria-label={description}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadAdminFile(path, fileName);
        } catch (err) {
          onError(reasonOf(err));
        } finally {
          setBusy(false);
        }
      }}
    >
      {label}
    </Button>
  );
}

export function AdminInvoiceButton({
  orderId,
  onError,
}: {
  orderId: string;
  onError: (message: string) => void;
}) {
  return (
    <AdminPdfButton
      path={adminInvoicePath(orderId)}
      fileName={`invoice-${orderId}.pdf`}
      label="Download invoice"
      description={`Download invoice for order ${orderId}`}
      onError={onError}
    />
  );
}

export function AdminCreditNoteButton({
  orderId,
  note,
  onError,
}: {
  orderId: string;
  note: CreditNoteJson;
  onError: (message: string) => void;
}) {
  // Its number is in the file's name and the spoken label; the first of an order's notes,
  // by far the usual case, needs no count to fit the button.
  const label = note.position === 1 ? 'Credit note' : `Credit note ${note.position}`;
  return (
    <AdminPdfButton
      path={adminCreditNotePath(orderId, note.position)}
      fileName={creditNoteFileName(note.number)}
      label={label}
      description={`${label}: ${note.number} for ${formatRupees(note.total)}, order ${orderId}`}
      onError={onError}
    />
  );
}
