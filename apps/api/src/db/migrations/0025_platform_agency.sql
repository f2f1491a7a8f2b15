ALTER TABLE "agencies" ADD COLUMN "is_platform" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "agencies" SET "is_platform" = true WHERE "name" = 'Platform Operations' AND EXISTS (SELECT 1 FROM "users" WHERE "users"."agency_id" = "agencies"."id" AND "users"."is_universe_admin" = true);
