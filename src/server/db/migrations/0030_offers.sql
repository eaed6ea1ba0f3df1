-- Offers the cart applies by itself, the orders that used them, and each order line's share of its offer's saving (docs/decisions/040-offers.md).
CREATE TABLE "offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"selector" jsonb NOT NULL,
	"buy_quantity" integer,
	"free_quantity" integer,
	"bundle_price_paise" integer,
	"percent_off" integer,
	"amount_off_paise" integer,
	"min_subtotal_paise" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"online_only" boolean DEFAULT false NOT NULL,
	"stacks_with_coupons" boolean DEFAULT false NOT NULL,
	"uses_per_shopper" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_kind" CHECK ("offers"."kind" in ('bundle', 'buy_get', 'percent_from', 'flat_above')),
	CONSTRAINT "offers_terms" CHECK (("offers"."kind" = 'bundle' and "offers"."buy_quantity" >= 1 and "offers"."bundle_price_paise" >= 1)
        or ("offers"."kind" = 'buy_get' and "offers"."buy_quantity" >= 1 and "offers"."free_quantity" >= 1)
        or ("offers"."kind" = 'percent_from' and "offers"."buy_quantity" >= 1 and "offers"."percent_off" between 1 and 90)
        or ("offers"."kind" = 'flat_above' and "offers"."amount_off_paise" >= 1 and "offers"."min_subtotal_paise" >= "offers"."amount_off_paise")),
	CONSTRAINT "offers_dates" CHECK ("offers"."ends_at" is null or "offers"."ends_at" > "offers"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "offer_uses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offer_uses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"offer_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"pieces" integer NOT NULL,
	"revenue_paise" integer NOT NULL,
	"saving_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "offer_uses_order_offer" UNIQUE("order_id","offer_id"),
	CONSTRAINT "offer_uses_amounts" CHECK ("offer_uses"."pieces" >= 1 and "offer_uses"."revenue_paise" >= 0 and "offer_uses"."saving_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "offer_uses" ADD CONSTRAINT "offer_uses_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_uses" ADD CONSTRAINT "offer_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_uses" ADD CONSTRAINT "offer_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_uses_shopper" ON "offer_uses" USING btree ("offer_id","user_id");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "offer_discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "offer_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "offer_discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_offer_discount" CHECK ("order_items"."offer_discount_paise" >= 0 and "order_items"."offer_discount_paise" <= "order_items"."unit_price_paise" * "order_items"."quantity");
