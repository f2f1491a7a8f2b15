CREATE TABLE "pcr_submissions" (
	"agency_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"state" text NOT NULL,
	"report_version" integer,
	"queued_at" timestamp with time zone NOT NULL,
	"queued_by_id" uuid,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"request_handle" text,
	"status_code" integer,
	"messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"accepted_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pcr_submissions_pkey" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "pcr_submissions_state_check" CHECK ("pcr_submissions"."state" in ('queued', 'processing', 'accepted', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "nemsis_settings" ADD COLUMN "protocols" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pcr_submissions" ADD CONSTRAINT "pcr_submissions_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcr_submissions" ADD CONSTRAINT "pcr_submissions_report_fk" FOREIGN KEY ("agency_id","id") REFERENCES "public"."pcr_reports"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcr_submissions" ADD CONSTRAINT "pcr_submissions_queued_by_fk" FOREIGN KEY ("agency_id","queued_by_id") REFERENCES "public"."users"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pcr_submissions_due_idx" ON "pcr_submissions" USING btree ("state","next_attempt_at");