-- Colours and styles (docs/product.md, "Colours and styles"; docs/decisions/037-colours-as-items.md): each colour is its own product row, joined to its style in the admin's order. A product without a style is a style of one.
CREATE TABLE "styles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "styles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "style_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "style_position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "colour_name" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "colour_hex" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "colour_family" text;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_style_id_styles_id_fk" FOREIGN KEY ("style_id") REFERENCES "public"."styles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_colour_whole" CHECK (("products"."colour_name" is null and "products"."colour_hex" is null and "products"."colour_family" is null) or ("products"."colour_name" is not null and "products"."colour_hex" ~ '^#[0-9a-f]{6}$' and "products"."colour_family" in ('black', 'white', 'grey', 'blue', 'green', 'red', 'yellow', 'orange', 'pink', 'purple', 'brown', 'beige', 'multi')));--> statement-breakpoint
CREATE INDEX "products_style" ON "products" USING btree ("style_id","style_position") WHERE "products"."style_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "products_style_colour_name" ON "products" USING btree ("style_id",lower("colour_name")) WHERE "products"."archived_at" is null and "products"."style_id" is not null;--> statement-breakpoint
CREATE INDEX "products_live_colour_family" ON "products" USING btree ("colour_family") WHERE "products"."archived_at" is null;
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "colour" text;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "colour" text;
