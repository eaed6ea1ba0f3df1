/**
 * Where a visit came from (BUSINESS.md section 16): the landing page's utm_source, utm_medium and
 * utm_campaign first, then an ad click id's network, then the referring site; with none of them
 * the visit is direct. Names are lower-cased so "Instagram" and "instagram" are one source.
 */
import type { Landing } from '#shared/analytics';

export interface VisitSource {
  source: string;
  medium: string;
  campaign: string;
  referrer: string | null;
  clickId: string | null;
  direct: boolean;
}

export const DIRECT = '(direct)';
export const NONE = '(none)';

/** Click id parameters and the network each belongs to. */
const CLICK_NETWORKS: Record<string, [string, string]> = {
  gclid: ['google', 'cpc'],
  gbraid: ['google', 'cpc'],
  wbraid: ['google', 'cpc'],
  fbclid: ['facebook', 'paid_social'],
  msclkid: ['bing', 'cpc'],
  ttclid: ['tiktok', 'paid_social'],
};

const clean = (text: string | undefined) => (text ?? '').trim().toLowerCase().slice(0, 100);

/** The referrer's host without "www."; null for our own host or anything that is not a host. */
function referrerHost(referrer: string | undefined, ownHost: string): string | null {
  const host = clean(referrer)
    .replace(/^www\./, '')
    .replace(/:\d+$/, '');
  if (!host || !/^[a-z0-9.-]+$/.test(host)) return null;
  return host === ownHost.replace(/^www\./, '').replace(/:\d+$/, '') ? null : host;
}

export function sourceOf(landing: Landing | undefined, ownHost: string): VisitSource {
  const referrer = referrerHost(landing?.referrer, ownHost);
  const clickId = landing?.clickId?.trim().slice(0, 200) || null;
  const [network, paidMedium] = CLICK_NETWORKS[clickId?.split(':')[0] ?? ''] ?? [];
  const source = clean(landing?.source) || network || referrer || DIRECT;
  const medium =
    clean(landing?.medium) || paidMedium || (referrer && source === referrer ? 'referral' : NONE);
  return {
    source,
    medium,
    campaign: clean(landing?.campaign) || NONE,
    referrer,
    clickId,
    direct: source === DIRECT,
  };
}
