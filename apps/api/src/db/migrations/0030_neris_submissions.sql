CREATE TABLE "neris_submissions" (
	"agency_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"state" text NOT NULL,
	"neris_id" text,
	"submitted_at" timestamp with time zone,
	"queued_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"accepted_payload_hash" text,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "neris_submissions_pkey" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "neris_submissions_state_check" CHECK ("neris_submissions"."state" in ('queued', 'submitted', 'refused', 'changed'))
);
--> statement-breakpoint
ALTER TABLE "neris_settings" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "neris_settings" ADD COLUMN "client_secret_sealed" text;--> statement-breakpoint
ALTER TABLE "neris_settings" ADD COLUMN "environment" text DEFAULT 'sandbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "neris_settings" ADD COLUMN "submit_on_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "neris_submissions" ADD CONSTRAINT "neris_submissions_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neris_submissions" ADD CONSTRAINT "neris_submissions_incident_fk" FOREIGN KEY ("agency_id","id") REFERENCES "public"."incidents"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "neris_submissions_due_idx" ON "neris_submissions" USING btree ("state","next_attempt_at");--> statement-breakpoint
ALTER TABLE "neris_settings" ADD CONSTRAINT "neris_settings_environment_check" CHECK ("neris_settings"."environment" in ('sandbox', 'production'));