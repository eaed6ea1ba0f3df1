-- Phone-first shoppers and one outbox for every channel (docs/decisions/026-messaging.md).
-- An account may have a mobile number beside (or instead of) an email; each is unique.
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mobile" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile" ON "users" USING btree ("mobile");--> statement-breakpoint
-- One-time codes sent by SMS: the shape of email_codes, keyed by a 10-digit mobile number.
CREATE TABLE "mobile_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mobile_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mobile" text NOT NULL,
	"purpose" text NOT NULL,
	"user_id" integer,
	"code_hash" text NOT NULL,
	"request_ip" text,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mobile_codes_purpose" CHECK ("mobile_codes"."purpose" in ('sign-in', 'change'))
);--> statement-breakpoint
CREATE INDEX "mobile_codes_mobile" ON "mobile_codes" USING btree ("mobile","purpose","created_at");--> statement-breakpoint
-- The outbox grows from mail to every channel: one row per message and channel.
ALTER TABLE "outbox" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "status" text DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "template" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "params" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "message_key" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "fallback_channel" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempt_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "outbox" SET "status" = 'sent' WHERE "sent_at" IS NOT NULL;--> statement-breakpoint
UPDATE "outbox" SET "status" = 'failed', "failed_at" = now() WHERE "sent_at" IS NULL AND "attempts" >= 10;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_channel" CHECK ("outbox"."channel" in ('email', 'sms', 'whatsapp'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_status" CHECK ("outbox"."status" in ('queued', 'sending', 'sent', 'delivered', 'read', 'failed'));--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_message_channel" ON "outbox" USING btree ("message_key","channel") WHERE "outbox"."message_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_provider_message" ON "outbox" USING btree ("channel","provider_message_id") WHERE "outbox"."provider_message_id" is not null;--> statement-breakpoint
CREATE INDEX "outbox_order" ON "outbox" USING btree ("order_id") WHERE "outbox"."order_id" is not null;--> statement-breakpoint
-- WhatsApp consent per number: opted in at checkout, out by STOP or from the profile.
CREATE TABLE "whatsapp_consents" (
	"mobile" text PRIMARY KEY NOT NULL,
	"opted_in_at" timestamp with time zone,
	"opted_out_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- Messages and receipts the WhatsApp webhook has acted on, so a repeated delivery acts once.
CREATE TABLE "whatsapp_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
