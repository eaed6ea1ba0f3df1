-- Shipping through a courier aggregator (docs/product.md, "Shipping"; docs/decisions/024-shipping-provider.md).
-- One forward shipment per order at most: the unique order id is the idempotency key that keeps the shop from booking twice.
CREATE TABLE "shipments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"kind" text DEFAULT 'forward' NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider" text NOT NULL,
	"state" text NOT NULL,
	"provider_order_id" text,
	"provider_shipment_id" text,
	"awb" text,
	"courier" text,
	"tracking_url" text,
	"stage" text,
	"ndr_reason" text,
	"ndr_action" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "shipments_kind" CHECK ("shipments"."kind" in ('forward', 'reverse')),
	CONSTRAINT "shipments_state" CHECK ("shipments"."state" in ('booking', 'booked', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "shipment_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipment_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shipment_id" integer NOT NULL,
	"key" text NOT NULL,
	"stage" text NOT NULL,
	"reason" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_events_key" UNIQUE("shipment_id","key")
);
--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipments_order" ON "shipments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_awb" ON "shipments" USING btree ("awb");--> statement-breakpoint
CREATE INDEX "shipments_ndr" ON "shipments" USING btree ("stage") WHERE "shipments"."stage" = 'failed_attempt';
