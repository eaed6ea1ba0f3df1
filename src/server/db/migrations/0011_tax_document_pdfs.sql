-- The PDF of each issued invoice and credit note, drawn once at its first download (docs/decisions/014-gst-invoices.md).
CREATE TABLE "tax_document_pdfs" (
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_document_pdfs_kind_number_pk" PRIMARY KEY("kind","number"),
	CONSTRAINT "tax_document_pdfs_kind" CHECK ("tax_document_pdfs"."kind" in ('invoice', 'credit_note'))
);
