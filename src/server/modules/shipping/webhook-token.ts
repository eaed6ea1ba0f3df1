/** The webhook's shared token, compared in constant time (Shiprocket signs nothing: docs/decisions/024-shipping-provider.md). */
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

export function webhookTokenMatches(expected: string, given: string | string[] | undefined): boolean {
  const value = Array.isArray(given) ? given[0] : given;
  if (!value) return false;
  return timingSafeEqual(digest(expected), digest(value));
}
