/**
 * Collections for the storefront (BUSINESS.md section 11): every collection (the home page's
 * tiles, the collections page) and one collection's name and description. The answers usually
 * came with the page's HTML (initial-data.ts); the server loads the same URLs (page-data.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { type CollectionJson, collectionApiUrl, collectionsApiUrl } from '#shared/collections/public';
import { api } from '#web/lib/api';
import { useInitialAnswers } from '#web/lib/initial-data';

export type CollectionTile = CollectionJson & { featured: boolean };

export function useCollections() {
  const initial = useInitialAnswers();
  return useQuery({
    queryKey: ['collections'],
    queryFn: ({ signal }) => api<CollectionTile[]>(collectionsApiUrl, { withApiKey: true, signal }),
    initialData: () => initial<CollectionTile[]>(collectionsApiUrl),
  });
}

export function useCollection(slug: string) {
  const initial = useInitialAnswers();
  const url = collectionApiUrl(slug);
  return useQuery({
    queryKey: ['collection', slug],
    queryFn: ({ signal }) => api<CollectionJson>(url, { withApiKey: true, signal }),
    initialData: () => initial<CollectionJson>(url),
    retry: false,
  });
}
