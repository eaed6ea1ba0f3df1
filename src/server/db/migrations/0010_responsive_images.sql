-- Product photos made smaller, in AVIF and WebP, once per source image (docs/decisions/019-responsive-images.md).
CREATE TABLE "image_variants" (
	"source_id" text NOT NULL,
	"width" integer NOT NULL,
	"format" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_variants_source_id_width_format_pk" PRIMARY KEY("source_id","width","format")
);
--> statement-breakpoint
ALTER TABLE "image_variants" ADD CONSTRAINT "image_variants_source_id_images_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;