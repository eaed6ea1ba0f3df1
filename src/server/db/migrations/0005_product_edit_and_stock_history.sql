ALTER TABLE "products" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "stock_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"size" text NOT NULL,
	"before" integer NOT NULL,
	"after" integer NOT NULL,
	"actor" text NOT NULL,
	"reason" text NOT NULL,
	"order_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_changes_size" CHECK ("stock_changes"."size" in ('S', 'M', 'L', 'XL', 'XXL', 'XXXL'))
);
--> statement-breakpoint
ALTER TABLE "stock_changes" ADD CONSTRAINT "stock_changes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_changes_product" ON "stock_changes" USING btree ("product_id","id" DESC);--> statement-breakpoint
CREATE INDEX "orders_created_at" ON "orders" USING btree ("created_at");
