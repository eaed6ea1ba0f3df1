-- Where a cash-on-delivery return's refund goes, at the shopper's choice (docs/product.md section 22): store credit or a bank or UPI transfer; null for an order paid online (its own payment) and for an exchange.
ALTER TABLE "returns" ADD COLUMN "refund_to" text;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_refund_to" CHECK ("returns"."refund_to" is null or "returns"."refund_to" in ('store_credit', 'transfer'));
