/**
 * The product's own parcel weight and box (docs/product.md section 20): empty fields ship at the
 * Shipping settings' category weight and box.
 */
import type { FieldErrors } from '#web/components/form/zod-errors';
import { TextField } from '#web/components/ui/Field';
import type { EditForm } from './edit-form';

type Side = 'boxLength' | 'boxBreadth' | 'boxHeight';
const SIDES: { key: Side; label: string; path: string }[] = [
  { key: 'boxLength', label: 'Box length (cm)', path: 'boxCm.length' },
  { key: 'boxBreadth', label: 'Box width (cm)', path: 'boxCm.breadth' },
  { key: 'boxHeight', label: 'Box height (cm)', path: 'boxCm.height' },
];

export function ParcelFields({
  form,
  errors,
  update,
}: {
  form: EditForm;
  errors: FieldErrors;
  update: (change: (form: EditForm) => EditForm) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-1 text-lg font-bold">Parcel</legend>
      <p className="mb-3 text-sm text-neutral-600">
        Leave empty to ship at the category's weight and the box from Settings, Shipping.
      </p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <TextField
          id="parcel-weight"
          label="Weight per unit (g)"
          type="number"
          inputMode="numeric"
          min={50}
          step={1}
          value={form.weightGrams}
          error={errors.weightGrams}
          onChange={(event) => {
            const weightGrams = event.target.value;
            update((f) => ({ ...f, weightGrams }));
          }}
        />
        {SIDES.map(({ key, label, path }) => (
          <TextField
            key={key}
            id={`parcel-${key}`}
            label={label}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={form[key]}
            error={errors[path] ?? errors.boxCm}
            onChange={(event) => {
              const value = event.target.value;
              update((f) => ({ ...f, [key]: value }));
            }}
          />
        ))}
      </div>
    </fieldset>
  );
}
