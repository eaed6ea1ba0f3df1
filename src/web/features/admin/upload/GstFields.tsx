/**
 * The product form's GST parts (docs/product.md, "Invoices"), shared by upload and edit: the HSN
 * code with its category default, and the warning for prices taxed at 18% although ₹2,625 or
 * less would be taxed at 5%.
 */
import type { ChangeEvent } from 'react';
import { defaultHsnFor } from '#shared/gst/hsn';
import { priceBandWarning } from '#shared/gst/rates';
import { rupeesToPaise } from '#shared/money';
import { TextField } from '#web/components/ui/Field';
import { Notice } from '#web/components/ui/Notice';

/** Shows nothing unless the offer price (rupees, as typed) falls in the band. */
export function PriceBandWarning({ price, className = '' }: { price: string; className?: string }) {
  const rupees = Number(price);
  const warning =
    price.trim() && Number.isFinite(rupees) && rupees > 0 ? priceBandWarning(rupeesToPaise(rupees)) : null;
  return (
    <div aria-live="polite" className={className}>
      {warning && <Notice tone="info">{warning}</Notice>}
    </div>
  );
}

export function HsnCodeField({
  value,
  category,
  error,
  onChange,
}: {
  value: string;
  category: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      id="product-hsnCode"
      label="HSN code"
      inputMode="numeric"
      maxLength={8}
      placeholder={defaultHsnFor(category)}
      hint={`Printed on tax invoices. Empty: ${defaultHsnFor(category)} for this category`}
      value={value}
      error={error}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
    />
  );
}
