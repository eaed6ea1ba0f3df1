/** Six whole-number stock counts, minimum 0 (docs/product.md section 5). */
import { SIZES } from '#shared/constants';
import type { FieldErrors } from '#web/components/form/zod-errors';
import { TextField } from '#web/components/ui/Field';
import type { Edit } from './ProductFields';
import type { ProductForm } from './product-form';

export function StockFields<F extends Pick<ProductForm, 'stock'>>({
  form,
  errors,
  edit,
  idPrefix = 'stock',
}: {
  form: F;
  errors: FieldErrors;
  edit: Edit<F>;
  /** Unique per form on the page: a style's form has a stock row per colour. */
  idPrefix?: string;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-lg font-bold">Stock per size</legend>
      <div className="grid grid-cols-3 gap-3 sm:grid-cols-6">
        {SIZES.map((size) => (
          <TextField
            key={size}
            id={`${idPrefix}-${size}`}
            label={size}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={form.stock[size]}
            error={errors[`size.${size}`]}
            onChange={(event) => {
              const value = event.target.value;
              edit((f) => ({ ...f, stock: { ...f.stock, [size]: value } }));
            }}
          />
        ))}
      </div>
    </fieldset>
  );
}
