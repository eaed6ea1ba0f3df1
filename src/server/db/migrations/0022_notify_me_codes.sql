-- A notify-me request counts once its contact is verified (docs/product.md section 19): a code sent by SMS for it is a mobile code of its own purpose.
ALTER TABLE "mobile_codes" DROP CONSTRAINT "mobile_codes_purpose";--> statement-breakpoint
ALTER TABLE "mobile_codes" ADD CONSTRAINT "mobile_codes_purpose" CHECK ("mobile_codes"."purpose" in ('sign-in', 'change', 'notify-me'));
