/** The offer calls of the back office (BUSINESS.md section 12) and their query keys. */
import { useQuery } from '@tanstack/react-query';
import type { OfferJson, OfferReportRow } from '#shared/offers';
import { api } from '#web/lib/api';

export const offersKey = ['admin', 'offers'] as const;

export function useOffers() {
  return useQuery({
    queryKey: offersKey,
    queryFn: ({ signal }) => api<OfferJson[]>('/api/admins/offers', { withApiKey: true, signal }),
  });
}

export function useOfferReport() {
  return useQuery({
    queryKey: [...offersKey, 'report'],
    queryFn: ({ signal }) => api<OfferReportRow[]>('/api/admins/offers/report', { withApiKey: true, signal }),
  });
}

export const saveOffer = (id: number | null, body: unknown) =>
  id === null
    ? api<OfferJson>('/api/admins/offers', { method: 'POST', body, withApiKey: true })
    : api<OfferJson>(`/api/admins/offers/${id}`, { method: 'PUT', body, withApiKey: true });
