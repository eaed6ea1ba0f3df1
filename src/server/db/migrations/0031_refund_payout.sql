-- Where a cash-on-delivery refund by bank or UPI transfer goes, as the shopper gave it; cleared once the refund is recorded.
ALTER TABLE "returns" ADD COLUMN "refund_payout" jsonb;
