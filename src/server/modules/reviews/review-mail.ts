/**
 * The mail a moderation decision sends the review's author (docs/product.md, "Reviews"): written
 * to the outbox in the decision's transaction, so it goes exactly when the decision stands.
 */
import type { DbOrTx } from '#server/db/client';
import { escapeHtml } from '#server/plugins/web';
import { paths } from '#shared/paths';
import { findShopper } from '../accounts/shoppers';
import { queueMail } from '../mail/outbox';

export async function queueReviewDecisionMail(
  db: DbOrTx,
  input: {
    userId: number;
    itemId: string;
    productName: string;
    decision: 'approved' | 'rejected';
    reason?: string;
    publicUrl: string;
  },
): Promise<void> {
  const shopper = await findShopper(db, input.userId);
  // A shopper who signed up with a mobile number only has no address: the product page still
  // shows them the decision and its reason.
  if (!shopper.email) return;
  const link = input.publicUrl + paths.product(input.itemId);
  const subject =
    input.decision === 'approved'
      ? `Your review of ${input.productName} is on the shop`
      : `Your review of ${input.productName} was not published`;
  const paragraphs =
    input.decision === 'approved'
      ? [
          `Thank you: your review of ${input.productName} is now on its page, where other shoppers can read it.`,
        ]
      : [
          `We are sorry: your review of ${input.productName} could not be published.`,
          `Reason: ${input.reason ?? ''}`,
        ];
  const greeting = `Hello ${shopper.firstName || shopper.userName},`;
  const text = [greeting, '', ...paragraphs, '', link, '', 'Oversized'].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family:Arial,sans-serif;color:#111;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}">${escapeHtml(input.productName)}</a></p>
</body></html>`;
  await queueMail(db, { to: shopper.email, subject, text, html });
}
