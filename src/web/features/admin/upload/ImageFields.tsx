/**
 * The four images, shared by upload and edit. On the edit screen an image not chosen again keeps
 * the product's current photo, shown as the preview.
 */
import type { FieldErrors } from '#web/components/form/zod-errors';
import { IMAGE_FIELDS, ImagePicker } from './ImagePicker';
import type { Edit } from './ProductFields';
import type { ProductForm } from './product-form';

export function ImageFields<F extends Pick<ProductForm, 'images'>>({
  form,
  errors,
  edit,
  current,
}: {
  form: F;
  errors: FieldErrors;
  edit: Edit<F>;
  /** The product's current photo URLs (edit screen). */
  current?: readonly string[];
}) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-bold">Images</legend>
      {IMAGE_FIELDS.map(({ key, label }, index) => (
        <ImagePicker
          key={key}
          label={label}
          value={form.images[index]!}
          current={current?.[index]}
          error={errors[key]}
          onChange={(dataUrl) =>
            edit((f) => {
              const images = [...f.images] as ProductForm['images'];
              images[index] = dataUrl;
              return { ...f, images };
            })
          }
        />
      ))}
    </fieldset>
  );
}
