/** Public order numbers: ORD- and 10 Crockford base32 characters from a CSPRNG (50 random bits). */
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function newPublicOrderId(): string {
  // 256 is a multiple of 32, so taking the low five bits of each byte keeps every symbol equally likely.
  const chars = [...randomBytes(10)].map((byte) => ALPHABET[byte & 31]);
  return `ORD-${chars.join('')}`;
}

export const PUBLIC_ORDER_ID_PATTERN = /^ORD-[0-9A-HJKMNP-TV-Z]{10}$/;
