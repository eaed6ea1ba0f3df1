/**
 * A new product's public item id: a readable slug of its name plus a random suffix, e.g.
 * `classic-black-tee-k7m2q9xa`. URL-safe, unique (the column is unique) and never reused, since
 * archived products keep theirs.
 */
import { randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const SLUG_MAX = 48;

export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '');
  return slug || 'product';
}

/** 8 characters from a 32-letter alphabet: 40 random bits, so a clash is vanishingly rare. */
export function randomSuffix(length = 8): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

export function newItemId(name: string): string {
  return `${slugOf(name)}-${randomSuffix()}`;
}
