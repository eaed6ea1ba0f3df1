-- Personal data under the DPDP Act (BUSINESS.md section 14, docs/decisions/038-personal-data.md): the consent ledger, age confirmations, erasure requests, tax-record holds, grievances, breaches and retention notices; the outbox learns each message's purpose and account so a withdrawn consent stops a queued message.
CREATE TABLE "consent_ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consent_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer,
	"contact" text,
	"purpose" text NOT NULL,
	"action" text NOT NULL,
	"notice_version" text NOT NULL,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_ledger_action" CHECK ("consent_ledger"."action" in ('granted', 'withdrawn'))
);
--> statement-breakpoint
CREATE INDEX "consent_ledger_account" ON "consent_ledger" USING btree ("account_id","purpose","id");--> statement-breakpoint
CREATE INDEX "consent_ledger_contact" ON "consent_ledger" USING btree ("contact","purpose","id");--> statement-breakpoint
-- The WhatsApp consents given before the ledger existed, as its first rows.
INSERT INTO "consent_ledger" ("contact", "purpose", "action", "notice_version", "channel", "created_at")
	SELECT "mobile", 'whatsapp_orders', 'granted', 'checkout-before-ledger', 'checkout', "opted_in_at" FROM "whatsapp_consents" WHERE "opted_in_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "consent_ledger" ("contact", "purpose", "action", "notice_version", "channel", "created_at")
	SELECT "mobile", 'whatsapp_orders', 'withdrawn', 'checkout-before-ledger', 'profile', "opted_out_at" FROM "whatsapp_consents" WHERE "opted_out_at" IS NOT NULL AND ("opted_in_at" IS NULL OR "opted_out_at" >= "opted_in_at");--> statement-breakpoint
CREATE TABLE "age_confirmations" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"notice_version" text NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erasure_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "erasure_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"state" text NOT NULL,
	"reason" text DEFAULT 'asked' NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "erasure_requests_state" CHECK ("erasure_requests"."state" in ('waiting', 'done'))
);
--> statement-breakpoint
CREATE INDEX "erasure_requests_waiting" ON "erasure_requests" USING btree ("state","requested_at");--> statement-breakpoint
CREATE TABLE "tax_record_holds" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"erase_after" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grievances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "grievances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"replied_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "grievances_open" ON "grievances" USING btree ("status","due_at");--> statement-breakpoint
CREATE TABLE "breaches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "breaches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"summary" text NOT NULL,
	"data_kinds" text NOT NULL,
	"consequences" text NOT NULL,
	"measures" text NOT NULL,
	"shopper_steps" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"learned_at" timestamp with time zone NOT NULL,
	"affected_before" timestamp with time zone,
	"notices_sent_at" timestamp with time zone,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "breach_notices" (
	"breach_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "breach_notices_breach_id_account_id_pk" PRIMARY KEY("breach_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "retention_notices" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"notified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawal_links" (
	"token" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "purpose" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "account_id" integer;
