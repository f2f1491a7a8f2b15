ALTER TABLE "incidents" ADD COLUMN "reported_by_id" uuid;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_reported_by_fk" FOREIGN KEY ("agency_id","reported_by_id") REFERENCES "public"."users"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Reports written before this column: their author is the actor of the audit row their insert wrote.
UPDATE "incidents" AS i SET "reported_by_id" = log."user_id"
FROM "audit_logs" AS log, "users" AS u
WHERE log."agency_id" = i."agency_id" AND log."entity_type" = 'incidents' AND log."action" = 'create'
  AND log."entity_id" = i."id"::text AND log."user_id" IS NOT NULL
  AND u."agency_id" = i."agency_id" AND u."id" = log."user_id";
