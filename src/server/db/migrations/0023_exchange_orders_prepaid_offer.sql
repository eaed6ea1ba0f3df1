-- An exchange is its own kind of order, never cash on delivery (docs/decisions/033): its ₹0 order
-- was stored as 'cod' and counted as an open, unconfirmed COD order. And a COD order keeps the
-- prepaid discount checkout offered it, which "Pay online now" then gives.
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method";--> statement-breakpoint
UPDATE "orders" SET "payment_method" = 'exchange' WHERE "exchange_for_order_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method" CHECK ("orders"."payment_method" in ('online', 'cod', 'store_credit', 'exchange'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_exchange_kind" CHECK (("orders"."payment_method" = 'exchange') = ("orders"."exchange_for_order_id" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prepaid_offer_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_prepaid_offer_not_negative" CHECK ("orders"."prepaid_offer_paise" >= 0);
