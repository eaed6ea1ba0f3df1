/** A product's own measurements and model (docs/product.md, "Fit confidence"), read by the product page. */
import { useQuery } from '@tanstack/react-query';
import { type ProductMeasurements, productMeasurementsUrl } from '#shared/measurements-public';
import { api } from '#web/lib/api';
import { useInitialAnswers } from '#web/lib/initial-data';

export const productMeasurementsKey = (itemId: string) => ['product-measurements', itemId] as const;

export function useProductMeasurements(itemId: string) {
  const initial = useInitialAnswers();
  return useQuery({
    initialData: () => initial<ProductMeasurements>(productMeasurementsUrl(itemId)),
    queryKey: productMeasurementsKey(itemId),
    queryFn: ({ signal }) =>
      api<ProductMeasurements>(productMeasurementsUrl(itemId), { withApiKey: true, signal }),
    retry: false,
  });
}
