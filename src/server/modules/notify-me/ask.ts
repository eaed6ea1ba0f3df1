/**
 * A request to hear once when a sold-out size comes back (docs/product.md section 19). Only a
 * size with no stock may be asked for; asking twice with one contact keeps the first request (its
 * place in the queue); one contact may wait on at most MAX_PENDING_PER_CONTACT sizes at once, so
 * nobody can sign a stranger up to a flood of messages.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { notifyMeRequests } from '#server/db/schema';
import { AppError } from '#server/errors';
import type { Size } from '#shared/constants';
import { NOTIFY_ME_MESSAGES, type NotifyContact } from '#shared/notify-me';
import { productsOnSale } from '../catalog/products-on-sale';

export const MAX_PENDING_PER_CONTACT = 20;

export interface NotifyMeRequest {
  itemId: string;
  size: Size;
  contact: NotifyContact;
  /** The signed-in shopper, if any. */
  userId?: number;
}

/** Answers whether a new request was recorded (false: this contact was already waiting). */
export async function askToBeNotified(db: DbOrTx, request: NotifyMeRequest): Promise<boolean> {
  const product = (await productsOnSale(db, [request.itemId])).get(request.itemId);
  if (!product)
    throw new AppError('not_found', NOTIFY_ME_MESSAGES.productNotFound, { code: 'product_unavailable' });
  if ((product.stock.get(request.size) ?? 0) > 0)
    throw new AppError('conflict', NOTIFY_ME_MESSAGES.inStock(request.size));
  const contact =
    'email' in request.contact
      ? { email: request.contact.email, mobile: null }
      : { email: null, mobile: request.contact.mobile };
  const sameContact = contact.email
    ? eq(notifyMeRequests.email, contact.email)
    : eq(notifyMeRequests.mobile, contact.mobile!);
  const [waiting] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifyMeRequests)
    .where(and(sameContact, eq(notifyMeRequests.status, 'pending')));
  if ((waiting?.count ?? 0) >= MAX_PENDING_PER_CONTACT)
    throw new AppError(
      'too_many',
      `You are already waiting for ${MAX_PENDING_PER_CONTACT} sizes; we will tell you as they come back.`,
    );
  const inserted = await db
    .insert(notifyMeRequests)
    .values({
      productId: product.id,
      size: request.size,
      ...contact,
      userId: request.userId ?? null,
      unsubscribeToken: randomBytes(24).toString('base64url'),
    })
    .onConflictDoNothing()
    .returning({ id: notifyMeRequests.id });
  return inserted.length > 0;
}
