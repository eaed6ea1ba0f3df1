/** What the server says about a pincode: "Check delivery" (docs/decisions/009) and the address form (docs/decisions/011). */
import { useQuery } from '@tanstack/react-query';
import type { PincodeAnswer } from '#shared/delivery';
import type { DeliveryDateAnswer } from '#shared/shipping';
import { api } from '#web/lib/api';

/** The answer for `pincode`, asked once it is set; a refusal (400, 404) is the query's error. */
export function usePincodeAnswer(pincode: string | null) {
  return useQuery({
    queryKey: ['pincode', pincode],
    queryFn: ({ signal }) =>
      api<PincodeAnswer>(`/api/pincodes/${encodeURIComponent(pincode ?? '')}`, { withApiKey: true, signal }),
    enabled: pincode !== null,
    retry: false,
  });
}

/**
 * "Delivery by Fri, 29 Nov" for `pincode` (docs/product.md, "Shipping"), asked once it is set
 * and deliverable; a refusal is the query's error, and the page then shows the plain answer.
 */
export function useDeliveryDate(pincode: string | null) {
  return useQuery({
    queryKey: ['delivery-date', pincode],
    queryFn: ({ signal }) =>
      api<DeliveryDateAnswer>(`/api/pincodes/${encodeURIComponent(pincode ?? '')}/delivery-date`, {
        withApiKey: true,
        signal,
      }),
    enabled: pincode !== null,
    retry: false,
  });
}
