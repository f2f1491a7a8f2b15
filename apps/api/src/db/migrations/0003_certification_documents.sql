ALTER TABLE "certifications" ADD COLUMN "document_key" text;--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "document_name" text;--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "document_content_type" text;--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "document_size" integer;--> statement-breakpoint
ALTER TABLE "certifications" DROP COLUMN "document_url";