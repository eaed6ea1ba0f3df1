/** Order status as SPEC section 4 shows it: Processed (yellow), Dispatched (green), Cancelled (red). */

const KNOWN: Record<string, { label: string; className: string }> = {
  captured: { label: 'Processed', className: 'bg-yellow-100 text-yellow-900 ring-yellow-300' },
  dispatched: { label: 'Dispatched', className: 'bg-green-100 text-green-900 ring-green-300' },
  cancelled: { label: 'Cancelled', className: 'bg-red-100 text-red-900 ring-red-300' },
  // SPEC: the misspelling is accepted when read.
  cancled: { label: 'Cancelled', className: 'bg-red-100 text-red-900 ring-red-300' },
};

export function statusLabel(status: string | null | undefined): string {
  return KNOWN[status ?? '']?.label ?? (status || 'N/A');
}

export function StatusBadge({ status }: { status: string | null | undefined }) {
  const known = KNOWN[status ?? ''];
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${
        known?.className ?? 'bg-neutral-100 text-neutral-800 ring-neutral-300'
      }`}
    >
      {statusLabel(status)}
    </span>
  );
}
