/** "Model is 183 cm (6'0") and wears L" under the size picker, when the admin gave it. */
import { feetAndInches } from '#shared/measurements-public';
import { useProductMeasurements } from './product-measurements-api';

export function ModelNote({ itemId }: { itemId: string }) {
  const { data } = useProductMeasurements(itemId);
  if (!data?.model) return null;
  const { heightCm, sizeWorn } = data.model;
  return (
    <p className="text-sm text-neutral-700" data-testid="model-note">
      {`Model is ${heightCm} cm (${feetAndInches(heightCm)}) and wears ${sizeWorn}`}
    </p>
  );
}
