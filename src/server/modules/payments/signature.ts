/** HMAC-SHA256 signatures as Razorpay makes them, checked in constant time. */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function hmacHex(secret: string, message: string | Buffer): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

export function signatureMatches(expectedHex: string, givenHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'utf8');
  const given = Buffer.from(givenHex, 'utf8');
  // timingSafeEqual needs equal lengths; a length mismatch reveals nothing about the secret.
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Razorpay Checkout's rule: HMAC_SHA256(order_id + "|" + payment_id, key_secret). */
export function checkoutSignature(secret: string, providerOrderId: string, paymentId: string): string {
  return hmacHex(secret, `${providerOrderId}|${paymentId}`);
}
