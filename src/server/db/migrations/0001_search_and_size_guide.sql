CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "size_guides" (
	"category" text NOT NULL,
	"size" text NOT NULL,
	"chest_inches" numeric(4, 1) NOT NULL,
	"length_inches" numeric(4, 1) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "size_guides_category_size_pk" PRIMARY KEY("category","size"),
	CONSTRAINT "size_guides_size" CHECK ("size_guides"."size" in ('S', 'M', 'L', 'XL', 'XXL', 'XXXL')),
	CONSTRAINT "size_guides_positive" CHECK ("size_guides"."chest_inches" > 0 and "size_guides"."length_inches" > 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "name"), 'A') || setweight(to_tsvector('english', "category"), 'B') || setweight(to_tsvector('english', "fabric"), 'C') || setweight(to_tsvector('english', "description"), 'D')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_trgm" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_live_search_document" ON "products" USING gin ("search_document") WITH (fastupdate=false) WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE FUNCTION "products_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "search_words" ("word")
	SELECT DISTINCT w FROM regexp_split_to_table(lower(NEW."name" || ' ' || NEW."category" || ' ' || NEW."fabric" || ' ' || NEW."description"), '[^[:alnum:]]+') AS w
	WHERE length(w) >= 3 AND w !~ '[0-9]'
	ON CONFLICT DO NOTHING;
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_search_words" AFTER INSERT OR UPDATE OF "name", "category", "fabric", "description" ON "products" FOR EACH ROW EXECUTE FUNCTION "products_search_words"();--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT w FROM "products", regexp_split_to_table(lower("name" || ' ' || "category" || ' ' || "fabric" || ' ' || "description"), '[^[:alnum:]]+') AS w
WHERE length(w) >= 3 AND w !~ '[0-9]'
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "size_guides" ("category", "size", "chest_inches", "length_inches") VALUES
	('overtees', 'S', 42, 27.5), ('overtees', 'M', 44, 28.5), ('overtees', 'L', 46, 29.5),
	('overtees', 'XL', 48, 30.5), ('overtees', 'XXL', 50, 31.5), ('overtees', 'XXXL', 52, 32.5),
	('hoodies', 'S', 44, 27), ('hoodies', 'M', 46, 28), ('hoodies', 'L', 48, 29),
	('hoodies', 'XL', 50, 30), ('hoodies', 'XXL', 52, 31), ('hoodies', 'XXXL', 54, 32),
	('sweat shirt', 'S', 43, 26.5), ('sweat shirt', 'M', 45, 27.5), ('sweat shirt', 'L', 47, 28.5),
	('sweat shirt', 'XL', 49, 29.5), ('sweat shirt', 'XXL', 51, 30.5), ('sweat shirt', 'XXXL', 53, 31.5);
