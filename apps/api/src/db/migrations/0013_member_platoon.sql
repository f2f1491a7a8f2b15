ALTER TABLE "users" ADD COLUMN "platoon" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_platoon_check" CHECK ("users"."platoon" in ('A', 'B', 'C', 'D'));