-- Cash on delivery without the losses (docs/decisions/025-cash-on-delivery-and-store-credit.md):
-- the confirmation of each COD order, the store-credit ledger, and what an order paid in credit.
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method" CHECK ("orders"."payment_method" in ('online', 'cod', 'store_credit'));--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "store_credit_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_credit_not_negative" CHECK ("orders"."store_credit_paise" >= 0 and "orders"."store_credit_paise" <= "orders"."amount_paise");--> statement-breakpoint
CREATE TABLE "cod_confirmations" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cod_confirmations_token_hash_unique" UNIQUE("token_hash")
);--> statement-breakpoint
ALTER TABLE "cod_confirmations" ADD CONSTRAINT "cod_confirmations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "store_credit_balances" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"balance_paise" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_credit_balance_not_negative" CHECK ("store_credit_balances"."balance_paise" >= 0)
);--> statement-breakpoint
ALTER TABLE "store_credit_balances" ADD CONSTRAINT "store_credit_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "store_credit_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_credit_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"balance_after_paise" integer NOT NULL,
	"order_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone,
	"remaining_paise" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_credit_entries_kind" CHECK ("store_credit_entries"."kind" in ('credit', 'debit', 'expiry')),
	CONSTRAINT "store_credit_entries_amount_positive" CHECK ("store_credit_entries"."amount_paise" > 0),
	CONSTRAINT "store_credit_entries_remaining" CHECK ("store_credit_entries"."remaining_paise" is null or ("store_credit_entries"."remaining_paise" >= 0 and "store_credit_entries"."remaining_paise" <= "store_credit_entries"."amount_paise"))
);--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_credit_entries_user" ON "store_credit_entries" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "store_credit_entries_expiring" ON "store_credit_entries" USING btree ("expires_at") WHERE "store_credit_entries"."remaining_paise" > 0;--> statement-breakpoint
CREATE INDEX "orders_cod_open" ON "orders" USING btree ("user_id") WHERE "orders"."payment_method" = 'cod';
