ALTER TABLE "orders" ADD COLUMN "return_state" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "exchange_for_order_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_exchange_for_order_id_orders_id_fk" FOREIGN KEY ("exchange_for_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_return_state" CHECK ("orders"."return_state" is null or "orders"."return_state" in ('requested', 'returned'));--> statement-breakpoint
CREATE TABLE "returns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "returns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"return_id" text NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"resolution" text NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"reject_reason" text,
	"restocked" boolean,
	"refund_paise" integer,
	"refund_reference" text,
	"exchange_order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_return_id_unique" UNIQUE("return_id"),
	CONSTRAINT "returns_status" CHECK ("returns"."status" in ('requested', 'approved', 'rejected', 'received', 'refunded', 'exchanged')),
	CONSTRAINT "returns_resolution" CHECK ("returns"."resolution" in ('refund', 'exchange')),
	CONSTRAINT "returns_reason" CHECK ("returns"."reason" in ('too_small', 'too_large', 'damaged', 'wrong_item', 'other')),
	CONSTRAINT "returns_refund_not_negative" CHECK ("returns"."refund_paise" is null or "returns"."refund_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "return_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "return_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"return_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"exchange_size" text,
	CONSTRAINT "return_lines_quantity" CHECK ("return_lines"."quantity" >= 1)
);
--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_exchange_order_id_orders_id_fk" FOREIGN KEY ("exchange_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "returns_order" ON "returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "returns_status" ON "returns" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "returns_exchange_order" ON "returns" USING btree ("exchange_order_id");--> statement-breakpoint
CREATE INDEX "return_lines_return" ON "return_lines" USING btree ("return_id");
