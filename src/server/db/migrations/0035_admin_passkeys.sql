-- Passkeys (WebAuthn) as another way of the staff's second step (BUSINESS.md section 15).
-- Its journal time is after 0036's although its number is before: 0036 was applied first in places, and
-- Drizzle applies only migrations newer than the newest recorded (src/server/db/migrate.test.ts).
CREATE TABLE "admin_passkeys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_passkeys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"admin_id" integer NOT NULL REFERENCES "admins"("id"),
	"credential_id" text NOT NULL,
	"public_key" bytea NOT NULL,
	"sign_count" bigint DEFAULT 0 NOT NULL,
	"transports" text[] DEFAULT '{}' NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX "admin_passkeys_credential" ON "admin_passkeys" ("credential_id");--> statement-breakpoint
CREATE INDEX "admin_passkeys_admin" ON "admin_passkeys" ("admin_id");--> statement-breakpoint
-- One outstanding challenge per member and purpose; verifying deletes it, so it works once.
CREATE TABLE "admin_passkey_challenges" (
	"admin_id" integer NOT NULL REFERENCES "admins"("id"),
	"purpose" text NOT NULL,
	"challenge" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "admin_passkey_challenges_purpose" ON "admin_passkey_challenges" ("admin_id","purpose");
