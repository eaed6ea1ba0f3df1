/**
 * Where a refund by bank or UPI transfer goes (issue 40 point 17; docs/product.md section 22): the
 * shopper who chooses a transfer names a UPI id or a bank account with the request, so the owner
 * can pay without asking. Personal data: shown to the back office until the refund is recorded,
 * then cleared (docs/decisions/038-personal-data.md).
 */
import { z } from 'zod';

/** name@bank: the handle before @ (2-256 of letters, digits, dot, dash, underscore), the bank's after. */
export const UPI_ID_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,255}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;
/** The RBI's format: four letters for the bank, a zero, six letters or digits for the branch. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** Indian bank account numbers run from 9 to 18 digits. */
export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;

export const PAYOUT_KINDS = ['upi', 'bank'] as const;
export type PayoutKind = (typeof PAYOUT_KINDS)[number];
export const PAYOUT_KIND_LABELS: Record<PayoutKind, string> = { upi: 'UPI id', bank: 'Bank account' };

export const PAYOUT_MESSAGES = {
  missing: 'Please enter the UPI id or the bank account the refund should go to.',
  kind: 'Please choose a UPI id or a bank account.',
  upiId: 'Please enter a UPI id like name@okaxis.',
  accountName: "Please enter the account holder's name (up to 100 characters).",
  accountNumber: 'Please enter the account number: 9 to 18 digits.',
  ifsc: 'Please enter the IFSC: 11 characters, like SBIN0001234.',
  notTransfer: 'Only a refund by bank or UPI transfer needs a UPI id or bank account.',
} as const;

export const refundPayoutSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('upi'),
      upiId: z
        .string({ error: PAYOUT_MESSAGES.upiId })
        .trim()
        .regex(UPI_ID_PATTERN, { error: PAYOUT_MESSAGES.upiId }),
    }),
    z.object({
      kind: z.literal('bank'),
      accountName: z
        .string({ error: PAYOUT_MESSAGES.accountName })
        .trim()
        .min(1, { error: PAYOUT_MESSAGES.accountName })
        .max(100, { error: PAYOUT_MESSAGES.accountName }),
      accountNumber: z
        .string({ error: PAYOUT_MESSAGES.accountNumber })
        .transform((value) => value.replace(/[\s-]/g, ''))
        .pipe(z.string().regex(ACCOUNT_NUMBER_PATTERN, { error: PAYOUT_MESSAGES.accountNumber })),
      ifsc: z
        .string({ error: PAYOUT_MESSAGES.ifsc })
        .trim()
        .toUpperCase()
        .regex(IFSC_PATTERN, { error: PAYOUT_MESSAGES.ifsc }),
    }),
  ],
  { error: PAYOUT_MESSAGES.kind },
);
export type RefundPayout = z.output<typeof refundPayoutSchema>;

/** The payout in one line for the back office: "UPI asha@okaxis" or "A/c 1234567890, SBIN0001234, Asha Rao". */
export function payoutText(payout: RefundPayout): string {
  return payout.kind === 'upi'
    ? `UPI ${payout.upiId}`
    : `A/c ${payout.accountNumber}, ${payout.ifsc}, ${payout.accountName}`;
}
