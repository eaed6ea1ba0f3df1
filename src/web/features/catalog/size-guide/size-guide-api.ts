/** The size guide of a category, read by the product page. */
import { useQuery } from '@tanstack/react-query';
import type { SizeGuide } from '#shared/size-guide-public';
import { api } from '#web/lib/api';
import { useInitialAnswers } from '#web/lib/initial-data';

export const sizeGuideUrl = (category: string) => `/api/size-guide/${encodeURIComponent(category)}`;

export const sizeGuideKey = (category: string) => ['size-guide', category] as const;

/** The guide the page's HTML came with, if any (the server renders it for readers without JavaScript). */
export function useInitialSizeGuide(category: string): SizeGuide | undefined {
  return useInitialAnswers()<SizeGuide>(sizeGuideUrl(category));
}

export function useSizeGuide(category: string) {
  const initial = useInitialAnswers();
  return useQuery({
    initialData: () => initial<SizeGuide>(sizeGuideUrl(category)),
    queryKey: sizeGuideKey(category),
    queryFn: ({ signal }) => api<SizeGuide>(sizeGuideUrl(category), { withApiKey: true, signal }),
    retry: false,
  });
}
