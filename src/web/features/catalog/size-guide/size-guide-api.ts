/** The size guide of a category, read by the product page. */
import { useQuery } from '@tanstack/react-query';
import type { SizeGuide } from '#shared/size-guide';
import { api } from '#web/lib/api';

const sizeGuideUrl = (category: string) => `/api/size-guide/${encodeURIComponent(category)}`;

export const sizeGuideKey = (category: string) => ['size-guide', category] as const;

export function useSizeGuide(category: string) {
  return useQuery({
    queryKey: sizeGuideKey(category),
    queryFn: ({ signal }) => api<SizeGuide>(sizeGuideUrl(category), { withApiKey: true, signal }),
    retry: false,
  });
}
