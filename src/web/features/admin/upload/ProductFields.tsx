/** The upload form's product facts: name, both prices, fabric and category (docs/product.md sections 3 and 5). */
import {
  CATEGORIES,
  CATEGORY_LABELS,
  type Category,
  MAX_FABRIC_LENGTH,
  MAX_NAME_LENGTH,
} from '#shared/constants';
import type { FieldErrors } from '#web/components/form/zod-errors';
import { Select, TextField } from '#web/components/ui/Field';
import { HsnCodeField, PriceBandWarning } from './GstFields';
import type { ProductForm } from './product-form';

/** A change to a form's values; generic so a style's form can reuse these fields (admin/styles). */
export type Edit<F = ProductForm> = (change: (form: F) => F) => void;
/** The facts a product and a style share. */
export type ProductFacts = Pick<ProductForm, TextKey | 'category' | 'hsnCode'>;
type TextKey = 'name' | 'fabric' | 'actualPrice' | 'price';

const PRICE_INPUT = { type: 'number', inputMode: 'decimal', min: 0, step: '0.01' } as const;
// The owner reads each category's proper name; the slug is only its value (issue 40 point 17).
const CATEGORY_OPTIONS = CATEGORIES.map((category) => ({
  value: category,
  label: CATEGORY_LABELS[category],
}));

export function ProductFields<F extends ProductFacts>({
  form,
  errors,
  edit,
  legend = 'Product',
}: {
  form: F;
  errors: FieldErrors;
  edit: Edit<F>;
  legend?: string;
}) {
  const bind = (key: TextKey) => ({
    id: `product-${key}`,
    value: form[key],
    error: errors[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      edit((f) => ({ ...f, [key]: value }));
    },
  });
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-bold">{legend}</legend>
      <TextField label="Name" className="sm:col-span-2" maxLength={MAX_NAME_LENGTH} {...bind('name')} />
      <TextField label="Actual price (₹)" {...PRICE_INPUT} {...bind('actualPrice')} />
      <div>
        <TextField label="Offer price (₹)" {...PRICE_INPUT} {...bind('price')} />
        <PriceBandWarning price={form.price} className="mt-2" />
      </div>
      <TextField label="Fabric" maxLength={MAX_FABRIC_LENGTH} {...bind('fabric')} />
      <Select
        id="product-category"
        label="Category"
        options={CATEGORY_OPTIONS}
        value={form.category}
        onChange={(event) => {
          const category = event.target.value as Category;
          edit((f) => ({ ...f, category }));
        }}
      />
      <HsnCodeField
        value={form.hsnCode}
        category={form.category}
        error={errors.hsnCode}
        onChange={(hsnCode) => edit((f) => ({ ...f, hsnCode }))}
      />
    </fieldset>
  );
}
