/** Shared secrets compared in constant time: equal-length digests, whatever the lengths sent. */
import { describe, expect, it } from 'vitest';
import { secretMatches } from './secret-match';

describe('secretMatches', () => {
  it('matches the secret itself, and the first of a repeated header', () => {
    expect(secretMatches('s3cret-token', 's3cret-token')).toBe(true);
    expect(secretMatches('s3cret-token', ['s3cret-token', 'other'])).toBe(true);
  });

  it('refuses another value of the same length, a shorter or longer one, and nothing', () => {
    expect(secretMatches('s3cret-token', 's3cret-tokeN')).toBe(false);
    expect(secretMatches('s3cret-token', 's3cret')).toBe(false);
    expect(secretMatches('s3cret-token', 's3cret-token-and-more')).toBe(false);
    expect(secretMatches('s3cret-token', '')).toBe(false);
    expect(secretMatches('s3cret-token', undefined)).toBe(false);
  });

  it('opens to nobody when no secret is set', () => {
    expect(secretMatches('', '')).toBe(false);
    expect(secretMatches('', 'anything')).toBe(false);
  });
});
