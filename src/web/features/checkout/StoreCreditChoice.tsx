/**
 * "Use my store credit" at checkout (docs/product.md section 22): store credit is a means of
 * payment, not a discount, so the totals above stay as they are and this says what is left to pay.
 * Part-paid orders are paid in cash on delivery; a balance that covers the order pays it alone.
 */
import { formatRupees } from '#shared/money';

const rupees = (paise: number) => formatRupees(paise / 100);

export function StoreCreditChoice({
  balancePaise,
  usedPaise,
  cashPaise,
  checked,
  onChange,
}: {
  balancePaise: number;
  usedPaise: number;
  cashPaise: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="mt-4 rounded-md border border-neutral-200 bg-neutral-50 p-3 text-sm">
      <label className="flex items-center gap-2 font-medium">
        <input
          type="checkbox"
          className="h-4 w-4 accent-neutral-900"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        Use my store credit ({rupees(balancePaise)})
      </label>
      {checked && (
        <p className="mt-2 text-neutral-800" aria-live="polite">
          {cashPaise === 0
            ? `Store credit pays the whole ${rupees(usedPaise)}.`
            : `Store credit pays ${rupees(usedPaise)}; pay the other ${rupees(cashPaise)} in cash on delivery.`}
        </p>
      )}
    </div>
  );
}
