/**
 * "Use my store credit" at checkout (docs/product.md section 22): store credit is a means of
 * payment, not a discount, so the totals above stay as they are and this says what is left to pay,
 * online or in cash on delivery. A balance that covers the order pays it alone.
 */
import { formatRupees } from '#shared/money';

const rupees = (paise: number) => formatRupees(paise / 100);

/** What is left after the credit, by each way of paying still open. */
function restInWords(onlinePaise: number | null, cashPaise: number, codOffered: boolean): string {
  if (onlinePaise === null) return codOffered ? `pay the other ${rupees(cashPaise)} in cash on delivery` : '';
  if (!codOffered) return `pay the other ${rupees(onlinePaise)} online`;
  if (onlinePaise === cashPaise) return `pay the other ${rupees(onlinePaise)} online or in cash on delivery`;
  return `pay the other ${rupees(onlinePaise)} online, or ${rupees(cashPaise)} in cash on delivery`;
}

export function StoreCreditChoice({
  balancePaise,
  usedPaise,
  cashPaise,
  onlinePaise,
  codOffered,
  checked,
  onChange,
}: {
  balancePaise: number;
  usedPaise: number;
  /** Left to pay in cash on delivery; 0 when the credit pays the whole order. */
  cashPaise: number;
  /** Left to pay online; null when the credit leaves nothing to pay there. */
  onlinePaise: number | null;
  codOffered: boolean;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const rest = restInWords(onlinePaise, cashPaise, codOffered);
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
            : `Store credit pays ${rupees(usedPaise)}${rest ? `; ${rest}` : ''}.`}
        </p>
      )}
    </div>
  );
}
