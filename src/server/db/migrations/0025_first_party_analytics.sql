-- First-party analytics (BUSINESS.md section 16): raw visits and events kept 30 days, daily figures kept for good, each order's source.
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_visits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_visits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"device" text NOT NULL,
	"landing_page" text NOT NULL,
	"source" text NOT NULL,
	"medium" text NOT NULL,
	"campaign" text NOT NULL,
	"referrer" text,
	"click_id" text,
	"direct" boolean NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_visits_visitor" ON "analytics_visits" USING btree ("visitor","last_at");--> statement-breakpoint
CREATE INDEX "analytics_visits_day" ON "analytics_visits" USING btree ("day");--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"visit_id" integer,
	"name" text NOT NULL,
	"template" text,
	"page" text,
	"device" text,
	"query" text,
	"metric" text,
	"value" real,
	"element" text,
	"order_id" integer,
	"amount_paise" integer
);
--> statement-breakpoint
CREATE INDEX "analytics_events_day" ON "analytics_events" USING btree ("day","name");--> statement-breakpoint
CREATE INDEX "analytics_events_at" ON "analytics_events" USING btree ("at");--> statement-breakpoint
CREATE TABLE "analytics_order_sources" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"visit_id" integer,
	"source" text NOT NULL,
	"medium" text NOT NULL,
	"campaign" text NOT NULL,
	"referrer" text,
	"click_id" text,
	"landing_page" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_order_sources" ADD CONSTRAINT "analytics_order_sources_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "analytics_daily" (
	"day" date PRIMARY KEY NOT NULL,
	"visitors" integer NOT NULL,
	"visits" integer NOT NULL,
	"page_views" integer NOT NULL,
	"product_views" integer NOT NULL,
	"adds_to_cart" integer NOT NULL,
	"checkouts" integer NOT NULL,
	"orders" integer NOT NULL,
	"gross_paise" integer NOT NULL,
	"cancelled_paise" integer NOT NULL,
	"rto_paise" integer NOT NULL,
	"returned_paise" integer NOT NULL,
	"rto_orders" integer NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_sources" (
	"day" date NOT NULL,
	"source" text NOT NULL,
	"medium" text NOT NULL,
	"campaign" text NOT NULL,
	"visits" integer NOT NULL,
	"orders" integer NOT NULL,
	"gross_paise" integer NOT NULL,
	"cancelled_paise" integer NOT NULL,
	"rto_paise" integer NOT NULL,
	"returned_paise" integer NOT NULL,
	CONSTRAINT "analytics_daily_sources_day_source_medium_campaign_pk" PRIMARY KEY("day","source","medium","campaign")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_counts" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_daily_counts_day_kind_key_pk" PRIMARY KEY("day","kind","key")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_vitals" (
	"day" date NOT NULL,
	"template" text NOT NULL,
	"device" text NOT NULL,
	"metric" text NOT NULL,
	"page" text NOT NULL,
	"element" text NOT NULL,
	"samples" integer NOT NULL,
	"good" integer NOT NULL,
	"needs_improvement" integer NOT NULL,
	"poor" integer NOT NULL,
	"histogram" integer[] DEFAULT '{}'::integer[] NOT NULL,
	CONSTRAINT "analytics_daily_vitals_day_template_device_metric_page_pk" PRIMARY KEY("day","template","device","metric","page")
);
