-- Staff with roles (BUSINESS.md section 15). Every administrator so far could do everything, so each
-- existing one becomes an Owner; from now on a member holds only the roles given to them.
ALTER TABLE "admins" ADD COLUMN "roles" text[] DEFAULT '{owner}' NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ALTER COLUMN "roles" SET DEFAULT '{}';--> statement-breakpoint
-- Suspended staff keep their history but no session; removed staff are kept for the audit trail.
ALTER TABLE "admins" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
-- Two-step sign-in: the authenticator's secret, encrypted with SECRETS_KEY, and when it was confirmed.
ALTER TABLE "admins" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "totp_enrolled_at" timestamp with time zone;--> statement-breakpoint
-- The last time step a code was accepted for: a code works once, even within its 30 seconds.
ALTER TABLE "admins" ADD COLUMN "totp_last_step" integer;--> statement-breakpoint
-- One-time links that let an invited member set their password; only the token's sha-256 is kept.
CREATE TABLE "admin_invites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_invites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"admin_id" integer NOT NULL REFERENCES "admins"("id"),
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "admin_invites_token_hash" ON "admin_invites" ("token_hash");--> statement-breakpoint
-- Ten single-use recovery codes per member, hashed like passwords.
CREATE TABLE "admin_recovery_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_recovery_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"admin_id" integer NOT NULL REFERENCES "admins"("id"),
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "admin_recovery_codes_admin" ON "admin_recovery_codes" ("admin_id");
