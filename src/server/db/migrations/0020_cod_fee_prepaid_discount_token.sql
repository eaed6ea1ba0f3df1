-- How an order's way of paying was priced (docs/product.md section 22): the cash-on-delivery fee,
-- the prepaid discount, and partial COD's token paid online; the fee is its own invoice line.
ALTER TABLE "orders" ADD COLUMN "cod_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prepaid_discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_token_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_terms_not_negative" CHECK ("orders"."cod_fee_paise" >= 0 and "orders"."prepaid_discount_paise" >= 0 and "orders"."cod_token_paise" >= 0 and "orders"."cod_token_paise" + "orders"."store_credit_paise" <= "orders"."amount_paise");--> statement-breakpoint
ALTER TABLE "invoice_lines" DROP CONSTRAINT "invoice_lines_kind";--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_kind" CHECK ("invoice_lines"."kind" in ('goods', 'delivery', 'cod_fee'));
