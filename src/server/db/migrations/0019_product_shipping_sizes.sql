-- A product's own parcel weight and box (docs/product.md section 20): empty means the Shipping settings' category weight and box.
ALTER TABLE "products" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "box_length_cm" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "box_breadth_cm" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "box_height_cm" integer;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_weight_grams" CHECK ("products"."weight_grams" is null or "products"."weight_grams" between 50 and 30000);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_box_cm" CHECK (("products"."box_length_cm" is null and "products"."box_breadth_cm" is null and "products"."box_height_cm" is null) or ("products"."box_length_cm" between 1 and 200 and "products"."box_breadth_cm" between 1 and 200 and "products"."box_height_cm" between 1 and 200));
