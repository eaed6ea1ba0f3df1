/** What the server says about a pincode: "Check delivery" (docs/decisions/009) and the address form (docs/decisions/011). */
import { useQuery } from '@tanstack/react-query';
import type { PincodeAnswer } from '#shared/delivery';
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
