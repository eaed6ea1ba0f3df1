/**
 * The accountant's monthly export (docs/product.md, "Invoices"): pick a month, download the GSTR-1
 * tables 5, 7, 9B, 12 and 13 as CSV files and the offline tool's JSON in one zip.
 */
import { useId, useState } from 'react';
import { adminGstExportPath } from '#shared/invoices';
import { Button } from '#web/components/ui/Button';
import { inputClass, labelClass } from '#web/components/ui/Field';
import { reasonOf } from '../admin-api';
import { downloadAdminFile } from './admin-downloads';

/** Last month: the one a GSTR-1 return is usually filed for. */
function lastMonth(): string {
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

export function GstExportPanel({ onError }: { onError: (message: string) => void }) {
  const [month, setMonth] = useState(lastMonth);
  const [busy, setBusy] = useState(false);
  const id = useId();
  return (
    <form
      className="mb-6 flex flex-wrap items-end gap-3 rounded-lg border border-neutral-200 bg-white p-4"
      aria-label="GST export"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        try {
          await downloadAdminFile(adminGstExportPath(month), `gstr1-${month}.zip`);
        } catch (err) {
          onError(reasonOf(err));
        } finally {
          setBusy(false);
        }
      }}
    >
      <div>
        <label htmlFor={id} className={labelClass}>
          GST export for the month
        </label>
        <input
          id={id}
          type="month"
          required
          value={month}
          onChange={(event) => setMonth(event.target.value)}
          className={`${inputClass(false, true)} w-44`}
        />
      </div>
      <Button type="submit" variant="secondary" size="sm" disabled={busy || !month}>
        {busy ? 'Preparing…' : 'Download GSTR-1 CSVs and JSON (zip)'}
      </Button>
      <p className="basis-full text-xs text-neutral-600">
        Inter-state invoices above ₹1 lakh one by one and their credit notes (tables 5 and 9B), the other
        sales by place of supply and rate (table 7), HSN summary and documents issued (tables 12 and 13), with
        the JSON the GST offline tool imports; credit notes reduce the month they are issued in.
      </p>
    </form>
  );
}
