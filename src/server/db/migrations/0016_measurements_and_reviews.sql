CREATE TABLE "product_measurements" (
	"item_id" text NOT NULL,
	"size" text NOT NULL,
	"chest_cm" numeric(4, 1) NOT NULL,
	"length_cm" numeric(4, 1) NOT NULL,
	"shoulder_cm" numeric(4, 1) NOT NULL,
	"sleeve_cm" numeric(4, 1) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_measurements_item_id_size_pk" PRIMARY KEY("item_id","size"),
	CONSTRAINT "product_measurements_size" CHECK ("product_measurements"."size" in ('S', 'M', 'L', 'XL', 'XXL', 'XXXL')),
	CONSTRAINT "product_measurements_positive" CHECK ("product_measurements"."chest_cm" > 0 and "product_measurements"."length_cm" > 0 and "product_measurements"."shoulder_cm" > 0 and "product_measurements"."sleeve_cm" > 0)
);
--> statement-breakpoint
CREATE TABLE "product_models" (
	"item_id" text PRIMARY KEY NOT NULL,
	"height_cm" integer NOT NULL,
	"size_worn" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_models_size" CHECK ("product_models"."size_worn" in ('S', 'M', 'L', 'XL', 'XXL', 'XXXL')),
	CONSTRAINT "product_models_height" CHECK ("product_models"."height_cm" between 100 and 250)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"item_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"stars" integer NOT NULL,
	"fit" text NOT NULL,
	"size" text NOT NULL,
	"body" text NOT NULL,
	"photo_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"moderated_by" integer,
	"moderated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_one_per_product" UNIQUE("item_id","user_id"),
	CONSTRAINT "reviews_stars" CHECK ("reviews"."stars" between 1 and 5),
	CONSTRAINT "reviews_fit" CHECK ("reviews"."fit" in ('small', 'true', 'large')),
	CONSTRAINT "reviews_size" CHECK ("reviews"."size" in ('S', 'M', 'L', 'XL', 'XXL', 'XXXL')),
	CONSTRAINT "reviews_body_length" CHECK (char_length("reviews"."body") <= 1000),
	CONSTRAINT "reviews_photo_count" CHECK ("reviews"."photo_count" between 0 and 3),
	CONSTRAINT "reviews_status" CHECK ("reviews"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "reviews_rejection_has_reason" CHECK (("reviews"."status" = 'rejected') = ("reviews"."reject_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "review_photos" (
	"review_id" integer NOT NULL,
	"position" integer NOT NULL,
	"image_id" text NOT NULL,
	CONSTRAINT "review_photos_review_id_position_pk" PRIMARY KEY("review_id","position"),
	CONSTRAINT "review_photos_position" CHECK ("review_photos"."position" between 0 and 2)
);
--> statement-breakpoint
ALTER TABLE "product_measurements" ADD CONSTRAINT "product_measurements_item_id_products_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."products"("item_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_models" ADD CONSTRAINT "product_models_item_id_products_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."products"("item_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_item_id_products_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."products"("item_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_moderated_by_admins_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_photos" ADD CONSTRAINT "review_photos_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_photos" ADD CONSTRAINT "review_photos_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_published" ON "reviews" USING btree ("item_id","status","photo_count" DESC,"created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "reviews_moderation" ON "reviews" USING btree ("status","created_at");
