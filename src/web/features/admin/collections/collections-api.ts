/** The collection calls of the back office (BUSINESS.md section 11) and their query keys. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminCollectionJson, CollectionPreview } from '#shared/collections';
import { api } from '#web/lib/api';

export const collectionsKey = ['admin', 'collections'] as const;

export function useAdminCollections() {
  return useQuery({
    queryKey: collectionsKey,
    queryFn: ({ signal }) =>
      api<AdminCollectionJson[]>('/api/admins/collections', { withApiKey: true, signal }),
  });
}

/** The members the editor's choice would show, asked again as the choice changes. */
export function useCollectionPreview(body: { kind: string; itemIds: string[]; rule: unknown }) {
  return useQuery({
    queryKey: [...collectionsKey, 'preview', body],
    queryFn: ({ signal }) =>
      api<CollectionPreview>('/api/admins/collections/preview', {
        method: 'POST',
        body,
        withApiKey: true,
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export const saveCollection = (id: number | null, body: unknown) =>
  id === null
    ? api<AdminCollectionJson>('/api/admins/collections', { method: 'POST', body, withApiKey: true })
    : api<AdminCollectionJson>(`/api/admins/collections/${id}`, { method: 'PUT', body, withApiKey: true });

export const deleteCollection = (id: number) =>
  api<null>(`/api/admins/collections/${id}`, { method: 'DELETE', withApiKey: true });
