-- Two-step sign-in (BUSINESS.md section 15): a new authenticator's secret waits in its own column until its first code confirms it, so starting again on a new phone leaves the working one in force. A set-up begun and not confirmed moves there.
ALTER TABLE "admins" ADD COLUMN "totp_pending_secret" text;--> statement-breakpoint
UPDATE "admins" SET "totp_pending_secret" = "totp_secret", "totp_secret" = NULL WHERE "totp_enrolled_at" IS NULL AND "totp_secret" IS NOT NULL;
