/** The four long texts with their live counters (docs/product.md section 5), shared by upload and edit. */
import { LONG_TEXT_FIELDS, type LongTextField } from '#shared/admin';
import { MAX_TEXT_LENGTH } from '#shared/constants';
import type { FieldErrors } from '#web/components/form/zod-errors';
import { TextArea } from '#web/components/ui/Field';
import type { Edit } from './ProductFields';
import type { ProductForm } from './product-form';

export function LongTextFields<F extends Pick<ProductForm, 'texts'>>({
  form,
  errors,
  edit,
}: {
  form: F;
  errors: FieldErrors;
  edit: Edit<F>;
}) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-bold">Description</legend>
      {(Object.keys(LONG_TEXT_FIELDS) as LongTextField[]).map((field) => (
        <TextArea
          key={field}
          label={LONG_TEXT_FIELDS[field]}
          rows={3}
          maxLength={MAX_TEXT_LENGTH}
          counter={{ length: form.texts[field].length, max: MAX_TEXT_LENGTH }}
          value={form.texts[field]}
          error={errors[field]}
          onChange={(event) => {
            const text = event.target.value;
            edit((f) => ({ ...f, texts: { ...f.texts, [field]: text } }));
          }}
        />
      ))}
    </fieldset>
  );
}
