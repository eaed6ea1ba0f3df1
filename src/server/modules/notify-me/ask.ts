/**
 * A request to hear once when a sold-out size comes back (docs/product.md section 19). Only a
 * size with no stock may be asked for. The request counts only once its contact is verified
 * (BUSINESS.md section 10), so made-up numbers cannot take a real shopper's place in the queue:
 * the signed-in shopper's own email or number counts at once, as does a contact this browser
 * verified in the last day; any other contact is sent a code, and the request joins the queue when
 * the code is typed (confirmRequest). Asking again with one contact keeps the first request (its
 * place in the queue), and every answer is the same whether or not the contact was already
 * waiting. One contact may wait on at most MAX_PENDING_PER_CONTACT sizes at once.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { notifyMeRequests } from '#server/db/schema';
import type { AppDeps } from '#server/deps';
import { AppError } from '#server/errors';
import type { Size } from '#shared/constants';
import { NOTIFY_ME_MESSAGES, type NotifyContact, type NotifyMeAnswer } from '#shared/notify-me';
import { isOwnContact, redeemContactCode, sendContactCode } from '../accounts/contact-codes';
import { productsOnSale } from '../catalog/products-on-sale';

export const MAX_PENDING_PER_CONTACT = 20;

export interface NotifyMeRequest {
  itemId: string;
  size: Size;
  contact: NotifyContact;
  /** The signed-in shopper, if any. */
  userId?: number;
}

/** POST /api/notify-me: records a verified contact's request, or sends a code to the contact. */
export async function askToBeNotified(
  deps: AppDeps,
  request: NotifyMeRequest & { ip: string },
  browserVerified: () => Promise<boolean>,
): Promise<NotifyMeAnswer> {
  const productId = await soldOutSizeOf(deps.db, request);
  const verified =
    (request.userId !== undefined && (await isOwnContact(deps.db, request.userId, request.contact))) ||
    (await browserVerified());
  if (verified) {
    await recordRequest(deps.db, { ...request, productId });
    return { message: NOTIFY_ME_MESSAGES.asked(request.size), codeSent: false };
  }
  await sendContactCode(deps, request);
  return { message: NOTIFY_ME_MESSAGES.codeSent(request.contact), codeSent: true };
}

/**
 * POST /api/notify-me/confirm: the right code records the request in the transaction that marks
 * the code verified; a wrong one is a 400 with its count of tries. Answers the verification, which
 * the browser's proof is made from.
 */
export async function confirmRequest(
  deps: AppDeps,
  request: NotifyMeRequest & { code: string },
): Promise<{ codeId: number; codeHash: string }> {
  const productId = await soldOutSizeOf(deps.db, request);
  const now = deps.clock();
  const outcome = await deps.db.transaction(async (tx) => {
    const redeemed = await redeemContactCode(tx, { contact: request.contact, code: request.code, now });
    if (redeemed.ok) await recordRequest(tx, { ...request, productId });
    return redeemed;
  });
  if (!outcome.ok) throw new AppError('invalid', outcome.message, { code: 'invalid_code' });
  return outcome;
}

/** The product's id when it is on sale and the size has no stock; otherwise the refusal. */
async function soldOutSizeOf(db: DbOrTx, request: { itemId: string; size: Size }): Promise<number> {
  const product = (await productsOnSale(db, [request.itemId])).get(request.itemId);
  if (!product)
    throw new AppError('not_found', NOTIFY_ME_MESSAGES.productNotFound, { code: 'product_unavailable' });
  if ((product.stock.get(request.size) ?? 0) > 0)
    throw new AppError('conflict', NOTIFY_ME_MESSAGES.inStock(request.size));
  return product.id;
}

/** Puts a verified contact's request in the queue, unless the contact already waits for the size. */
async function recordRequest(db: DbOrTx, request: NotifyMeRequest & { productId: number }): Promise<void> {
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
  await db
    .insert(notifyMeRequests)
    .values({
      productId: request.productId,
      size: request.size,
      ...contact,
      userId: request.userId ?? null,
      unsubscribeToken: randomBytes(24).toString('base64url'),
    })
    .onConflictDoNothing();
}
