-- Breaches (docs/decisions/038-personal-data.md): the affected shoppers are a time window of sign-ups and/or a list, frozen into breach_notices when the breach is recorded (sent_at then fills in as each notice goes), and the time the report reached the Data Protection Board stops its 72-hour clock.
ALTER TABLE "breaches" ADD COLUMN "affected_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "breaches" ADD COLUMN "affected_all" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "breaches" ADD COLUMN "affected_listed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "breaches" ADD COLUMN "reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "breach_notices" ALTER COLUMN "sent_at" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "breach_notices_account" ON "breach_notices" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "admin_events_created" ON "admin_events" USING btree ("created_at");
