-- Notify me (docs/product.md section 19): a visitor's or shopper's request to hear once when a sold-out size comes back.
CREATE TABLE "notify_me_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notify_me_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"size" text NOT NULL,
	"email" text,
	"mobile" text,
	"user_id" integer,
	"unsubscribe_token" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"due_at" timestamp with time zone,
	"messaged_at" timestamp with time zone,
	"text_body" text,
	"text_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notify_me_requests_unsubscribe_token_unique" UNIQUE("unsubscribe_token"),
	CONSTRAINT "notify_me_requests_one_contact" CHECK (num_nonnulls("notify_me_requests"."email", "notify_me_requests"."mobile") = 1),
	CONSTRAINT "notify_me_requests_status" CHECK ("notify_me_requests"."status" in ('pending', 'due', 'messaged', 'unsubscribed')),
	CONSTRAINT "notify_me_requests_size" CHECK ("notify_me_requests"."size" in ('S', 'M', 'L', 'XL', 'XXL', 'XXXL'))
);
--> statement-breakpoint
ALTER TABLE "notify_me_requests" ADD CONSTRAINT "notify_me_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_me_requests" ADD CONSTRAINT "notify_me_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notify_me_requests_pending" ON "notify_me_requests" USING btree ("product_id","size","id") WHERE "notify_me_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "notify_me_requests_due" ON "notify_me_requests" USING btree ("id") WHERE "notify_me_requests"."status" = 'due';--> statement-breakpoint
CREATE INDEX "notify_me_requests_unsent_texts" ON "notify_me_requests" USING btree ("id") WHERE "notify_me_requests"."text_body" is not null and "notify_me_requests"."text_sent_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notify_me_requests_one_pending_email" ON "notify_me_requests" USING btree ("product_id","size","email") WHERE "notify_me_requests"."status" = 'pending' and "notify_me_requests"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "notify_me_requests_one_pending_mobile" ON "notify_me_requests" USING btree ("product_id","size","mobile") WHERE "notify_me_requests"."status" = 'pending' and "notify_me_requests"."mobile" is not null;--> statement-breakpoint
CREATE INDEX "notify_me_requests_contact" ON "notify_me_requests" USING btree ("email","mobile") WHERE "notify_me_requests"."status" = 'pending';--> statement-breakpoint
-- Wishlist (docs/product.md section 19): a shopper's saved products with the price each had when saved.
CREATE TABLE "wishlist_items" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"price_paise_when_added" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_items_user_id_product_id_pk" PRIMARY KEY("user_id","product_id"),
	CONSTRAINT "wishlist_items_price_positive" CHECK ("wishlist_items"."price_paise_when_added" > 0)
);
--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wishlist_items_user_newest" ON "wishlist_items" USING btree ("user_id","created_at" DESC NULLS LAST);
