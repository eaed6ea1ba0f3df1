-- The back office's order list, search and export (docs/product.md section 15): newest first
-- across every status, and exact lookups by mobile and by the structured address's pincode.
CREATE INDEX IF NOT EXISTS "orders_created" ON "orders" USING btree ("created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_mobile" ON "orders" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_pincode" ON "orders" USING btree (("delivery_address"->>'pincode'));
