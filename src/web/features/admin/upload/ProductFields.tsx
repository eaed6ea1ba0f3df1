/** The upload form's product facts: name, both prices, fabric and category (SPEC sections 3 and 5). */
import type { InputHTMLAttributes } from 'react';
import { CATEGORIES, type Category, MAX_FABRIC_LENGTH, MAX_NAME_LENGTH } from '#shared/constants';
import { inputClass, labelClass } from '../ui/styles';
import type { ProductForm } from './product-form';

export type Edit = (change: (form: ProductForm) => ProductForm) => void;
type TextKey = 'name' | 'fabric' | 'actualPrice' | 'price';

const PRICE_INPUT = { type: 'number', inputMode: 'decimal', min: 0, step: '0.01' } as const;

function Field({
  id,
  label,
  className,
  ...input
}: { id: string; label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input id={id} className={inputClass()} {...input} />
    </div>
  );
}

export function ProductFields({ form, edit }: { form: ProductForm; edit: Edit }) {
  const bind = (key: TextKey) => ({
    value: form[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      edit((f) => ({ ...f, [key]: value }));
    },
  });
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-bold">Product</legend>
      <Field
        id="product-name"
        label="Name"
        className="sm:col-span-2"
        maxLength={MAX_NAME_LENGTH}
        {...bind('name')}
      />
      <Field id="product-actual-price" label="Actual price (₹)" {...PRICE_INPUT} {...bind('actualPrice')} />
      <Field id="product-price" label="Offer price (₹)" {...PRICE_INPUT} {...bind('price')} />
      <Field id="product-fabric" label="Fabric" maxLength={MAX_FABRIC_LENGTH} {...bind('fabric')} />
      <div>
        <label htmlFor="product-category" className={labelClass}>
          Category
        </label>
        <select
          id="product-category"
          value={form.category}
          onChange={(event) => {
            const category = event.target.value as Category;
            edit((f) => ({ ...f, category }));
          }}
          className={`${inputClass()} h-[2.625rem]`}
        >
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
