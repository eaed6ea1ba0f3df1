/**
 * "Use my store credit" at checkout (docs/product.md section 22): store credit is a means of
 * payment, not a discount, so the summary shows it as its own line and ends on what is left to
 * pay the way chosen. A balance that covers the order pays it alone.
 */
import { formatRupees } from '#shared/money';

export function StoreCreditChoice({
  balancePaise,
  checked,
  onChange,
}: {
  balancePaise: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="mt-3 rounded-md border border-neutral-200 bg-neutral-50 px-3 py-2 text-sm">
      <label className="flex items-center gap-2 font-medium">
        <input
          type="checkbox"
          className="h-4 w-4 accent-neutral-900"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        Use my store credit ({formatRupees(balancePaise / 100)})
      </label>
    </div>
  );
}
