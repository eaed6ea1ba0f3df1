-- Cart recovery (BUSINESS.md section 13): sequences of reminders about a cart left, the reminders queued, and the restore links' hashed tokens.
CREATE TABLE "recovery_sequences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recovery_sequences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"left_at" timestamp with time zone NOT NULL,
	"lines" jsonb NOT NULL,
	"reminders_queued" integer DEFAULT 0 NOT NULL,
	"next_due_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"first_click_at" timestamp with time zone,
	"recovered_order_id" integer,
	"recovered_paise" integer,
	"recovered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "recovery_sequences_account" ON "recovery_sequences" USING btree ("account_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "recovery_sequences_due" ON "recovery_sequences" USING btree ("next_due_at") WHERE "recovery_sequences"."ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "recovery_sequences_live" ON "recovery_sequences" USING btree ("account_id") WHERE "recovery_sequences"."ended_at" is null;--> statement-breakpoint
CREATE TABLE "recovery_reminders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recovery_reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sequence_id" integer NOT NULL REFERENCES "recovery_sequences"("id") ON DELETE cascade,
	"step" integer NOT NULL,
	"channel" text NOT NULL,
	"coupon_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "recovery_reminders_step" ON "recovery_reminders" USING btree ("sequence_id","step");--> statement-breakpoint
CREATE TABLE "recovery_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"sequence_id" integer NOT NULL REFERENCES "recovery_sequences"("id") ON DELETE cascade,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recovery_clicks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recovery_clicks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sequence_id" integer NOT NULL REFERENCES "recovery_sequences"("id") ON DELETE cascade,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "recovery_clicks_sequence" ON "recovery_clicks" USING btree ("sequence_id");
