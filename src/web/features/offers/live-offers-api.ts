/**
 * The live offers' badges for cards and the product page. The server puts the answer in the page's
 * HTML (the page loaders ask for it), so the badge is there before hydration and moves nothing.
 */
import { useQuery } from '@tanstack/react-query';
import { LIVE_OFFERS_URL, type LiveOfferJson } from '#shared/offers/live-offers';
import { api } from '#web/lib/api';
import { useInitialAnswers } from '#web/lib/initial-data';

/** Offers change seldom; a minute keeps every card of a list on one request. */
const OFFERS_FRESH_MS = 60_000;

export function useLiveOffers(): LiveOfferJson[] {
  const initial = useInitialAnswers();
  const { data } = useQuery({
    queryKey: ['live-offers'],
    queryFn: ({ signal }) => api<LiveOfferJson[]>(LIVE_OFFERS_URL, { withApiKey: true, signal }),
    initialData: () => initial<LiveOfferJson[]>(LIVE_OFFERS_URL),
    staleTime: OFFERS_FRESH_MS,
  });
  return data ?? [];
}
