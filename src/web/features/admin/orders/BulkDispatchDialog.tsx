/**
 * Bulk dispatch (docs/product.md section 15): choose a CSV of order id, courier and tracking id;
 * the server dispatches each row on its own and answers a result per row, shown on the page.
 */
import { useState } from 'react';
import type { BulkDispatchResult } from '#shared/admin-orders';
import { Button } from '#web/components/ui/Button';
import { Dialog } from '#web/components/ui/Dialog';
import { inputClass, labelClass } from '#web/components/ui/Field';
import { Notice } from '#web/components/ui/Notice';
import { bulkDispatch, reasonOf } from '../admin-api';

const CHOOSE_FILE = 'Choose a CSV file of order id, courier and tracking id.';

export function BulkDispatchDialog({
  onClose,
  onDone,
}: {
  onClose: () => void;
  onDone: (result: BulkDispatchResult, fileName: string) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function upload() {
    if (!file) return setError(CHOOSE_FILE);
    setBusy(true);
    setError('');
    try {
      onDone(await bulkDispatch(await file.text()), file.name);
    } catch (err) {
      setError(reasonOf(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      title="Bulk dispatch"
      onClose={onClose}
      closeOnBackdrop={!busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={upload} disabled={busy}>
            {busy ? 'Dispatching…' : 'Upload and dispatch'}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3 text-sm text-neutral-800">
        <p>
          One row per parcel: <strong>order id, courier, tracking id</strong>. A first row of column names is
          fine. Each row is dispatched on its own; rows that cannot be are listed with the reason.
        </p>
        <pre className="overflow-x-auto rounded bg-neutral-100 p-2 text-xs">
          Order ID,Courier,Tracking ID{'\n'}ORD-7K2M9QX4TB,Delhivery,DLV123456789
        </pre>
        <div>
          <label htmlFor="bulk-dispatch-file" className={labelClass}>
            CSV file
          </label>
          <input
            id="bulk-dispatch-file"
            type="file"
            accept=".csv,text/csv"
            aria-invalid={error === CHOOSE_FILE || undefined}
            aria-describedby={error ? 'bulk-dispatch-error' : undefined}
            className={`${inputClass(error === CHOOSE_FILE, true)} file:mr-3 file:rounded file:border-0 file:bg-neutral-200 file:px-2 file:py-1`}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setError('');
            }}
          />
        </div>
        {error && (
          <div id="bulk-dispatch-error">
            <Notice tone="error">{error}</Notice>
          </div>
        )}
      </div>
    </Dialog>
  );
}
