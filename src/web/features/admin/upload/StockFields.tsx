/** Six whole-number stock counts, minimum 0 (SPEC section 5). */
import { SIZES } from '#shared/constants';
import { inputClass, labelClass } from '../ui/styles';
import type { Edit } from './ProductFields';
import type { ProductForm } from './product-form';

export function StockFields({ form, edit }: { form: ProductForm; edit: Edit }) {
  return (
    <fieldset>
      <legend className="mb-2 text-lg font-bold">Stock per size</legend>
      <div className="grid grid-cols-3 gap-3 sm:grid-cols-6">
        {SIZES.map((size) => (
          <div key={size}>
            <label htmlFor={`stock-${size}`} className={labelClass}>
              {size}
            </label>
            <input
              id={`stock-${size}`}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={form.stock[size]}
              onChange={(event) => {
                const value = event.target.value;
                edit((f) => ({ ...f, stock: { ...f.stock, [size]: value } }));
              }}
              className={inputClass()}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
