/**
 * A shared secret a caller sends (a webhook's token, a verify token), compared in constant time:
 * both sides are hashed first, so timingSafeEqual always gets equal-length buffers and neither the
 * time taken nor a length check tells a guesser how much of the secret they have right.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

export function secretMatches(expected: string, given: string | string[] | undefined): boolean {
  const value = Array.isArray(given) ? given[0] : given;
  if (!expected || !value) return false;
  return timingSafeEqual(digest(expected), digest(value));
}
